import { defineConfig } from 'vite';

// The standalone custom element (dist/standalone.js): src/standalone.ts with every dependency
// bundled, React included, in production mode. Built as an app entry rather than in library
// mode, which would keep the whitespace of an ES build; its exports are kept. Runs after
// vite.build.config.ts, into the same dist/. No source map: it would be React's and our code
// bundled (1.1 MB, most of the tarball); the library entries carry maps of our own code.
export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    target: 'es2022',
    modulePreload: false,
    rollupOptions: {
      input: 'src/standalone.ts',
      preserveEntrySignatures: 'strict',
      output: { entryFileNames: 'standalone.js', format: 'es' },
    },
  },
});
