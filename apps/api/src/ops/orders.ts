import { sql } from 'kysely';
import * as v from 'valibot';

import { cents } from '../commerce/basket';
import { takeBackTaskProgress } from '../commerce/campaigns';
import type { Db } from '../db';
import type { Trx } from '../db/tx';
import { notify } from '../members/notify';
import { RefundError, type Cashier } from '../payments/cashier';
import { OpsRefusal } from './registry';

// Operator commands for the support desk (issue 44): `orders find QUERY` by order number, member
// phone or voucher code, and `orders refund ORDER`.

export const findOrdersInput = v.object({
  /** An order number (UG…), a member's phone number (digits, with or without +), or a code. */
  query: v.pipe(v.string(), v.trim(), v.minLength(3, 'at least 3 characters'), v.maxLength(200)),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200)), 50),
});
export type FindOrdersInput = v.InferInput<typeof findOrdersInput>;

/** The orders the query names, newest first, with their member and vouchers' states. */
export async function findOrders(db: Db, raw: FindOrdersInput) {
  const input = v.parse(findOrdersInput, raw);
  const phone = input.query.replace(/^\+/, '').replace(/[\s-]/g, '');
  const rows = await db
    .selectFrom('orders')
    .innerJoin('members', 'members.id', 'orders.member_id')
    .select([
      'orders.id',
      'orders.order_no',
      'orders.public_id',
      'orders.payment_status',
      'orders.order_status',
      'orders.order_amount',
      'orders.currency',
      'orders.created_at',
      'orders.paid_at',
      'orders.refunded_at',
      'members.id as member_id',
      'members.name as member_name',
      'members.phone_number',
    ])
    .select((eb) =>
      eb
        .selectFrom('order_evouchers')
        .innerJoin('order_products', 'order_products.id', 'order_evouchers.order_product_id')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('order_products.order_id', '=', 'orders.id')
        .as('vouchers'),
    )
    .where((eb) =>
      eb.or([
        eb('orders.order_no', '=', input.query.toUpperCase()),
        eb('orders.public_id', '=', input.query),
        eb(eb.fn('concat', ['members.phone_prefix', 'members.phone_number']), '=', `+${phone}`),
        eb('members.phone_number', '=', phone),
        eb(
          'orders.id',
          'in',
          eb
            .selectFrom('order_evouchers')
            .innerJoin('order_products', 'order_products.id', 'order_evouchers.order_product_id')
            .select('order_products.order_id')
            .where('order_evouchers.code', '=', input.query),
        ),
      ]),
    )
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(input.limit)
    .execute();
  return rows.map((r) => ({ ...r, vouchers: Number(r.vouchers ?? 0) }));
}

/** The order statuses a refund may start from: paid, and still the buyer's (not delivered). */
const REFUNDABLE = ['Pending Send', 'Self-Use', 'Scheduled'] as const;

export const refundOrderInput = v.object({
  /** The order number (UG…) or the order's public id (the id in its links). */
  order: v.pipe(v.string(), v.trim(), v.minLength(3, 'an order number (UG…) or an order id')),
});
type RefundOrderInput = v.InferInput<typeof refundOrderInput>;

export interface RefundedOrder {
  order_no: string;
  /** True when the order had been refunded already: this call changed nothing. */
  replay: boolean;
  refunded_at: Date;
  /** The payment provider's refund ('' when nothing was paid through it). */
  refund_reference: string;
  /** Money given back through the provider, in the order's currency. */
  amount: string;
  currency: string;
  /** uDollar given back to the member's card. */
  udollar: string;
  vouchers_voided: number;
  /** Units given back to generated products' stock. */
  stock_back: { product_id: number; units: number }[];
  /** A brand's codes that were issued and are now void: tell the brand (see docs/operations.md). */
  brand_codes_voided: { product_id: number; code: string }[];
}

async function orderNamed(db: Db | Trx, order: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where((eb) => eb.or([eb('order_no', '=', order.toUpperCase()), eb('public_id', '=', order)]))
    .executeTakeFirst();
}

/** Why an order that is not (or no longer) refundable cannot be refunded, for a person. */
function notRefundable(order: { order_no: string; payment_status: string; order_status: string }) {
  const status = `${order.payment_status}, ${order.order_status}`;
  if (order.payment_status === 'Pending')
    return `Order ${order.order_no} is not paid (${status}): nothing to refund.`;
  if (order.order_status === 'Gifted')
    return `Order ${order.order_no} was delivered to its recipient (${status}): the gift is theirs now, it cannot be refunded.`;
  return `Order ${order.order_no} cannot be refunded (${status}): only a paid order not delivered (Pending Send, Self-Use or Scheduled) can.`;
}

/**
 * Refunds a paid, unredeemed order for the support desk, in one transaction: the order becomes
 * Cancelled (cancel_reason 'refund', refunded_at) by a conditional update, so that of two refunds
 * at once exactly one goes through and the other answers the first (replay); its vouchers become
 * void (refused if any was used or redeemed at a merchant meanwhile); a generated product's
 * stock comes back; a brand's codes stay void, never back in the pool (the member has seen them
 * and the brand still honours them); uDollar goes back to its card; the points the order earned
 * are taken back, and so is the progress its purchase made in task campaigns (a reward already
 * redeemed stays redeemed); the member is told; and last, before the commit, the payment is refunded
 * through the provider that took it, under an idempotency key of the order, so that a failed
 * commit retried refunds the money once. A provider that refuses rolls everything back.
 */
export async function refundOrder(
  db: Db,
  raw: RefundOrderInput,
  options: { cashier?: Cashier; now?: Date } = {},
): Promise<RefundedOrder> {
  const input = v.parse(refundOrderInput, raw);
  const now = options.now ?? new Date();
  const replay = (order: {
    order_no: string;
    refunded_at: Date | null;
    refund_reference: string | null;
    order_amount: string;
    currency: string;
    udollar_amount: string;
  }): RefundedOrder => ({
    order_no: order.order_no,
    replay: true,
    refunded_at: order.refunded_at!,
    refund_reference: order.refund_reference ?? '',
    amount: order.order_amount,
    currency: order.currency,
    udollar: order.udollar_amount,
    vouchers_voided: 0,
    stock_back: [],
    brand_codes_voided: [],
  });

  const found = await orderNamed(db, input.order);
  if (!found) throw new OpsRefusal(`No order "${input.order}" (an order number or an order id).`);
  if (found.refunded_at) return replay(found);

  return db.transaction().execute(async (trx) => {
    // The one conditional update: a second refund waits here for the first's commit, then finds
    // the order no longer refundable and answers the first refund.
    const order = await trx
      .updateTable('orders')
      .set({ order_status: 'Cancelled', cancel_reason: 'refund', refunded_at: now })
      .where('id', '=', found.id)
      .where('refunded_at', 'is', null)
      .where('payment_status', '=', 'Paid')
      .where('order_status', 'in', [...REFUNDABLE])
      .returningAll()
      .executeTakeFirst();
    if (!order) {
      const current = (await orderNamed(trx, found.order_no))!;
      if (current.refunded_at) return replay(current);
      throw new OpsRefusal(notRefundable(current));
    }

    const vouchers = await trx
      .selectFrom('order_evouchers')
      .innerJoin('order_products', 'order_products.id', 'order_evouchers.order_product_id')
      .select(['order_evouchers.id', 'order_evouchers.code', 'order_evouchers.status'])
      .select(['order_evouchers.redeemed_at', 'order_products.product_id'])
      .where('order_products.order_id', '=', order.id)
      .execute();
    const used = vouchers.filter((voucher) => voucher.status === 'Used' || voucher.redeemed_at);
    if (used.length > 0) {
      throw new OpsRefusal(
        `Order ${order.order_no} has ${used.length} used voucher${used.length > 1 ? 's' : ''} (${used
          .map((voucher) => voucher.code)
          .join(', ')}): a redeemed order cannot be refunded.`,
      );
    }
    // Void only what is still unused: a merchant's redemption or the member's 'Mark as used'
    // committed since the read above leaves its voucher out, and the refund is refused.
    const voided = vouchers.length
      ? await trx
          .updateTable('order_evouchers')
          .set({ voided_at: now })
          .where(
            'id',
            'in',
            vouchers.map((voucher) => voucher.id),
          )
          .where('status', '<>', 'Used')
          .where('redeemed_at', 'is', null)
          .where('voided_at', 'is', null)
          .returning('id')
          .execute()
      : [];
    if (voided.length !== vouchers.length) {
      throw new OpsRefusal(
        `Order ${order.order_no}: a voucher was used while refunding: a redeemed order cannot be refunded.`,
      );
    }

    // Stock: the units that took no code of a pool (all of a generated product's units, and any
    // a pool was short of) go back; a brand's codes stay void, issued to this order.
    const lines = await trx
      .selectFrom('order_products')
      .select(['order_products.product_id', 'order_products.quantity'])
      .select((eb) =>
        eb
          .selectFrom('voucher_codes')
          .select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('voucher_codes.product_id', '=', 'order_products.product_id')
          .where('voucher_codes.issued_order_id', '=', order.id)
          .as('codes'),
      )
      .where('order_id', '=', order.id)
      .orderBy('product_id')
      .execute();
    const stockBack: RefundedOrder['stock_back'] = [];
    for (const line of lines) {
      const units = line.quantity - Number(line.codes ?? 0);
      if (units <= 0) continue;
      await trx
        .updateTable('products')
        .set((eb) => ({ stock: eb('stock', '+', units) }))
        .where('id', '=', line.product_id)
        .execute();
      stockBack.push({ product_id: line.product_id, units });
    }
    const brandCodes = await trx
      .selectFrom('voucher_codes')
      .select(['product_id', 'code'])
      .where('issued_order_id', '=', order.id)
      .orderBy('id')
      .execute();

    if (order.udollar_id !== null && cents(order.udollar_amount) > 0) {
      await trx
        .updateTable('udollar_cards')
        .set({ balance: sql`balance + ${order.udollar_amount}` })
        .where('id', '=', order.udollar_id)
        .execute();
      await trx
        .insertInto('udollar_history')
        .values({
          udollar_id: order.udollar_id,
          order_id: order.id,
          amount: -Number(order.udollar_amount),
        })
        .execute();
    }
    if (order.points > 0) {
      await trx
        .updateTable('members')
        .set({ points: sql`greatest(points - ${order.points}, 0)` })
        .where('id', '=', order.member_id)
        .execute();
    }

    // The purchase it counted toward task campaigns when paid (markPaid: its units) comes off the
    // member's progress; a reward they already redeemed stays theirs (takeBackTaskProgress).
    // Delivery (send_gift) counted nothing: a delivered order cannot be refunded.
    const units = lines.reduce((sum, line) => sum + line.quantity, 0);
    await takeBackTaskProgress(trx, order.member_id, 'purchase', units, order.paid_at ?? now);

    const money = cents(order.order_amount) > 0;
    const backs = [
      money ? `${order.currency} ${order.order_amount} to your payment method` : '',
      cents(order.udollar_amount) > 0 ? `${order.udollar_amount} uDollar to your card` : '',
    ].filter(Boolean);
    await notify(
      trx,
      order.member_id,
      'cancel_order',
      order.public_id,
      `Your order ${order.order_no} was refunded${backs.length ? `: ${backs.join(' and ')}` : ''}. Its vouchers can no longer be used.`,
    );

    // Last, so that a refusal by the provider rolls all of the above back.
    let reference = '';
    if (money) reference = await refundPayment(trx, order, options.cashier);
    await trx
      .updateTable('orders')
      .set({ refund_reference: reference })
      .where('id', '=', order.id)
      .execute();

    return {
      order_no: order.order_no,
      replay: false,
      refunded_at: now,
      refund_reference: reference,
      amount: money ? order.order_amount : '0.00',
      currency: order.currency,
      udollar: order.udollar_amount,
      vouchers_voided: voided.length,
      stock_back: stockBack,
      brand_codes_voided: brandCodes,
    };
  });
}

/** Refunds the payment through the provider whose checkout paid the order; its reference. */
async function refundPayment(
  trx: Trx,
  order: { id: number; order_no: string; order_amount: string; currency: string },
  cashier: Cashier | undefined,
): Promise<string> {
  const checkout = await trx
    .selectFrom('payment_checkouts')
    .select(['provider', 'payment_reference'])
    .where('order_id', '=', order.id)
    .where('status', 'in', ['confirmed', 'completed'])
    .orderBy('completed_at', 'desc')
    .executeTakeFirst();
  if (!checkout) {
    throw new OpsRefusal(
      `Order ${order.order_no}: no payment through a cashier is on record, so none can be refunded here.`,
    );
  }
  if (!cashier?.refund || cashier.name !== checkout.provider) {
    throw new OpsRefusal(
      `Order ${order.order_no} was paid through ${checkout.provider}, which is not the payment provider configured here (${cashier?.refund ? cashier.name : 'none that refunds'}).`,
    );
  }
  try {
    const refund = await cashier.refund({
      orderId: order.id,
      orderNo: order.order_no,
      paymentReference: checkout.payment_reference,
      amount: Number(order.order_amount),
      currency: order.currency,
      idempotencyKey: `ugift-order-refund-${order.id}`,
    });
    return refund.reference;
  } catch (error) {
    if (error instanceof RefundError) {
      throw new OpsRefusal(`${error.message} Nothing was changed; try again.`);
    }
    throw error;
  }
}
