// The server's renderer (src/entry-server.tsx) built beside the app by every `vite build`, so
// that whatever builds the app (npm start, the end-to-end journeys, the budgets) gets both: one
// build of the same sources. It goes in its own folder beside the app's (`<outDir>-ssr`), which
// the api never serves as files.
import path from 'node:path';

import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/** Where the renderer of an app built into `outDir` is (the api reads it from there). */
const ssrDirectory = (outDir: string) => `${outDir.replace(/[\\/]+$/, '')}-ssr`;

export function serverRenderer(): Plugin {
  let outDir = '';
  let root = '';
  let base = '/';
  return {
    name: 'ugift-server-renderer',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      base = config.base;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        base,
        logLevel: 'warn',
        plugins: [react()],
        // One file the api loads with plain node: everything it imports is in it.
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: path.join(root, 'src/entry-server.tsx'),
          outDir: ssrDirectory(outDir),
          emptyOutDir: true,
          target: 'node20',
          sourcemap: true,
          rolldownOptions: { output: { entryFileNames: 'entry-server.mjs' } },
          copyPublicDir: false,
        },
      });
    },
  };
}
