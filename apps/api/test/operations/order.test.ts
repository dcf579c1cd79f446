import { beforeAll, describe, expect, it } from 'vitest';

import { PRODUCTS } from '../../src/db/seed/catalogue';
import { ALICE, BEN, bind, onEachDatabase, type Json, type TestApi } from '../helpers';

describe('the order group', () => {
  onEachDatabase((getApi) => {
    let api: TestApi;
    let alice: string;
    let ben: string;
    const { call, stock, cardBalance } = bind(getApi);
    const basket = async (token = alice) => (await call(token, 'detail_basket')).table as Json;

    beforeAll(async () => {
      api = getApi();
      alice = await api.login(ALICE.phone, ALICE.password);
      ben = await api.login(BEN.phone, BEN.password);
      // The basket the tests reserve: one each of products 9 and 11 (seeded with two of 9), and
      // 4.25 uDollar from the SGD card holding 62.50.
      await call(alice, 'product_to_basket', { product_id: 9, quantity: 1 });
      const card = (
        await call(alice, 'list_udollar_giftcards', { currency_code: 'SGD' })
      ).table.find((c: Json) => c.udollar_balance === 62.5);
      const applied = await call(alice, 'apply_udollar_giftcard', {
        order_id: (await basket()).id,
        udollar_id: card.id,
        udollar_amount: '4.25',
      });
      expect(applied.success).toBe(true);
    });
    const payByCashier = (orderId: string, token = alice) =>
      bind(getApi).payByCashier(token, orderId);

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
        expect(
          (await call(alice, 'detail_order', { order_id: orderId })).table.payment_status,
        ).toBe('Pending');

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
        const vouchers = (await call(alice, 'list_evoucher', { filter_by_order_id: orderId }))
          .table;
        expect(vouchers.flatMap((g: Json) => g.order_evouchers)).toHaveLength(2);
        expect(
          (await api.app.inject({ method: 'GET', url: '/api/cashier/not-a-token' })).statusCode,
        ).toBe(404);
        expect(
          (await call(alice, 'get_cashier_url', { order_id: orderId, order_source: 'web' }))
            .success,
        ).toBe(false);
      });

      it('issues vouchers with codes of each product type and their expiry dates', async () => {
        await call(alice, 'update_order_status', { order_status: 'myself' });
        for (const id of [1, 2, 3, 4])
          await call(alice, 'product_to_basket', { product_id: id, quantity: 1 });
        const { order_id } = await call(alice, 'reserve_order');
        await payByCashier(order_id);
        expect((await call(alice, 'detail_order', { order_id })).table.order_status).toBe(
          'Self-Use',
        );
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
        expect(await api.db.selectFrom('orders').select('id').execute()).toHaveLength(
          orders.length,
        );
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
        expect((await api.call('redeem_order', { order_id }, { token: guest })).statusCode).toBe(
          403,
        );
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
          expect(res.json()).toMatchObject({
            success: false,
            message: 'This order does not exist.',
          });
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
  });
});
