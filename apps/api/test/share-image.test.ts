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

import { shareCardSvg } from '../src/media/share-image';
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
