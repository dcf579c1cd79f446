import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { precompress } from './src/build/precompress';
import { resolveBasePath } from './src/config/base-path';

// The app is built for one base path (BASE_PATH, default /ugift/); the api serves it there.
export default defineConfig({
  base: resolveBasePath(process.env.BASE_PATH),
  // precompress: a brotli and a gzip copy of every text file, served as they are by the api.
  plugins: [react(), precompress()],
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
