import { beforeAll, describe, expect, it } from 'vitest';

import { ALICE, bind, onEachDatabase, type Json, type TestApi } from '../helpers';

describe('the giftcards group', () => {
  onEachDatabase((getApi) => {
    let api: TestApi;
    let guest: string;
    let alice: string;
    const { call, cardBalance } = bind(getApi);
    const basket = async (token = alice) => (await call(token, 'detail_basket')).table as Json;
    const products = async (fields: Record<string, string>) =>
      (await call(guest, 'list_product', fields)).table as Json[];

    beforeAll(async () => {
      api = getApi();
      guest = await api.guestToken();
      alice = await api.login(ALICE.phone, ALICE.password);
    });

    describe('gift cards and music', () => {
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

      it('no longer offers a design or music the catalogue import retired', async () => {
        const { db } = api;
        const cardIds = async () =>
          (
            (
              await api.call('list_giftcard', { filter_by_country_id: '3' }, { token: guest })
            ).json().table as Json[]
          ).map((c) => c.id);
        const musicIds = async () =>
          ((await api.call('list_music', {}, { token: guest })).json().table as Json[]).map(
            (m) => m.id,
          );
        expect(await cardIds()).toContain('3');
        expect(await musicIds()).toContain('2');
        await db
          .updateTable('giftcards')
          .set({ retired_at: new Date() })
          .where('id', '=', 3)
          .execute();
        await db.updateTable('music').set({ retired_at: new Date() }).where('id', '=', 2).execute();
        try {
          expect(await cardIds()).not.toContain('3');
          expect(await musicIds()).not.toContain('2');
          expect(await call(alice, 'giftcard_to_basket', { giftcard_id: 3 })).toMatchObject({
            success: false,
            message: 'This gift card does not exist.',
          });
        } finally {
          await db.updateTable('giftcards').set({ retired_at: null }).where('id', '=', 3).execute();
          await db.updateTable('music').set({ retired_at: null }).where('id', '=', 2).execute();
        }
      });
    });

    describe('uDollar', () => {
      let sgd: Json[];

      it('lists the balances in a currency', async () => {
        sgd = (await call(alice, 'list_udollar_giftcards', { currency_code: 'SGD' })).table;
        expect(sgd.map((c) => c.udollar_balance).sort()).toEqual([50, 62.5]);
        expect(sgd[0]).toMatchObject({ currency_code: 'SGD' });
        expect(sgd[0]!.udollar_expire_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        const myr = (await call(alice, 'list_udollar_giftcards', { currency_code: 'MYR' })).table;
        expect(myr).toHaveLength(1);
      });

      it('refuses zero, more than the balance or the total, an expired card and another currency', async () => {
        const b = await basket();
        const live = sgd.find((c) => c.udollar_balance === 62.5)!;
        const expired = sgd.find((c) => c.udollar_balance === 50)!;
        const myr = (await call(alice, 'list_udollar_giftcards', { currency_code: 'MYR' }))
          .table[0];
        const apply = (udollar_id: string, udollar_amount: string) =>
          call(alice, 'apply_udollar_giftcard', { order_id: b.id, udollar_id, udollar_amount });
        expect(await apply(live.id, '0')).toMatchObject({ success: false });
        expect(await apply(live.id, '62.51')).toMatchObject({ success: false });
        expect(await apply(expired.id, '1')).toMatchObject({
          success: false,
          message: 'This uDollar gift card has expired.',
        });
        expect(await apply(myr.id, '1')).toMatchObject({ success: false });
        await call(alice, 'product_to_basket', { product_id: 9, quantity: 1 });
        const total = (await basket()).order_amount;
        if (total < 62.5)
          expect(await apply(live.id, String(total + 0.01))).toMatchObject({ success: false });
        expect(await cardBalance(Number(live.id))).toBe(62.5);
      });

      it('takes the amount off the card at once; a new amount replaces the previous one', async () => {
        const b = await basket();
        const live = sgd.find((c) => c.udollar_balance === 62.5)!;
        await call(alice, 'apply_udollar_giftcard', {
          order_id: b.id,
          udollar_id: live.id,
          udollar_amount: '10',
        });
        expect(await cardBalance(Number(live.id))).toBe(52.5);
        await call(alice, 'apply_udollar_giftcard', {
          order_id: b.id,
          udollar_id: live.id,
          udollar_amount: '4.25',
        });
        expect(await cardBalance(Number(live.id))).toBe(58.25);
        const after = await basket();
        expect(after.udollar_amount).toBe(4.25);
        expect(after.order_amount).toBeCloseTo(b.order_amount - 4.25, 2);
        const history = (await call(alice, 'history_udollar_giftcards', { udollar_id: live.id }))
          .table;
        expect(history[0]).toMatchObject({ amount: 4.25, order_no: '' });
        expect(history).toHaveLength(3);
      });
    });
  });
});
