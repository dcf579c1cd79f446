import { beforeAll, describe, expect, it } from 'vitest';

import { PRODUCTS } from '../../src/db/seed/catalogue';
import {
  ALICE,
  BEN,
  bind,
  multipart,
  onEachDatabase,
  PNG_1X1,
  type Json,
  type TestApi,
} from '../helpers';

describe('the basket group', () => {
  onEachDatabase((getApi) => {
    let api: TestApi;
    let alice: string;
    let ben: string;
    const { call, stock } = bind(getApi);
    const basket = async (token = alice) => (await call(token, 'detail_basket')).table as Json;

    beforeAll(async () => {
      api = getApi();
      alice = await api.login(ALICE.phone, ALICE.password);
      ben = await api.login(BEN.phone, BEN.password);
    });

    it('prices the seeded basket from the catalogue: subtotal, discount, total, points, names', async () => {
      const table = await basket();
      const lines = [
        [11, 1],
        [9, 2],
      ] as const;
      const unit = (id: number) =>
        PRODUCTS[id - 1]!.campaign?.price ?? PRODUCTS[id - 1]!.discountedPrice;
      const sub = lines.reduce((s, [id, q]) => s + PRODUCTS[id - 1]!.originalPrice * q, 0);
      const total = lines.reduce((s, [id, q]) => s + unit(id) * q, 0);
      expect(table.currency).toBe('SGD');
      expect(table.giftcard_id).toBe('1');
      expect(table.sub_total).toBeCloseTo(sub, 2);
      expect(table.total_discount).toBeCloseTo(sub - total, 2);
      expect(table.order_amount).toBeCloseTo(total, 2);
      expect(table.points).toBe(Math.floor(total));
      expect(table.products.map((p: Json) => [p.product_id, p.quantity])).toEqual([
        ['9', 2],
        ['11', 1],
      ]);
      expect(table.products[0].multiple_languages.en.product_name).toBe(
        PRODUCTS[8]!.languages.en.name,
      );
      expect(table.products[0].amount).toBeCloseTo(unit(9) * 2, 2);
    });

    it('answers a null table for a member without a basket', async () => {
      expect((await call(ben, 'detail_basket')).table).toBeNull();
    });

    it('takes a quantity from 1 to the stock and updates an existing line', async () => {
      const over = await call(alice, 'product_to_basket', {
        product_id: 9,
        quantity: (await stock(9)) + 1,
      });
      expect(over).toMatchObject({ success: false });
      const soldOut = await call(alice, 'product_to_basket', { product_id: 5, quantity: 1 });
      expect(soldOut).toMatchObject({ success: false, message: 'This product is out of stock.' });
      const myr = await call(alice, 'product_to_basket', { product_id: 12, quantity: 1 });
      expect(myr).toMatchObject({ success: false });
      expect(myr.message).toContain('SGD');
      const zero = await api.call(
        'product_to_basket',
        { product_id: 9, quantity: 0 },
        { token: alice },
      );
      expect(zero.statusCode).toBe(400);
      expect((await call(alice, 'product_to_basket', { product_id: 9, quantity: 3 })).success).toBe(
        true,
      );
      const lines = (await basket()).products as Json[];
      expect(lines.find((p) => p.product_id === '9')!.quantity).toBe(3);
      expect(lines).toHaveLength(2);
    });

    it('removes a product, and refuses one that is not in the basket', async () => {
      expect((await call(alice, 'product_to_basket', { product_id: 1, quantity: 1 })).success).toBe(
        true,
      );
      expect((await call(alice, 'remove_product', { product_id: 1 })).success).toBe(true);
      expect((await call(alice, 'remove_product', { product_id: 1 })).success).toBe(false);
    });

    it('stores the photos of a customised card and points the edit parameter at them', async () => {
      const parameter = JSON.stringify([
        { type: 'message', key: 'message', content: '48656c6c6f' },
        {
          type: 'image',
          key: 'photo_1',
          content: '',
          xpos: 0.1,
          ypos: 0.1,
          width: 0.3,
          height: 0.3,
        },
      ]);
      const body = multipart(
        { option: 'giftcard_to_basket', giftcard_id: '2', giftcard_edit_parameter: parameter },
        [{ field: 'photo_1', filename: 'me.png', type: 'image/png', data: PNG_1X1 }],
      );
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/external/basket/',
        payload: body.payload,
        headers: { 'content-type': body.contentType, authorization: `Bearer ${alice}` },
      });
      expect(res.json()).toMatchObject({ success: true });
      const table = await basket();
      expect(table.giftcard_id).toBe('2');
      const photo = JSON.parse(table.giftcard_edit_parameter).find(
        (e: Json) => e.key === 'photo_1',
      );
      expect(photo.content).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
      const image = await api.app.inject({ method: 'GET', url: photo.content });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(PNG_1X1)).toBe(true);
    });

    it('refuses a file that is not an image', async () => {
      const parameter = JSON.stringify([{ type: 'image', key: 'photo_1', content: '' }]);
      const body = multipart(
        { option: 'giftcard_to_basket', giftcard_id: '2', giftcard_edit_parameter: parameter },
        [
          {
            field: 'photo_1',
            filename: 'x.png',
            type: 'image/png',
            data: Buffer.from('not an image'),
          },
        ],
      );
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/external/basket/',
        payload: body.payload,
        headers: { 'content-type': body.contentType, authorization: `Bearer ${alice}` },
      });
      expect(res.json()).toMatchObject({ success: false });
    });

    it('sets myself (removing the card) or gift, and the billing address', async () => {
      await call(alice, 'update_order_status', { order_status: 'myself' });
      expect(await basket()).toMatchObject({
        order_status: 'Self-Use',
        giftcard_id: '0',
        giftcard_edit_parameter: '',
      });
      await call(alice, 'giftcard_to_basket', { giftcard_id: 3 });
      await call(alice, 'update_order_status', { order_status: 'gift' });
      expect(await basket()).toMatchObject({ order_status: 'Gift', giftcard_id: '3' });
      await call(alice, 'remove_giftcard');
      expect((await basket()).giftcard_id).toBe('0');
      await call(alice, 'update_billing_address', { billing_address: '1 Raffles Place' });
      expect((await basket()).billing_address).toBe('1 Raffles Place');
    });
  });
});
