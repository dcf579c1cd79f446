// The shop's invariants, written once and checked against the database after every fault
// (docs/reliability.md). Each check answers the violations it found, in words; none is a pass.
import { sql } from 'kysely';

import type { Db } from '../../src/db';

/** Payment states of a sold order: paid at the cashier, or given as a campaign's reward. */
const SOLD = new Set(['Paid', 'Campaign Redemption']);

/** What the checks compare against: each product's units when the run began. */
export interface Baseline {
  /** product id -> stock + units in pending orders + units sold, at the start. */
  units: Map<number, number>;
}

/** Each product's units: in stock, in pending orders, sold (paid), and in orders of any other state. */
async function unitsByProduct(db: Db) {
  const products = await db.selectFrom('products').select(['id', 'stock']).execute();
  const lines = await db
    .selectFrom('order_products')
    .innerJoin('orders', 'orders.id', 'order_products.order_id')
    .select([
      'order_products.product_id',
      'orders.payment_status',
      'orders.order_status',
      (eb) => eb.fn.sum<string>('order_products.quantity').as('units'),
    ])
    .groupBy(['order_products.product_id', 'orders.payment_status', 'orders.order_status'])
    .execute();
  const result = new Map<number, { stock: number; pending: number; sold: number; odd: number }>();
  for (const p of products) result.set(p.id, { stock: p.stock, pending: 0, sold: 0, odd: 0 });
  for (const line of lines) {
    const entry = result.get(line.product_id)!;
    const units = Number(line.units);
    if (SOLD.has(line.payment_status)) entry.sold += units;
    else if (line.payment_status === 'Pending' && line.order_status === 'Pending')
      entry.pending += units;
    else if (line.payment_status === 'Pending' && line.order_status === 'Cancelled') continue;
    else entry.odd += units;
  }
  return result;
}

export async function baseline(db: Db): Promise<Baseline> {
  const units = new Map<number, number>();
  for (const [id, u] of await unitsByProduct(db)) units.set(id, u.stock + u.pending + u.sold);
  return { units };
}

/** Every unit of stock is in stock, in a pending order or sold: the start's total, per product. */
async function stockIsConserved(db: Db, start: Baseline): Promise<string[]> {
  const problems: string[] = [];
  for (const [id, u] of await unitsByProduct(db)) {
    const initial = start.units.get(id) ?? 0;
    if (u.stock < 0) problems.push(`product ${id}: stock ${u.stock} is below zero`);
    if (u.odd) problems.push(`product ${id}: ${u.odd} units in orders of an unknown state`);
    if (u.stock + u.pending + u.sold !== initial)
      problems.push(
        `product ${id}: initial ${initial} != stock ${u.stock} + pending ${u.pending} + sold ${u.sold}`,
      );
  }
  return problems;
}

/**
 * Every paid order has exactly one voucher per unit (issued once); an unpaid order has none; no
 * order has more than one completed payment; no voucher code is in two orders.
 */
async function vouchersOncePerPaidOrder(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const lines = await db
    .selectFrom('order_products')
    .innerJoin('orders', 'orders.id', 'order_products.order_id')
    .select([
      'orders.public_id',
      'orders.payment_status',
      'order_products.id',
      'order_products.quantity',
      (eb) =>
        eb
          .selectFrom('order_evouchers')
          .select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('order_evouchers.order_product_id', '=', 'order_products.id')
          .as('issued'),
    ])
    .execute();
  for (const line of lines) {
    const issued = Number(line.issued ?? 0);
    const expected = SOLD.has(line.payment_status) ? line.quantity : 0;
    if (issued !== expected)
      problems.push(
        `order ${line.public_id} (${line.payment_status}) line ${line.id}: ${issued} vouchers for ${expected} units`,
      );
  }
  const paidTwice = await db
    .selectFrom('payment_checkouts')
    .select(['order_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('status', 'in', ['confirmed', 'completed'])
    .groupBy('order_id')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  for (const row of paidTwice) problems.push(`order ${row.order_id}: ${row.n} completed payments`);
  const shared = await db
    .selectFrom('order_evouchers')
    .innerJoin('order_products', 'order_products.id', 'order_evouchers.order_product_id')
    .select([
      'order_evouchers.code',
      sql<string>`count(distinct order_products.order_id)`.as('orders'),
    ])
    .groupBy('order_evouchers.code')
    .having(sql`count(distinct order_products.order_id)`, '>', 1)
    .execute();
  for (const row of shared) problems.push(`voucher ${row.code} is in ${row.orders} orders`);
  return problems;
}

/** Every uDollar card's balance is its initial value minus its history, and never below zero. */
async function udollarBalancesMatchHistory(db: Db): Promise<string[]> {
  const cards = await db
    .selectFrom('udollar_cards')
    .select([
      'id',
      'orig_balance',
      'balance',
      (eb) =>
        eb
          .selectFrom('udollar_history')
          .select((e) => e.fn.sum<string>('amount').as('spent'))
          .whereRef('udollar_history.udollar_id', '=', 'udollar_cards.id')
          .as('spent'),
    ])
    .execute();
  const problems: string[] = [];
  for (const card of cards) {
    const cents = (value: string | number | null) => Math.round(Number(value ?? 0) * 100);
    const expected = cents(card.orig_balance) - cents(card.spent);
    if (cents(card.balance) !== expected)
      problems.push(
        `uDollar card ${card.id}: balance ${card.balance} != ${card.orig_balance} - history ${card.spent ?? 0}`,
      );
    if (cents(card.balance) < 0) problems.push(`uDollar card ${card.id}: balance below zero`);
  }
  return problems;
}

/**
 * Every gift is redeemed at most once, by one member: a redeemed order is Gifted to a member
 * other than its buyer, and its buyer was told of the redemption at most once.
 */
async function giftsRedeemedOnce(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const redeemed = await db
    .selectFrom('orders')
    .select(['public_id', 'member_id', 'recipient_id', 'order_status'])
    .where('redeemed_at', 'is not', null)
    .execute();
  for (const order of redeemed) {
    if (order.order_status !== 'Gifted')
      problems.push(`order ${order.public_id} redeemed but ${order.order_status}`);
    if (!order.recipient_id || order.recipient_id === order.member_id)
      problems.push(`order ${order.public_id} redeemed by ${order.recipient_id}, its buyer's own`);
  }
  const notices = await db
    .selectFrom('notifications')
    .select(['related_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('type', '=', 'redeem_order')
    .groupBy('related_id')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  for (const row of notices)
    problems.push(`order ${row.related_id}: redeemed ${row.n} times (notifications)`);
  return problems;
}

/** Every invariant's violations; an empty list when the database is consistent. */
export async function checkInvariants(db: Db, start: Baseline): Promise<string[]> {
  return [
    ...(await stockIsConserved(db, start)),
    ...(await vouchersOncePerPaidOrder(db)),
    ...(await udollarBalancesMatchHistory(db)),
    ...(await giftsRedeemedOnce(db)),
  ];
}
