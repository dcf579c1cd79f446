// The entry's stylesheet (the Latin fonts' @font-face rules, about 1 KiB) written into the page
// instead of linked: a linked stylesheet blocks the first paint for one more round trip, which
// on a phone's network costs more than the bytes it saves. Larger stylesheets stay linked.
import type { Plugin, ResolvedConfig, Rollup } from 'vite';

/** Stylesheets up to this size are inlined. */
export const INLINE_CSS_MAX_BYTES = 4096;

export function inlineSmallCss(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'ugift-inline-small-css',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const bundle = context.bundle;
        return html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g,
          (tag, href: string) => {
            const fileName = href.slice(config.base.length);
            const asset = bundle[fileName] as Rollup.OutputAsset | undefined;
            const source = asset?.type === 'asset' ? String(asset.source) : null;
            if (source === null || Buffer.byteLength(source) > INLINE_CSS_MAX_BYTES) return tag;
            return `<style>${source.replaceAll('</style', '<\\/style')}</style>`;
          },
        );
      },
    },
  };
}
