import { sql } from 'kysely';

import { ORDER_REFUNDED, type GiftRecipientInput } from '@ugift/api-client/contract';

import { productNames } from '../catalogue/shapes';
import {
  cancelOrder,
  ORDER_NOT_FOUND,
  orderByPublicId,
  payableOrder,
  payOrder,
  redeemOrder,
  reserveOrder,
  sendOrder,
  type OrderRow,
} from '../commerce/orders';
import { checkRecipients, recipientRows, resendGift, sendGiftTexts } from '../commerce/recipients';
import {
  cancelSchedule,
  changeSchedule,
  markOpened,
  recipientZone,
  scheduleOf,
  timelineOf,
} from '../commerce/schedules';
import type { Db } from '../db';
import { fail, isFailure } from '../lib/errors';
import { checkoutFor } from '../payments/cashier';
import { CheckoutError } from '../payments/stripe';
import { dateTimeSlash, money } from '../lib/format';
import { displayName } from '../members/names';
import { rescheduledMessage, scheduledMessage } from '../lib/zone-text';
import { localText } from '../lib/zones';
import { memberZone } from '../notifications/reminders';
import { ok, type GroupHandlers } from './types';

/**
 * detail_order and redeem_order take a bearer link's order id: each unknown id counts against the
 * client (services.limits.orderLinkMissesPerClient), so guessing ids stops after a few tries.
 */
const TOO_MANY_MISSES = 'Too many unknown order links from this device';

const SGT = "'Asia/Singapore'";

/**
 * The orders of one list (spec section 2, Orders). Cancelled orders appear in none, except a
 * refunded one (issue 44): paid, it stays among the member's purchases, shown Refunded; being
 * Paid and never Gifted, it is in neither the orders to pay nor the sent or received gifts.
 */
function listQuery(db: Db, memberId: number, filter: string) {
  let q = db
    .selectFrom('orders')
    .selectAll()
    .where((eb) =>
      eb.or([eb('order_status', '<>', 'Cancelled'), eb('refunded_at', 'is not', null)]),
    );
  switch (filter) {
    // A gift to many (issue 45) is one order in the sender's lists (its recipients' rows are in
    // its details); each recipient's gift is in that recipient's received list.
    case 'pay':
      q = q
        .where('member_id', '=', memberId)
        .where('payment_status', '=', 'Pending')
        .where('parent_order_id', 'is', null);
      break;
    case 'purchased':
      q = q
        .where('member_id', '=', memberId)
        .where('payment_status', '<>', 'Pending')
        .where('order_status', '<>', 'Gifted')
        .where('parent_order_id', 'is', null);
      break;
    case 'sent':
      q = q
        .where('member_id', '=', memberId)
        .where('order_status', '=', 'Gifted')
        .where('parent_order_id', 'is', null);
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

/** How a viewer stands to an order. */
type OrderRole = 'sender' | 'recipient' | 'other';

function roleOf(order: OrderRow, memberId: number | null): OrderRole {
  if (memberId !== null && order.member_id === memberId) return 'sender';
  if (memberId !== null && order.recipient_id === memberId && order.order_status === 'Gifted')
    return 'recipient';
  return 'other';
}

/** An order on the wire; prices only for its sender (spec section 4). */
async function orderShape(db: Db, order: OrderRow, role: OrderRole) {
  const [lines, people, card] = await Promise.all([
    db
      .selectFrom('order_products')
      .innerJoin('products', 'products.id', 'order_products.product_id')
      .select([
        'order_products.product_id',
        'order_products.quantity',
        'order_products.amount',
        'order_products.currency_code',
        'products.image',
        'products.languages',
      ])
      .where('order_products.order_id', '=', order.id)
      .orderBy('order_products.id')
      .execute(),
    db
      .selectFrom('members')
      .select(['id', 'name', 'phone_number', 'profile_picture'])
      .where('id', 'in', [order.member_id, order.recipient_id || order.member_id])
      .execute(),
    order.giftcard_id
      ? db
          .selectFrom('giftcards')
          .select('image')
          .where('id', '=', order.giftcard_id)
          .executeTakeFirst()
      : undefined,
  ]);
  const person = (id: number) => people.find((p) => p.id === id);
  const nameOf = (id: number) => {
    const p = person(id);
    return p ? displayName(p) : '';
  };
  const prices = role === 'sender';
  return {
    id: order.public_id,
    order_no: order.order_no,
    created_date: dateTimeSlash(order.created_at),
    paid_date: dateTimeSlash(order.paid_at),
    // Issue 45 (apps/api/README.md, "A gift's moments"): received is delivery, redeemed the
    // first used voucher; opened only for the two people of the gift.
    received_date: dateTimeSlash(order.received_at),
    ...(role !== 'other'
      ? { opened_date: dateTimeSlash(order.opened_at), redeemed_date: dateTimeSlash(order.used_at) }
      : {}),
    payment_status: order.payment_status as 'Pending' | 'Paid' | 'Campaign Redemption',
    // A refund (`pnpm ops orders refund`) is a cancellation in the database (cancel_reason
    // 'refund', refunded_at); on the wire it is a status of its own, with its date.
    ...(order.refunded_at
      ? { order_status: ORDER_REFUNDED, refunded_date: dateTimeSlash(order.refunded_at) }
      : { order_status: order.order_status }),
    order_type: order.order_type,
    giftcard_id: String(order.giftcard_id),
    ...(card ? { giftcard_image: card.image } : {}),
    giftcard_edit_parameter: order.giftcard_edit_parameter,
    member_id: String(order.member_id),
    member_name: nameOf(order.member_id),
    member_profile_picture: person(order.member_id)?.profile_picture ?? '',
    recipient_id: String(order.recipient_id),
    recipient_name: order.recipient_id ? nameOf(order.recipient_id) : '',
    phrase: order.phrase,
    // Why a Cancelled order was cancelled; a refunded one says Refunded above instead.
    ...(order.order_status === 'Cancelled' &&
    role === 'sender' &&
    (order.cancel_reason === 'member' || order.cancel_reason === 'unpaid')
      ? { cancel_reason: order.cancel_reason }
      : {}),
    ...(role === 'sender' ? await senderTimes(db, order) : {}),
    ...(prices
      ? {
          sub_total: money(order.sub_total),
          total_discount: money(order.total_discount),
          order_amount: money(order.order_amount),
        }
      : {}),
    currency: order.currency,
    products: lines.map((l) => ({
      product_id: String(l.product_id),
      image: l.image,
      product_name: l.languages.en.name,
      quantity: l.quantity,
      currency_code: l.currency_code,
      ...(prices ? { amount: money(l.amount) } : {}),
      multiple_languages: productNames(l.languages),
    })),
  };
}

/** What only the sender sees of a gift: its schedule in both zones and its timeline. */
async function senderTimes(db: Db, order: OrderRow) {
  const gift = order.sent_at || order.order_status === 'Gifted' || order.scheduled_at;
  if (!gift) return {};
  const zone = await memberZone(db, order.member_id);
  return {
    ...(order.order_status === 'Scheduled' && order.scheduled_at && order.schedule_zone
      ? {
          schedule: {
            date_time: localText(order.scheduled_at, order.schedule_zone),
            time_zone: order.schedule_zone,
            sender_date_time: localText(order.scheduled_at, zone),
            sender_time_zone: zone,
          },
        }
      : {}),
    timeline: { time_zone: zone, events: timelineOf(order, zone) },
    // A gift to many (issue 45): one row per recipient.
    ...(order.order_status === 'Gifted' && order.recipient_id === 0
      ? { recipients: await recipientRows(db, order.id, zone) }
      : {}),
  };
}

/** The order group: reserving the basket, paying, the order lists, sending and redeeming gifts. */
export const orderHandlers: GroupHandlers<'order'> = {
  async reserve_order(ctx, input) {
    const { db, clock } = ctx.services;
    let recipients;
    if (input.recipients !== undefined) {
      // Checked before anything is reserved (the contract checked the JSON's shape).
      recipients = await checkRecipients(
        db,
        ctx.memberId,
        JSON.parse(input.recipients) as GiftRecipientInput[],
        clock.now(),
      );
      if (isFailure(recipients)) return recipients;
    }
    const reserved = await reserveOrder(db, ctx.memberId, recipients);
    if (isFailure(reserved)) return reserved;
    return ok({ message: 'Order placed', order_id: reserved.publicId });
  },

  async pay_order(ctx, input) {
    const failure = await payOrder(ctx.services.db, ctx.memberId, input.order_id);
    if (failure) return failure;
    // A gift to many's phone recipients get their text messages (issue 45).
    const { db, sms, siteUrl, clock } = ctx.services;
    const order = await orderByPublicId(db, input.order_id);
    if (order) await sendGiftTexts(db, sms, siteUrl, clock.now(), order.id);
    return ok({ message: 'Order paid' });
  },

  async get_cashier_url(ctx, input) {
    const { db, limits } = ctx.services;
    // Per member and order: each order makes one page at a time (checkoutFor), and a member's
    // orders are bounded by their stock; a shopper paying order after order is never held up.
    await limits.cashierPerOrder.hit(
      `${ctx.memberId}:${input.order_id}`,
      'Too many payment pages asked for this order',
    );
    const order = await payableOrder(db, ctx.memberId, input.order_id);
    if (isFailure(order)) return order;
    // An order with nothing left to pay may also go through the cashier (pay_order is the short
    // way): confirming it pays it like any other. The open page of the order is given again.
    try {
      const { url } = await checkoutFor(db, ctx.services.cashier, {
        id: order.id,
        publicId: order.public_id,
        orderNo: order.order_no,
        amount: Number(order.order_amount),
        currency: order.currency,
      });
      return ok({ cashier_url: url });
    } catch (error) {
      if (error instanceof CheckoutError) return fail(error.message);
      throw error;
    }
  },

  async list_order(ctx, input) {
    const { db } = ctx.services;
    const { memberId } = ctx;
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
    const rows = await listQuery(db, ctx.memberId, input.filter_by)
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
    await ctx.services.limits.orderLinkMissesPerClient.check(ctx.clientIp, TOO_MANY_MISSES);
    const order = await orderByPublicId(db, input.order_id);
    const role = order ? roleOf(order, ctx.memberId) : 'other';
    const shareable = order?.payment_status === 'Paid' && order.order_status !== 'Self-Use';
    // A cancelled order is its member's only: they see that it was cancelled, and why.
    // A gift to many (Gifted without a recipient of its own, issue 45) is its sender's only:
    // each recipient has their own gift and link.
    const hidden =
      order?.order_status === 'Cancelled' ||
      (order?.order_status === 'Gifted' && order.recipient_id === 0)
        ? role !== 'sender'
        : role === 'other' && !shareable;
    if (!order || hidden) {
      await ctx.services.limits.orderLinkMissesPerClient.record(ctx.clientIp);
      return fail(ORDER_NOT_FOUND);
    }
    return ok({ table: await orderShape(db, order, role) });
  },

  async cancel_order(ctx, input) {
    const failure = await cancelOrder(ctx.services.db, ctx.memberId, input.order_id);
    return failure ?? ok({ message: 'Your order has been cancelled.' });
  },

  async send_order(ctx, input) {
    const { db, clock } = ctx.services;
    const now = clock.now();
    const recipientId = Number(input.recipient_id);
    let schedule;
    if (input.schedule_date || input.schedule_time || input.schedule_zone) {
      if (!input.schedule_date || !input.schedule_time)
        return fail('A scheduled gift needs both schedule_date and schedule_time.');
      const zone = input.schedule_zone ?? (await recipientZone(db, recipientId));
      schedule = scheduleOf(input.schedule_date, input.schedule_time, zone, now, input.language);
      if (isFailure(schedule)) return schedule;
    }
    const sent = await sendOrder(db, ctx.memberId, input.order_id, recipientId, now, schedule);
    if (isFailure(sent)) return sent;
    // The time and the zone as the member reads them (issue 45), in the language they asked for.
    if (schedule)
      return ok({
        message: scheduledMessage(sent.recipientName, schedule.at, schedule.zone, input.language),
      });
    return ok({ message: `Your gift was sent to ${sent.recipientName}.` });
  },

  async change_schedule(ctx, input) {
    const { db, clock } = ctx.services;
    const order = await orderByPublicId(db, input.order_id);
    if (!order || order.member_id !== ctx.memberId) return fail(ORDER_NOT_FOUND);
    const zone = input.schedule_zone ?? order.schedule_zone;
    if (order.order_status !== 'Scheduled' || !zone)
      return fail('This gift is not scheduled: it may have been delivered already.');
    const schedule = scheduleOf(
      input.schedule_date,
      input.schedule_time,
      zone,
      clock.now(),
      input.language,
    );
    if (isFailure(schedule)) return schedule;
    const failure = await changeSchedule(db, ctx.memberId, input.order_id, schedule);
    return failure ?? ok({ message: rescheduledMessage(schedule.at, zone, input.language) });
  },

  async cancel_schedule(ctx, input) {
    const failure = await cancelSchedule(ctx.services.db, ctx.memberId, input.order_id);
    return failure ?? ok({ message: 'The scheduled delivery was cancelled.' });
  },

  /**
   * The recipient opened the closed card (issue 45): the first time, the order and the sender's
   * timeline say "opened". Only the gift's recipient may; again is not an error.
   */
  async open_order(ctx, input) {
    const { db } = ctx.services;
    const order = await orderByPublicId(db, input.order_id);
    if (!order || roleOf(order, ctx.memberId) !== 'recipient') return fail(ORDER_NOT_FOUND);
    await markOpened(
      db,
      ctx.memberId,
      order.public_id,
      ctx.services.clock.now(),
      Boolean(ctx.services.push),
    );
    return ok({ message: 'Gift opened' });
  },

  /** Issue 45: one recipient's gift of a gift to many, sent again (text message or notice). */
  async resend_gift(ctx, input) {
    const { db, sms, siteUrl, clock } = ctx.services;
    const failure = await resendGift(
      db,
      sms,
      siteUrl,
      ctx.memberId,
      input.order_id,
      input.gift_id,
      clock.now(),
    );
    return failure ?? ok({ message: 'The gift was sent again.' });
  },

  /** The order id is a bearer link: unknown ids count as misses of the client, as in detail_order. */
  async redeem_order(ctx, input) {
    await ctx.services.limits.orderLinkMissesPerClient.check(ctx.clientIp, TOO_MANY_MISSES);
    const failure = await redeemOrder(
      ctx.services.db,
      ctx.memberId,
      input.order_id,
      ctx.services.clock.now(),
    );
    if (failure?.message === ORDER_NOT_FOUND)
      await ctx.services.limits.orderLinkMissesPerClient.record(ctx.clientIp);
    return failure ?? ok({ message: 'Gift redeemed: the vouchers are in your wallet.' });
  },
};
