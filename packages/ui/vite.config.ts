import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { libraryBuild } from '../../scripts/library-build';

// The kit's build (scripts/library-build.ts): one module per source file, so an app pays for the
// components it imports; `sideEffects` in package.json names only the font entries, whose
// Fontsource imports stay imports for the consumer's bundler.
export default defineConfig({
  plugins: [react()],
  build: libraryBuild(fileURLToPath(new URL('.', import.meta.url)), {
    index: 'src/index.ts',
    fonts: 'src/fonts.ts',
    'fonts-latin': 'src/fonts-latin.ts',
  }),
});
