import type { Basket, BasketProduct, UdollarGiftcard } from '@ugift/api-client';

import { coffeeForTwo, greetingCard, udollarCard } from '../../../testing/data';
import { media } from '../../../testing/media';

const lines: BasketProduct[] = [
  {
    ...coffeeForTwo,
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

const cardEditParameter = greetingCard('Happy birthday, Mei!');

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
  udollarCard,
  {
    id: '32',
    udollar_balance: 5,
    udollar_orig_balance: 5,
    udollar_expire_date: '2099-06-30 23:59:59',
    order_date: '2026-02-01 09:00:00',
    currency_code: 'SGD',
  },
];

/** A uDollar card whose expiry has passed: listed, marked expired, not selectable. */
export const expiredUdollar: UdollarGiftcard = {
  id: '33',
  udollar_balance: 40,
  udollar_orig_balance: 40,
  udollar_expire_date: '2025-01-31 23:59:59',
  order_date: '2024-02-01 09:00:00',
  currency_code: 'SGD',
};
