// A shared gift's link preview (issue 43): the page names it in Open Graph and Twitter card tags,
// and /api/share-image/<id>.png is the closed card as the renderer draws it (closedCardSvg),
// 1200x630, drawn once per gift, never showing the sender's message.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { closedCardSvg } from '@ugift/giftcard-renderer/model';
import { utf8ToHex } from '@ugift/giftcard-renderer/model';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { Resvg } from '@resvg/resvg-js';

import { labelFonts } from '../src/media/label-fonts';
import { shareCardSvg, TAP_TO_OPEN } from '../src/media/share-image';
import { paidGift } from './gifts';
import { onEachDatabase } from './helpers';

const SECRET = 'SECRET-123';
const SHELL = `<!doctype html><html><head><title>Ugift</title>
  </head><body><div id="root"><div class="shell" aria-hidden="true"></div></div></body></html>`;

let webRoot: string;
beforeAll(() => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-share-image-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), SHELL);
});
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('given the renderer’s closed card as SVG', () => {
  it('should take no message: the picture holds the cover only', () => {
    const svg = closedCardSvg({ image: '/api/media/giftcard/1.svg' });
    expect(svg).toContain('width="1200" height="630"');
    expect(svg).toContain('Tap to open');
    expect(svg).not.toContain(SECRET);
  });
});

const LANGUAGES = ['eng', 'cn', 'jp'] as const;

/** The closed card's label and its pill (the rect behind it) in a preview's SVG. */
function labelOf(svg: string) {
  const text =
    /<text x="([^"]+)"[^>]*font-size="([^"]+)"[^>]*letter-spacing="([^"]+)"[^>]*>([^<]*)<\/text>/.exec(
      svg,
    );
  const pill =
    /<rect x="([^"]+)" y="[^"]+" width="([^"]+)" height="[^"]+" rx="[^"]+" fill="rgb\(0,0,0\)"/.exec(
      svg,
    );
  if (!text || !pill) throw new Error('no label in the SVG');
  return {
    element: text[0],
    label: text[4]!,
    fontSize: Number(text[2]),
    spacing: Number(text[3]),
    pill: { x: Number(pill[1]), width: Number(pill[2]) },
  };
}

describe('given the closed card’s label in each language', () => {
  it('should be the web app’s own words for it (giftCardRenderer.tapToOpen)', () => {
    for (const language of LANGUAGES) {
      const file = path.join(
        import.meta.dirname,
        `../../web/src/locales/${language}/giftCardRenderer.json`,
      );
      const strings = JSON.parse(fs.readFileSync(file, 'utf8')) as { tapToOpen: string };
      expect(TAP_TO_OPEN[language], language).toBe(strings.tapToOpen);
    }
  });

  it('should measure the label with the fonts it is drawn in: the text as drawn is as wide as measured', () => {
    for (const language of LANGUAGES) {
      const label = TAP_TO_OPEN[language];
      const fonts = labelFonts(label, language);
      // Chinese and Japanese glyphs are a full em wide: an estimate of 0.56 em each left them
      // overflowing the pill; the fonts' own advances do not.
      const perCharacter = fonts.measure(label, 100) / [...label].length;
      expect(perCharacter, language).toBeCloseTo(language === 'eng' ? 50.4 : 100, -1);
      // The text as resvg draws it (its ink, kerned) against the width the pill was made for.
      const width = fonts.measure(label, 40);
      const alone = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="100"><text x="10" y="60" font-family="${fonts.families.map((family) => `'${family}'`).join(', ')}" font-size="40" font-weight="600">${label}</text></svg>`;
      const ink = new Resvg(alone, {
        font: {
          loadSystemFonts: false,
          fontFiles: fonts.files,
          defaultFontFamily: fonts.families[0],
        },
      }).getBBox()!;
      expect(ink.width, language).toBeLessThanOrEqual(width);
      expect(ink.width, language).toBeGreaterThan(width * 0.93);
    }
  });
});

describe('given a shared gift’s preview image', () => {
  onEachDatabase(
    (getApi) => {
      let gift: string;
      beforeAll(async () => {
        const api = getApi();
        gift = await paidGift(api.db);
        const message = [
          { type: 'message', key: 'message', content: utf8ToHex(SECRET) },
          {
            type: 'text',
            key: 'to',
            content: utf8ToHex(`${SECRET} text`),
            xpos: 0.1,
            ypos: 0.1,
            width: 0.5,
            height: 0.2,
          },
        ];
        await api.db
          .updateTable('orders')
          .set({ giftcard_id: 1, giftcard_edit_parameter: JSON.stringify(message) })
          .where('public_id', '=', gift)
          .execute();
      });

      it('should answer a 1200x630 PNG, drawn once and then served from the cache', async () => {
        const api = getApi();
        const renders = api.app.shareImageRenders!;
        const before = renders.count;
        const first = await api.app.inject({ method: 'GET', url: `/api/share-image/${gift}.png` });
        expect(first.statusCode).toBe(200);
        expect(first.headers['content-type']).toBe('image/png');
        expect(first.headers['cache-control']).toBe('public, max-age=86400');
        const png = PNG.sync.read(first.rawPayload);
        expect([png.width, png.height]).toEqual([1200, 630]);
        expect(renders.count).toBe(before + 1);

        const second = await api.app.inject({ method: 'GET', url: `/api/share-image/${gift}.png` });
        expect(second.statusCode).toBe(200);
        expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
        expect(renders.count).toBe(before + 1);

        const revalidated = await api.app.inject({
          method: 'GET',
          url: `/api/share-image/${gift}.png`,
          headers: { 'if-none-match': String(first.headers.etag) },
        });
        expect(revalidated.statusCode).toBe(304);
        expect(renders.count).toBe(before + 1);
      });

      it('should never draw the sender’s message or the card’s text', async () => {
        const api = getApi();
        const svg = await shareCardSvg(api.app, api.app.services!, gift);
        expect(svg).toContain('Tap to open');
        expect(svg).not.toContain(SECRET);
        expect(svg).not.toContain(utf8ToHex(SECRET));
        const png = await api.app.inject({ method: 'GET', url: `/api/share-image/${gift}.png` });
        expect(png.rawPayload.toString('latin1')).not.toContain(SECRET);
      });

      it('should draw the label in the link’s language, chosen as its page’s is: the cookie, else Accept-Language', async () => {
        const api = getApi();
        const asked = [
          { headers: {}, language: 'eng' },
          { headers: { 'accept-language': 'zh-CN,zh;q=0.9' }, language: 'cn' },
          { headers: { 'accept-language': 'ja' }, language: 'jp' },
          { headers: { 'accept-language': 'ja', cookie: 'ugift_lang=cn' }, language: 'cn' },
        ] as const;
        const pictures = new Map<string, Buffer>();
        for (const { headers, language } of asked) {
          const answer = await api.app.inject({
            method: 'GET',
            url: `/api/share-image/${gift}.png`,
            headers,
          });
          expect(answer.statusCode, language).toBe(200);
          expect(answer.headers.vary).toMatch(/^Cookie, Accept-Language/);
          const known = pictures.get(language);
          if (known) expect(answer.rawPayload.equals(known), language).toBe(true);
          pictures.set(language, answer.rawPayload);
        }
        // Three pictures, one per language.
        expect(new Set([...pictures.values()].map((png) => png.toString('base64'))).size).toBe(3);

        for (const language of LANGUAGES) {
          const svg = (await shareCardSvg(api.app, api.app.services!, gift, language))!;
          const { label, fontSize, spacing, pill, element } = labelOf(svg);
          expect(label).toBe(TAP_TO_OPEN[language]);
          expect(element).toContain(
            language === 'jp' ? "'Noto Sans JP', 'Noto Sans SC'" : "'Noto Sans SC', 'Noto Sans JP'",
          );
          // The pill: the label's measured width, its letter spacing and the cover's padding.
          const text = labelFonts(label, language).measure(label, fontSize);
          const padding = pill.width - text - spacing * [...label].length;
          expect(padding, language).toBeGreaterThan(0);
          expect(padding, language).toBeCloseTo(
            labelOf((await shareCardSvg(api.app, api.app.services!, gift, 'eng'))!).pill.width -
              labelFonts(TAP_TO_OPEN.eng, 'eng').measure(TAP_TO_OPEN.eng, fontSize) -
              spacing * [...TAP_TO_OPEN.eng].length,
            1,
          );
        }
      });

      it('should answer 404 for an unknown, malformed or unshared link', async () => {
        const api = getApi();
        const selfUse = await paidGift(api.db);
        await api.db
          .updateTable('orders')
          .set({ order_status: 'Self-Use', giftcard_id: 1 })
          .where('public_id', '=', selfUse)
          .execute();
        for (const file of [`${'7'.repeat(39)}.png`, `${gift}.svg`, 'x.png', `${selfUse}.png`]) {
          const answer = await api.app.inject({
            method: 'GET',
            url: `/api/share-image/${file}`,
            remoteAddress: '10.172.0.9',
          });
          expect(answer.statusCode, file).toBe(404);
        }
      });

      it('should name the preview in the share page’s Open Graph and Twitter card tags', async () => {
        const api = getApi();
        const page = await api.app.inject({
          method: 'GET',
          url: `/ugift/giftcard-share?id=${gift}`,
          headers: { host: 'gifts.example' },
        });
        expect(page.statusCode).toBe(200);
        expect(meta(page.body, 'og:title')).toMatch(/\S/);
        expect(meta(page.body, 'og:description')).toMatch(/\S/);
        expect(meta(page.body, 'og:image')).toBe(
          `http://gifts.example/api/share-image/${gift}.png`,
        );
        expect(meta(page.body, 'og:image:width')).toBe('1200');
        expect(meta(page.body, 'twitter:card')).toBe('summary_large_image');
        expect(page.body).not.toContain(SECRET);
        // Other pages of the shell carry no preview.
        const home = await api.app.inject({ method: 'GET', url: '/ugift/products' });
        expect(meta(home.body, 'og:title')).toBeUndefined();
      });
    },
    {},
    {
      get webRoot() {
        return webRoot;
      },
    },
  );
});
