import { describe, expect, it } from 'vitest';

import { closedCardBox, closedCardSvg } from './closed-card-svg';
import { COVER } from './cover';
import { CSS } from './styles';

describe('given the closed card drawn as SVG for a server', () => {
  it('should draw the card at the design’s proportions, centred in a 1200x630 picture', () => {
    const box = closedCardBox();
    expect(box).toEqual({ x: 193, y: 42, width: 814, height: 546 });
    expect(closedCardSvg()).toMatch(/^<svg [^>]*width="1200" height="630"/);
  });

  it('should draw the cover the stylesheet draws: its accent, its seal and its label', () => {
    const svg = closedCardSvg({ tapToOpen: 'Tippen <öffnen>' });
    expect(svg).toContain(`fill="${COVER.accent}"`);
    expect(CSS).toContain(`var(--ugift-card-accent, ${COVER.accent})`);
    expect(CSS).toContain(`width: ${COVER.seal.size}cqw`);
    // The seal is 16% of the card's width across.
    expect(svg).toContain(`r="${(814 * COVER.seal.size) / 100 / 2}"`);
    expect(svg).toContain('>Tippen &lt;öffnen&gt;</text>');
  });

  it('should embed the design blurred behind the card, escaped, or a plain ground without one', () => {
    expect(closedCardSvg({ image: '/a.svg?x="1"&y' })).toContain(
      'href="/a.svg?x=&quot;1&quot;&amp;y"',
    );
    expect(closedCardSvg()).not.toContain('<image');
  });

  it('should draw the label in the page’s language’s font first, as the stylesheet’s :lang(ja)', () => {
    expect(closedCardSvg()).toContain(`font-family="'Noto Sans SC', 'Noto Sans JP'"`);
    expect(closedCardSvg({ lang: 'ja', tapToOpen: 'タップして開く' })).toContain(
      `font-family="'Noto Sans JP', 'Noto Sans SC'"`,
    );
    expect(CSS).toContain(
      ":lang(ja) { --_font: var(--ugift-card-font, 'Noto Sans JP', 'Noto Sans SC'",
    );
  });

  it('should size the label’s pill by the width it is given, not its estimate', () => {
    const pillWidth = (svg: string) =>
      Number(
        /<rect x="[^"]+" y="[^"]+" width="([^"]+)"[^>]*rx="[^"]+" fill="rgb\(0,0,0\)"/.exec(
          svg,
        )?.[1],
      );
    const narrow = closedCardSvg({ measureText: () => 50 });
    const wide = closedCardSvg({ measureText: () => 150 });
    expect(pillWidth(wide) - pillWidth(narrow)).toBeCloseTo(100, 1);
  });
});
