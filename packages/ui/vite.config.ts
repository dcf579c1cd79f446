import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
];

// Library build of the kit: ESM only, one module per source file (preserveModules), so an app's
// bundler keeps only the components it imports (with `sideEffects` in package.json: only the font
// entries have any). Dependencies (the Fontsource packages too) and peers stay imports.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    target: 'es2022',
    lib: {
      // The opt-in font entries; their Fontsource imports stay imports for the consumer's bundler.
      entry: { index: 'src/index.ts', fonts: 'src/fonts.ts', 'fonts-latin': 'src/fonts-latin.ts' },
      formats: ['es'],
    },
    rollupOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  },
});
