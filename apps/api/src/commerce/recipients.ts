import {
  MAX_GIFT_RECIPIENTS,
  type GiftRecipient,
  type GiftRecipientInput,
  type RecipientStatus,
} from '@ugift/api-client/contract';
import { utf8ToHex } from '@ugift/giftcard-renderer/model';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

import type { SmsSender } from '../auth/sms';
import type { Db } from '../db';
import type { Trx } from '../db/tx';
import { fail, isFailure, type Failure } from '../lib/errors';
import { zoneOfCountry } from '../lib/zones';
import { areFriends } from '../members/friends';
import { displayName, memberName } from '../members/names';
import { notify } from '../members/notify';
import { cents, fromCents } from './basket';
import { newPublicId } from './ids';
import {
  delivered,
  ORDER_NOT_FOUND,
  orderByPublicId,
  type OrderRow,
  type Schedule,
} from './orders';
import { recipientZone, scheduleOf, timelineOf } from './schedules';
import { issueVouchers } from './vouchers';

// One gift to many (issue 45, item 3). reserve_order names the recipients (order_recipients) and
// buys one copy of the basket for each, all or nothing; paying the order (markPaid) makes each
// recipient a gift of their own: an order whose parent_order_id is the bought one, with its own
// vouchers, the same card with their name, and their own delivery. A friend's gift is delivered as
// send_order delivers (now, or by the schedule job); a phone number's waits as 'Pending Claim'
// with a text message carrying its own link, and only the member whose verified phone is that
// number can claim it (redeemOrder).

/** A recipient checked and ready to be saved with the order. */
export interface CheckedRecipient {
  memberId: number | null;
  /** E.164, e.g. +6591234567. */
  phone: string | null;
  name: string;
  schedule: Schedule | undefined;
}

/** Status of a gift made for a phone number, until the member of that number claims it. */
const PENDING_CLAIM = 'Pending Claim';

/** How many times one recipient's gift may be sent again. */
const MAX_RESENDS = 3;

/** The calling codes of the markets we serve (+65, +60...), the only ones a text goes to. */
async function marketCodes(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('countries').select('country_code').distinct().execute();
  return rows.map((r) => r.country_code.replace(/^\+/, '')).filter((c) => /^\d{1,4}$/.test(c));
}

/**
 * A phone number as E.164 with its country's calling code, or why it cannot take a gift: it must
 * be a valid number (libphonenumber-js, country from the number) of a country we serve.
 */
function phoneOf(
  text: string,
  markets: readonly string[],
): { e164: string; callingCode: string } | Failure {
  const parsed = parsePhoneNumberFromString(text.trim());
  if (!parsed || !parsed.isValid())
    return fail(`${text} is not a valid phone number: write it with its country code (+65...).`);
  const callingCode = parsed.countryCallingCode;
  if (!markets.includes(callingCode))
    return fail(
      `Gifts can be sent by text message only to numbers of the countries we serve (${markets.map((c) => `+${c}`).join(', ')}).`,
    );
  return { e164: parsed.number, callingCode };
}

/**
 * Checks the recipients reserve_order names, before anything is reserved: 1 to 50, each a friend
 * of the sender (never the sender) or a valid phone number of a country we serve (never the
 * sender's own), nobody twice, and each schedule a real future time in its zone.
 */
export async function checkRecipients(
  db: Db,
  senderId: number,
  inputs: readonly GiftRecipientInput[],
  now: Date,
): Promise<CheckedRecipient[] | Failure> {
  if (inputs.length < 1 || inputs.length > MAX_GIFT_RECIPIENTS)
    return fail(`A gift goes to 1 to ${MAX_GIFT_RECIPIENTS} recipients.`);
  const sender = await db
    .selectFrom('members')
    .select('phone_number')
    .where('id', '=', senderId)
    .executeTakeFirst();
  const markets = await marketCodes(db);
  const seen = new Set<string>();
  const checked: CheckedRecipient[] = [];
  for (const input of inputs) {
    if (Boolean(input.member_id) === Boolean(input.phone))
      return fail('Each recipient is either a friend (member_id) or a phone number.');
    let memberId: number | null = null;
    let phone: string | null = null;
    let name: string;
    let zone: string;
    if (input.member_id) {
      memberId = Number(input.member_id);
      if (memberId === senderId) return fail('You cannot send a gift to yourself.');
      if (!(await areFriends(db, senderId, memberId)))
        return fail('You can only send a gift to a friend.');
      name = await memberName(db, memberId);
      zone = input.schedule_zone ?? (await recipientZone(db, memberId));
    } else {
      const parsed = phoneOf(input.phone!, markets);
      if (isFailure(parsed)) return parsed;
      phone = parsed.e164;
      if (sender?.phone_number && `+${sender.phone_number}` === phone)
        return fail('You cannot send a gift to yourself.');
      name = input.name?.trim() || phone;
      zone = input.schedule_zone ?? zoneOfCountry(`+${parsed.callingCode}`);
    }
    const key = memberId !== null ? `m${memberId}` : `p${phone}`;
    if (seen.has(key)) return fail(`${name} is named twice: each recipient gets one gift.`);
    seen.add(key);
    let schedule: Schedule | undefined;
    if (input.schedule_date || input.schedule_time || input.schedule_zone) {
      if (!input.schedule_date || !input.schedule_time)
        return fail('A scheduled gift needs both schedule_date and schedule_time.');
      const s = scheduleOf(input.schedule_date, input.schedule_time, zone, now);
      if (isFailure(s)) return s;
      schedule = s;
    }
    checked.push({ memberId, phone, name, schedule });
  }
  return checked;
}

/** Saves the checked recipients with the order being reserved (in its transaction). */
export async function saveRecipients(
  trx: Trx,
  orderId: number,
  recipients: readonly CheckedRecipient[],
): Promise<void> {
  await trx
    .insertInto('order_recipients')
    .values(
      recipients.map((r, position) => ({
        order_id: orderId,
        position,
        member_id: r.memberId,
        phone: r.phone,
        name: r.name,
        scheduled_at: r.schedule?.at ?? null,
        schedule_zone: r.schedule?.zone ?? null,
      })),
    )
    .execute();
}

/** Text elements that hold the recipient's name, by their key: name, recipient_name, to. */
const NAME_KEY = /^(recipient_?)?name$|^to$/i;

/**
 * The card with the recipient's name in its name field, where it has one (a text element keyed
 * name, recipient_name or to); other cards are the same for everyone.
 */
function withRecipientName(editParameter: string, name: string): string {
  if (!editParameter) return editParameter;
  let elements: unknown;
  try {
    elements = JSON.parse(editParameter);
  } catch {
    return editParameter;
  }
  if (!Array.isArray(elements)) return editParameter;
  let changed = false;
  const named = elements.map((e: unknown) => {
    if (
      e &&
      typeof e === 'object' &&
      'key' in e &&
      typeof e.key === 'string' &&
      NAME_KEY.test(e.key) &&
      'type' in e &&
      (e.type === 'text' || e.type === 'custom_text')
    ) {
      changed = true;
      return { ...e, content: utf8ToHex(name) };
    }
    return e;
  });
  return changed ? JSON.stringify(named) : editParameter;
}

/** The share of a whole in cents for the i-th of n parts: the first parts take the remainder. */
function shareOf(total: string | number, i: number, n: number): number {
  const c = cents(total);
  const base = Math.floor(c / n);
  return fromCents(base + (i < c - base * n ? 1 : 0));
}

/**
 * Paying a multi-recipient order (markPaid, in its transaction) makes each recipient's gift: an
 * order of their own with their copy of the lines, vouchers issued for it alone, and their
 * delivery (a friend's now or Scheduled; a phone's Pending Claim, or Scheduled). The bought order
 * becomes Gifted with no recipient of its own: its recipients are its gifts. Answers false for an
 * order without recipients (the caller issues its vouchers as before).
 */
export async function splitGift(trx: Trx, orderId: number, now: Date): Promise<boolean> {
  const recipients = await trx
    .selectFrom('order_recipients')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('gift_order_id', 'is', null)
    .orderBy('position')
    .execute();
  if (recipients.length === 0) return false;
  const parent = await trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const lines = await trx
    .selectFrom('order_products')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const n = recipients.length;
  for (const [i, r] of recipients.entries()) {
    const friendNow = r.member_id !== null && !r.scheduled_at;
    const status = r.scheduled_at ? 'Scheduled' : r.member_id !== null ? 'Gifted' : PENDING_CLAIM;
    const gift = await trx
      .insertInto('orders')
      .values({
        public_id: newPublicId(),
        order_no: `${parent.order_no}-${i + 1}`,
        member_id: parent.member_id,
        recipient_id: r.member_id ?? 0,
        recipient_phone: r.phone,
        recipient_label: r.name,
        parent_order_id: parent.id,
        giftcard_id: parent.giftcard_id,
        giftcard_edit_parameter: withRecipientName(parent.giftcard_edit_parameter, r.name),
        payment_status: 'Paid',
        order_status: status,
        order_type: parent.order_type,
        phrase: parent.phrase,
        sub_total: shareOf(parent.sub_total, i, n),
        total_discount: shareOf(parent.total_discount, i, n),
        udollar_amount: shareOf(parent.udollar_amount, i, n),
        order_amount: shareOf(parent.order_amount, i, n),
        currency: parent.currency,
        paid_at: now,
        sent_at: now,
        scheduled_at: r.scheduled_at,
        schedule_zone: r.schedule_zone,
        ...(friendNow ? { delivered_at: now, received_at: now } : {}),
      })
      .returning(['id', 'public_id', 'order_amount', 'udollar_amount'])
      .executeTakeFirstOrThrow();
    if (lines.length > 0) {
      await trx
        .insertInto('order_products')
        .values(
          lines.map((l) => ({
            order_id: gift.id,
            product_id: l.product_id,
            quantity: l.quantity / n,
            amount: shareOf(l.amount, i, n),
            currency_code: l.currency_code,
          })),
        )
        .execute();
      await issueVouchers(trx, gift.id, now);
    }
    await trx
      .updateTable('order_recipients')
      .set({ gift_order_id: gift.id })
      .where('id', '=', r.id)
      .execute();
    if (friendNow) await delivered(trx, parent.member_id, r.member_id!, gift);
  }
  await trx
    .updateTable('orders')
    .set({ order_status: 'Gifted', recipient_id: 0, sent_at: now })
    .where('id', '=', parent.id)
    .execute();
  return true;
}

/** Why a text message failed, as the sender's timeline says it. */
const TEXT_FAILED = 'The text message could not be delivered to this number.';

/**
 * Sends the text message of each phone gift that is waiting for one (Pending Claim, not texted,
 * not failed): of one bought order, or all (the delivery job's catch-up). Each message goes once:
 * a conditional update claims the gift before the gateway is called; a refusal records the reason
 * (failed on the sender's timeline; resend_gift tries again). Answers how many went out.
 */
export async function sendGiftTexts(
  db: Db,
  sms: SmsSender,
  siteUrl: string,
  now: Date,
  parentOrderId?: number,
): Promise<number> {
  let query = db
    .selectFrom('orders')
    .select(['id'])
    .where('order_status', '=', PENDING_CLAIM)
    .where('text_sent_at', 'is', null)
    .where('text_failed', 'is', null)
    .where('recipient_phone', 'is not', null);
  if (parentOrderId !== undefined) query = query.where('parent_order_id', '=', parentOrderId);
  const due = await query.orderBy('id').limit(500).execute();
  let sent = 0;
  for (const { id } of due) {
    const claimed = await db
      .updateTable('orders')
      .set((eb) => ({
        text_sent_at: now,
        delivered_at: now,
        text_attempts: eb('text_attempts', '+', 1),
      }))
      .where('id', '=', id)
      .where('order_status', '=', PENDING_CLAIM)
      .where('text_sent_at', 'is', null)
      .where('text_failed', 'is', null)
      .returning(['public_id', 'member_id', 'recipient_phone', 'recipient_label'])
      .executeTakeFirst();
    if (!claimed) continue;
    const sender = await memberName(db, claimed.member_id);
    const link = `${siteUrl}giftcard-share?id=${claimed.public_id}`;
    const hello = claimed.recipient_label?.startsWith('+') ? '' : `${claimed.recipient_label}, `;
    try {
      await sms.send(
        claimed.recipient_phone!.replace(/^\+/, ''),
        `Ugift: ${hello}${sender} sent you a gift! Open your card: ${link} (to claim it, sign up or log in with this phone number).`,
      );
      sent += 1;
    } catch {
      await db
        .updateTable('orders')
        .set({ text_sent_at: null, delivered_at: null, text_failed: TEXT_FAILED })
        .where('id', '=', id)
        .execute();
    }
  }
  return sent;
}

/** Where one recipient's gift stands (RECIPIENT_STATUSES). */
function statusOf(gift: OrderRow): RecipientStatus {
  if (gift.used_at) return 'redeemed';
  if (gift.opened_at) return 'opened';
  if (gift.order_status === 'Gifted') return 'delivered';
  if (gift.order_status === 'Scheduled') return 'scheduled';
  if (gift.text_failed) return 'failed';
  return gift.text_sent_at ? 'delivered' : 'sending';
}

/** The sender's rows of a multi-recipient order, one per recipient in the order named. */
export async function recipientRows(
  db: Db,
  parentId: number,
  zone: string,
): Promise<GiftRecipient[] | undefined> {
  const gifts = await db
    .selectFrom('order_recipients')
    .innerJoin('orders', 'orders.id', 'order_recipients.gift_order_id')
    .leftJoin('members', 'members.id', 'orders.recipient_id')
    .selectAll('orders')
    .select(['members.name as member_name', 'order_recipients.name as given_name'])
    .where('order_recipients.order_id', '=', parentId)
    .orderBy('order_recipients.position')
    .execute();
  if (gifts.length === 0) return undefined;
  return gifts.map((g) => {
    const status = statusOf(g);
    return {
      order_id: g.public_id,
      recipient_id: String(g.recipient_id),
      recipient_name:
        g.member_name !== null && g.recipient_phone === null
          ? displayName({ name: g.member_name })
          : g.given_name,
      phone: g.recipient_phone ?? '',
      status,
      failed_reason: status === 'failed' ? (g.text_failed ?? '') : '',
      can_resend: g.text_attempts < MAX_RESENDS && (status === 'failed' || status === 'delivered'),
      events: timelineOf(g, zone),
    };
  });
}

/**
 * Sends one recipient's gift again (resend_gift): a phone's text message when it failed or has
 * not been claimed, a friend's notice when they have not opened it. At most MAX_RESENDS times.
 */
export async function resendGift(
  db: Db,
  sms: SmsSender,
  siteUrl: string,
  senderId: number,
  parentPublicId: string,
  giftPublicId: string,
  now: Date,
): Promise<Failure | undefined> {
  const parent = await orderByPublicId(db, parentPublicId);
  const gift = await orderByPublicId(db, giftPublicId);
  if (!parent || parent.member_id !== senderId || !gift || gift.parent_order_id !== parent.id)
    return fail(ORDER_NOT_FOUND);
  if (gift.text_attempts >= MAX_RESENDS)
    return fail(`This gift was sent ${MAX_RESENDS} times already.`);
  if (gift.recipient_phone !== null && gift.order_status === PENDING_CLAIM) {
    const reset = await db
      .updateTable('orders')
      .set({ text_failed: null, text_sent_at: null, delivered_at: null })
      .where('id', '=', gift.id)
      .where('order_status', '=', PENDING_CLAIM)
      .where('text_attempts', '=', gift.text_attempts)
      .executeTakeFirst();
    if (Number(reset.numUpdatedRows) !== 1) return fail('This gift is being sent already.');
    await sendGiftTexts(db, sms, siteUrl, now, parent.id);
    const after = await orderByPublicId(db, giftPublicId);
    return after?.text_failed ? fail(after.text_failed) : undefined;
  }
  if (gift.order_status === 'Gifted' && !gift.opened_at) {
    return db.transaction().execute(async (trx) => {
      const counted = await trx
        .updateTable('orders')
        .set((eb) => ({ text_attempts: eb('text_attempts', '+', 1) }))
        .where('id', '=', gift.id)
        .where('text_attempts', '=', gift.text_attempts)
        .where('opened_at', 'is', null)
        .executeTakeFirst();
      if (Number(counted.numUpdatedRows) !== 1) return fail('This gift is being sent already.');
      const sender = await memberName(trx, senderId);
      await notify(
        trx,
        gift.recipient_id,
        'send_order',
        gift.public_id,
        `${sender} sent you a gift card!`,
      );
      return undefined;
    });
  }
  if (gift.order_status === 'Scheduled') return fail('This gift is not delivered yet.');
  return fail('This gift was opened already: there is nothing to send again.');
}
