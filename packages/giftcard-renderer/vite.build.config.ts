import { defineConfig } from 'vite';

// Library build: ESM only, React and the optional fonts left to the embedder (peer dependencies).
// Declarations come from tsc (tsconfig.build.json), so the .d.ts files are exactly what typecheck
// sees.
export default defineConfig({
  build: {
    lib: {
      entry: {
        index: 'src/index.ts',
        model: 'src/model.ts',
        element: 'src/element.ts',
        fonts: 'src/fonts.ts',
        'fonts-latin': 'src/fonts-latin.ts',
      },
      formats: ['es'],
    },
    rollupOptions: {
      // The fonts entry's Fontsource imports stay imports for the embedder's bundler.
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^@fontsource\//],
    },
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    minify: false,
  },
});
