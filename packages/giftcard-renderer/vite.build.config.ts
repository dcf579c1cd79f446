import { defineConfig } from 'vite';

// Library build: ESM only, React left to the embedder (a peer dependency); the fonts entries'
// Fontsource imports are dependencies of the package, resolved by the embedder's bundler.
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
