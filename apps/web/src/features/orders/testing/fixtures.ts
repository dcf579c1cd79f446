import type { Friend, Order } from '@ugift/api-client';
import { type CardElement, serializeEditParameter } from '@ugift/giftcard-renderer';

import { media } from '../../../testing/media';

export const sender = { member_id: '12', country_id: '3', name: 'Alex Tan' };
export const recipient = { member_id: '34', country_id: '3', name: 'Mei Lin' };

const base = {
  placeholder: '',
  fontfamily: '',
  fontcolor: '',
  fontsize: null,
  size: null,
} as const;

const elements: CardElement[] = [
  {
    ...base,
    type: 'text',
    key: 'title',
    content: 'Happy Birthday',
    xpos: 0.1,
    ypos: 0.1,
    width: 0.8,
    height: 0.2,
    size: 'larger',
  },
  {
    ...base,
    type: 'message',
    key: 'message',
    content: 'Enjoy your day!',
    xpos: 0,
    ypos: 0,
    width: 0,
    height: 0,
  },
  { ...base, type: 'music', key: 'music', content: '2', xpos: 0, ypos: 0, width: 0, height: 0 },
];

export function orderOf(overrides: Partial<Order> = {}): Order {
  return {
    id: '900',
    order_no: 'UG-2026-000900',
    created_date: '15/01/2026 10:30:00',
    paid_date: '15/01/2026 10:35:00',
    received_date: '',
    payment_status: 'Paid',
    order_status: 'Pending Send',
    order_type: 'Order with Products',
    giftcard_id: '7',
    giftcard_image: media.card,
    giftcard_edit_parameter: serializeEditParameter(elements),
    member_id: sender.member_id,
    member_name: sender.name,
    member_profile_picture: '',
    recipient_id: '0',
    recipient_name: '',
    phrase: 'Kindness is a gift everyone can afford.',
    sub_total: 48,
    total_discount: 4.8,
    currency: 'SGD',
    order_amount: 43.2,
    products: [
      {
        product_id: '101',
        image: media.coffee,
        product_name: 'Coffee for two',
        quantity: 2,
        currency_code: 'SGD',
        amount: 24,
        multiple_languages: {
          en: { product_name: 'Coffee for two' },
          cn: { product_name: '双人咖啡' },
          jp: { product_name: '二人分のコーヒー' },
        },
      },
    ],
    ...overrides,
  };
}

export const pendingOrder = () =>
  orderOf({ payment_status: 'Pending', paid_date: '', order_status: '', phrase: '' });
export const selfUseOrder = () => orderOf({ order_status: 'Self-Use', giftcard_id: '0' });
export const giftedOrder = () =>
  orderOf({
    order_status: 'Gifted',
    recipient_id: recipient.member_id,
    recipient_name: recipient.name,
    received_date: '16/01/2026 09:00:00',
  });
/** What the recipient is sent: no price fields (spec section 4). */
export const giftedForRecipient = () => {
  const order = giftedOrder();
  delete order.sub_total;
  delete order.total_discount;
  delete order.order_amount;
  order.products = order.products.map(({ amount: _amount, ...p }) => p);
  return order;
};
export const campaignOrder = () =>
  orderOf({ payment_status: 'Campaign Redemption', giftcard_id: '0', order_status: 'Self-Use' });

export const friends: Friend[] = [
  { friend_id: '34', friend_name: 'Mei Lin', friend_profile_picture: '' },
  { friend_id: '35', friend_name: 'Kenji Sato', friend_profile_picture: '' },
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
