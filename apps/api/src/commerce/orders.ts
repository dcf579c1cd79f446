import { sql, type Selectable } from 'kysely';

import type { Db } from '../db';
import { prepared } from '../db/prepared';
import type { OrderTable } from '../db/schema';
import { inTransaction, Rollback, type Trx } from '../db/tx';
import { fail, isFailure, type Failure } from '../lib/errors';
import { dateTimeSlash } from '../lib/format';
import { areFriends } from '../members/friends';
import { memberName } from '../members/names';
import { notify } from '../members/notify';
import { cents, fromCents, marketCurrency, pointsFor, priceLines } from './basket';
import { addTaskProgress } from './campaigns';
import { newPublicId } from './ids';
import { saveRecipients, splitGift, type CheckedRecipient } from './recipients';
import { releaseIfMismatched } from './udollar';
import { issueVouchers } from './vouchers';

// An order's life: reserved from the basket (Pending), paid (Pending Send or Self-Use), cancelled
// while pending, sent to a friend or redeemed by whoever holds its link (Gifted). Each change is
// one transaction whose conditional updates let exactly one caller through.

export type OrderRow = Selectable<OrderTable>;

/** A phone gift (issue 45) claimed from another member's account. */
const WRONG_PHONE =
  'This gift was sent to another phone number: log in with the account of that number to claim it.';

/** The answer to any order a member may not see: the same as for a missing one. */
export const ORDER_NOT_FOUND = 'This order does not exist.';
const NOT_PAYABLE = 'This order is not waiting for payment.';

const PHRASES = [
  'A gift is a wish for happiness.',
  'The best gifts come from the heart.',
  'Small gifts, big smiles.',
  'Giving is the start of every good story.',
];

export async function orderByPublicId(
  db: Db | Trx,
  publicId: string,
): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('public_id', '=', publicId).executeTakeFirst();
}

/** The member's own order, or undefined (another member's order answers the same as a missing one). */
async function ownOrder(db: Db | Trx, publicId: string, memberId: number) {
  const order = await orderByPublicId(db, publicId);
  return order && order.member_id === memberId ? order : undefined;
}

/**
 * The member's basket, locked for the reservation, with its lines, her market's currency, the
 * next order id and the transaction's time, in one round trip. Undefined when she has no basket.
 */
async function lockBasket(trx: Trx, memberId: number) {
  const rows = await trx
    .selectFrom('baskets')
    .leftJoin('basket_products', 'basket_products.basket_id', 'baskets.id')
    .leftJoin('products', 'products.id', 'basket_products.product_id')
    .leftJoin('countries', 'countries.id', 'products.country_id')
    .select([
      'baskets.id',
      'baskets.giftcard_id',
      'baskets.giftcard_edit_parameter',
      'baskets.order_status',
      'baskets.udollar_id',
      'baskets.udollar_amount',
      'baskets.billing_address',
      'basket_products.product_id',
      'basket_products.quantity',
      // Only the English name (a refusal names the products short of stock), not every
      // language's name, description and terms.
      sql<string | null>`products.languages -> 'en' ->> 'name'`.as('product_name'),
      'products.original_price',
      'products.discounted_price',
      'products.campaign_discounted_price',
      'countries.currency_code',
    ])
    .select([
      marketCurrency(trx, memberId).as('member_currency'),
      // Taken here so that the order's number is known before its insert (a gap when the
      // reservation is refused, as with any rolled-back insert).
      sql<number>`(select nextval(pg_get_serial_sequence('orders', 'id'))::int)`.as('order_id'),
      sql<Date>`now()`.as('now'),
    ])
    .where('baskets.member_id', '=', memberId)
    .orderBy('basket_products.product_id')
    .forUpdate('baskets')
    .modifyEnd(prepared('reserve-lock'))
    .execute();
  const basket = rows[0];
  if (!basket) return undefined;
  // A row per line (one row with no line for an empty basket). A line's product is always there
  // (basket_products.product_id references products), so its columns are too.
  const lines = rows.flatMap((r) =>
    r.product_id === null
      ? []
      : [
          {
            product_id: r.product_id,
            quantity: r.quantity!,
            name: r.product_name!,
            original_price: r.original_price!,
            discounted_price: r.discounted_price!,
            campaign_discounted_price: r.campaign_discounted_price,
            currency_code: r.currency_code,
          },
        ],
  );
  return { basket, lines };
}

/**
 * The basket becomes a Pending order in one transaction: each line's stock is taken by a
 * conditional update (stock >= quantity), and when one falls short the whole transaction rolls
 * back and names the products, so nothing changes. uDollar applied beyond the total goes back
 * to its card; the basket is emptied. Four round trips to the database in the usual case (begin,
 * the locked read, one statement for every write, commit): under a checkout rush each round trip
 * costs the api a socket write and a wake-up of the database, and the product's row stays locked
 * from the stock update to the commit.
 */
export async function reserveOrder(
  db: Db,
  memberId: number,
  /**
   * Issue 45: the recipients of a gift to many (checked: recipients.ts). The order buys one copy
   * of the basket for each, so each line's quantity is taken that many times, all or nothing.
   */
  recipients?: readonly CheckedRecipient[],
): Promise<{ publicId: string } | Failure> {
  return inTransaction(db, async (trx) => {
    const locked = await lockBasket(trx, memberId);
    if (!locked) throw new Rollback(fail('There are no items in the cart'));
    const { basket } = locked;
    if (recipients && basket.order_status === 'Self-Use')
      throw new Rollback(fail('An order for yourself has no recipients: choose Send as a gift.'));
    const copies = recipients?.length ?? 1;
    const priced = priceLines(
      locked.lines.map((l) => ({ ...l, quantity: l.quantity * copies })),
      basket.member_currency,
    );
    if (priced.lines.length === 0 && basket.giftcard_id === 0)
      throw new Rollback(fail('There are no items in the cart'));
    // uDollar pays only in its own currency: checked again here, with the basket locked, since
    // the products may have changed since it was applied. A mismatched one goes back to its card
    // and the refusal is returned, not thrown, so that giving it back is committed.
    const mismatch = await releaseIfMismatched(trx, basket, priced);
    if (mismatch) return mismatch;

    // uDollar already left the card when applied; what exceeds the total now goes back.
    const applied = basket.udollar_id !== null ? cents(basket.udollar_amount) : 0;
    const udollar = Math.min(applied, priced.totalCents);
    // The applied card's history keeps what the order spends of it, linked to the order when it
    // spends any. A part aimed at no card (null) matches no row: the statement keeps its shape.
    const appliedCard = applied > 0 ? basket.udollar_id : null;
    const settledCard = udollar > 0 ? basket.udollar_id : null;
    const excessCard = applied > udollar ? basket.udollar_id : null;

    const orderId = basket.order_id;
    const publicId = newPublicId();
    const day = dateTimeSlash(basket.now).slice(0, 10).split('/').reverse().join('');
    const productIds = priced.lines.map((l) => l.product_id);
    const quantities = priced.lines.map((l) => l.quantity);
    const amounts = priced.lines.map((l) => fromCents(l.lineCents));
    const currencies = priced.lines.map((l) => l.currency_code ?? priced.currency);
    // Every write in one statement, the last before the commit. Its parts run on one snapshot
    // and work from what was read above, never from each other's results. The product rows are
    // locked by this statement until the commit only, and in product order (the `locked` part,
    // which `taken` waits for), so two baskets sharing products cannot deadlock each other.
    // Written as SQL text, not built: its shape never changes, and building and compiling the
    // query tree for every reservation was a sixth of the api's work under a checkout rush.
    const { rows: taken } = await sql<{ id: number }>`
      with new_order as (
        insert into orders (id, public_id, order_no, member_id, giftcard_id,
          giftcard_edit_parameter, payment_status, order_status, order_type, self_use, sub_total,
          total_discount, points, udollar_id, udollar_amount, order_amount, currency,
          billing_address)
        values (${orderId}, ${publicId}, ${`UG${day}${String(orderId).padStart(6, '0')}`},
          ${memberId}, ${basket.giftcard_id}, ${basket.giftcard_edit_parameter}, 'Pending',
          'Pending', ${priced.lines.length ? 'Order with Products' : 'Gift Card Only'},
          ${basket.order_status === 'Self-Use'}, ${fromCents(priced.subTotalCents)},
          ${fromCents(priced.subTotalCents - priced.totalCents)}, ${pointsFor(priced.totalCents)},
          ${settledCard}, ${fromCents(udollar)}, ${fromCents(priced.totalCents - udollar)},
          ${priced.currency}, ${basket.billing_address})
      ),
      new_lines as (
        insert into order_products (order_id, product_id, quantity, amount, currency_code)
        select ${orderId}::int, l.product_id, l.quantity, l.amount, l.currency_code
        from unnest(${productIds}::int[], ${quantities}::int[], ${amounts}::numeric[],
                    ${currencies}::text[]) as l(product_id, quantity, amount, currency_code)
      ),
      excess_back as (
        update udollar_cards set balance = balance + ${fromCents(applied - udollar)}
        where id = ${excessCard}
      ),
      udollar_settled as (
        update udollar_history
        set amount = ${fromCents(udollar)}, order_id = ${settledCard === null ? null : orderId}
        where udollar_id = ${appliedCard} and order_id is null
      ),
      emptied as (delete from basket_products where basket_id = ${basket.id}),
      cleared as (
        update baskets
        set giftcard_id = 0, giftcard_edit_parameter = '', order_status = '', udollar_id = null,
          udollar_amount = 0
        where id = ${basket.id}
      ),
      locked as (
        select id from products where id = any(${productIds}::int[]) order by id for update
      ),
      taken as (
        update products set stock = products.stock - wanted.quantity
        from unnest(${productIds}::int[], ${quantities}::int[]) as wanted(id, quantity)
        where products.id = wanted.id and products.stock >= wanted.quantity
          and products.id in (select locked.id from locked)
        returning products.id
      )
      select taken.id from taken ${prepared('reserve-write')}`.execute(trx);
    const short = priced.lines
      .filter((line) => !taken.some((t) => t.id === line.product_id))
      .map((line) => line.name);
    if (short.length > 0) {
      throw new Rollback(
        fail('Some products do not have enough stock.', {
          insufficient_stock: short.join(', '),
        }),
      );
    }
    if (recipients) await saveRecipients(trx, orderId, recipients);
    return { publicId };
  });
}

/** The member's order if it is waiting for payment (pay_order, get_cashier_url), or why not. */
export async function payableOrder(
  db: Db,
  memberId: number,
  publicId: string,
): Promise<OrderRow | Failure> {
  const order = await ownOrder(db, publicId, memberId);
  if (!order) return fail(ORDER_NOT_FOUND);
  if (order.payment_status !== 'Pending' || order.order_status !== 'Pending')
    return fail(NOT_PAYABLE);
  return order;
}

/**
 * Pays an order with nothing left to pay (a gift card only, or uDollar covering the total)
 * without a cashier.
 */
export async function payOrder(
  db: Db,
  memberId: number,
  publicId: string,
): Promise<Failure | undefined> {
  const order = await payableOrder(db, memberId, publicId);
  if (isFailure(order)) return order;
  if (cents(order.order_amount) > 0)
    return fail('This order has an amount to pay: use the cashier.');
  return (await markPaid(db, order.id)) ? undefined : fail(NOT_PAYABLE);
}

/**
 * Marks a pending order paid, exactly once: the conditional update from Pending lets one caller
 * through, and only that caller issues the vouchers, credits the points and counts the purchase.
 * Returns whether this call paid the order. A cashier's confirmation ends here too
 * (payments/complete.ts).
 */
export async function markPaid(
  db: Db,
  orderId: number,
  now = new Date(),
  /** More to record with the payment, in its transaction (the provider's checkout, paid). */
  alsoOnPaid?: (trx: Trx) => Promise<void>,
): Promise<boolean> {
  const result = await inTransaction(db, async (trx) => {
    const phrase = PHRASES[now.getUTCDate() % PHRASES.length]!;
    const paid = await trx
      .updateTable('orders')
      .set((eb) => ({
        payment_status: 'Paid',
        paid_at: now,
        phrase,
        order_status: eb
          .case()
          .when('self_use', '=', true)
          .then('Self-Use')
          .else('Pending Send')
          .end(),
      }))
      .where('id', '=', orderId)
      .where('payment_status', '=', 'Pending')
      .where('order_status', '=', 'Pending')
      .returning(['member_id', 'points'])
      .executeTakeFirst();
    if (!paid) return false;
    // A gift to many (issue 45): each recipient's gift gets its own vouchers.
    if (!(await splitGift(trx, orderId, now))) await issueVouchers(trx, orderId, now);
    if (paid.points > 0) {
      await trx
        .updateTable('members')
        .set((eb) => ({ points: eb('points', '+', paid.points) }))
        .where('id', '=', paid.member_id)
        .execute();
    }
    const units = await trx
      .selectFrom('order_products')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('quantity'), eb.lit(0)).as('n'))
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    await addTaskProgress(trx, paid.member_id, 'purchase', Number(units.n));
    await alsoOnPaid?.(trx);
    return true;
  });
  return result === true;
}

/** Why an order was cancelled (orders.cancel_reason). */
export type CancelReason = 'member' | 'unpaid';

/**
 * Cancels the pending order the query picks, in the transaction: one conditional update from
 * Pending lets exactly one caller through (the member, the unpaid-order job, another process),
 * and only that caller gives the stock and the uDollar back. Returns the cancelled order's id,
 * or undefined when it was not pending (any more).
 */
async function releasePending(
  trx: Trx,
  where: { id: number } | { publicId: string; memberId: number },
  reason: CancelReason,
): Promise<{ id: number; member_id: number; public_id: string } | undefined> {
  let update = trx
    .updateTable('orders')
    .set({ order_status: 'Cancelled', cancel_reason: reason })
    .where('payment_status', '=', 'Pending')
    .where('order_status', '=', 'Pending');
  update =
    'id' in where
      ? update.where('id', '=', where.id)
      : update.where('public_id', '=', where.publicId).where('member_id', '=', where.memberId);
  const cancelled = await update
    .returning(['id', 'member_id', 'public_id', 'udollar_id', 'udollar_amount'])
    .executeTakeFirst();
  if (!cancelled) return undefined;
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
  return cancelled;
}

/** Cancels an order waiting for payment at its member's request: its stock and uDollar go back. */
export async function cancelOrder(
  db: Db,
  memberId: number,
  publicId: string,
): Promise<Failure | undefined> {
  return inTransaction(db, async (trx) => {
    const cancelled = await releasePending(trx, { publicId, memberId }, 'member');
    if (!cancelled) {
      const order = await ownOrder(trx, publicId, memberId);
      throw new Rollback(
        fail(order ? 'Only an order waiting for payment can be cancelled.' : ORDER_NOT_FOUND),
      );
    }
    return undefined;
  });
}

/**
 * Cancels the orders that have waited for payment longer than ttlSeconds (at most `batch` per
 * call), each in its own transaction, and tells each member. Safe to run on several processes at
 * once: each order is released by one of them. Returns the public ids it cancelled.
 */
export async function cancelUnpaidOrders(
  db: Db,
  ttlSeconds: number,
  now = new Date(),
  batch = 200,
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - ttlSeconds * 1000);
  const stale = await db
    .selectFrom('orders')
    .select('id')
    .where('payment_status', '=', 'Pending')
    .where('order_status', '=', 'Pending')
    .where('created_at', '<', cutoff)
    .orderBy('created_at')
    .limit(batch)
    .execute();
  const cancelled: string[] = [];
  for (const { id } of stale) {
    const released = await db.transaction().execute(async (trx) => {
      const order = await releasePending(trx, { id }, 'unpaid');
      if (order) {
        await notify(
          trx,
          order.member_id,
          'cancel_order',
          order.public_id,
          'Your order was cancelled because it was not paid in time. Its items are back in stock.',
        );
      }
      return order;
    });
    if (released) cancelled.push(released.public_id);
  }
  return cancelled;
}

/**
 * Whether a gift cost its sender something (money or uDollar): only those count for the
 * send-a-gift tasks of campaigns, or free "Gift Card Only" cards would earn rewards for nothing.
 */
function paidFor(order: { order_amount: string; udollar_amount: string }): boolean {
  return cents(order.order_amount) + cents(order.udollar_amount) > 0;
}

/** A delivery chosen for later: the instant, and the recipient's zone it was chosen in. */
export interface Schedule {
  at: Date;
  zone: string;
}

/**
 * Sends a paid gift to a friend, once (never a Self-Use order), and tells them; or, with a
 * schedule, makes it Scheduled: the delivery job (commerce/schedules.ts) delivers it at the
 * instant.
 */
export async function sendOrder(
  db: Db,
  memberId: number,
  publicId: string,
  recipientId: number,
  now = new Date(),
  schedule?: Schedule,
): Promise<{ recipientName: string } | Failure> {
  if (recipientId === memberId) return fail('You cannot send a gift to yourself.');
  if (!(await areFriends(db, memberId, recipientId)))
    return fail('You can only send a gift to a friend.');
  return inTransaction(db, async (trx) => {
    const sent = await trx
      .updateTable('orders')
      .set(
        schedule
          ? {
              order_status: 'Scheduled',
              recipient_id: recipientId,
              sent_at: now,
              scheduled_at: schedule.at,
              schedule_zone: schedule.zone,
            }
          : {
              order_status: 'Gifted',
              recipient_id: recipientId,
              received_at: now,
              sent_at: now,
              delivered_at: now,
            },
      )
      .where('public_id', '=', publicId)
      .where('member_id', '=', memberId)
      .where('payment_status', '=', 'Paid')
      .where('order_status', 'not in', ['Gifted', 'Self-Use', 'Cancelled', 'Scheduled'])
      .where('recipient_id', '=', 0)
      // A recipient's gift of a gift to many is theirs already (issue 45).
      .where('parent_order_id', 'is', null)
      .returning(['id', 'public_id', 'order_amount', 'udollar_amount'])
      .executeTakeFirst();
    if (!sent) {
      const order = await ownOrder(trx, publicId, memberId);
      throw new Rollback(fail(order ? 'This order cannot be sent.' : ORDER_NOT_FOUND));
    }
    if (!schedule) await delivered(trx, memberId, recipientId, sent);
    return { recipientName: await memberName(trx, recipientId) };
  });
}

/** What delivering a gift does besides its update: the campaign task and the recipient's notice. */
export async function delivered(
  trx: Trx,
  senderId: number,
  recipientId: number,
  order: { public_id: string; order_amount: string; udollar_amount: string },
) {
  if (paidFor(order)) await addTaskProgress(trx, senderId, 'send_gift', 1);
  const sender = await memberName(trx, senderId);
  await notify(trx, recipientId, 'send_order', order.public_id, `${sender} sent you a gift card!`);
}

/**
 * Whoever opens the share link and redeems first gets the gift: one conditional update from
 * not Gifted to Gifted lets exactly one redeemer through. The sender is told. A failure for an
 * order that does not exist says ORDER_NOT_FOUND.
 */
export async function redeemOrder(
  db: Db,
  memberId: number,
  publicId: string,
  now = new Date(),
): Promise<Failure | undefined> {
  return inTransaction(db, async (trx) => {
    // The claimer's verified phone (their login, proved by OTP at registration): a gift sent to a
    // phone number (issue 45) is that number's member's only, so a forwarded link is no use.
    const claimer = await trx
      .selectFrom('members')
      .select('phone_number')
      .where('id', '=', memberId)
      .executeTakeFirst();
    const claimerPhone = claimer?.phone_number ? `+${claimer.phone_number}` : '';
    const redeemed = await trx
      .updateTable('orders')
      // Claiming a shared link delivers the gift to the claimer; they opened the card to reach
      // Redeem, so it is opened too. Redeemed comes later, with the first used voucher. A phone
      // gift was delivered when its text message went out (issue 45): that time stays.
      .set({
        order_status: 'Gifted',
        recipient_id: memberId,
        received_at: now,
        delivered_at: sql`coalesce(delivered_at, ${now})`,
        opened_at: now,
      })
      .where('public_id', '=', publicId)
      .where('member_id', '<>', memberId)
      .where('payment_status', '=', 'Paid')
      .where('order_status', 'not in', ['Gifted', 'Self-Use', 'Cancelled', 'Scheduled'])
      .where('recipient_id', '=', 0)
      .where((eb) =>
        eb.or([eb('recipient_phone', 'is', null), eb('recipient_phone', '=', claimerPhone)]),
      )
      .returning(['id', 'public_id', 'member_id', 'order_amount', 'udollar_amount'])
      .executeTakeFirst();
    if (!redeemed) {
      const order = await orderByPublicId(trx, publicId);
      const message = !order
        ? ORDER_NOT_FOUND
        : order.member_id === memberId
          ? 'You cannot redeem your own gift.'
          : order.order_status === 'Gifted'
            ? 'This gift card has already been redeemed.'
            : order.recipient_phone !== null && order.recipient_phone !== claimerPhone
              ? WRONG_PHONE
              : 'This gift card cannot be redeemed.';
      throw new Rollback(fail(message));
    }
    if (paidFor(redeemed)) await addTaskProgress(trx, redeemed.member_id, 'send_gift', 1);
    const redeemer = await memberName(trx, memberId);
    await notify(
      trx,
      redeemed.member_id,
      'redeem_order',
      redeemed.public_id,
      `${redeemer} received the gift you shared.`,
    );
    return undefined;
  });
}
