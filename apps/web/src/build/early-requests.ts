// The early script (src/early.ts) as its own file beside the app: built as a separate entry that
// imports nothing, and written into the page's head as an async script carrying the api key, so
// that it runs as soon as it arrives instead of after the app's code.
import type { Plugin, ResolvedConfig } from 'vite';

const ENTRY = 'src/early.ts';

export function earlyRequests(apiKey: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'ugift-early-requests',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      if (config.command === 'build') this.emitFile({ type: 'chunk', id: ENTRY, name: 'early' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        let src = `${config.base}${ENTRY}`;
        if (context.bundle) {
          const chunk = Object.values(context.bundle).find(
            (output) => output.type === 'chunk' && output.isEntry && output.name === 'early',
          );
          if (!chunk) throw new Error('the early script was not built');
          src = `${config.base}${chunk.fileName}`;
        }
        return [
          {
            tag: 'script',
            // A module in development (Vite serves the TypeScript), a plain script once built.
            attrs: {
              async: true,
              src,
              'data-api-key': apiKey,
              ...(!context.bundle && { type: 'module' }),
            },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
