import * as v from 'valibot';
import { defineOperation } from '../define';
import {
  filterPeriodSchema,
  giftRecipientsInputSchema,
  MAX_GIFT_RECIPIENTS,
  orderSchema,
} from '../entities';
import * as f from '../fields';
import { PRODUCT_LANGUAGES } from './products';
import { ok, req, res } from './shared';

export const ORDER_FILTERS = ['pay', 'purchased', 'sent', 'received'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export const orderOperations = {
  reserve_order: defineOperation({
    option: 'reserve_order',
    group: 'order',
    auth: 'member',
    summary:
      'Turns the basket into a pending order, reserving stock. A failure may carry insufficient_stock text. Extension (issue 45): with recipients (a gift basket), the order buys one copy of the basket per recipient, stock for all of them or nothing; once paid each recipient gets a gift of their own.',
    request: req({
      member_id: f.memberId(),
      /**
       * Our extension (issue 45): a JSON list of 1 to 50 recipients (GiftRecipientInput): friends
       * by member_id, people who are not members by phone (E.164) and name, each now or scheduled.
       */
      recipients: v.optional(
        f.jsonText(
          20_000,
          (value) => v.is(giftRecipientsInputSchema, value),
          `a list of 1 to ${MAX_GIFT_RECIPIENTS} recipients, each {member_id} or {phone, name}, with optional schedule_date, schedule_time, schedule_zone`,
        ),
      ),
    }),
    response: res({ order_id: v.string(), insufficient_stock: v.optional(v.string()) }),
  }),
  pay_order: defineOperation({
    option: 'pay_order',
    group: 'order',
    auth: 'member',
    summary: 'Pays an order that costs nothing (a card without products).',
    request: req({
      member_id: f.memberId(),
      order_id: f.orderId(),
      payment_status: v.picklist(['paid']),
    }),
    response: ok(),
  }),
  get_cashier_url: defineOperation({
    option: 'get_cashier_url',
    group: 'order',
    auth: 'member',
    summary: 'The payment page for a pending order.',
    request: req({
      order_id: f.orderId(),
      order_source: v.picklist(['web']),
      member_id: f.memberId(),
    }),
    response: res({ cashier_url: v.pipe(v.string(), v.minLength(1)) }),
  }),
  list_order: defineOperation({
    option: 'list_order',
    group: 'order',
    auth: 'member',
    summary: "The member's orders to pay, purchased, sent or received, optionally in one month.",
    request: req({
      member_id: f.memberId(),
      filter_by: v.picklist(ORDER_FILTERS),
      filter_by_month: v.optional(
        v.pipe(v.string(), v.regex(/^(0?[1-9]|1[0-2])$/, 'must be a month 1 to 12')),
      ),
      filter_by_year: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, 'must be a 4-digit year'))),
    }),
    response: res({ table: v.array(orderSchema) }),
  }),
  list_filter_time: defineOperation({
    option: 'list_filter_time',
    group: 'order',
    auth: 'member',
    summary: 'The months that hold orders of a list, newest first.',
    request: req({ member_id: f.memberId(), filter_by: v.picklist(ORDER_FILTERS) }),
    response: res({ table: v.array(filterPeriodSchema) }),
  }),
  detail_order: defineOperation({
    option: 'detail_order',
    group: 'order',
    auth: 'token',
    summary:
      'One order. Guests and recipients see the gift without price details; the sender sees everything. Reading it opens nothing: the recipient opens the card with open_order.',
    request: req({ order_id: f.orderId(), member_id: f.memberId() }),
    response: res({ table: orderSchema }),
  }),
  cancel_order: defineOperation({
    option: 'cancel_order',
    group: 'order',
    auth: 'member',
    summary: 'Cancels a pending order and releases its stock.',
    request: req({ order_id: f.orderId(), member_id: f.memberId() }),
    response: ok(),
  }),
  send_order: defineOperation({
    option: 'send_order',
    group: 'order',
    auth: 'member',
    summary:
      "Sends a paid order that is not self-use to a friend: it is sent, and delivered (Gifted) now, not yet opened or redeemed (TIMELINE_EVENTS). Extension (issue 24): with schedule_date and schedule_time (in schedule_zone, by default the recipient's zone) it becomes Scheduled and is delivered then.",
    request: req({
      member_id: f.memberId(),
      order_id: f.orderId(),
      recipient_id: f.id(),
      /** Our extension: the delivery date in the recipient's zone (with schedule_time). */
      schedule_date: v.optional(f.localDate()),
      /** Our extension: the delivery time HH:mm in the recipient's zone (with schedule_date). */
      schedule_time: v.optional(f.localTime()),
      /** Our extension: the IANA zone of schedule_date/time; the recipient's by default. */
      schedule_zone: v.optional(f.timeZone()),
      /**
       * Our extension (issue 45): the language of the answer's message, its time in that
       * language's format and its zone by name (English by default).
       */
      language: v.optional(v.picklist(PRODUCT_LANGUAGES)),
    }),
    response: ok(),
  }),
  change_schedule: defineOperation({
    option: 'change_schedule',
    group: 'order',
    auth: 'member',
    extension: true,
    summary:
      'Extension (issue 24): moves the delivery of a Scheduled gift (date and time in schedule_zone, by default the zone it was scheduled in) until it is delivered.',
    request: req({
      member_id: f.memberId(),
      order_id: f.orderId(),
      schedule_date: f.localDate(),
      schedule_time: f.localTime(),
      schedule_zone: v.optional(f.timeZone()),
      /** Our extension (issue 45): the language of the answer's message, as for send_order. */
      language: v.optional(v.picklist(PRODUCT_LANGUAGES)),
    }),
    response: ok(),
  }),
  cancel_schedule: defineOperation({
    option: 'cancel_schedule',
    group: 'order',
    auth: 'member',
    extension: true,
    summary:
      'Extension (issue 24): cancels the delivery of a Scheduled gift before it is delivered; the order can be sent again.',
    request: req({ member_id: f.memberId(), order_id: f.orderId() }),
    response: ok(),
  }),
  open_order: defineOperation({
    option: 'open_order',
    group: 'order',
    auth: 'member',
    extension: true,
    summary:
      "Extension (issue 45): the gift's recipient opened its closed card. The first time sets opened_date and the sender's timeline event 'opened' and tells the sender; later calls change nothing.",
    request: req({ member_id: f.memberId(), order_id: f.orderId() }),
    response: ok(),
  }),
  resend_gift: defineOperation({
    option: 'resend_gift',
    group: 'order',
    auth: 'member',
    extension: true,
    summary:
      "Extension (issue 45): sends one recipient's gift of a multi-recipient order again (order_id the sender's order, gift_id the recipient's): a failed or unanswered text message to a phone, or the notice to a friend who has not opened it. At most 3 times per recipient.",
    request: req({ member_id: f.memberId(), order_id: f.orderId(), gift_id: f.orderId() }),
    response: ok(),
  }),
  redeem_order: defineOperation({
    option: 'redeem_order',
    group: 'order',
    auth: 'member',
    summary:
      'Claims a gift shared by link (the Redeem button of /giftcard-share): it becomes Gifted, delivered and opened for the claimer, and its vouchers theirs. Its "redeemed" moment comes later, with the first used voucher (TIMELINE_EVENTS). Extension (issue 45): a gift sent to a phone number (Pending Claim) can be claimed only by the member whose verified phone is that number; anyone else is refused and it stays claimable.',
    request: req({ member_id: f.memberId(), order_id: f.orderId() }),
    response: ok(),
  }),
};
