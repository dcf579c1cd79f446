import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { giftCardCss as CSS, innerBoxStyle } from '@ugift/giftcard-renderer';
import { theme } from '@ugift/ui';

const html = fs.readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');

describe('the app shell in index.html', () => {
  it('draws the column, the top bar and the preloader ring before any script, hidden from screen readers and without words', () => {
    const page = new DOMParser().parseFromString(html, 'text/html');
    const shell = page.querySelector('#root > .shell');
    expect(shell).not.toBeNull();
    expect(shell!.getAttribute('aria-hidden')).toBe('true');
    expect(shell!.querySelector('svg')).not.toBeNull();
    // Every word the app shows goes through its languages; the shell has none.
    expect(shell!.textContent!.trim()).toBe('');
    // Its colours are the theme's, as the app's preloader draws them.
    expect(html).toContain(`background: ${theme.colors.background};`);
    expect(shell!.innerHTML).toContain(`stroke="${theme.colors.primarySubtle}"`);
    expect(shell!.innerHTML).toContain(`stroke="${theme.colors.primary}"`);
    // The column and the top bar are the app's: their sizes and colours from the theme.
    expect(shell!.querySelector('.shell-bar')).not.toBeNull();
    expect(html).toMatch(
      new RegExp(
        `\\.shell \\{[^}]*max-width: ${theme.layout.columnMaxWidth}px;[^}]*background: ${theme.colors.surface};`,
      ),
    );
    expect(html).toMatch(
      new RegExp(
        `\\.shell-bar \\{[^}]*height: ${theme.layout.headerHeight}px;[^}]*background: ${theme.colors.topBar};[^}]*box-shadow: ${theme.shadows.sm.replace(/[()]/g, '\\$&')};`,
      ),
    );
  });

  it('has a place for the first screen’s largest picture where the screen draws it (the early script fills it)', () => {
    const { space400 } = theme.space;
    expect(html).toMatch(
      new RegExp(`\\.shell-picture \\{[^}]*padding: ${space400}px ${space400}px 0;`),
    );
    expect(html).toMatch(
      new RegExp(
        `\\.shell-picture img \\{[^}]*aspect-ratio: 16 / 9;[^}]*object-fit: cover;[^}]*border-radius: ${theme.radii.lg}px;[^}]*background: ${theme.colors.surfaceMuted};`,
      ),
    );
    // A product's picture shown whole, as the product page shows it (ProductView's WholePicture).
    expect(html).toMatch(
      /\.shell-picture\.product img \{[^}]*aspect-ratio: 4 \/ 3;[^}]*object-fit: contain;/,
    );
    // A shared gift's card where the card renderer draws it: its picture in the design's inner
    // box, under a cover of the renderer's closed-card colours.
    expect(html).toMatch(/\.shell-card \{[^}]*aspect-ratio: 686 \/ 460;/);
    const { left, top, width, height } = innerBoxStyle;
    expect(html).toMatch(
      new RegExp(
        `\\.shell-picture \\.shell-card img \\{[^}]*left: ${left};[^}]*top: ${top};[^}]*width: ${width};[^}]*height: ${height};`,
      ),
    );
    const cover = /\.ugc-cover \{[^}]*background:([^;]*);/.exec(CSS)?.[1];
    const accent = /--_accent: var\(--ugift-card-accent, (#[0-9a-f]+)\)/.exec(CSS)?.[1];
    expect(cover && accent).toBeTruthy();
    const shellCover = /\.shell-card-cover \{[^}]*background:([^;]*);/.exec(html)?.[1];
    const flat = (css: string) =>
      css.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim();
    expect(flat(shellCover!)).toBe(flat(cover!.replace('var(--_accent)', accent!)));
  });
});
