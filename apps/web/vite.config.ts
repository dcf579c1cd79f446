import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { earlyRequests } from './src/build/early-requests';
import { inlineSmallCss } from './src/build/inline-css';
import { precompress } from './src/build/precompress';
import { DEFAULT_API_KEY } from './src/config/api-key';
import { resolveBasePath } from './src/config/base-path';

// The app is built for one base path (BASE_PATH, default /ugift/); the api serves it there.
export default defineConfig({
  base: resolveBasePath(process.env.BASE_PATH),
  // earlyRequests: the token (and the home's first picture) asked for before the app has loaded;
  // inlineSmallCss: the entry's small stylesheet in the page, so it does not block the first paint;
  // precompress: a brotli and a gzip copy of every text file, served as they are by the api.
  plugins: [
    react(),
    earlyRequests(process.env.VITE_API_KEY ?? DEFAULT_API_KEY),
    inlineSmallCss(),
    precompress(),
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
  },
});
