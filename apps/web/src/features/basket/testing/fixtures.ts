import type { Basket, BasketProduct, UdollarGiftcard } from '@ugift/api-client';
import { type CardElement, serializeEditParameter } from '@ugift/giftcard-renderer';
import { media } from '../../../testing/media';

export const member = { member_id: '12', country_id: '3' };

const lines: BasketProduct[] = [
  {
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
    campaign_info: { discount_mode: 'percent', discount_message: '10% off this week' },
  },
  {
    product_id: '102',
    image: media.movie,
    quantity: 1,
    amount: 15.5,
    currency_code: 'SGD',
    multiple_languages: { en: { product_name: 'Movie ticket' } },
    campaign_info: null,
  },
];

const base = {
  placeholder: '',
  fontfamily: '',
  fontcolor: '',
  fontsize: null,
  size: null,
} as const;

/** A card with a heading, a photo-free message and a music track (serialised as the server sends it). */
const cardElements: CardElement[] = [
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
    content: 'Happy birthday, Mei!',
    xpos: 0,
    ypos: 0,
    width: 0,
    height: 0,
  },
  { ...base, type: 'music', key: 'music', content: '2', xpos: 0, ypos: 0, width: 0, height: 0 },
];

const cardEditParameter = serializeEditParameter(cardElements);

export function basketOf(overrides: Partial<Basket> = {}): Basket {
  return {
    id: '500',
    products: lines,
    giftcard_id: '0',
    giftcard_edit_parameter: '',
    billing_address: '',
    sub_total: 39.5,
    total_discount: 2.4,
    points: 37,
    order_amount: 37.1,
    currency: 'SGD',
    udollar_amount: 0,
    order_status: '',
    ...overrides,
  };
}

export const withCard = (overrides: Partial<Basket> = {}) =>
  basketOf({
    giftcard_id: '7',
    giftcard_image: media.card,
    giftcard_edit_parameter: cardEditParameter,
    ...overrides,
  });

export const cardOnly = () =>
  withCard({ products: [], sub_total: 0, total_discount: 0, points: 0, order_amount: 0 });

export const udollars: UdollarGiftcard[] = [
  {
    id: '31',
    udollar_balance: 20,
    udollar_orig_balance: 50,
    udollar_expire_date: '2099-12-31 23:59:59',
    order_date: '2026-01-05 10:30:00',
    currency_code: 'SGD',
  },
  {
    id: '32',
    udollar_balance: 5,
    udollar_orig_balance: 5,
    udollar_expire_date: '2099-06-30 23:59:59',
    order_date: '2026-02-01 09:00:00',
    currency_code: 'SGD',
  },
];
