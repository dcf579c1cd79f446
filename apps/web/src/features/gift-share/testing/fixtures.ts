import type { Order } from '@ugift/api-client';
import { type CardElement, serializeEditParameter } from '@ugift/giftcard-renderer';

import { media } from '../../../testing/media';

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
    content: 'Enjoy your day, Mei!',
    xpos: 0,
    ypos: 0,
    width: 0,
    height: 0,
  },
];

/** A paid gift waiting to be redeemed, as a recipient or a guest sees it: no prices. */
export function giftOf(overrides: Partial<Order> = {}): Order {
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
    member_id: '12',
    member_name: 'Alex Tan',
    member_profile_picture: '',
    recipient_id: '34',
    recipient_name: 'Mei Lin',
    phrase: '',
    currency: 'SGD',
    products: [
      {
        product_id: '101',
        image: media.coffee,
        product_name: 'Coffee for two',
        quantity: 2,
        currency_code: 'SGD',
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
