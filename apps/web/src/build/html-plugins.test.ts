import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

import { earlyRequests } from './early-requests';
import { INLINE_CSS_MAX_BYTES, inlineSmallCss } from './inline-css';

type Hook = (html: string, context: { bundle?: Rollup.OutputBundle }) => unknown;

function prepared(plugin: Plugin, command: 'build' | 'serve' = 'build') {
  const configResolved = plugin.configResolved as (config: ResolvedConfig) => void;
  configResolved({ base: '/ugift/', command } as ResolvedConfig);
  const transform = plugin.transformIndexHtml as { order: string; handler: Hook };
  expect(transform.order).toBe('post');
  return transform.handler;
}

const asset = (fileName: string, source: string) =>
  ({ type: 'asset', fileName, source }) as unknown as Rollup.OutputAsset;

describe('the page the build writes', () => {
  it('inlines a small stylesheet and keeps a large one linked', () => {
    const handler = prepared(inlineSmallCss());
    const small = '@font-face{font-family:Noto Sans}';
    const large = 'a{}'.repeat(INLINE_CSS_MAX_BYTES);
    const html =
      '<link rel="stylesheet" crossorigin href="/ugift/assets/index-a.css">' +
      '<link rel="stylesheet" crossorigin href="/ugift/assets/big-b.css">';
    const out = handler(html, {
      bundle: {
        'assets/index-a.css': asset('assets/index-a.css', small),
        'assets/big-b.css': asset('assets/big-b.css', large),
      },
    });
    expect(out).toBe(
      `<style>${small}</style><link rel="stylesheet" crossorigin href="/ugift/assets/big-b.css">`,
    );
  });

  it('loads the early script built as its own file, async, with the api key, first in the head', () => {
    const handler = prepared(earlyRequests('the-key'));
    const chunk = { type: 'chunk', isEntry: true, name: 'early', fileName: 'assets/early-x.js' };
    const tags = handler('', { bundle: { 'assets/early-x.js': chunk } as never });
    expect(tags).toEqual([
      {
        tag: 'script',
        attrs: { async: true, src: '/ugift/assets/early-x.js', 'data-api-key': 'the-key' },
        injectTo: 'head-prepend',
      },
    ]);
  });

  it('serves the early script as a module in development', () => {
    const handler = prepared(earlyRequests('the-key'), 'serve');
    expect(handler('', {})).toEqual([
      expect.objectContaining({
        attrs: {
          async: true,
          src: '/ugift/src/early.ts',
          'data-api-key': 'the-key',
          type: 'module',
        },
      }),
    ]);
  });
});
