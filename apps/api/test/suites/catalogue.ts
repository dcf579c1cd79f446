import { beforeAll, describe, expect, it } from 'vitest';

import { BRANDS, PRODUCTS } from '../../src/db/seed/catalogue';
import { ALICE, type TestApi } from '../helpers';

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

export function catalogueSuite(getApi: () => TestApi) {
  describe('given the catalogue', () => {
    let api: TestApi;
    let guest: string;
    let alice: string;

    const products = async (fields: Record<string, string | string[]> = {}, token = guest) => {
      const res = await api.call('list_product', fields, { token });
      expect(res.statusCode).toBe(200);
      return res.json().table as ProductRow[];
    };

    beforeAll(async () => {
      api = getApi();
      guest = await api.guestToken();
      alice = await api.login(ALICE.phone, ALICE.password);
    });

    describe('home content', () => {
      it('lists the countries A to Z, Singapore as id 3 with +65 and SGD', async () => {
        const table = (await api.call('list_country', { order_by: 'ASC' }, { token: guest })).json()
          .table;
        expect(table.map((c: { name: string }) => c.name)).toEqual([
          'Indonesia',
          'Japan',
          'Malaysia',
          'Singapore',
          'Thailand',
        ]);
        expect(table).toContainEqual({
          id: '3',
          name: 'Singapore',
          image: '/api/media/flag/sg.svg',
          country_code: '+65',
          currency_code: 'SGD',
        });
        expect(table).toContainEqual(
          expect.objectContaining({ name: 'Malaysia', country_code: '+60', currency_code: 'MYR' }),
        );
      });

      it('lists the banners of a country, with every linkage type in Singapore', async () => {
        const sg = (
          await api.call(
            'list_banner',
            { order_by: 'ASC', filter_by_country_id: '3' },
            { token: guest },
          )
        ).json().table;
        expect(sg.map((b: { linkage_type: string }) => b.linkage_type).sort()).toEqual([
          'linkage_campaign',
          'linkage_product',
          'linkage_url',
          'linkage_video',
        ]);
        expect(sg[0]).toMatchObject({
          linkage_info: { name: expect.any(String), description: expect.any(String) },
        });
        const video = sg.find((b: { linkage_type: string }) => b.linkage_type === 'linkage_video');
        const file = await api.app.inject({ method: 'GET', url: video.linkage_detail });
        expect(file.headers['content-type']).toBe('video/webm');
        const my = (
          await api.call('list_banner', { filter_by_country_id: '1' }, { token: guest })
        ).json().table;
        expect(my).toHaveLength(2);
        const desc = (await api.call('list_banner', { order_by: 'DESC' }, { token: guest })).json()
          .table;
        expect(desc.map((b: { id: string }) => b.id)).toEqual(
          sg.map((b: { id: string }) => b.id).reverse(),
        );
      });

      it('hides a popup the member chose not to see again, for that member only', async () => {
        const before = (
          await api.call('list_popup', { filter_by_country_id: '3' }, { token: alice })
        ).json().table;
        expect(before).toHaveLength(2);
        const hide = await api.call(
          'mark_not_show_again',
          { popup_id: before[0].id },
          { token: alice },
        );
        expect(hide.json().success).toBe(true);
        const again = await api.call(
          'mark_not_show_again',
          { popup_id: before[0].id },
          { token: alice },
        );
        expect(again.json().success).toBe(true);
        const after = (
          await api.call(
            'list_popup',
            { filter_by_country_id: '3', member_id: '1' },
            { token: alice },
          )
        ).json().table;
        expect(after.map((p: { id: string }) => p.id)).toEqual([before[1].id]);
        expect(
          (await api.call('list_popup', { filter_by_country_id: '3' }, { token: guest })).json()
            .table,
        ).toHaveLength(2);
        const missing = await api.call(
          'mark_not_show_again',
          { popup_id: '999' },
          { token: alice },
        );
        expect(missing.json()).toEqual({ success: false, message: 'This popup does not exist.' });
        expect(
          (await api.call('mark_not_show_again', { popup_id: '1' }, { token: guest })).statusCode,
        ).toBe(403);
      });

      it('lists 5 gift cards and 2 categories for the home page', async () => {
        const cards = (
          await api.call(
            'list_giftcard',
            { limit: '5', filter_by_country_id: '3' },
            { token: guest },
          )
        ).json().table;
        expect(cards).toHaveLength(5);
        expect(cards[0]).toMatchObject({
          is_editable: expect.stringMatching(/^(Yes|No)$/),
          category_name: 'Birthday',
        });
        const categories = (
          await api.call(
            'list_category',
            { limit: '2', filter_by_country_id: '3' },
            { token: guest },
          )
        ).json().table;
        expect(categories).toHaveLength(2);
        const popular = await products({
          order_by: 'POPULAR',
          limit: '5',
          filter_by_country_id: '3',
        });
        expect(popular).toHaveLength(5);
      });
    });

    describe('gift cards and music', () => {
      it('groups gift cards by category, filtered by editability, category and country', async () => {
        const groups = (
          await api.call(
            'list_giftcard',
            { group_by_categories: 'true', filter_by_country_id: '3' },
            { token: guest },
          )
        ).json().table;
        expect(groups.map((g: { category_name: string }) => g.category_name)).toEqual([
          'Birthday',
          'Thank You',
          'Festive',
          'Love',
        ]);
        expect(groups.flatMap((g: { giftcards: unknown[] }) => g.giftcards)).toHaveLength(11);
        const editable = (
          await api.call(
            'list_giftcard',
            { group_by_categories: 'true', filter_by_editable: 'Yes' },
            { token: guest },
          )
        ).json().table;
        for (const g of editable) for (const c of g.giftcards) expect(c.is_editable).toBe('Yes');
        const oneCategory = (
          await api.call(
            'list_giftcard',
            { group_by_categories: 'true', filter_by_categories_id: ['2'] },
            { token: guest },
          )
        ).json().table;
        expect(oneCategory).toEqual([{ category_name: 'Thank You', giftcards: expect.any(Array) }]);
        const malaysia = (
          await api.call('list_giftcard', { filter_by_country_id: '1' }, { token: guest })
        ).json().table;
        expect(malaysia).toHaveLength(12);
      });

      it('details a gift card with a hex-encoded edit parameter and related products', async () => {
        const res = (
          await api.call(
            'detail_giftcard',
            { giftcard_id: '2', filter_by_country_id: '3' },
            { token: guest },
          )
        ).json();
        expect(res.table).toMatchObject({
          id: '2',
          is_editable: 'Yes',
          multiple_languages: { en: { name: 'Birthday Balloons' } },
        });
        const elements = JSON.parse(res.table.edit_parameter) as {
          type: string;
          key: string;
          content: string;
        }[];
        expect(new Set(elements.map((e) => e.type))).toEqual(
          new Set(['text', 'custom_text', 'image', 'sticker', 'message', 'music']),
        );
        const title = elements.find((e) => e.key === 'title')!;
        expect(Buffer.from(title.content, 'hex').toString('utf8')).toBe('Birthday Balloons');
        expect(res.table.related_products.length).toBeGreaterThan(0);
        const missing = (
          await api.call('detail_giftcard', { giftcard_id: '999' }, { token: guest })
        ).json();
        expect(missing).toEqual({ success: false, message: 'This gift card does not exist.' });
      });

      it('lists music, with the tracks offered for one card', async () => {
        const all = (await api.call('list_music', { order_by: 'asc' }, { token: guest })).json()
          .table;
        expect(all).toHaveLength(5);
        expect(all[0]).toEqual({ id: '1', name: 'Birthday Chime', url: '/api/media/music/1.wav' });
        const forCard = (
          await api.call('list_music', { giftcard_id: '1' }, { token: guest })
        ).json().table;
        expect(forCard).toHaveLength(6);
        const desc = (await api.call('list_music', { order_by: 'DESC' }, { token: guest })).json()
          .table;
        expect(desc[0].id).toBe('5');
        const wav = await api.app.inject({ method: 'GET', url: all[0].url });
        expect(wav.headers['content-type']).toBe('audio/wav');
        expect(wav.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
      });
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

    describe('campaigns and links', () => {
      it('details the invite campaign with the member progress and its child campaigns', async () => {
        const asGuest = (
          await api.call('detail_campaign', { campaign_id: '25' }, { token: guest })
        ).json().table;
        expect(asGuest).toMatchObject({
          id: '25',
          is_redeemed: false,
          campaign_progress: { percentage: 0 },
        });
        const mine = (
          await api.call('detail_campaign', { campaign_id: '25', member_id: '1' }, { token: alice })
        ).json().table;
        expect(mine.campaign_progress).toEqual({
          percentage: 40,
          campaign_progress_message: '2 of 5 friends invited',
        });
        expect(mine.child_campaign).toEqual([
          {
            name: 'Invite 1 friend',
            campaign_progress: 200,
            is_redeemed: true,
            is_redeemed_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
          },
          {
            name: 'Invite 3 friends',
            campaign_progress: 67,
            is_redeemed: false,
            is_redeemed_date: '',
          },
          {
            name: 'Invite 5 friends',
            campaign_progress: 40,
            is_redeemed: false,
            is_redeemed_date: '',
          },
        ]);
        const free = (
          await api.call('detail_campaign', { campaign_id: '2' }, { token: alice })
        ).json().table;
        expect(free).toMatchObject({
          reward_type: 'product_free',
          campaign_progress: { percentage: 100 },
        });
        const discount = (
          await api.call('detail_campaign', { campaign_id: '1' }, { token: guest })
        ).json().table;
        expect(discount.campaign_progress).toBeUndefined();
        expect(
          (await api.call('detail_campaign', { campaign_id: '77' }, { token: guest })).json()
            .success,
        ).toBe(false);
      });

      it('records a tracked link for a guest and for a member', async () => {
        expect(
          (
            await api.call('track_link', { source: 'referral', api_key: 'k' }, { token: guest })
          ).json().success,
        ).toBe(true);
        expect(
          (
            await api.call(
              'track_link',
              { source: 'share', member_id: '1', api_key: 'k' },
              { token: alice },
            )
          ).json().success,
        ).toBe(true);
        const rows = await api.db
          .selectFrom('link_tracks')
          .select(['source', 'member_id'])
          .orderBy('id')
          .execute();
        expect(rows).toEqual([
          { source: 'referral', member_id: 0 },
          { source: 'share', member_id: 1 },
        ]);
      });
    });

    describe('media', () => {
      it('serves generated pictures for every seeded image and 404 for others', async () => {
        for (const url of [
          '/api/media/flag/sg.svg',
          '/api/media/category/1-home.svg',
          '/api/media/brand/8.svg',
          '/api/media/product/48-3.svg',
          '/api/media/giftcard/12-thumb.svg',
          '/api/media/banner/4.svg',
          '/api/media/popup/3.svg',
          '/api/media/campaign/25.svg',
          '/api/media/sticker/heart.svg',
          '/api/media/avatar/sandbox-1004.svg',
        ]) {
          const res = await api.app.inject({ method: 'GET', url });
          expect(res.statusCode, url).toBe(200);
          expect(res.headers['content-type'], url).toContain('image/svg+xml');
          expect(res.body, url).toMatch(/^<svg /);
        }
        expect(
          (await api.app.inject({ method: 'GET', url: '/api/media/product/49.svg' })).statusCode,
        ).toBe(404);
        expect(
          (await api.app.inject({ method: 'GET', url: '/api/media/../../etc/passwd' })).statusCode,
        ).toBe(404);
        expect(BRANDS).toHaveLength(8);
      });
    });
  });
}
