import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { addTaskProgress } from '../commerce/campaigns';
import { newPublicId } from '../commerce/ids';
import { issueVouchers } from '../commerce/vouchers';
import type { Db } from '../db';
import { RefundError, type Cashier, type RefundPayment } from '../payments/cashier';
import { SandboxCashier } from '../payments/sandbox';
import { balanceOf, stockOf, withEachDatabase } from '../../test/helpers';
import { importCodes } from './codes';
import { refundOrder } from './orders';
import { OpsRefusal } from './registry';

const ALICE = 1;

/** The sandbox cashier, counting its refunds; it refuses while `down` is set. */
function countingCashier(db: Db) {
  const sandbox = new SandboxCashier(db);
  const calls: RefundPayment[] = [];
  const state = { down: false };
  const cashier: Cashier = {
    name: sandbox.name,
    createCheckout: (order) => sandbox.createCheckout(order),
    async refund(payment) {
      // A provider answers a while later (its latency, part of the behaviour under test, not a
      // wait for anything): both refunds of the race are in flight at once.
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (state.down) throw new RefundError('The provider is down.');
      calls.push(payment);
      return sandbox.refund(payment);
    },
  };
  return { cashier, calls, state };
}

/**
 * A paid order of Alice's as a checkout leaves it: stock taken, uDollar taken from a card of its
 * own, paid through the sandbox cashier, its vouchers issued.
 */
async function paidOrder(
  db: Db,
  {
    product,
    quantity = 2,
    udollar = '5.00',
  }: { product: number; quantity?: number; udollar?: string },
) {
  const publicId = newPublicId();
  const card = await db
    .insertInto('udollar_cards')
    .values({
      member_id: ALICE,
      order_id: null,
      currency_code: 'SGD',
      orig_balance: 50,
      balance: 50 - Number(udollar),
      expires_at: new Date(Date.now() + 86_400_000 * 300),
      ordered_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const order = await db
    .insertInto('orders')
    .values({
      order_no: `UG-R-${publicId.slice(-8)}`,
      member_id: ALICE,
      payment_status: 'Paid',
      order_status: 'Pending Send',
      sub_total: '25.00',
      total_discount: '0.00',
      points: 20,
      udollar_id: card.id,
      udollar_amount: udollar,
      order_amount: '20.00',
      currency: 'SGD',
      public_id: publicId,
      paid_at: new Date(),
    })
    .returning(['id', 'order_no'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_products')
    .values({
      order_id: order.id,
      product_id: product,
      quantity,
      amount: '25.00',
      currency_code: 'SGD',
    })
    .execute();
  await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', product)
    .execute();
  await db
    .insertInto('payment_checkouts')
    .values({
      token_hash: `test-${publicId}`,
      order_id: order.id,
      provider: 'sandbox',
      status: 'confirmed',
      completed_at: new Date(),
      payment_reference: `sandbox-${order.order_no}`,
    })
    .execute();
  await db.transaction().execute((trx) => issueVouchers(trx, order.id));
  return { ...order, publicId, card: card.id };
}

async function vouchersOf(db: Db, orderId: number) {
  return db
    .selectFrom('order_evouchers')
    .innerJoin('order_products', 'order_products.id', 'order_evouchers.order_product_id')
    .select(['order_evouchers.id', 'order_evouchers.code', 'order_evouchers.voided_at'])
    .where('order_products.order_id', '=', orderId)
    .orderBy('order_evouchers.id')
    .execute();
}

async function pointsOf(db: Db) {
  const row = await db
    .selectFrom('members')
    .select('points')
    .where('id', '=', ALICE)
    .executeTakeFirstOrThrow();
  return row.points;
}

async function orderOf(db: Db, id: number) {
  return db
    .selectFrom('orders')
    .select(['order_status', 'payment_status', 'refunded_at', 'refund_reference', 'cancel_reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** A task campaign of the kind, its target 10 (campaign_members rows are made as tasks count). */
async function taskCampaign(db: Db, taskType: string, retiredAt: Date | null = null) {
  const row = await db
    .insertInto('campaigns')
    .values({
      name: `Refund test ${taskType}`,
      image: '',
      description: '',
      terms_and_conditions: '',
      campaign_type: 'task_based',
      task_type: taskType,
      reward_type: 'points',
      reward_points: 100,
      target: 10,
      retired_at: retiredAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function standingOf(db: Db, campaignId: number) {
  return db
    .selectFrom('campaign_members')
    .select(['progress', 'is_redeemed'])
    .where('campaign_id', '=', campaignId)
    .where('member_id', '=', ALICE)
    .executeTakeFirstOrThrow();
}

async function generatedProduct(db: Db) {
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('stock_mode', '=', 'generated')
    .where('stock', '>=', 10)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return product.id;
}

withEachDatabase((db, kind) => {
  describe('given a paid, unredeemed order and `orders refund`', () => {
    it('should void its vouchers, give stock and uDollar back, refund the payment and tell the member, once', async () => {
      const { cashier, calls } = countingCashier(db());
      const product = await generatedProduct(db());
      const stockBefore = await stockOf(db(), product);
      const pointsBefore = await pointsOf(db());
      const order = await paidOrder(db(), { product });
      expect(await stockOf(db(), product)).toBe(stockBefore - 2);

      const refund = await refundOrder(db(), { order: order.order_no }, { cashier });
      expect(refund).toMatchObject({
        replay: false,
        amount: '20.00',
        currency: 'SGD',
        refund_reference: `sandbox-refund-${order.order_no}`,
        vouchers_voided: 2,
        stock_back: [{ product_id: product, units: 2 }],
        brand_codes_voided: [],
      });
      expect(Number(refund.udollar)).toBe(5);
      expect(calls).toEqual([
        expect.objectContaining({
          orderNo: order.order_no,
          paymentReference: `sandbox-${order.order_no}`,
          amount: 20,
          currency: 'SGD',
          idempotencyKey: `ugift-order-refund-${order.id}`,
        }),
      ]);
      expect(await orderOf(db(), order.id)).toMatchObject({
        order_status: 'Cancelled',
        cancel_reason: 'refund',
        payment_status: 'Paid',
        refund_reference: `sandbox-refund-${order.order_no}`,
      });
      expect((await vouchersOf(db(), order.id)).every((v) => v.voided_at !== null)).toBe(true);
      expect(await stockOf(db(), product)).toBe(stockBefore);
      expect(await balanceOf(db(), order.card)).toBe(50);
      expect(await pointsOf(db())).toBe(Math.max(pointsBefore - 20, 0));
      const notice = await db()
        .selectFrom('notifications')
        .select(['type', 'message'])
        .where('member_id', '=', ALICE)
        .where('related_id', '=', order.publicId)
        .executeTakeFirstOrThrow();
      expect(notice.type).toBe('cancel_order');
      expect(notice.message).toContain(`Your order ${order.order_no} was refunded`);

      // Again (by its public id this time): the first refund's answer, nothing changes.
      const again = await refundOrder(db(), { order: order.publicId }, { cashier });
      expect(again).toMatchObject({ replay: true, order_no: order.order_no });
      expect(calls).toHaveLength(1);
      expect(await stockOf(db(), product)).toBe(stockBefore);
      expect(await balanceOf(db(), order.card)).toBe(50);
    });

    it('should refund two refunds at once exactly once', async () => {
      const { cashier, calls } = countingCashier(db());
      const product = await generatedProduct(db());
      const order = await paidOrder(db(), { product, quantity: 3 });
      const stockPaid = await stockOf(db(), product);

      const both = await Promise.all([
        refundOrder(db(), { order: order.order_no }, { cashier }),
        refundOrder(db(), { order: order.order_no }, { cashier }),
      ]);
      expect(both.map((r) => r.replay).sort()).toEqual([false, true]);
      expect(calls).toHaveLength(1);
      expect(await stockOf(db(), product)).toBe(stockPaid + 3);
      expect(await balanceOf(db(), order.card)).toBe(50);
      const history = await db()
        .selectFrom('udollar_history')
        .select('amount')
        .where('order_id', '=', order.id)
        .execute();
      expect(history.map((h) => Number(h.amount))).toEqual([-5]);
    });

    it('should refuse a redeemed order and change nothing', async () => {
      const { cashier, calls } = countingCashier(db());
      const product = await generatedProduct(db());
      const order = await paidOrder(db(), { product });
      const stockPaid = await stockOf(db(), product);
      const [first] = await vouchersOf(db(), order.id);
      await db()
        .updateTable('order_evouchers')
        .set({ status: 'Used', mark_used_date: new Date() })
        .where('id', '=', first!.id)
        .execute();

      const refused = refundOrder(db(), { order: order.order_no }, { cashier });
      await expect(refused).rejects.toBeInstanceOf(OpsRefusal);
      await expect(refused).rejects.toThrow(
        `Order ${order.order_no} has 1 used voucher (${first!.code}): a redeemed order cannot be refunded.`,
      );
      expect(calls).toHaveLength(0);
      expect(await orderOf(db(), order.id)).toMatchObject({
        order_status: 'Pending Send',
        refunded_at: null,
      });
      expect((await vouchersOf(db(), order.id)).every((v) => v.voided_at === null)).toBe(true);
      expect(await stockOf(db(), product)).toBe(stockPaid);
      expect(await balanceOf(db(), order.card)).toBe(45);
    });

    // A merchant redeems a voucher while the refund runs: the refund, blocked on the voucher's
    // row, finds it used once the redemption commits, and refuses. PostgreSQL only: PGlite has
    // one connection, so two transactions cannot interleave there: defined on PostgreSQL only,
    // not skipped on PGlite.
    if (kind === 'postgres')
      it('should refuse, changing nothing, when a voucher is redeemed while refunding', async () => {
        const { cashier, calls } = countingCashier(db());
        const product = await generatedProduct(db());
        const order = await paidOrder(db(), { product });
        const stockPaid = await stockOf(db(), product);
        const [first] = await vouchersOf(db(), order.id);
        let refund: Promise<unknown> | undefined;
        await db()
          .transaction()
          .execute(async (trx) => {
            await trx
              .updateTable('order_evouchers')
              .set({ status: 'Used', redeemed_at: new Date(), redeemed_outlet: 'Till 1' })
              .where('id', '=', first!.id)
              .execute();
            refund = refundOrder(db(), { order: order.order_no }, { cashier }).catch(
              (error: unknown) => error,
            );
            // Until the refund waits on the voucher's row, which this transaction holds: the
            // event, as PostgreSQL shows it (another connection waiting on a lock).
            await expect
              .poll(
                async () => {
                  const { rows } = await sql<{ waiting: number }>`
                  select count(*)::int as waiting from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock'`.execute(db());
                  return rows[0]!.waiting;
                },
                { timeout: 30_000 },
              )
              .toBeGreaterThan(0);
          });
        const outcome = await refund;
        expect(outcome).toBeInstanceOf(OpsRefusal);
        expect((outcome as OpsRefusal).message).toBe(
          `Order ${order.order_no}: a voucher was used while refunding: a redeemed order cannot be refunded.`,
        );
        expect(calls).toHaveLength(0);
        expect(await orderOf(db(), order.id)).toMatchObject({
          order_status: 'Pending Send',
          refunded_at: null,
        });
        expect((await vouchersOf(db(), order.id)).every((v) => v.voided_at === null)).toBe(true);
        expect(await stockOf(db(), product)).toBe(stockPaid);
      });

    it('should refuse an order delivered to its recipient, an unpaid one and an unknown one', async () => {
      const { cashier } = countingCashier(db());
      const product = await generatedProduct(db());
      const gifted = await paidOrder(db(), { product });
      await db()
        .updateTable('orders')
        .set({ order_status: 'Gifted', recipient_id: 2 })
        .where('id', '=', gifted.id)
        .execute();
      await expect(refundOrder(db(), { order: gifted.order_no }, { cashier })).rejects.toThrow(
        /was delivered to its recipient/,
      );
      const unpaid = await paidOrder(db(), { product });
      await db()
        .updateTable('orders')
        .set({ order_status: 'Pending', payment_status: 'Pending' })
        .where('id', '=', unpaid.id)
        .execute();
      await expect(refundOrder(db(), { order: unpaid.order_no }, { cashier })).rejects.toThrow(
        /is not paid \(Pending, Pending\): nothing to refund/,
      );
      await expect(refundOrder(db(), { order: 'UG-NO-SUCH' }, { cashier })).rejects.toThrow(
        'No order "UG-NO-SUCH" (an order number or an order id).',
      );
    });

    it('should roll everything back when the provider refuses, and refund on the next try', async () => {
      const { cashier, calls, state } = countingCashier(db());
      const product = await generatedProduct(db());
      const order = await paidOrder(db(), { product });
      const stockPaid = await stockOf(db(), product);
      state.down = true;
      await expect(refundOrder(db(), { order: order.order_no }, { cashier })).rejects.toThrow(
        'The provider is down. Nothing was changed; try again.',
      );
      expect(await orderOf(db(), order.id)).toMatchObject({ order_status: 'Pending Send' });
      expect(await stockOf(db(), product)).toBe(stockPaid);
      expect(await balanceOf(db(), order.card)).toBe(45);
      state.down = false;
      expect(await refundOrder(db(), { order: order.order_no }, { cashier })).toMatchObject({
        replay: false,
      });
      expect(calls).toHaveLength(1);
    });

    it('should take back the campaign progress its purchase made, never below 0, leaving a redeemed reward redeemed', async () => {
      const { cashier } = countingCashier(db());
      const product = await generatedProduct(db());
      const running = await taskCampaign(db(), 'purchase');
      const redeemed = await taskCampaign(db(), 'purchase');
      const sending = await taskCampaign(db(), 'send_gift');
      // Retired before the order was paid: the order never counted there.
      const retired = await taskCampaign(db(), 'purchase', new Date(Date.now() - 86_400_000));
      await db()
        .insertInto('campaign_members')
        .values([
          { campaign_id: running, member_id: ALICE, progress: 5 },
          { campaign_id: redeemed, member_id: ALICE, progress: 7, is_redeemed: true },
          { campaign_id: sending, member_id: ALICE, progress: 3 },
          { campaign_id: retired, member_id: ALICE, progress: 4 },
        ])
        .execute();
      // Paying counts the order's 3 units in the purchase campaigns running then (markPaid).
      const order = await paidOrder(db(), { product, quantity: 3 });
      await db()
        .transaction()
        .execute((trx) => addTaskProgress(trx, ALICE, 'purchase', 3));
      expect(await standingOf(db(), running)).toEqual({ progress: 8, is_redeemed: false });
      // Added after the payment, with 2 steps from a later order, fewer than this order's 3:
      // campaigns keep no start date, so the refund takes them too, down to 0 and no further.
      const later = await taskCampaign(db(), 'purchase');
      await db()
        .insertInto('campaign_members')
        .values({ campaign_id: later, member_id: ALICE, progress: 2 })
        .execute();

      await refundOrder(db(), { order: order.order_no }, { cashier });
      expect(await standingOf(db(), running)).toEqual({ progress: 5, is_redeemed: false });
      expect(await standingOf(db(), redeemed)).toEqual({ progress: 7, is_redeemed: true });
      expect(await standingOf(db(), later)).toEqual({ progress: 0, is_redeemed: false });
      expect(await standingOf(db(), sending)).toEqual({ progress: 3, is_redeemed: false });
      expect(await standingOf(db(), retired)).toEqual({ progress: 4, is_redeemed: false });

      // Refunding it again takes nothing back twice.
      expect(await refundOrder(db(), { order: order.order_no }, { cashier })).toMatchObject({
        replay: true,
      });
      expect(await standingOf(db(), running)).toEqual({ progress: 5, is_redeemed: false });
    });

    it("should void a brand's pool codes rather than return them to the pool", async () => {
      const { cashier } = countingCashier(db());
      const product = await db()
        .selectFrom('products')
        .select('id')
        .where('stock_mode', '=', 'generated')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const loaded = await importCodes(db(), {
        product: product.id,
        csv: 'code\nBRAND-REFUND-0001\nBRAND-REFUND-0002\nBRAND-REFUND-0003\n',
      });
      expect(loaded).toMatchObject({ free: 3, stock: 3 });
      const order = await paidOrder(db(), { product: product.id, quantity: 2 });
      expect(await stockOf(db(), product.id)).toBe(1);

      const refund = await refundOrder(db(), { order: order.order_no }, { cashier });
      expect(refund.brand_codes_voided).toEqual([
        { product_id: product.id, code: 'BRAND-REFUND-0001' },
        { product_id: product.id, code: 'BRAND-REFUND-0002' },
      ]);
      expect(refund.stock_back).toEqual([]);
      // The codes stay issued to the refunded order: never handed to another buyer.
      const free = await db()
        .selectFrom('voucher_codes')
        .select('code')
        .where('product_id', '=', product.id)
        .where('issued_order_id', 'is', null)
        .execute();
      expect(free.map((c) => c.code)).toEqual(['BRAND-REFUND-0003']);
      expect(await stockOf(db(), product.id)).toBe(1);
    });
  });
});
