import zlib from 'node:zlib';

import { PRODUCT_PAGE_MAX } from '@ugift/api-client/contract';
import { beforeAll, describe, expect, it } from 'vitest';

import { PRODUCTS } from '../../src/db/seed/catalogue';
import { ALICE, onEachDatabase, type TestApi } from '../helpers';

interface ProductRow {
  id: string;
  original_price: number;
  discounted_price: number;
  stock: number;
  currency_code: string;
  campaign_info: { discounted_price: number } | null;
  multiple_languages: { en: { name: string } };
}

const seed = (row: { id: string }) => PRODUCTS[Number(row.id) - 1]!;
const price = (row: ProductRow) => row.campaign_info?.discounted_price ?? row.discounted_price;
const sgProducts = PRODUCTS.filter((p) => p.countryId === 3);

describe('the products group', () => {
  onEachDatabase((getApi) => {
    let api: TestApi;
    let guest: string;
    let alice: string;

    /** One answer of list_product: a page of rows and the cursor of the next. */
    const page = async (fields: Record<string, string | string[]> = {}, token = guest) => {
      const res = await api.call('list_product', fields, { token });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { table: ProductRow[]; next_cursor?: string };
      expect(body.table.length).toBeLessThanOrEqual(PRODUCT_PAGE_MAX);
      return body;
    };
    /** Every row of a list, page after page. */
    const products = async (fields: Record<string, string | string[]> = {}, token = guest) => {
      const rows: ProductRow[] = [];
      let cursor: string | undefined;
      do {
        const answer = await page({ ...fields, ...(cursor ? { cursor } : {}) }, token);
        rows.push(...answer.table);
        cursor = answer.next_cursor;
      } while (cursor && !fields.limit);
      return rows;
    };

    beforeAll(async () => {
      api = getApi();
      guest = await api.guestToken();
      alice = await api.login(ALICE.phone, ALICE.password);
    });

    describe('categories and brands', () => {
      it('sorts categories A to Z and Z to A and filters them by brand', async () => {
        const asc = (await api.call('list_category', { order_by: 'ASC' }, { token: guest })).json()
          .table;
        const names = asc.map((c: { name: string }) => c.name);
        expect(names).toEqual([...names].sort());
        expect(asc[0]).toMatchObject({
          image: expect.stringMatching(/^\/api\/media\//),
          multiple_languages: { cn: { name: expect.any(String) } },
        });
        const desc = (
          await api.call('list_category', { order_by: 'DESC' }, { token: guest })
        ).json().table;
        expect(desc.map((c: { name: string }) => c.name)).toEqual([...names].reverse());
        const ofBrand = (
          await api.call('list_category', { filter_by_brands_id: ['1'] }, { token: guest })
        ).json().table;
        const expected = new Set(
          sgProducts.filter((p) => p.brand === 0).map((p) => String(p.category + 1)),
        );
        expect(new Set(ofBrand.map((c: { id: string }) => c.id))).toEqual(expected);
      });

      it('lists brands filtered by category and country', async () => {
        const ofCategory = (
          await api.call('list_brand', { filter_by_categories_id: ['3'] }, { token: guest })
        ).json().table;
        const expected = new Set(
          sgProducts.filter((p) => p.category === 2).map((p) => String(p.brand + 1)),
        );
        expect(new Set(ofCategory.map((b: { id: string }) => b.id))).toEqual(expected);
        const malaysia = (
          await api.call('list_brand', { filter_by_country_id: '1' }, { token: guest })
        ).json().table;
        const my = new Set(
          PRODUCTS.filter((p) => p.countryId === 1).map((p) => String(p.brand + 1)),
        );
        expect(new Set(malaysia.map((b: { id: string }) => b.id))).toEqual(my);
      });

      it('lists interests and gift intentions', async () => {
        const interests = (await api.call('list_interest', {}, { token: guest })).json().table;
        expect(interests[0]).toEqual({ cf_content_label: 'Food', cf_content_value: 'food' });
        const intentions = (await api.call('list_gift_intention', {}, { token: guest })).json()
          .table;
        expect(intentions).toContainEqual({
          cf_content_label: 'Birthday',
          cf_content_value: 'birthday',
        });
      });
    });

    describe('products', () => {
      it('lists Singapore by default, A to Z', async () => {
        const rows = await products();
        expect(rows).toHaveLength(sgProducts.length);
        expect(rows.every((r) => r.currency_code === 'SGD')).toBe(true);
        const names = rows.map((r) => r.multiple_languages.en.name);
        expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
        const desc = (await products({ order_by: 'DESC' })).map(
          (r) => r.multiple_languages.en.name,
        );
        expect(desc).toEqual([...names].reverse());
      });

      it('sorts by popularity, newest, and price high and low', async () => {
        const popular = (await products({ order_by: 'POPULAR' })).map((r) => seed(r).popularity);
        expect(popular).toEqual([...popular].sort((a, b) => b - a));
        const newest = (await products({ order_by: 'NEW' })).map((r) => seed(r).ageDays);
        expect(newest).toEqual([...newest].sort((a, b) => a - b));
        const high = (await products({ order_by: 'HIGH' })).map(price);
        expect(high).toEqual([...high].sort((a, b) => b - a));
        const low = (await products({ order_by: 'LOW' })).map(price);
        expect(low).toEqual([...low].sort((a, b) => a - b));
      });

      it('filters by price range, promo and recommended', async () => {
        const cheap = await products({ filter_by_price_start: '0', filter_by_price_end: '20' });
        expect(cheap.length).toBeGreaterThan(0);
        expect(cheap.every((r) => price(r) <= 20)).toBe(true);
        expect(cheap).toHaveLength(
          sgProducts.filter((p) => (p.campaign?.price ?? p.discountedPrice) <= 20).length,
        );
        const promo = await products({ filter_by_promo: 'true' });
        expect(promo.map((r) => Number(r.id))).toEqual(
          expect.arrayContaining(sgProducts.filter((p) => p.promo).map((p) => p.id)),
        );
        expect(promo.every((r) => seed(r).promo)).toBe(true);
        expect(promo.every((r) => r.discounted_price < r.original_price)).toBe(true);
        const recommended = await products({ filter_by_recommended: '1' });
        expect(recommended).toHaveLength(sgProducts.filter((p) => p.recommended).length);
        expect(await products({ filter_by_promo: 'false' })).toHaveLength(sgProducts.length);
      });

      it('filters by keywords in any language and brand names, matching wildcards literally', async () => {
        const coffee = await products({ filter_by_keywords: 'coffee' });
        expect(coffee.length).toBeGreaterThan(0);
        expect(coffee.every((r) => seed(r).brand === 0)).toBe(true);
        const chinese = await products({ filter_by_keywords: '咖啡' });
        expect(chinese.map((r) => r.id)).toEqual(coffee.map((r) => r.id));
        const japanese = await products({ filter_by_keywords: 'スパ' });
        expect(japanese.every((r) => seed(r).brand === 1)).toBe(true);
        expect(await products({ filter_by_keywords: '%' })).toEqual([]);
        expect(await products({ filter_by_keywords: 'no such thing' })).toEqual([]);
      });

      it('filters by brands and categories', async () => {
        const brands = await products({ filter_by_brands_id: ['1', '2'] });
        expect(brands.length).toBe(sgProducts.filter((p) => p.brand <= 1).length);
        const categories = await products({ filter_by_categories_id: ['3'] });
        expect(categories.every((r) => seed(r).category === 2)).toBe(true);
        const both = await products({ filter_by_brands_id: ['1'], filter_by_categories_id: ['2'] });
        expect(both.every((r) => seed(r).brand === 0 && seed(r).category === 1)).toBe(true);
      });

      it('filters by gender, age, interest and gift intention', async () => {
        const male = await products({ filter_by_gender: 'Male' });
        expect(male.every((r) => seed(r).gender !== 'Female')).toBe(true);
        expect(male.some((r) => seed(r).gender === 'Male')).toBe(true);
        const young = await products({ filter_by_age: '20' });
        expect(young.every((r) => seed(r).ageMin < 20)).toBe(true);
        expect(young.length).toBe(sgProducts.filter((p) => p.ageMin < 20).length);
        expect(await products({ filter_by_age: '0' })).toHaveLength(sgProducts.length);
        const sports = await products({ filter_by_interest: 'sports' });
        expect(sports.length).toBeGreaterThan(0);
        expect(sports.every((r) => seed(r).interest === 'sports')).toBe(true);
        const birthday = await products({ filter_by_gift_intention: 'birthday' });
        expect(birthday.every((r) => seed(r).giftIntention === 'birthday')).toBe(true);
      });

      it('lists another country in its currency, and honours the limit', async () => {
        const my = await products({ filter_by_country_id: '1' });
        expect(my).toHaveLength(PRODUCTS.filter((p) => p.countryId === 1).length);
        expect(my.every((r) => r.currency_code === 'MYR')).toBe(true);
        expect(await products({ limit: '3' })).toHaveLength(3);
      });

      it('answers a page at a time: at most 20 rows, and a cursor while more follow', async () => {
        const first = await page();
        expect(sgProducts.length).toBeGreaterThan(PRODUCT_PAGE_MAX);
        expect(first.table).toHaveLength(PRODUCT_PAGE_MAX);
        expect(first.next_cursor).toEqual(expect.any(String));
        // A limit above the maximum is answered a page at a time too.
        expect((await page({ limit: '500' })).table).toHaveLength(PRODUCT_PAGE_MAX);
        const all = await products();
        for (const order_by of ['ASC', 'DESC', 'POPULAR', 'NEW', 'HIGH', 'LOW']) {
          const whole = (await products({ order_by })).map((r) => r.id);
          const paged: string[] = [];
          let cursor: string | undefined;
          let pages = 0;
          do {
            const answer = await page({ order_by, page_size: '7', ...(cursor ? { cursor } : {}) });
            expect(answer.table.length, order_by).toBeLessThanOrEqual(7);
            paged.push(...answer.table.map((r) => r.id));
            cursor = answer.next_cursor;
            pages += 1;
          } while (cursor);
          expect(paged, order_by).toEqual(whole);
          expect(new Set(paged).size, order_by).toBe(all.length);
          expect(pages, order_by).toBe(Math.ceil(all.length / 7));
        }
      });

      it('compresses an answer above 1 KiB when the client accepts it', async () => {
        const post = (encoding?: string) =>
          api.app.inject({
            method: 'POST',
            url: '/api/external/products/',
            headers: {
              authorization: `Bearer ${guest}`,
              'content-type': 'application/x-www-form-urlencoded',
              ...(encoding ? { 'accept-encoding': encoding } : {}),
            },
            payload: 'option=list_product',
          });
        const plain = await post();
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body.length).toBeGreaterThan(1024);
        for (const [encoding, decode] of [
          ['br', zlib.brotliDecompressSync],
          ['gzip', zlib.gunzipSync],
        ] as const) {
          const res = await post(encoding);
          expect(res.headers['content-encoding']).toBe(encoding);
          expect(res.rawPayload.length).toBeLessThan(plain.body.length / 2);
          expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
        }
        // A small answer goes as it is.
        const small = await api.app.inject({
          method: 'GET',
          url: '/api/health',
          headers: { 'accept-encoding': 'br' },
        });
        expect(small.headers['content-encoding']).toBeUndefined();
      });

      it('carries only the names in list rows; the details keep every text', async () => {
        const [row] = (await page({ limit: '1' })).table;
        expect(Object.keys(row!.multiple_languages.en)).toEqual(['name']);
        const detail = (
          await api.call('detail_product', { product_id: row!.id }, { token: guest })
        ).json().table;
        expect(Object.keys(detail.multiple_languages.en).sort()).toEqual([
          'description',
          'name',
          'redeem_howto',
          'terms_and_conditions',
        ]);
      });

      it('sorts A to Z by the names of the language asked for, English where one is missing', async () => {
        const rows = (await products({ order_by: 'ASC', language: 'jp' })) as Array<
          ProductRow & { multiple_languages: { jp?: { name: string } } }
        >;
        const names = rows.map(
          (r) => r.multiple_languages.jp?.name ?? r.multiple_languages.en.name,
        );
        expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
        expect(rows.map((r) => r.id)).not.toEqual(
          (await products({ order_by: 'ASC' })).map((r) => r.id),
        );
      });

      it('refuses a cursor of another sort or language, or one it did not make', async () => {
        const { next_cursor } = await page({ order_by: 'POPULAR' });
        for (const fields of [
          { order_by: 'NEW', cursor: next_cursor! },
          { order_by: 'POPULAR', language: 'cn', cursor: next_cursor! },
          { cursor: 'not-a-cursor' },
          { cursor: Buffer.from('{"s":"ASC:en","k":{},"i":1}').toString('base64url') },
        ]) {
          const res = await api.call('list_product', fields as never, { token: guest });
          expect(res.statusCode).toBe(400);
          expect(res.json()).toMatchObject({ success: false, field: 'cursor' });
          expect(res.json().message).toMatch(/^cursor /);
        }
      });

      it('details a product with images, outlets, campaign and the quantity in the basket', async () => {
        const guestView = (
          await api.call('detail_product', { product_id: '9' }, { token: guest })
        ).json().table;
        expect(guestView).toMatchObject({
          id: '9',
          product_images: [
            { image: '/api/media/product/9.svg' },
            { image: '/api/media/product/9-2.svg' },
            { image: '/api/media/product/9-3.svg' },
          ],
          applicable_outlets: expect.any(Array),
          giftcard_id: expect.stringMatching(/^\d+$/),
          basket_quantity: 0,
          multiple_languages: {
            en: { redeem_howto: expect.stringContaining('<ol>') },
            cn: { name: expect.any(String) },
          },
        });
        const mine = (
          await api.call('detail_product', { product_id: '9', member_id: '1' }, { token: alice })
        ).json().table;
        expect(mine.basket_quantity).toBe(2);
        const withCampaign = (
          await api.call('detail_product', { product_id: '3' }, { token: guest })
        ).json().table;
        expect(withCampaign.campaign_info).toMatchObject({
          campaign_id: '1',
          discount_mode: 'percentage',
        });
        const soldOut = (
          await api.call('detail_product', { product_id: '5' }, { token: guest })
        ).json().table;
        expect(soldOut.stock).toBe(0);
        const noJapanese = (
          await api.call('detail_product', { product_id: '11' }, { token: guest })
        ).json().table;
        expect(noJapanese.multiple_languages.jp).toBeUndefined();
        expect(
          (await api.call('detail_product', { product_id: '999' }, { token: guest })).json(),
        ).toEqual({
          success: false,
          message: 'This product does not exist.',
        });
      });

      it('answers 400 naming the field for every malformed filter', async () => {
        const cases: [Record<string, unknown>, string][] = [
          [{ limit: 'ten' }, 'limit'],
          [{ limit: '501' }, 'limit'],
          [{ order_by: 'SIDEWAYS' }, 'order_by'],
          [{ filter_by_gender: 'Other' }, 'filter_by_gender'],
          [{ filter_by_price_start: '1.234' }, 'filter_by_price_start'],
          [{ filter_by_price_end: '-5' }, 'filter_by_price_end'],
          [{ filter_by_keywords: 'x'.repeat(101) }, 'filter_by_keywords'],
          [{ filter_by_brands_id: ['1', 'two'] }, 'filter_by_brands_id[1]'],
          [{ filter_by_country_id: 'SG' }, 'filter_by_country_id'],
          [{ filter_by_promo: 'yes' }, 'filter_by_promo'],
          [{ filter_by_age: '200' }, 'filter_by_age'],
          [{ member_id: 'me' }, 'member_id'],
          [{ page_size: '21' }, 'page_size'],
          [{ page_size: '0x' }, 'page_size'],
          [{ language: 'fr' }, 'language'],
          [{ cursor: 'c'.repeat(201) }, 'cursor'],
        ];
        for (const [fields, field] of cases) {
          const res = await api.call('list_product', fields as never, { token: guest });
          expect(res.statusCode, field).toBe(400);
          expect(res.json(), field).toMatchObject({ success: false, field });
          expect(res.json().message.startsWith(field)).toBe(true);
        }
        const detail = await api.call('detail_product', {} as never, { token: guest });
        expect(detail.json()).toMatchObject({
          field: 'product_id',
          message: 'product_id is required',
        });
      });
    });
  });
});
