// The page names its first screen's largest picture (issue 17): the api writes the home's first
// banner and a product's first image into the served shell, with a preload in the head, so a phone
// fetches and paints it before the app's code has arrived (apps/web/src/early.ts draws it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ALICE, nextCatalogueChange, onEachDatabase } from './helpers';

const SHELL = `<!doctype html><html><head><title>Ugift</title>
  </head><body><div id="root"><div class="shell" aria-hidden="true"><div class="shell-bar"></div></div></div></body></html>`;

let webRoot: string;
beforeAll(() => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-first-picture-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), SHELL);
});
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

const named = (html: string) => ({
  preload: /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" \/>\s*<\/head>/.exec(
    html,
  )?.[1],
  shell: /<div class="shell" ([^>]*)aria-hidden/.exec(html)?.[1]?.trim() || undefined,
});

describe('given the first picture of a page', () => {
  onEachDatabase(
    (getApi) => {
      it('names the home’s first banner of the default country, as list_banner answers it', async () => {
        const api = getApi();
        const token = await api.guestToken('10.171.0.1');
        const banners = (
          await api.call(
            'list_banner',
            { order_by: 'ASC', filter_by_country_id: '3' },
            { token, ip: '10.171.0.1' },
          )
        ).json().table as { image: string }[];
        const page = await api.app.inject({ method: 'GET', url: '/ugift/home' });
        expect(page.statusCode).toBe(200);
        const { preload, shell } = named(page.body);
        expect(preload).toBe(banners[0]!.image);
        expect(shell).toBe(
          `data-picture="${banners[0]!.image}" data-picture-shape="banner" data-picture-country="3"`,
        );
      });

      it('names a product’s first image, and nothing for a product that does not exist', async () => {
        const api = getApi();
        const token = await api.guestToken('10.171.0.2');
        const product = (
          await api.call('detail_product', { product_id: '2' }, { token, ip: '10.171.0.2' })
        ).json().table as { product_images: { image: string }[] };
        const page = await api.app.inject({ method: 'GET', url: '/ugift/product-details?id=2' });
        expect(named(page.body)).toEqual({
          preload: product.product_images[0]!.image,
          shell: `data-picture="${product.product_images[0]!.image}" data-picture-shape="product"`,
        });
        for (const url of [
          '/ugift/product-details?id=999999',
          '/ugift/product-details?id=1%22%3E',
          '/ugift/product-details',
          '/ugift/products',
        ]) {
          const other = await api.app.inject({ method: 'GET', url });
          expect(other.statusCode, url).toBe(200);
          expect(named(other.body), url).toEqual({ preload: undefined, shell: undefined });
        }
      });

      it('names a shared gift’s card, for a link that can be shared only, counting unknown links', async () => {
        const api = getApi();
        const ip = '10.171.0.4';
        const token = await api.login(ALICE.phone, ALICE.password, ip);
        const orders = (
          await api.call(
            'list_order',
            { member_id: ALICE.id, filter_by: 'purchased' },
            { token, ip },
          )
        ).json().table as { id: string; payment_status: string; order_status: string }[];
        const gift = orders.find(
          (o) => o.payment_status === 'Paid' && o.order_status !== 'Self-Use',
        )!;
        const detail = (await api.call('detail_order', { order_id: gift.id }, { token, ip })).json()
          .table as { giftcard_image: string };
        const page = await api.app.inject({
          method: 'GET',
          url: `/ugift/giftcard-share?id=${gift.id}`,
          remoteAddress: ip,
        });
        // Preloaded, and drawn by the shell under a closed cover as the card renderer shows it.
        expect(named(page.body)).toEqual({
          preload: detail.giftcard_image,
          shell: `data-picture="${detail.giftcard_image}" data-picture-shape="card"`,
        });

        const misses = api.app.services!.limits.orderLinkMissesPerClient;
        const unknown = await api.app.inject({
          method: 'GET',
          url: `/ugift/giftcard-share?id=${'7'.repeat(39)}`,
          remoteAddress: '10.171.0.5',
        });
        expect(unknown.statusCode).toBe(200);
        expect(named(unknown.body)).toEqual({ preload: undefined, shell: undefined });
        // Counted as detail_order counts it: 30 misses and the client is refused.
        for (let i = 0; i < 29; i++) await misses.record('10.171.0.5');
        await expect(misses.check('10.171.0.5', 'over')).rejects.toThrow('over');
        const over = await api.app.inject({
          method: 'GET',
          url: `/ugift/giftcard-share?id=${gift.id}`,
          remoteAddress: '10.171.0.5',
        });
        expect(named(over.body)).toEqual({ preload: undefined, shell: undefined });
      });

      it('names the new banner once the catalogue changed', async () => {
        const api = getApi();
        const first = await api.db
          .selectFrom('banners')
          .select(['id', 'image'])
          .where((eb) => eb.or([eb('country_id', '=', 3), eb('country_id', 'is', null)]))
          .orderBy('sort_order')
          .orderBy('id')
          .executeTakeFirstOrThrow();
        await api.app.inject({ method: 'GET', url: '/ugift/home' });
        const heard = nextCatalogueChange(api);
        await api.db
          .updateTable('banners')
          .set({ image: '/api/media/banner/changed.svg' })
          .where('id', '=', first.id)
          .execute();
        // The catalogue's change notification reaches the cache (on PostgreSQL, over its connection).
        await heard;
        const page = await api.app.inject({ method: 'GET', url: '/ugift/home' });
        expect(named(page.body).preload).toBe('/api/media/banner/changed.svg');
      });

      it('serves the page without a picture when the catalogue cannot be read', async () => {
        const api = getApi();
        const services = api.app.services!;
        const through = services.catalogue.through.bind(services.catalogue);
        services.catalogue.through = () => Promise.reject(new Error('the database is away'));
        try {
          const page = await api.app.inject({ method: 'GET', url: '/ugift/home' });
          expect(page.statusCode).toBe(200);
          expect(named(page.body)).toEqual({ preload: undefined, shell: undefined });
        } finally {
          services.catalogue.through = through;
        }
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
