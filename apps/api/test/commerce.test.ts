import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PRODUCTS } from '../src/db/seed/catalogue';
import { ALICE, BEN, DATABASES, PNG_1X1, multipart, startApi, type TestApi } from './helpers';

// The commerce half of the contract, end to end through the HTTP layer, on both databases.
// The tests of one database share its server and run in order: later ones build on earlier ones.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(DATABASES)('commerce on %s', (kind) => {
  let api: TestApi;
  let alice: string;
  let ben: string;

  const call = async (token: string, option: Parameters<TestApi['call']>[0], fields: Json = {}) => {
    const res = await api.call(option, fields, { token });
    expect(res.statusCode, `${option}: ${res.body}`).toBe(200);
    return res.json() as Json;
  };
  const stock = async (id: number) =>
    (
      await api.db
        .selectFrom('products')
        .select('stock')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).stock;
  const cardBalance = async (id: number) =>
    Number(
      (
        await api.db
          .selectFrom('udollar_cards')
          .select('balance')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).balance,
    );
  const basket = async (token = alice) => (await call(token, 'detail_basket')).table as Json;
  const payByCashier = async (orderId: string, token = alice) => {
    const { cashier_url } = await call(token, 'get_cashier_url', {
      order_id: orderId,
      order_source: 'web',
    });
    return api.app.inject({ method: 'POST', url: `${cashier_url}/confirm` });
  };

  beforeAll(async () => {
    api = await startApi(kind);
    alice = await api.login(ALICE.phone, ALICE.password);
    ben = await api.login(BEN.phone, BEN.password);
  });
  afterAll(async () => api?.close());

  describe('basket', () => {
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
      const myr = (await call(alice, 'list_udollar_giftcards', { currency_code: 'MYR' })).table[0];
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

  describe('orders and payment', () => {
    let orderId: string;
    let cardId: string;

    it('reserves the basket as a Pending order with an unguessable id and takes the stock', async () => {
      cardId = (await call(alice, 'list_udollar_giftcards', { currency_code: 'SGD' })).table.find(
        (c: Json) => c.udollar_balance === 58.25,
      ).id;
      const before = await basket();
      const s9 = await stock(9);
      const s11 = await stock(11);
      const res = await call(alice, 'reserve_order');
      expect(res.success).toBe(true);
      orderId = res.order_id;
      // 39 random digits: about 129.6 bits, as the bearer link /giftcard-share?id= needs.
      expect(orderId).toMatch(/^[1-9]\d{38}$/);
      expect(await stock(9)).toBe(s9 - 1);
      expect(await stock(11)).toBe(s11 - 1);
      const detail = (await call(alice, 'detail_order', { order_id: orderId })).table;
      expect(detail).toMatchObject({
        id: orderId,
        payment_status: 'Pending',
        order_status: 'Pending',
        sub_total: before.sub_total,
        order_amount: before.order_amount,
        currency: 'SGD',
      });
      expect(detail.order_no).toMatch(/^UG\d{8}\d{6}$/);
      expect(detail.products).toHaveLength(2);
      expect((await call(alice, 'detail_basket')).table.products).toEqual([]);
      const history = (await call(alice, 'history_udollar_giftcards', { udollar_id: cardId }))
        .table;
      expect(history[0]).toMatchObject({ amount: 4.25, order_no: detail.order_no });
      const pay = (await call(alice, 'list_order', { filter_by: 'pay' })).table.map(
        (o: Json) => o.id,
      );
      expect(pay).toContain(orderId);
    });

    it('refuses pay_order for an order with something left to pay', async () => {
      const res = await call(alice, 'pay_order', { order_id: orderId, payment_status: 'paid' });
      expect(res).toMatchObject({ success: false });
    });

    it('serves a cashier page that confirms the payment once and returns to /payment-status', async () => {
      const { cashier_url } = await call(alice, 'get_cashier_url', {
        order_id: orderId,
        order_source: 'web',
      });
      expect(cashier_url).toMatch(/^\/api\/cashier\/[A-Za-z0-9_-]{43}$/);
      const pageRes = await api.app.inject({ method: 'GET', url: cashier_url });
      expect(pageRes.statusCode).toBe(200);
      expect(pageRes.headers['content-type']).toContain('text/html');
      expect(pageRes.body).toContain('Confirm payment');
      expect(pageRes.body).toContain('Fail payment');
      expect(pageRes.body).not.toMatch(/<script|https?:\/\//);
      const failRes = await api.app.inject({ method: 'POST', url: `${cashier_url}/fail` });
      expect(failRes.statusCode).toBe(303);
      expect(failRes.headers.location).toBe(`/ugift/payment-status?id=${orderId}`);
      expect((await call(alice, 'detail_order', { order_id: orderId })).table.payment_status).toBe(
        'Pending',
      );

      const confirm = await api.app.inject({ method: 'POST', url: `${cashier_url}/confirm` });
      expect(confirm.statusCode).toBe(303);
      expect(confirm.headers.location).toBe(`/ugift/payment-status?id=${orderId}`);
      const again = await api.app.inject({ method: 'POST', url: `${cashier_url}/confirm` });
      expect(again.statusCode).toBe(303);
      const detail = (await call(alice, 'detail_order', { order_id: orderId })).table;
      expect(detail).toMatchObject({
        payment_status: 'Paid',
        order_status: 'Pending Send',
        recipient_id: '0',
      });
      expect(detail.paid_date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
      expect(detail.phrase).not.toBe('');
      const vouchers = (await call(alice, 'list_evoucher', { filter_by_order_id: orderId })).table;
      expect(vouchers.flatMap((g: Json) => g.order_evouchers)).toHaveLength(2);
      expect(
        (await api.app.inject({ method: 'GET', url: '/api/cashier/not-a-token' })).statusCode,
      ).toBe(404);
      expect(
        (await call(alice, 'get_cashier_url', { order_id: orderId, order_source: 'web' })).success,
      ).toBe(false);
    });

    it('issues vouchers with codes of each product type and their expiry dates', async () => {
      await call(alice, 'update_order_status', { order_status: 'myself' });
      for (const id of [1, 2, 3, 4])
        await call(alice, 'product_to_basket', { product_id: id, quantity: 1 });
      const { order_id } = await call(alice, 'reserve_order');
      await payByCashier(order_id);
      expect((await call(alice, 'detail_order', { order_id })).table.order_status).toBe('Self-Use');
      const groups = (await call(alice, 'list_evoucher', { filter_by_order_id: order_id }))
        .table as Json[];
      const byType = Object.fromEntries(
        groups.map((g) => [g.order_evouchers[0].evoucher_code_type, g.order_evouchers[0]]),
      );
      expect(byType.qrcode.evoucher_code).toMatch(/^UGQR-[A-Z2-9]{16}$/);
      expect(byType.barcode.evoucher_code).toMatch(/^\d{20}$/);
      expect(byType.alphanumeric.evoucher_code).toMatch(/^[A-Z2-9]{16}$/);
      expect(byType.url.evoucher_code).toMatch(/^https:\/\/\S+\/redeem\/[A-Z2-9]{20}$/);
      const expiry = byType.qrcode.expiry_date as string;
      expect(expiry).toMatch(/^\d{2}-\d{2}-\d{4}$/);
      const [d, m, y] = expiry.split('-').map(Number);
      const days = (Date.UTC(y!, m! - 1, d!) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(360);
      expect(days).toBeLessThan(367);
    });

    it('refuses to reserve when stock falls short, naming the products and changing nothing', async () => {
      await api.db.updateTable('products').set({ stock: 1 }).where('id', '=', 13).execute();
      await call(alice, 'product_to_basket', { product_id: 9, quantity: 1 });
      await call(alice, 'product_to_basket', { product_id: 13, quantity: 1 });
      await api.db.updateTable('products').set({ stock: 0 }).where('id', '=', 13).execute();
      const s9 = await stock(9);
      const orders = await api.db.selectFrom('orders').select('id').execute();
      const res = await call(alice, 'reserve_order');
      expect(res).toMatchObject({
        success: false,
        insufficient_stock: PRODUCTS[12]!.languages.en.name,
      });
      expect(await stock(9)).toBe(s9);
      expect(await api.db.selectFrom('orders').select('id').execute()).toHaveLength(orders.length);
      expect((await basket()).products).toHaveLength(2);
      await call(alice, 'remove_product', { product_id: 13 });
    });

    it('cancels a Pending order only, returning the stock and the uDollar', async () => {
      const b = await basket();
      await call(alice, 'apply_udollar_giftcard', {
        order_id: b.id,
        udollar_id: cardId,
        udollar_amount: '3',
      });
      const balance = await cardBalance(Number(cardId));
      const s9 = await stock(9);
      const { order_id } = await call(alice, 'reserve_order');
      expect(await stock(9)).toBe(s9 - 1);
      expect((await call(ben, 'cancel_order', { order_id })).success).toBe(false);
      const res = await call(alice, 'cancel_order', { order_id });
      expect(res).toMatchObject({ success: true });
      expect(await stock(9)).toBe(s9);
      expect(await cardBalance(Number(cardId))).toBe(balance + 3);
      expect((await call(alice, 'cancel_order', { order_id })).success).toBe(false);
      expect((await call(alice, 'cancel_order', { order_id: orderId })).success).toBe(false);
      const pay = (await call(alice, 'list_order', { filter_by: 'pay' })).table.map(
        (o: Json) => o.id,
      );
      expect(pay).not.toContain(order_id);
    });

    it('pays a card-only order with pay_order, and one covered by uDollar', async () => {
      await call(alice, 'giftcard_to_basket', { giftcard_id: 4 });
      await call(alice, 'update_order_status', { order_status: 'gift' });
      const { order_id } = await call(alice, 'reserve_order');
      expect((await call(alice, 'detail_order', { order_id })).table).toMatchObject({
        order_type: 'Gift Card Only',
        order_amount: 0,
      });
      // The cashier would take it too (confirming pays it); pay_order is the short way.
      expect(
        (await call(alice, 'get_cashier_url', { order_id, order_source: 'web' })).success,
      ).toBe(true);
      expect((await call(alice, 'pay_order', { order_id, payment_status: 'paid' })).success).toBe(
        true,
      );
      expect((await call(alice, 'pay_order', { order_id, payment_status: 'paid' })).success).toBe(
        false,
      );
      expect((await call(alice, 'detail_order', { order_id })).table).toMatchObject({
        payment_status: 'Paid',
        order_status: 'Pending Send',
      });

      await call(alice, 'product_to_basket', { product_id: 9, quantity: 1 });
      await api.db
        .updateTable('udollar_cards')
        .set({ balance: 500 })
        .where('id', '=', Number(cardId))
        .execute();
      const b = await basket();
      await call(alice, 'apply_udollar_giftcard', {
        order_id: b.id,
        udollar_id: cardId,
        udollar_amount: String(b.order_amount),
      });
      expect((await basket()).order_amount).toBe(0);
      const covered = await call(alice, 'reserve_order');
      expect(
        (await call(alice, 'pay_order', { order_id: covered.order_id, payment_status: 'paid' }))
          .success,
      ).toBe(true);
    });

    it('lists orders by type and month, and the months that hold them', async () => {
      const purchased = (await call(alice, 'list_order', { filter_by: 'purchased' }))
        .table as Json[];
      expect(purchased.map((o) => o.id)).toContain(orderId);
      expect(
        purchased.every((o) => o.payment_status !== 'Pending' && o.order_status !== 'Gifted'),
      ).toBe(true);
      const periods = (await call(alice, 'list_filter_time', { filter_by: 'purchased' }))
        .table as Json[];
      expect(periods.length).toBeGreaterThanOrEqual(2);
      const [latest] = periods;
      expect(latest!.filter_name).toMatch(/^[A-Z][a-z]+ \d{4}$/);
      const inMonth = (
        await call(alice, 'list_order', {
          filter_by: 'purchased',
          filter_by_month: latest!.month,
          filter_by_year: latest!.year,
        })
      ).table as Json[];
      expect(inMonth.map((o) => o.id)).toContain(orderId);
      expect(inMonth.length).toBeLessThan(purchased.length);
    });

    it('sends a paid gift to a friend only, once, never a Self-Use order', async () => {
      const selfUse = (await call(alice, 'list_order', { filter_by: 'purchased' })).table.find(
        (o: Json) => o.order_status === 'Self-Use' && o.payment_status === 'Paid',
      );
      expect(
        (await call(alice, 'send_order', { order_id: selfUse.id, recipient_id: BEN.id })).success,
      ).toBe(false);
      expect(
        (await call(alice, 'send_order', { order_id: orderId, recipient_id: '7' })).message,
      ).toBe('You can only send a gift to a friend.');
      const sent = await call(alice, 'send_order', { order_id: orderId, recipient_id: BEN.id });
      expect(sent).toMatchObject({ success: true });
      expect(
        (await call(alice, 'send_order', { order_id: orderId, recipient_id: '4' })).success,
      ).toBe(false);
      const mine = (await call(alice, 'detail_order', { order_id: orderId })).table;
      expect(mine).toMatchObject({
        order_status: 'Gifted',
        recipient_id: BEN.id,
        recipient_name: 'Ben Lim',
      });
      expect(mine.order_amount).toBeTypeOf('number');
      const his = (await call(ben, 'detail_order', { order_id: orderId })).table;
      expect(his).toMatchObject({ order_status: 'Gifted', member_name: 'Alice Tan' });
      expect(his.order_amount).toBeUndefined();
      expect(his.sub_total).toBeUndefined();
      expect(his.products[0].amount).toBeUndefined();
      expect(
        (await call(ben, 'list_order', { filter_by: 'received' })).table.map((o: Json) => o.id),
      ).toContain(orderId);
      expect(
        (await call(alice, 'list_order', { filter_by: 'sent' })).table.map((o: Json) => o.id),
      ).toContain(orderId);
      const notes = (await call(ben, 'list_notification')).table as Json[];
      expect(notes[0]).toMatchObject({ type: 'send_order', related_id: orderId, is_read: '0' });
      const received = (await call(ben, 'list_evoucher', { filter_by_status: 'received' }))
        .table as Json[];
      expect(received.some((g) => g.order_evouchers.length > 0)).toBe(true);
      expect((await call(alice, 'list_evoucher', { filter_by_order_id: orderId })).table).toEqual(
        [],
      );
    });

    it('lets one member other than the sender redeem a paid gift by its link, once', async () => {
      await call(alice, 'update_order_status', { order_status: 'gift' });
      await call(alice, 'product_to_basket', { product_id: 1, quantity: 1 });
      const { order_id } = await call(alice, 'reserve_order');
      expect((await call(ben, 'redeem_order', { order_id })).success).toBe(false); // not paid yet
      await payByCashier(order_id);
      const guest = await api.guestToken();
      const shared = (await call(guest, 'detail_order', { order_id })).table;
      expect(shared).toMatchObject({ payment_status: 'Paid', order_status: 'Pending Send' });
      expect(shared.order_amount).toBeUndefined();
      expect((await api.call('redeem_order', { order_id }, { token: guest })).statusCode).toBe(403);
      expect((await call(alice, 'redeem_order', { order_id })).message).toBe(
        'You cannot redeem your own gift.',
      );
      expect((await call(ben, 'redeem_order', { order_id })).success).toBe(true);
      expect((await call(ben, 'redeem_order', { order_id })).success).toBe(false);
      const chris = await api.login('60123456789', 'chris123').catch(() => null);
      if (chris) expect((await call(chris, 'redeem_order', { order_id })).success).toBe(false);
      const detail = (await call(alice, 'detail_order', { order_id })).table;
      expect(detail).toMatchObject({ order_status: 'Gifted', recipient_id: BEN.id });
      const vouchers = (await call(ben, 'list_evoucher', { filter_by_order_id: order_id })).table;
      expect(vouchers).toHaveLength(1);
      const notes = (await call(alice, 'list_notification')).table as Json[];
      expect(notes[0]).toMatchObject({ type: 'redeem_order', related_id: order_id });
    });
  });

  describe('order links', () => {
    it('stops answering unknown order ids to a client after 30 misses', async () => {
      const ip = '10.7.7.7';
      const lookup = (order_id: string) =>
        api.call('detail_order', { order_id }, { token: alice, ip });
      for (let i = 0; i < 30; i++) {
        const res = await lookup(`1${String(i).padStart(17, '0')}`);
        expect(res.json()).toMatchObject({ success: false, message: 'This order does not exist.' });
      }
      const blocked = await lookup('100000000000000099');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      const redeem = await api.call(
        'redeem_order',
        { order_id: '100000000000000099' },
        { token: ben, ip },
      );
      expect(redeem.statusCode).toBe(429);
      // Another device is not held back.
      expect(
        (await api.call('detail_order', { order_id: '100000000000000099' }, { token: alice }))
          .statusCode,
      ).toBe(200);
    });
  });

  describe('vouchers', () => {
    it('lists active, received and used vouchers, by keywords', async () => {
      const active = (await call(alice, 'list_evoucher', { filter_by_status: 'active' }))
        .table as Json[];
      const all = active.flatMap((g) => g.order_evouchers);
      expect(all.length).toBeGreaterThan(0);
      expect(all.every((v) => v.status === 'Active')).toBe(true);
      const used = (await call(alice, 'list_evoucher', { filter_by_status: 'used' }))
        .table as Json[];
      expect(used.flatMap((g) => g.order_evouchers).every((v) => v.status !== 'Active')).toBe(true);
      const name = active[0]!.product_name as string;
      const found = (await call(alice, 'list_evoucher', { filter_by_keywords: name.split(' ')[0] }))
        .table as Json[];
      expect(found.map((g) => g.product_name)).toContain(name);
      const none = (await call(alice, 'list_evoucher', { filter_by_keywords: 'zzzz-no-such' }))
        .table;
      expect(none).toEqual([]);
    });

    it('details the vouchers of an order product with terms, how to redeem and outlets', async () => {
      const group = (await call(alice, 'list_evoucher', { filter_by_status: 'active' })).table[0];
      const detail = await call(alice, 'detail_evoucher', { order_product_id: group.id });
      expect(detail.table.length).toBeGreaterThan(0);
      expect(detail.terms_and_conditions).not.toBe('');
      expect(detail.redeem_howto).not.toBe('');
      expect(Array.isArray(detail.applicable_outlets)).toBe(true);
      expect((await call(alice, 'refresh_evoucher', { order_product_id: group.id })).success).toBe(
        true,
      );
      expect(
        (await call(alice, 'detail_evoucher', { order_product_id: group.id })).table,
      ).toHaveLength(detail.table.length);
    });

    it('marks a voucher used once, by its owner only', async () => {
      const group = (await call(alice, 'list_evoucher', { filter_by_status: 'active' })).table[0];
      const voucher = group.order_evouchers[0];
      expect(
        (await call(ben, 'mark_evoucher_used', { order_evoucher_id: voucher.id })).success,
      ).toBe(false);
      expect(
        (await call(alice, 'mark_evoucher_used', { order_evoucher_id: voucher.id })).success,
      ).toBe(true);
      expect(
        (await call(alice, 'mark_evoucher_used', { order_evoucher_id: voucher.id })).message,
      ).toBe('This voucher is already used.');
      const detail = await call(alice, 'detail_evoucher', { order_product_id: group.id });
      const marked = detail.table.find((v: Json) => v.id === voucher.id);
      expect(marked.status).toBe('Used');
      expect(marked.mark_used_date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    });
  });

  describe('notifications', () => {
    it('reminds a few days before a voucher expires and tells when it has expired, once each', async () => {
      const group = (await call(alice, 'list_evoucher', { filter_by_status: 'active' })).table[0];
      const [soon, gone] =
        group.order_evouchers.length > 1 ? group.order_evouchers : [group.order_evouchers[0], null];
      const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
      await api.db
        .updateTable('order_evouchers')
        .set({ expiry_date: tomorrow })
        .where('id', '=', Number(soon.id))
        .execute();
      const first = (await call(alice, 'list_notification')).table as Json[];
      const second = (await call(alice, 'list_notification')).table as Json[];
      const reminders = (list: Json[]) =>
        list.filter(
          (n) =>
            n.type === 'expired_evoucher' &&
            n.related_id === group.id &&
            n.message.includes('expires on'),
        );
      expect(reminders(first)).toHaveLength(1);
      expect(reminders(second)).toHaveLength(1);
      void gone;
      const expiredBefore = second.filter(
        (n) => n.type === 'expired_evoucher' && n.message.includes('expired on'),
      );
      // The seed holds vouchers past their date: each gets its notice once.
      expect(expiredBefore.length).toBeGreaterThan(0);
      const again = (await call(alice, 'list_notification')).table as Json[];
      expect(again.filter((n) => n.message.includes('expired on'))).toHaveLength(
        expiredBefore.length,
      );
    });

    it('links order notices of the seed by the order’s public id', async () => {
      const notes = (await call(alice, 'list_notification')).table as Json[];
      const sent = notes.find((n) => n.type === 'send_order' && n.message.startsWith('Ben Lim'))!;
      expect(sent.related_id).toMatch(/^[1-9]\d{38}$/);
      const order = (await call(alice, 'detail_order', { order_id: sent.related_id })).table;
      expect(order).toMatchObject({ member_name: 'Ben Lim', recipient_id: ALICE.id });
    });

    it('marks a notification read, only the member’s own', async () => {
      const [note] = (await call(alice, 'list_notification')).table as Json[];
      expect((await call(ben, 'read_notification', { notification_id: note!.id })).success).toBe(
        false,
      );
      expect((await call(alice, 'read_notification', { notification_id: note!.id })).success).toBe(
        true,
      );
      const after = (await call(alice, 'list_notification')).table.find(
        (n: Json) => n.id === note!.id,
      );
      expect(after.is_read).toBe('1');
      expect(after.created_date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    });
  });

  describe('friends', () => {
    it('lists friends with a name search and the total', async () => {
      const all = await call(alice, 'list_friend', { order_by: 'ASC' });
      expect(all.total).toBe(2);
      expect(all.table.map((f: Json) => f.friend_name)).toEqual(['Ben Lim', 'Dana Lee']);
      const dana = await call(alice, 'list_friend', { filter_by_name: 'dan' });
      expect(dana).toMatchObject({
        total: 1,
        table: [{ friend_id: '4', friend_name: 'Dana Lee' }],
      });
    });

    it('lists social contacts with their friendship status', async () => {
      const table = (await call(alice, 'list_facebook')).table as Json[];
      const status = Object.fromEntries(table.map((c) => [c.name, c.status]));
      expect(status).toEqual({
        'Ben Lim': 'Accepted',
        'Dana Lee': 'Accepted',
        'Evan Koh': 'Pending',
        'Fiona Ng': 'Pending Approval',
        'Hana Sato': '',
      });
      expect(table.find((c) => c.name === 'Hana Sato')!.member_id).toBeUndefined();
    });

    it('accepts and rejects requests, notifying the requester', async () => {
      const requests = (await call(alice, 'list_friend_request')).table as Json[];
      expect(requests.map((r) => r.member_id).sort()).toEqual(['6', '7']);
      expect((await call(alice, 'accept_friend', { friend_id: '6' })).success).toBe(true);
      expect((await call(alice, 'reject_friend', { friend_id: '7' })).success).toBe(true);
      expect((await call(alice, 'accept_friend', { friend_id: '7' })).success).toBe(false);
      expect((await call(alice, 'list_friend_request')).table).toEqual([]);
      expect((await call(alice, 'list_friend')).total).toBe(3);
      const fiona = await api.db
        .selectFrom('notifications')
        .selectAll()
        .where('member_id', '=', 6)
        .execute();
      expect(fiona.map((n) => n.type)).toEqual(['accept_friend']);
      const george = await api.db
        .selectFrom('notifications')
        .selectAll()
        .where('member_id', '=', 7)
        .execute();
      expect(george.map((n) => n.type)).toEqual(['reject_friend']);
    });

    it('sends a request once, and adding back someone who asked accepts them', async () => {
      expect((await call(alice, 'add_friend', { friend_id: '3' })).success).toBe(true);
      expect((await call(alice, 'add_friend', { friend_id: '3' })).success).toBe(false);
      expect((await call(alice, 'add_friend', { friend_id: '1' })).success).toBe(false);
      expect((await call(alice, 'add_friend', { friend_id: '2' })).message).toBe(
        'You are already friends.',
      );
      const chris = await api.db
        .selectFrom('notifications')
        .selectAll()
        .where('member_id', '=', 3)
        .execute();
      expect(chris.map((n) => [n.type, n.related_id])).toEqual([['add_friend', '1']]);
      // George (7) asked Ben: Ben adding George accepts.
      expect((await call(ben, 'add_friend', { friend_id: '7' })).success).toBe(true);
      expect((await call(ben, 'list_friend')).table.map((f: Json) => f.friend_id)).toContain('7');
    });

    it('matches the contacts a social login gives, and removes a friend', async () => {
      const contact = JSON.stringify([
        { id: 'sandbox-1002', name: 'Ben Lim' },
        { id: 'sandbox-9999', name: 'Nobody Here', profile_picture: 'javascript:alert(1)' },
      ]);
      const table = (await call(alice, 'facebook_member', { contact })).table as Json[];
      expect(table).toEqual([
        expect.objectContaining({ id: 'sandbox-1002', status: 'Accepted', member_id: '2' }),
        { id: 'sandbox-9999', name: 'Nobody Here', profile_picture: '', status: '' },
      ]);
      expect((await call(alice, 'remove_friend', { friend_id: '2' })).success).toBe(true);
      expect((await call(alice, 'remove_friend', { friend_id: '2' })).success).toBe(false);
      expect((await call(alice, 'list_facebook')).table[0].status).toBe('');
    });
  });

  describe('campaigns', () => {
    const detail = async (campaign_id: string) =>
      (await call(alice, 'detail_campaign', { campaign_id })).table;

    it('gives a product_free reward as a voucher, once', async () => {
      const res = await call(alice, 'redeem_campaign_reward', { campaign_id: '2' });
      expect(res).toMatchObject({ success: true, product_id: '9' });
      expect((await detail('2')).is_redeemed).toBe(true);
      expect((await call(alice, 'redeem_campaign_reward', { campaign_id: '2' })).success).toBe(
        false,
      );
      const orders = await api.db
        .selectFrom('orders')
        .selectAll()
        .where('member_id', '=', 1)
        .where('payment_status', '=', 'Campaign Redemption')
        .where('campaign_id', '=', 2)
        .execute();
      expect(orders).toHaveLength(2); // the seed's and this one
      // The seed's order is numbered by date (UG2...); a reward's order by the campaign (UGC...).
      const fresh = orders.find((o) => o.order_no.startsWith('UGC'))!;
      expect(fresh.public_id).toMatch(/^[1-9]\d{38}$/);
      expect(
        (await call(alice, 'list_evoucher', { filter_by_order_id: fresh.public_id })).table,
      ).toHaveLength(1);
    });

    it('returns the product of a product_discount reward', async () => {
      expect(await call(alice, 'redeem_campaign_reward', { campaign_id: '1' })).toMatchObject({
        success: true,
        product_id: '1',
      });
    });

    it('refuses a task campaign until its tasks are done, counting sent gifts and referrals', async () => {
      // Points Booster: send 2 gifts. Alice had 1 in the seed and has sent 2 since (send and redeem).
      const booster = await detail('4');
      expect(booster.campaign_progress.percentage).toBe(100);
      const points = async () =>
        (
          await api.db
            .selectFrom('members')
            .select('points')
            .where('id', '=', 1)
            .executeTakeFirstOrThrow()
        ).points;
      const before = await points();
      expect((await call(alice, 'redeem_campaign_reward', { campaign_id: '4' })).success).toBe(
        true,
      );
      expect(await points()).toBe(before + 1000);
      // Invite 3 friends: Alice referred 2.
      expect((await call(alice, 'redeem_campaign_reward', { campaign_id: '27' })).success).toBe(
        false,
      );
      await api.db.updateTable('members').set({ referred_by: 1 }).where('id', '=', 6).execute();
      expect((await call(alice, 'redeem_campaign_reward', { campaign_id: '27' })).success).toBe(
        true,
      );
      expect((await call(alice, 'redeem_campaign_reward', { campaign_id: '26' })).success).toBe(
        false,
      ); // seeded as redeemed
      expect((await call(alice, 'redeem_campaign_reward', { campaign_id: '3' })).success).toBe(
        false,
      ); // new_app
    });
  });
});
