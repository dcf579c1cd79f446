import type { Order, UdollarGiftcard } from '@ugift/api-client';
import { MEMBER_ID } from '@ugift/api-client/mocks';
import { type CardElement, serializeEditParameter } from '@ugift/giftcard-renderer';

import { media } from './media';

/**
 * The data that more than one feature's tests and stories share, typed by the api-client contract,
 * in one place: a feature's `testing/fixtures.ts` builds on these, never copies them.
 */

/** The signed-in member of the tests and stories (the contract mocks' member). */
export const member = { member_id: MEMBER_ID, country_id: '3' };
/** The member as the sender of an order. */
export const sender = { ...member, name: 'Alex Tan' };
/** The friend a gift goes to. */
export const recipient = { member_id: '34', country_id: '3', name: 'Mei Lin' };

/** What a card element leaves empty unless it says otherwise. */
export const elementBase = {
  placeholder: '',
  fontfamily: '',
  fontcolor: '',
  fontsize: null,
  size: null,
} as const;

/**
 * A chosen card as the server stores it: the heading 'Happy Birthday', this message and, unless
 * `music` is false, music track 2.
 */
export function greetingCard(message: string, { music = true } = {}): string {
  const elements: CardElement[] = [
    {
      ...elementBase,
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
      ...elementBase,
      type: 'message',
      key: 'message',
      content: message,
      xpos: 0,
      ypos: 0,
      width: 0,
      height: 0,
    },
  ];
  if (music) {
    elements.push({
      ...elementBase,
      type: 'music',
      key: 'music',
      content: '2',
      xpos: 0,
      ypos: 0,
      width: 0,
      height: 0,
    });
  }
  return serializeEditParameter(elements);
}

/** Product 101, two coffees, with its names in the three languages. */
export const coffeeForTwo = {
  product_id: '101',
  image: media.coffee,
  quantity: 2,
  amount: 24,
  currency_code: 'SGD',
  multiple_languages: {
    en: { product_name: 'Coffee for two' },
    cn: { product_name: '双人咖啡' },
    jp: { product_name: '二人分のコーヒー' },
  },
};

/** Order 900: the member's paid order of two coffees with a birthday card, not sent yet. */
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
    giftcard_edit_parameter: greetingCard('Enjoy your day!'),
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
    products: [{ ...coffeeForTwo, product_name: 'Coffee for two' }],
    ...overrides,
  };
}

/** What the recipient of an order is sent: no price fields (spec section 4). */
export function withoutPrices(order: Order): Order {
  const { sub_total: _s, total_discount: _d, order_amount: _a, ...rest } = order;
  return { ...rest, products: order.products.map(({ amount: _amount, ...p }) => p) };
}

/** uDollar card 31: SGD 20 left of 50, valid until 2099. */
export const udollarCard: UdollarGiftcard = {
  id: '31',
  udollar_balance: 20,
  udollar_orig_balance: 50,
  udollar_expire_date: '2099-12-31 23:59:59',
  order_date: '2026-01-05 10:30:00',
  currency_code: 'SGD',
};
