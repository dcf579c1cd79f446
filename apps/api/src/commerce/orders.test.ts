import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';

import { balanceOf as balance, stockOf as stock, withEachDatabase } from '../../test/helpers';
import type { Db } from '../db';
import { isFailure } from '../lib/errors';
import { putProduct } from './basket';
import {
  cancelOrder,
  markPaid,
  ORDER_NOT_FOUND,
  orderByPublicId,
  payOrder,
  redeemOrder,
  reserveOrder,
  sendOrder,
} from './orders';
import { applyUdollar } from './udollar';

// The order's life against a seeded database: Alice (1) has a basket of 2 x product 9 and
// 1 x product 11 with card 1; Ben (2) is her friend, Evan (5) only asked to be.
const ALICE = 1;
const BEN = 2;
const CHRIS = 3;

async function orderCount(db: Db) {
  return (await db.selectFrom('orders').select('id').execute()).length;
}

async function progress(db: Db, campaignId: number, memberId: number) {
  const row = await db
    .selectFrom('campaign_members')
    .select('progress')
    .where('campaign_id', '=', campaignId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.progress ?? 0;
}

/** Empties the member's basket and puts these [product, quantity] lines in it. */
async function fillBasket(db: Db, memberId: number, lines: [number, number][]) {
  await db
    .deleteFrom('basket_products')
    .where('basket_id', 'in', (eb) =>
      eb.selectFrom('baskets').select('id').where('member_id', '=', memberId),
    )
    .execute();
  for (const [product, quantity] of lines)
    expect(await putProduct(db, memberId, product, quantity)).toBeUndefined();
}

async function reserved(db: Db, memberId: number) {
  const result = await reserveOrder(db, memberId);
  if (isFailure(result)) throw new Error(result.message);
  return (await orderByPublicId(db, result.publicId))!;
}

describe('commerce/orders', () => {
  withEachDatabase((getDb, kind) => {
    describe('reserveOrder', () => {
      it('turns the basket into a Pending order priced from the catalogue, takes the stock and empties the basket', async () => {
        const db = getDb();
        const [s9, s11] = [await stock(db, 9), await stock(db, 11)];
        const result = await reserveOrder(db, ALICE);
        if (isFailure(result)) throw new Error(result.message);
        expect(result.publicId).toMatch(/^[1-9]\d{38}$/);
        const order = (await orderByPublicId(db, result.publicId))!;
        expect(order).toMatchObject({
          member_id: ALICE,
          payment_status: 'Pending',
          order_status: 'Pending',
          order_type: 'Order with Products',
          giftcard_id: 1,
          self_use: false,
          currency: 'SGD',
          points: 294,
        });
        // 2 x 90.00 + 150.00 at original prices; 2 x 72.00 + 150.00 to pay.
        expect(Number(order.sub_total)).toBe(330);
        expect(Number(order.total_discount)).toBe(36);
        expect(Number(order.order_amount)).toBe(294);
        expect(order.order_no).toMatch(/^UG\d{8}\d{6}$/);
        const lines = await db
          .selectFrom('order_products')
          .select(['product_id', 'quantity', 'amount'])
          .where('order_id', '=', order.id)
          .orderBy('product_id')
          .execute();
        expect(lines.map((l) => [l.product_id, l.quantity, Number(l.amount)])).toEqual([
          [9, 2, 144],
          [11, 1, 150],
        ]);
        expect([await stock(db, 9), await stock(db, 11)]).toEqual([s9 - 2, s11 - 1]);
        const basket = await db
          .selectFrom('baskets')
          .selectAll()
          .where('member_id', '=', ALICE)
          .executeTakeFirstOrThrow();
        expect(basket).toMatchObject({ giftcard_id: 0, giftcard_edit_parameter: '' });
        expect(
          await db
            .selectFrom('basket_products')
            .selectAll()
            .where('basket_id', '=', basket.id)
            .execute(),
        ).toEqual([]);
        expect(await reserveOrder(db, ALICE)).toEqual({
          success: false,
          message: 'There are no items in the cart',
        });
      });

      it('changes nothing and names the products when the stock falls short', async () => {
        const db = getDb();
        expect(await putProduct(db, BEN, 13, 2)).toBeUndefined();
        await db.updateTable('products').set({ stock: 1 }).where('id', '=', 13).execute();
        const orders = await orderCount(db);
        const result = await reserveOrder(db, BEN);
        expect(result).toMatchObject({ success: false, insufficient_stock: expect.any(String) });
        expect(await stock(db, 13)).toBe(1);
        expect(await orderCount(db)).toBe(orders);
        const lines = await db
          .selectFrom('basket_products')
          .innerJoin('baskets', 'baskets.id', 'basket_products.basket_id')
          .select('basket_products.quantity')
          .where('baskets.member_id', '=', BEN)
          .execute();
        expect(lines).toEqual([{ quantity: 2 }]);
      });

      it('names only the products that fall short, and changes nothing', async () => {
        const db = getDb();
        await db.updateTable('products').set({ stock: 50 }).where('id', 'in', [9, 11]).execute();
        await fillBasket(db, CHRIS, [
          [9, 2],
          [11, 1],
        ]);
        await db.updateTable('products').set({ stock: 0 }).where('id', '=', 11).execute();
        const { languages } = await db
          .selectFrom('products')
          .select('languages')
          .where('id', '=', 11)
          .executeTakeFirstOrThrow();
        const orders = await orderCount(db);
        expect(await reserveOrder(db, CHRIS)).toEqual({
          success: false,
          message: 'Some products do not have enough stock.',
          insufficient_stock: languages.en.name,
        });
        expect([await stock(db, 9), await stock(db, 11)]).toEqual([50, 0]);
        expect(await orderCount(db)).toBe(orders);
      });

      it('reads and writes in two statements between its begin and commit', async () => {
        // Under a checkout rush every round trip to the database costs the api a socket write;
        // the locked read and one statement for every write are all a reservation needs.
        const db = getDb();
        await db.updateTable('products').set({ stock: 50 }).where('id', 'in', [9, 11]).execute();
        await fillBasket(db, CHRIS, [
          [9, 1],
          [11, 1],
        ]);
        // The rows each executed statement answered (a plugin's transformResult runs once per
        // statement sent; transformQuery would also see the subqueries as they are built).
        const answered: number[] = [];
        const counted = db.withPlugin({
          transformQuery: ({ node }) => node,
          transformResult: async ({ result }) => {
            answered.push(result.rows.length);
            return result;
          },
        });
        const result = await reserveOrder(counted, CHRIS);
        expect(isFailure(result)).toBe(false);
        // The locked read: a row per line; the writes: a row per product whose stock was taken.
        expect(answered).toEqual([2, 2]);
      });

      it('reserves baskets that share products concurrently, whatever order they list them in', async () => {
        const db = getDb();
        await db.updateTable('products').set({ stock: 100 }).where('id', 'in', [1, 2]).execute();
        await db
          .deleteFrom('basket_products')
          .where('basket_id', 'in', (eb) =>
            eb.selectFrom('baskets').select('id').where('member_id', 'in', [BEN, CHRIS]),
          )
          .execute();
        for (let round = 0; round < 5; round++) {
          // Ben lists product 2 first, Chris product 1: taking stock in basket order would let
          // each hold the row the other waits for.
          expect(await putProduct(db, BEN, 2, 1)).toBeUndefined();
          expect(await putProduct(db, BEN, 1, 1)).toBeUndefined();
          expect(await putProduct(db, CHRIS, 1, 1)).toBeUndefined();
          expect(await putProduct(db, CHRIS, 2, 1)).toBeUndefined();
          const results = await Promise.all([reserveOrder(db, BEN), reserveOrder(db, CHRIS)]);
          expect(results.filter(isFailure)).toEqual([]);
        }
        expect(await stock(db, 1)).toBe(90);
        expect(await stock(db, 2)).toBe(90);
      });

      // Many connections are PostgreSQL's (PGlite serves one at a time).
      if (kind === 'postgres') {
        it('takes stock last: waiting for a product, a reservation has done the rest of its work', async () => {
          const db = getDb();
          await db.updateTable('products').set({ stock: 100 }).where('id', 'in', [1, 2]).execute();
          expect(await putProduct(db, BEN, 1, 1)).toBeUndefined();
          expect(await putProduct(db, BEN, 2, 1)).toBeUndefined();
          let reservation: ReturnType<typeof reserveOrder> | undefined;
          await db.transaction().execute(async (holder) => {
            // Another buyer's reservation holds product 2 (the lock its stock update takes);
            // Ben's waits for it.
            await holder
              .selectFrom('products')
              .select('id')
              .where('id', '=', 2)
              .forNoKeyUpdate()
              .execute();
            reservation = reserveOrder(db, BEN);
            const waiting = await vi.waitFor(
              async () => {
                const { rows } = await sql<{ pid: number }>`
                  select pid from pg_locks where not granted`.execute(db);
                expect(rows).toHaveLength(1);
                return rows[0]!.pid;
              },
              { timeout: 10_000, interval: 50 },
            );
            // Its order is written already: only the stock and the commit are left while it
            // holds product 1 (so buyers of product 1 wait for no more than that).
            const { rows } = await sql<{ relation: string }>`
              select relation::regclass::text as relation from pg_locks
              where pid = ${waiting} and granted and mode = 'RowExclusiveLock'`.execute(db);
            expect(rows.map((row) => row.relation)).toEqual(
              expect.arrayContaining(['orders', 'order_products', 'basket_products', 'products']),
            );
          });
          expect(isFailure(await reservation!)).toBe(false);
          expect(await stock(db, 1)).toBe(99);
          expect(await stock(db, 2)).toBe(99);
        });
      }

      it('gives back to its card the uDollar beyond a total that dropped since it was applied', async () => {
        const db = getDb();
        await db.updateTable('products').set({ stock: 10 }).where('id', '=', 13).execute();
        expect(await putProduct(db, BEN, 13, 1)).toBeUndefined();
        const basket = await db
          .selectFrom('baskets')
          .select('id')
          .where('member_id', '=', BEN)
          .executeTakeFirstOrThrow();
        expect(await applyUdollar(db, BEN, basket.id, 4, '4')).toBeUndefined();
        expect(await balance(db, 4)).toBe(26);
        await db
          .updateTable('products')
          .set({ discounted_price: 2.5 })
          .where('id', '=', 13)
          .execute();
        const order = await reserved(db, BEN);
        expect(Number(order.udollar_amount)).toBe(2.5);
        expect(Number(order.order_amount)).toBe(0);
        expect(await balance(db, 4)).toBe(27.5);
        const history = await db
          .selectFrom('udollar_history')
          .select(['amount', 'order_id'])
          .where('udollar_id', '=', 4)
          .where('order_id', '=', order.id)
          .execute();
        expect(history.map((h) => Number(h.amount))).toEqual([2.5]);
      });

      it('gives all of it back when the total dropped to nothing, and its history spends nothing', async () => {
        const db = getDb();
        await db.updateTable('products').set({ stock: 10 }).where('id', '=', 13).execute();
        await fillBasket(db, BEN, [[13, 1]]);
        const basket = await db
          .selectFrom('baskets')
          .select('id')
          .where('member_id', '=', BEN)
          .executeTakeFirstOrThrow();
        const before = await balance(db, 4);
        expect(await applyUdollar(db, BEN, basket.id, 4, '1')).toBeUndefined();
        expect(await balance(db, 4)).toBe(before - 1);
        await db
          .updateTable('products')
          .set({ discounted_price: 0, campaign_discounted_price: null })
          .where('id', '=', 13)
          .execute();
        const order = await reserved(db, BEN);
        expect([Number(order.udollar_amount), order.udollar_id]).toEqual([0, null]);
        expect(await balance(db, 4)).toBe(before);
        const history = await db
          .selectFrom('udollar_history')
          .select(['amount', 'order_id'])
          .where('udollar_id', '=', 4)
          .where('order_id', 'is', null)
          .execute();
        expect(history.map((h) => Number(h.amount))).toEqual([0]);
      });
    });

    describe('markPaid and payOrder', () => {
      it('pays a pending order once, issuing its vouchers, its points and its purchases once', async () => {
        const db = getDb();
        await putProduct(db, ALICE, 1, 2);
        const order = await reserved(db, ALICE);
        const points = async () =>
          (
            await db
              .selectFrom('members')
              .select('points')
              .where('id', '=', ALICE)
              .executeTakeFirstOrThrow()
          ).points;
        const [pointsBefore, purchasesBefore] = [await points(), await progress(db, 2, ALICE)];
        const now = new Date('2030-03-10T04:00:00Z');
        const results = await Promise.all([
          markPaid(db, order.id, now),
          markPaid(db, order.id, now),
          markPaid(db, order.id, now),
        ]);
        expect(results.filter(Boolean)).toHaveLength(1);
        expect(await orderByPublicId(db, order.public_id)).toMatchObject({
          payment_status: 'Paid',
          order_status: 'Pending Send',
          paid_at: now,
        });
        const vouchers = await db
          .selectFrom('order_evouchers')
          .innerJoin('order_products', 'order_products.id', 'order_evouchers.order_product_id')
          .select(['order_evouchers.code', 'order_evouchers.expiry_date'])
          .where('order_products.order_id', '=', order.id)
          .execute();
        expect(vouchers).toHaveLength(2);
        expect(vouchers.every((v) => v.expiry_date === '2031-03-10')).toBe(true);
        expect(await points()).toBe(pointsBefore + order.points);
        expect(await progress(db, 2, ALICE)).toBe(purchasesBefore + 2);
      });

      it('pays without a cashier only an order with nothing left to pay, the member’s own', async () => {
        const db = getDb();
        const unpaid = await db
          .selectFrom('orders')
          .select('public_id')
          .where('member_id', '=', ALICE)
          .where('payment_status', '=', 'Pending')
          .where('order_amount', '>', '0')
          .executeTakeFirstOrThrow();
        expect(await payOrder(db, ALICE, unpaid.public_id)).toMatchObject({
          message: 'This order has an amount to pay: use the cashier.',
        });
        // Ben's order of the uDollar test: nothing left to pay.
        const covered = await db
          .selectFrom('orders')
          .select('public_id')
          .where('member_id', '=', BEN)
          .where('payment_status', '=', 'Pending')
          .where('order_amount', '=', '0')
          .executeTakeFirstOrThrow();
        expect(await payOrder(db, ALICE, covered.public_id)).toMatchObject({
          message: ORDER_NOT_FOUND,
        });
        expect(await payOrder(db, BEN, covered.public_id)).toBeUndefined();
        expect(await orderByPublicId(db, covered.public_id)).toMatchObject({
          payment_status: 'Paid',
        });
        expect(await payOrder(db, BEN, covered.public_id)).toMatchObject({
          message: 'This order is not waiting for payment.',
        });
      });
    });

    describe('cancelOrder', () => {
      it('cancels a pending order of the member, giving back its stock and its uDollar', async () => {
        const db = getDb();
        await putProduct(db, ALICE, 2, 3);
        const basket = await db
          .selectFrom('baskets')
          .select('id')
          .where('member_id', '=', ALICE)
          .executeTakeFirstOrThrow();
        await applyUdollar(db, ALICE, basket.id, 1, '2.5');
        const [s2, card] = [await stock(db, 2), await balance(db, 1)];
        const order = await reserved(db, ALICE);
        expect(await stock(db, 2)).toBe(s2 - 3);
        expect(await cancelOrder(db, BEN, order.public_id)).toMatchObject({
          message: ORDER_NOT_FOUND,
        });
        expect(await cancelOrder(db, ALICE, order.public_id)).toBeUndefined();
        expect(await stock(db, 2)).toBe(s2);
        expect(await balance(db, 1)).toBe(card + 2.5);
        expect((await orderByPublicId(db, order.public_id))!.order_status).toBe('Cancelled');
        expect(await cancelOrder(db, ALICE, order.public_id)).toMatchObject({
          message: 'Only an order waiting for payment can be cancelled.',
        });
      });
    });

    describe('sendOrder', () => {
      it('sends a paid gift once, to a friend only, telling them and counting the gift', async () => {
        const db = getDb();
        // The seed's gift Alice paid for and has not sent.
        const gift = await db
          .selectFrom('orders')
          .select('public_id')
          .where('member_id', '=', ALICE)
          .where('order_status', '=', 'Pending Send')
          .orderBy('id')
          .executeTakeFirstOrThrow();
        expect(await sendOrder(db, ALICE, gift.public_id, ALICE)).toMatchObject({
          message: 'You cannot send a gift to yourself.',
        });
        expect(await sendOrder(db, ALICE, gift.public_id, 5)).toMatchObject({
          message: 'You can only send a gift to a friend.',
        });
        const sent = await progress(db, 4, ALICE);
        expect(await sendOrder(db, ALICE, gift.public_id, BEN)).toEqual({
          recipientName: 'Ben Lim',
        });
        expect(await orderByPublicId(db, gift.public_id)).toMatchObject({
          order_status: 'Gifted',
          recipient_id: BEN,
        });
        expect(await progress(db, 4, ALICE)).toBe(sent + 1);
        const notice = await db
          .selectFrom('notifications')
          .select(['type', 'related_id', 'message'])
          .where('member_id', '=', BEN)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        expect(notice).toEqual({
          type: 'send_order',
          related_id: gift.public_id,
          message: 'Alice Tan sent you a gift card!',
        });
        expect(await sendOrder(db, ALICE, gift.public_id, BEN)).toMatchObject({
          message: 'This order cannot be sent.',
        });
      });
    });

    describe('redeemOrder', () => {
      it('lets the first member other than the sender redeem a paid gift, telling the sender', async () => {
        const db = getDb();
        // Paid and not sent: the order of the markPaid test.
        const gift = await db
          .selectFrom('orders')
          .select(['public_id'])
          .where('member_id', '=', ALICE)
          .where('order_status', '=', 'Pending Send')
          .executeTakeFirstOrThrow();
        const sent = await progress(db, 4, ALICE);
        expect(await redeemOrder(db, ALICE, gift.public_id)).toMatchObject({
          message: 'You cannot redeem your own gift.',
        });
        const results = await Promise.all([
          redeemOrder(db, BEN, gift.public_id),
          redeemOrder(db, CHRIS, gift.public_id),
        ]);
        expect(results.filter((r) => r === undefined)).toHaveLength(1);
        const winner = results[0] === undefined ? BEN : CHRIS;
        expect(results.find(isFailure)).toMatchObject({
          message: 'This gift card has already been redeemed.',
        });
        expect(await orderByPublicId(db, gift.public_id)).toMatchObject({
          order_status: 'Gifted',
          recipient_id: winner,
        });
        expect(await progress(db, 4, ALICE)).toBe(sent + 1);
        const notice = await db
          .selectFrom('notifications')
          .select(['type', 'related_id'])
          .where('member_id', '=', ALICE)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        expect(notice).toEqual({ type: 'redeem_order', related_id: gift.public_id });
      });

      it('refuses an unknown order, an unpaid one and one for the sender’s own use', async () => {
        const db = getDb();
        expect(await redeemOrder(db, BEN, '123456789012345678')).toMatchObject({
          message: ORDER_NOT_FOUND,
        });
        for (const status of ['Pending', 'Self-Use']) {
          const order = await db
            .selectFrom('orders')
            .select('public_id')
            .where('member_id', '=', ALICE)
            .where('order_status', '=', status)
            .executeTakeFirstOrThrow();
          expect(await redeemOrder(db, BEN, order.public_id), status).toMatchObject({
            message: 'This gift card cannot be redeemed.',
          });
        }
      });
    });
  });
});
