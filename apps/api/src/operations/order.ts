import { sql } from 'kysely';

import { cents, fromCents, pointsFor, pricedBasket } from '../commerce/basket';
import { newPublicId } from '../commerce/ids';
import { memberName, notify } from '../commerce/notify';
import { addTaskProgress, orderShape, roleOf, type OrderRow } from '../commerce/orders';
import { affected, inTransaction, Rollback, type Trx } from '../commerce/tx';
import type { Db } from '../db';
import { ApiError, fail } from '../lib/errors';
import { RateLimiter } from '../lib/rate-limit';
import type { Services } from '../services';
import { dateTimeSlash } from '../lib/format';
import { cashierOf } from '../payments/cashier';
import { markPaid } from '../commerce/orders';
import { ok, type HandlerMap, type OperationContext } from './types';

function member(ctx: OperationContext): number {
  if (ctx.memberId === null) throw new ApiError(403, 'Welcome, please login to continue');
  return ctx.memberId;
}

const NOT_FOUND = 'This order does not exist.';

/**
 * Misses on the bearer-link lookups (detail_order, redeem_order) per client address: guessing
 * order ids stops after a few tries, which matters while the contract caps them at 18 digits.
 */
const MISSES_PER_CLIENT = { limit: 30, windowMs: 10 * 60_000 };
const missLimiters = new WeakMap<Services, RateLimiter>();
function misses(services: Services): RateLimiter {
  let limiter = missLimiters.get(services);
  if (!limiter) {
    limiter = new RateLimiter(MISSES_PER_CLIENT.limit, MISSES_PER_CLIENT.windowMs);
    missLimiters.set(services, limiter);
  }
  return limiter;
}
const TOO_MANY_MISSES = 'Too many unknown order links from this device';

async function orderByPublicId(db: Db | Trx, publicId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('public_id', '=', publicId).executeTakeFirst();
}

/** The member's own order, or undefined (another member's order answers the same as a missing one). */
async function ownOrder(db: Db | Trx, publicId: string, memberId: number) {
  const order = await orderByPublicId(db, publicId);
  return order && order.member_id === memberId ? order : undefined;
}

const SGT = "'Asia/Singapore'";

/** The orders of one list (spec section 2, Orders). Cancelled orders appear in none. */
function listQuery(db: Db, memberId: number, filter: string) {
  let q = db.selectFrom('orders').selectAll().where('order_status', '<>', 'Cancelled');
  switch (filter) {
    case 'pay':
      q = q.where('member_id', '=', memberId).where('payment_status', '=', 'Pending');
      break;
    case 'purchased':
      q = q
        .where('member_id', '=', memberId)
        .where('payment_status', '<>', 'Pending')
        .where('order_status', '<>', 'Gifted');
      break;
    case 'sent':
      q = q.where('member_id', '=', memberId).where('order_status', '=', 'Gifted');
      break;
    default:
      q = q.where('recipient_id', '=', memberId).where('order_status', '=', 'Gifted');
  }
  return q;
}

/** The date a list is filtered and grouped by: when received for the received list. */
const listDate = (filter: string) =>
  filter === 'received'
    ? sql<Date>`coalesce(orders.received_at, orders.redeemed_at, orders.created_at)`
    : sql<Date>`orders.created_at`;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const orderHandlers: HandlerMap = {
  /**
   * The basket becomes a Pending order in one transaction: each line's stock is taken by a
   * conditional update (stock >= quantity), and when one falls short the whole transaction rolls
   * back and names the products, so nothing changes.
   */
  async reserve_order(ctx) {
    const { db } = ctx.services;
    const memberId = member(ctx);
    return inTransaction(db, async (trx) => {
      const basket = await trx
        .selectFrom('baskets')
        .selectAll()
        .where('member_id', '=', memberId)
        .forUpdate()
        .executeTakeFirst();
      if (!basket) throw new Rollback(fail('There are no items in the cart'));
      const priced = await pricedBasket(trx, basket.id, memberId);
      if (priced.lines.length === 0 && basket.giftcard_id === 0)
        throw new Rollback(fail('There are no items in the cart'));

      const short: string[] = [];
      for (const line of priced.lines) {
        const taken = await trx
          .updateTable('products')
          .set((eb) => ({ stock: eb('stock', '-', line.quantity) }))
          .where('id', '=', line.product_id)
          .where('stock', '>=', line.quantity)
          .executeTakeFirst();
        if (affected(taken) !== 1) short.push(line.languages.en.name);
      }
      if (short.length > 0) {
        throw new Rollback(
          fail('Some products do not have enough stock.', {
            insufficient_stock: short.join(', '),
          }),
        );
      }

      // uDollar already left the card when applied; what exceeds the total now goes back.
      let udollar = basket.udollar_id !== null ? cents(basket.udollar_amount) : 0;
      if (udollar > priced.totalCents) {
        const excess = fromCents(udollar - priced.totalCents);
        await trx
          .updateTable('udollar_cards')
          .set({ balance: sql`balance + ${excess}` })
          .where('id', '=', basket.udollar_id!)
          .execute();
        udollar = priced.totalCents;
        await trx
          .updateTable('udollar_history')
          .set({ amount: fromCents(udollar) })
          .where('udollar_id', '=', basket.udollar_id!)
          .where('order_id', 'is', null)
          .execute();
      }

      const publicId = newPublicId();
      const inserted = await trx
        .insertInto('orders')
        .values({
          public_id: publicId,
          order_no: `TMP${publicId}`,
          member_id: memberId,
          giftcard_id: basket.giftcard_id,
          giftcard_edit_parameter: basket.giftcard_edit_parameter,
          payment_status: 'Pending',
          order_status: 'Pending',
          order_type: priced.lines.length ? 'Order with Products' : 'Gift Card Only',
          self_use: basket.order_status === 'Self-Use',
          sub_total: fromCents(priced.subTotalCents),
          total_discount: fromCents(priced.subTotalCents - priced.totalCents),
          points: pointsFor(priced.totalCents),
          udollar_id: udollar > 0 ? basket.udollar_id : null,
          udollar_amount: fromCents(udollar),
          order_amount: fromCents(priced.totalCents - udollar),
          currency: priced.currency,
          billing_address: basket.billing_address,
        })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      const day = dateTimeSlash(inserted.created_at).slice(0, 10).split('/').reverse().join('');
      await trx
        .updateTable('orders')
        .set({ order_no: `UG${day}${String(inserted.id).padStart(6, '0')}` })
        .where('id', '=', inserted.id)
        .execute();
      if (priced.lines.length > 0) {
        await trx
          .insertInto('order_products')
          .values(
            priced.lines.map((l) => ({
              order_id: inserted.id,
              product_id: l.product_id,
              quantity: l.quantity,
              amount: fromCents(l.lineCents),
              currency_code: l.currency_code ?? priced.currency,
            })),
          )
          .execute();
      }
      if (basket.udollar_id !== null) {
        if (udollar > 0) {
          await trx
            .updateTable('udollar_history')
            .set({ order_id: inserted.id })
            .where('udollar_id', '=', basket.udollar_id)
            .where('order_id', 'is', null)
            .execute();
        }
      }
      await trx.deleteFrom('basket_products').where('basket_id', '=', basket.id).execute();
      await trx
        .updateTable('baskets')
        .set({
          giftcard_id: 0,
          giftcard_edit_parameter: '',
          order_status: '',
          udollar_id: null,
          udollar_amount: 0,
        })
        .where('id', '=', basket.id)
        .execute();
      return ok({ message: 'Order placed', order_id: publicId });
    });
  },

  async pay_order(ctx, input) {
    const { db } = ctx.services;
    const order = await ownOrder(db, input.order_id, member(ctx));
    if (!order) return fail(NOT_FOUND);
    if (order.payment_status !== 'Pending' || order.order_status !== 'Pending')
      return fail('This order is not waiting for payment.');
    if (cents(order.order_amount) > 0)
      return fail('This order has an amount to pay: use the cashier.');
    const paid = await markPaid(db, order.id);
    return paid ? ok({ message: 'Order paid' }) : fail('This order is not waiting for payment.');
  },

  async get_cashier_url(ctx, input) {
    const { db } = ctx.services;
    const order = await ownOrder(db, input.order_id, member(ctx));
    if (!order) return fail(NOT_FOUND);
    if (order.payment_status !== 'Pending' || order.order_status !== 'Pending')
      return fail('This order is not waiting for payment.');
    // An order with nothing left to pay may also go through the cashier (pay_order is the short
    // way): confirming it pays it like any other.
    const cashier = cashierOf(ctx.services);
    if (!cashier) return fail('Payments are not available right now.');
    const { url } = await cashier.createCheckout({
      id: order.id,
      publicId: order.public_id,
      orderNo: order.order_no,
      amount: Number(order.order_amount),
      currency: order.currency,
    });
    return ok({ cashier_url: url });
  },

  async list_order(ctx, input) {
    const { db } = ctx.services;
    const memberId = member(ctx);
    let q = listQuery(db, memberId, input.filter_by);
    const date = listDate(input.filter_by);
    if (input.filter_by_year)
      q = q.where(
        sql<number>`extract(year from ${date} at time zone ${sql.raw(SGT)})`,
        '=',
        Number(input.filter_by_year),
      );
    if (input.filter_by_month)
      q = q.where(
        sql<number>`extract(month from ${date} at time zone ${sql.raw(SGT)})`,
        '=',
        Number(input.filter_by_month),
      );
    const rows = await q.orderBy(date, 'desc').orderBy('orders.id', 'desc').execute();
    const table = [];
    for (const row of rows) table.push(await orderShape(db, row, roleOf(row, memberId)));
    return ok({ table });
  },

  async list_filter_time(ctx, input) {
    const { db } = ctx.services;
    const date = listDate(input.filter_by);
    const rows = await listQuery(db, member(ctx), input.filter_by)
      .clearSelect()
      .select([
        sql<string>`extract(year from ${date} at time zone ${sql.raw(SGT)})::int`.as('year'),
        sql<string>`extract(month from ${date} at time zone ${sql.raw(SGT)})::int`.as('month'),
      ])
      .groupBy(['year', 'month'])
      .orderBy('year', 'desc')
      .orderBy('month', 'desc')
      .execute();
    return ok({
      table: rows.map((r) => ({
        month: String(r.month),
        year: String(r.year),
        filter_name: `${MONTHS[Number(r.month) - 1]} ${r.year}`,
      })),
    });
  },

  /**
   * The order id is a bearer link (/giftcard-share?id=): anyone holding it may see a paid gift,
   * without prices. Pending and self-use orders are their sender's only.
   */
  async detail_order(ctx, input) {
    const { db } = ctx.services;
    misses(ctx.services).check(ctx.clientIp, TOO_MANY_MISSES);
    const order = await orderByPublicId(db, input.order_id);
    const role = order ? roleOf(order, ctx.memberId) : 'other';
    const shareable = order?.payment_status === 'Paid' && order.order_status !== 'Self-Use';
    if (!order || order.order_status === 'Cancelled' || (role === 'other' && !shareable)) {
      misses(ctx.services).record(ctx.clientIp);
      return fail(NOT_FOUND);
    }
    return ok({ table: await orderShape(db, order, role) });
  },

  async cancel_order(ctx, input) {
    const { db } = ctx.services;
    const memberId = member(ctx);
    return inTransaction(db, async (trx) => {
      const cancelled = await trx
        .updateTable('orders')
        .set({ order_status: 'Cancelled' })
        .where('public_id', '=', input.order_id)
        .where('member_id', '=', memberId)
        .where('payment_status', '=', 'Pending')
        .where('order_status', '=', 'Pending')
        .returning(['id', 'udollar_id', 'udollar_amount'])
        .executeTakeFirst();
      if (!cancelled) {
        const order = await ownOrder(trx, input.order_id, memberId);
        throw new Rollback(
          fail(order ? 'Only an order waiting for payment can be cancelled.' : NOT_FOUND),
        );
      }
      const lines = await trx
        .selectFrom('order_products')
        .select(['product_id', 'quantity'])
        .where('order_id', '=', cancelled.id)
        .orderBy('product_id')
        .execute();
      for (const line of lines) {
        await trx
          .updateTable('products')
          .set((eb) => ({ stock: eb('stock', '+', line.quantity) }))
          .where('id', '=', line.product_id)
          .execute();
      }
      if (cancelled.udollar_id !== null && cents(cancelled.udollar_amount) > 0) {
        await trx
          .updateTable('udollar_cards')
          .set({ balance: sql`balance + ${cancelled.udollar_amount}` })
          .where('id', '=', cancelled.udollar_id)
          .execute();
        await trx
          .insertInto('udollar_history')
          .values({
            udollar_id: cancelled.udollar_id,
            order_id: cancelled.id,
            amount: -Number(cancelled.udollar_amount),
          })
          .execute();
      }
      return ok({ message: 'Your order has been cancelled.' });
    });
  },

  async send_order(ctx, input) {
    const { db } = ctx.services;
    const memberId = member(ctx);
    const recipientId = Number(input.recipient_id);
    if (recipientId === memberId) return fail('You cannot send a gift to yourself.');
    const friends = await db
      .selectFrom('friendships')
      .select('id')
      .where('status', '=', 'Accepted')
      .where((eb) =>
        eb.or([
          eb.and([eb('member_id', '=', memberId), eb('friend_id', '=', recipientId)]),
          eb.and([eb('member_id', '=', recipientId), eb('friend_id', '=', memberId)]),
        ]),
      )
      .executeTakeFirst();
    if (!friends) return fail('You can only send a gift to a friend.');
    return inTransaction(db, async (trx) => {
      const now = new Date();
      const sent = await trx
        .updateTable('orders')
        .set({
          order_status: 'Gifted',
          recipient_id: recipientId,
          received_at: now,
          redeemed_at: now,
        })
        .where('public_id', '=', input.order_id)
        .where('member_id', '=', memberId)
        .where('payment_status', '=', 'Paid')
        .where('order_status', 'not in', ['Gifted', 'Self-Use', 'Cancelled'])
        .where('recipient_id', '=', 0)
        .returning(['id', 'public_id'])
        .executeTakeFirst();
      if (!sent) {
        const order = await ownOrder(trx, input.order_id, memberId);
        throw new Rollback(fail(order ? 'This order cannot be sent.' : NOT_FOUND));
      }
      await addTaskProgress(trx, memberId, 'send_gift', 1);
      const sender = await memberName(trx, memberId);
      await notify(
        trx,
        recipientId,
        'send_order',
        sent.public_id,
        `${sender} sent you a gift card!`,
      );
      return ok({ message: `Your gift was sent to ${await memberName(trx, recipientId)}.` });
    });
  },

  /**
   * Whoever opens the share link and redeems first gets the gift: one conditional update from
   * not Gifted to Gifted lets exactly one redeemer through.
   */
  async redeem_order(ctx, input) {
    const { db } = ctx.services;
    const memberId = member(ctx);
    misses(ctx.services).check(ctx.clientIp, TOO_MANY_MISSES);
    return inTransaction(db, async (trx) => {
      const now = new Date();
      const redeemed = await trx
        .updateTable('orders')
        .set({ order_status: 'Gifted', recipient_id: memberId, received_at: now, redeemed_at: now })
        .where('public_id', '=', input.order_id)
        .where('member_id', '<>', memberId)
        .where('payment_status', '=', 'Paid')
        .where('order_status', 'not in', ['Gifted', 'Self-Use', 'Cancelled'])
        .where('recipient_id', '=', 0)
        .returning(['id', 'public_id', 'member_id'])
        .executeTakeFirst();
      if (!redeemed) {
        const order = await orderByPublicId(trx, input.order_id);
        if (!order) misses(ctx.services).record(ctx.clientIp);
        const message = !order
          ? NOT_FOUND
          : order.member_id === memberId
            ? 'You cannot redeem your own gift.'
            : order.order_status === 'Gifted'
              ? 'This gift card has already been redeemed.'
              : 'This gift card cannot be redeemed.';
        throw new Rollback(fail(message));
      }
      await addTaskProgress(trx, redeemed.member_id, 'send_gift', 1);
      const redeemer = await memberName(trx, memberId);
      await notify(
        trx,
        redeemed.member_id,
        'redeem_order',
        redeemed.public_id,
        `${redeemer} redeemed the gift you sent.`,
      );
      return ok({ message: 'Gift redeemed: the vouchers are in your wallet.' });
    });
  },
};
