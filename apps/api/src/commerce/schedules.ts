import { sql } from 'kysely';

import type { Db } from '../db';
import { fail, type Failure } from '../lib/errors';
import { skippedTimeMessage, type MessageLanguage } from '../lib/zone-text';
import { instantOf, isZone, localText } from '../lib/zones';
import { memberName } from '../members/names';
import { memberZone, remind } from '../notifications/reminders';
import { delivered, ORDER_NOT_FOUND, orderByPublicId, type Schedule } from './orders';

// Scheduled gifts (issue 24): a date and time in the recipient's zone become one instant; the
// delivery job delivers each Scheduled order due by then, once, whoever runs it and however
// late (after a restart it finds every order whose instant has passed).

/** How far ahead a gift may be scheduled. */
const MAX_SCHEDULE_DAYS = 366;

/** A local date and time in a zone as a schedule, or the reason it cannot be one. */
export function scheduleOf(
  date: string,
  time: string,
  zone: string,
  now: Date,
  language: MessageLanguage = 'en',
): Schedule | Failure {
  if (!isZone(zone)) return fail(`schedule_zone ${zone} is not a time zone name (e.g. Asia/Tokyo)`);
  const at = instantOf(date, time, zone);
  // The member picked the zone from its name: the message names it so, never by its IANA id.
  if (!at) return fail(skippedTimeMessage(date, time, zone, language));
  if (at.getTime() <= now.getTime()) return fail('The delivery time must be in the future.');
  if (at.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000)
    return fail('A gift can be scheduled up to a year ahead.');
  return { at, zone };
}

/** The recipient's zone: the default of a schedule without one. */
export const recipientZone = memberZone;

const NOT_SCHEDULED = 'This gift is not scheduled: it may have been delivered already.';

/** Moves a Scheduled order's delivery, while it is not delivered. */
export async function changeSchedule(
  db: Db,
  memberId: number,
  publicId: string,
  schedule: Schedule,
): Promise<Failure | undefined> {
  const changed = await db
    .updateTable('orders')
    .set({ scheduled_at: schedule.at, schedule_zone: schedule.zone })
    .where('public_id', '=', publicId)
    .where('member_id', '=', memberId)
    .where('order_status', '=', 'Scheduled')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 1) return undefined;
  const order = await orderByPublicId(db, publicId);
  return fail(order?.member_id === memberId ? NOT_SCHEDULED : ORDER_NOT_FOUND);
}

/** Cancels a Scheduled delivery: the order is the sender's to send again (Pending Send). */
export async function cancelSchedule(
  db: Db,
  memberId: number,
  publicId: string,
): Promise<Failure | undefined> {
  const cancelled = await db
    .updateTable('orders')
    .set({
      order_status: 'Pending Send',
      recipient_id: 0,
      scheduled_at: null,
      schedule_zone: null,
      sent_at: null,
    })
    .where('public_id', '=', publicId)
    .where('member_id', '=', memberId)
    .where('order_status', '=', 'Scheduled')
    // A recipient's gift of a gift to many (issue 45) is theirs: it can be moved, not taken back.
    .where('parent_order_id', 'is', null)
    .executeTakeFirst();
  if (Number(cancelled.numUpdatedRows) === 1) return undefined;
  const order = await orderByPublicId(db, publicId);
  return fail(order?.member_id === memberId ? NOT_SCHEDULED : ORDER_NOT_FOUND);
}

/**
 * Delivers every Scheduled order whose instant has come, each exactly once: the conditional
 * update (still Scheduled) lets one runner through, and the recipient's notice is written in the
 * same transaction. Answers the delivered orders' ids.
 */
export async function deliverDueGifts(db: Db, now: Date, batch = 200): Promise<string[]> {
  const due = await db
    .selectFrom('orders')
    .select('id')
    .where('order_status', '=', 'Scheduled')
    .where('scheduled_at', '<=', now)
    .orderBy('scheduled_at')
    .limit(batch)
    .execute();
  const done: string[] = [];
  for (const { id } of due) {
    const publicId = await db.transaction().execute(async (trx) => {
      // A gift for a phone number (issue 45) is delivered by its text message (sendGiftTexts,
      // after this job's deliveries): here it becomes claimable.
      const order = await trx
        .updateTable('orders')
        .set({
          order_status: sql<string>`case when recipient_phone is null then 'Gifted' else 'Pending Claim' end`,
          delivered_at: sql<Date | null>`case when recipient_phone is null then ${now}::timestamptz end`,
          received_at: sql<Date | null>`case when recipient_phone is null then ${now}::timestamptz end`,
        })
        .where('id', '=', id)
        .where('order_status', '=', 'Scheduled')
        .where('scheduled_at', '<=', now)
        .returning(['public_id', 'member_id', 'recipient_id', 'order_amount', 'udollar_amount'])
        .executeTakeFirst();
      if (!order) return undefined;
      if (order.recipient_id !== 0)
        await delivered(trx, order.member_id, order.recipient_id, order);
      return order.public_id;
    });
    if (publicId) done.push(publicId);
  }
  return done;
}

/**
 * The recipient opened the card (open_order, after the closed card's animation): the first time
 * only, the order remembers when and the sender is told (in the app, and by push when they have
 * it). Answers whether this was the first time.
 */
export async function markOpened(
  db: Db,
  recipientId: number,
  publicId: string,
  now: Date,
  pushAvailable: boolean,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const opened = await trx
      .updateTable('orders')
      .set({ opened_at: now })
      .where('public_id', '=', publicId)
      .where('recipient_id', '=', recipientId)
      .where('order_status', '=', 'Gifted')
      .where('opened_at', 'is', null)
      .returning(['member_id'])
      .executeTakeFirst();
    if (!opened) return false;
    const name = await memberName(trx, recipientId);
    await remind(
      trx,
      'activity',
      {
        memberId: opened.member_id,
        key: `opened:${publicId}`,
        type: 'open_order',
        relatedId: publicId,
        message: `${name} opened the gift you sent.`,
        url: `/order-details?id=${publicId}`,
      },
      now,
      pushAvailable,
    );
    return true;
  });
}

/**
 * The recipient used a voucher of a gift: the first time, the order remembers when (redeemed on
 * the sender's timeline) and the sender is told.
 */
export async function markGiftUsed(
  db: Db,
  voucherId: number,
  recipientId: number,
  now: Date,
  pushAvailable: boolean,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('orders')
      .set({ used_at: now, redeemed_at: now })
      .where('recipient_id', '=', recipientId)
      .where('order_status', '=', 'Gifted')
      .where('used_at', 'is', null)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('order_evouchers')
          .innerJoin('order_products', 'order_products.id', 'order_evouchers.order_product_id')
          .select('order_products.order_id')
          .where('order_evouchers.id', '=', voucherId),
      )
      .returning(['member_id', 'public_id'])
      .executeTakeFirst();
    if (!used) return false;
    const name = await memberName(trx, recipientId);
    await remind(
      trx,
      'activity',
      {
        memberId: used.member_id,
        key: `used:${used.public_id}`,
        type: 'redeem_order',
        relatedId: used.public_id,
        message: `${name} redeemed the gift you sent.`,
        url: `/order-details?id=${used.public_id}`,
      },
      now,
      pushAvailable,
    );
    return true;
  });
}

/** One event of the sender's timeline, in the sender's zone. */
export interface TimelineEvent {
  event: 'sent' | 'scheduled' | 'delivered' | 'opened' | 'redeemed';
  date: string;
}

/** The sender's timeline of a gift, times as 'YYYY-MM-DD HH:mm' in their zone. */
export function timelineOf(
  order: {
    sent_at: Date | null;
    scheduled_at: Date | null;
    delivered_at: Date | null;
    received_at: Date | null;
    opened_at: Date | null;
    used_at: Date | null;
    order_status: string;
  },
  zone: string,
): TimelineEvent[] {
  const events: TimelineEvent[] = [];
  const add = (event: TimelineEvent['event'], at: Date | null) => {
    if (at) events.push({ event, date: localText(at, zone) });
  };
  const gifted = order.order_status === 'Gifted';
  add('sent', order.sent_at ?? (gifted ? order.received_at : null));
  if (order.order_status === 'Scheduled') add('scheduled', order.scheduled_at);
  if (gifted) add('delivered', order.delivered_at ?? order.received_at);
  // A gift for a phone number (issue 45) is delivered when its text message went out.
  else if (order.order_status === 'Pending Claim') add('delivered', order.delivered_at);
  add('opened', order.opened_at);
  add('redeemed', order.used_at);
  return events;
}

/** Days after delivery when an unopened gift's reminders go out: the first, then the second. */
const UNOPENED_REMINDER_DAYS = [3, 10] as const;

/**
 * Reminds recipients of gifts they have not opened: 3 days after delivery, then once more after
 * 10. The conditional update of open_reminders (0 to 1, 1 to 2) makes each reminder once-only
 * whoever runs it. Answers how many reminders went out.
 */
export async function remindUnopenedGifts(
  db: Db,
  now: Date,
  pushAvailable: boolean,
  batch = 500,
): Promise<number> {
  let reminded = 0;
  for (const [stage, days] of UNOPENED_REMINDER_DAYS.entries()) {
    const before = new Date(now.getTime() - days * 86_400_000);
    const due = await db
      .selectFrom('orders')
      .select(['id', 'public_id', 'member_id', 'recipient_id'])
      .where('order_status', '=', 'Gifted')
      .where('opened_at', 'is', null)
      .where('sent_at', 'is not', null)
      .where('delivered_at', '<=', before)
      .where('open_reminders', '=', stage)
      .limit(batch)
      .execute();
    for (const order of due) {
      const sent = await db.transaction().execute(async (trx) => {
        const marked = await trx
          .updateTable('orders')
          .set({ open_reminders: stage + 1 })
          .where('id', '=', order.id)
          .where('open_reminders', '=', stage)
          .where('opened_at', 'is', null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) return false;
        const sender = await memberName(trx, order.member_id);
        return remind(
          trx,
          'unopened_gift',
          {
            memberId: order.recipient_id,
            key: `unopened:${order.public_id}:${stage + 1}`,
            type: 'send_order',
            relatedId: order.public_id,
            message: `${sender} sent you a gift card: open it to see what is inside.`,
            url: `/order-details?id=${order.public_id}`,
          },
          now,
          pushAvailable,
        );
      });
      if (sent) reminded += 1;
    }
  }
  return reminded;
}
