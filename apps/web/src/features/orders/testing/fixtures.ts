import type { Friend, Order } from '@ugift/api-client';

import { orderOf, recipient, withoutPrices } from '../../../testing/data';

export const pendingOrder = () =>
  orderOf({ payment_status: 'Pending', paid_date: '', order_status: '', phrase: '' });
export const selfUseOrder = () => orderOf({ order_status: 'Self-Use', giftcard_id: '0' });
export const giftedOrder = () =>
  orderOf({
    order_status: 'Gifted',
    recipient_id: recipient.member_id,
    recipient_name: recipient.name,
    received_date: '16/01/2026 09:00:00',
    opened_date: '16/01/2026 09:00:00',
    redeemed_date: '16/01/2026 09:00:00',
  });
/** What the recipient is sent: no price fields (spec section 4). */
export const giftedForRecipient = () => withoutPrices(giftedOrder());
/** Paid, then refunded by the support desk (issue 44): its own status and date on the wire. */
export const refundedOrder = () =>
  orderOf({
    id: '908',
    order_no: 'UG-2026-000908',
    order_status: 'Refunded',
    refunded_date: '20/01/2026 16:45:00',
  });
export const campaignOrder = () =>
  orderOf({ payment_status: 'Campaign Redemption', giftcard_id: '0', order_status: 'Self-Use' });

export const friends: Friend[] = [
  {
    friend_id: '34',
    friend_name: 'Mei Lin',
    friend_profile_picture: '',
    time_zone: 'Asia/Singapore',
  },
  {
    friend_id: '35',
    friend_name: 'Kenji Sato',
    friend_profile_picture: '',
    time_zone: 'Asia/Tokyo',
  },
];

export const periods = [
  { month: '1', year: '2026', filter_name: 'Jan 2026' },
  { month: '12', year: '2025', filter_name: 'Dec 2025' },
];

/** Issue 24: a gift the sender scheduled for the recipient's morning in Tokyo. */
export function scheduledOrder(overrides: Partial<Order> = {}): Order {
  return orderOf({
    order_status: 'Scheduled',
    recipient_id: recipient.member_id,
    recipient_name: recipient.name,
    schedule: {
      date_time: '2026-02-14 09:00',
      time_zone: 'Asia/Tokyo',
      sender_date_time: '2026-02-14 08:00',
      sender_time_zone: 'Asia/Singapore',
    },
    timeline: {
      time_zone: 'Asia/Singapore',
      events: [
        { event: 'sent', date: '2026-01-15 10:40' },
        { event: 'scheduled', date: '2026-02-14 08:00' },
      ],
    },
    ...overrides,
  });
}

/** A delivered gift's timeline up to the given step (sent, delivered, opened, redeemed). */
export function followedOrder(upTo: 'delivered' | 'opened' | 'redeemed'): Order {
  const steps = [
    { event: 'sent', date: '2026-01-15 10:40' },
    { event: 'delivered', date: '2026-01-15 10:40' },
    { event: 'opened', date: '2026-01-16 08:05' },
    { event: 'redeemed', date: '2026-01-20 13:30' },
  ] as const;
  const count = { delivered: 2, opened: 3, redeemed: 4 }[upTo];
  return {
    ...giftedOrder(),
    timeline: { time_zone: 'Asia/Singapore', events: steps.slice(0, count).map((s) => ({ ...s })) },
  };
}

/**
 * A scheduled gift refunded before its time (issue 44's refund, issue 45's wording): the api
 * answers it Refunded with its date, without the schedule it no longer has.
 */
export function refundedScheduledOrder(): Order {
  const { schedule: _schedule, timeline: _timeline, ...order } = scheduledOrder();
  return { ...order, id: '909', order_status: 'Refunded', refunded_date: '20/01/2026 16:45:00' };
}
