import { defineConfig } from 'vite';

// Library build: ESM only, React left to the embedder (peer dependency). Declarations come
// from tsc (tsconfig.build.json), so the .d.ts files are exactly what typecheck sees.
export default defineConfig({
  build: {
    lib: {
      entry: { index: 'src/index.ts', model: 'src/model.ts', element: 'src/element.ts' },
      formats: ['es'],
    },
    rollupOptions: {
      external: [/^react($|\/)/, /^react-dom($|\/)/],
    },
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    minify: false,
  },
});
