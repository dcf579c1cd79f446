import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { chunkGroups } from './src/build/chunks';
import { compileHints } from './src/build/compile-hints';
import { earlyRequests } from './src/build/early-requests';
import { inlineSmallCss } from './src/build/inline-css';
import { webManifest } from './src/build/manifest';
import { precompress } from './src/build/precompress';
import { serverRenderer } from './src/build/ssr';
import { DEFAULT_API_KEY } from './src/config/api-key';
import { resolveBasePath } from './src/config/base-path';

const base = resolveBasePath(process.env.BASE_PATH);

// Resolved from here: the kit and the renderer import React from their own folders.
const fromWeb = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

// React Router publishes a production build beside its development one, but its package exports
// name only the development build (remix-run/react-router#12532), whose warnings and checks run
// on every navigation. The built app takes the production files (about the same size).
const routerDevelopment = fromWeb('react-router');
const routerProduction = routerDevelopment.replace(
  /dist[\\/]development[\\/]index\.m?js$/,
  'dist/production/index.mjs',
);
if (routerProduction === routerDevelopment) {
  throw new Error(
    `react-router's development build moved (${routerDevelopment}): update the alias`,
  );
}
const routerBuild = [{ find: /^react-router$/, replacement: routerProduction }];

// The app is built for one base path (BASE_PATH, default /ugift/); the api serves it there.
export default defineConfig(({ command }) => ({
  base,
  resolve: {
    alias: command === 'build' ? routerBuild : [],
  },
  // earlyRequests: the token (and the home's first picture) asked for before the app has loaded;
  // inlineSmallCss: the entry's small stylesheet in the page, so it does not block the first paint;
  // precompress: a brotli and a gzip copy of every text file, served as they are by the api.
  plugins: [
    react(),
    earlyRequests(process.env.VITE_API_KEY ?? DEFAULT_API_KEY),
    inlineSmallCss(),
    // compileHints: the first load's files compiled off the main thread as they stream in.
    compileHints(),
    // The installable app: the manifest and the service worker (src/sw/sw.ts), which precaches
    // the shell and every route chunk. Registered by the app itself after the page has loaded
    // (lib/pwa.ts), and updated only when the member accepts (registerType prompt).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest(base),
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      injectManifest: {
        // Fonts are cached when used (the CJK slices alone are hundreds of files); source maps
        // and the compressed copies are the server's.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/*.map'],
      },
      devOptions: { enabled: false },
    }),
    precompress(),
    // The server's renderer of the public pages (src/entry-server.tsx, issue 43).
    serverRenderer(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.API_ORIGIN ?? 'http://127.0.0.1:3000', changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The building blocks many screens share in one file (src/build/chunks.ts).
    rolldownOptions: { output: chunkGroups },
  },
}));
