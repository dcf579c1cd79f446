// @vitest-environment node
// The platform-font check of the Storybook test run (test-runner.ts), on small pages made to fail
// it: a story cannot show that, since every story has to pass.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { type Browser, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { findForeignFonts } from './platform-fonts';

const require = createRequire(path.resolve(import.meta.dirname, '../packages/ui/package.json'));
const dataUrl = (file: string) =>
  `data:font/woff2;base64,${readFileSync(require.resolve(file)).toString('base64')}`;
// Latin slices only: a Greek letter has no glyph in them and falls back to the machine's fonts.
const notoSansSc = dataUrl('@fontsource/noto-sans-sc/files/noto-sans-sc-latin-400-normal.woff2');
const notoSansMono = dataUrl(
  '@fontsource/noto-sans-mono/files/noto-sans-mono-latin-700-normal.woff2',
);

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
  });
  page = await browser.newPage();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** A preview-like page: our font declared, the body in it, `html` inside. */
async function show(html: string) {
  await page.setContent(`<!doctype html><html lang="en"><head><style>
    @font-face { font-family: 'Noto Sans SC'; src: url(${notoSansSc}) format('woff2'); }
    @font-face { font-family: 'Brand Mono'; src: url(${notoSansMono}) format('woff2'); }
    body { font-family: 'Noto Sans SC', sans-serif; }
  </style></head><body>${html}</body></html>`);
  await page.evaluate(() => document.fonts.ready);
}

const families = ['Noto Sans SC'];

describe('given the platform-font check', () => {
  it('should pass text drawn with our web font', async () => {
    await show(`<div id="storybook-root"><h1>Hello</h1><p>Gift cards for 25.00</p></div>`);
    expect(await findForeignFonts(page, families)).toEqual([]);
  });

  it("should fail text that falls back to the machine's fonts", async () => {
    await show(`<div id="storybook-root">
      <p>Ours</p><p style="font-family: sans-serif">System font</p></div>`);
    expect(await findForeignFonts(page, families)).toEqual([
      expect.objectContaining({ text: 'System font', isCustomFont: false }),
    ]);
  });

  it('should fail characters our font lacks, drawn by a fallback', async () => {
    await show(`<div id="storybook-root"><p>Alpha and Omega: Ω</p></div>`);
    expect(await findForeignFonts(page, families)).toEqual([
      expect.objectContaining({ text: 'Alpha and Omega: Ω', isCustomFont: false }),
    ]);
  });

  it('should fail a web font that is not one of ours', async () => {
    await show(
      `<div id="storybook-root"><code style="font-family: 'Brand Mono'">C0DE</code></div>`,
    );
    expect(await findForeignFonts(page, families)).toEqual([
      expect.objectContaining({ text: 'C0DE', familyName: 'Noto Sans Mono', isCustomFont: true }),
    ]);
  });

  it("should read the browser's own text of form controls", async () => {
    // No `font: inherit`: a select and a date field draw their text in the browser's default font.
    await show(`<div id="storybook-root">
      <select aria-label="Gender"><option>Female</option></select>
      <input aria-label="Birthday" type="date" value="1994-05-17" /></div>`);
    const foreign = await findForeignFonts(page, families);
    expect(foreign.map(({ text }) => text)).toEqual(expect.arrayContaining(['Female']));
    expect(foreign.every(({ isCustomFont }) => !isCustomFont)).toBe(true);
    await show(`<style>select, input { font: inherit; }</style><div id="storybook-root">
      <select aria-label="Gender"><option>Female</option></select>
      <input aria-label="Birthday" type="date" value="1994-05-17" /></div>`);
    expect(await findForeignFonts(page, families)).toEqual([]);
  });

  it("should check portals outside the story root and skip hidden text and Storybook's own", async () => {
    await show(`<div id="storybook-root"><p>Ours</p></div>
      <div role="dialog"><p style="font-family: serif">Dialog in a portal</p></div>
      <p style="display: none; font-family: serif">Never drawn</p>
      <div class="sb-errordisplay"><p style="font-family: serif">Storybook's error screen</p></div>`);
    expect(await findForeignFonts(page, families)).toEqual([
      expect.objectContaining({ text: 'Dialog in a portal', isCustomFont: false }),
    ]);
  });
});
