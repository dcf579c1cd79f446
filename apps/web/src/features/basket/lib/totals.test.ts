import { describe, expect, it } from 'vitest';

import type { Basket } from '@ugift/api-client';

import { hasCard, isCardOnly, isEmptyBasket, reserveFailure, totalRows } from './totals';

const basket = {
  currency: 'SGD',
  giftcard_id: '0',
  products: [{ product_id: '5' }],
  sub_total: 60,
  total_discount: 10,
  udollar_amount: 0,
  order_amount: 50,
  points: 50,
} as unknown as Basket;

describe('given a basket', () => {
  it('should hold a card only when giftcard_id names one', () => {
    expect(hasCard(basket)).toBe(false);
    expect(hasCard({ ...basket, giftcard_id: '' })).toBe(false);
    expect(hasCard({ ...basket, giftcard_id: '7' })).toBe(true);
  });

  it('should be empty without lines and card, and card-only with a card and no line', () => {
    expect(isEmptyBasket(null)).toBe(true);
    expect(isEmptyBasket({ ...basket, products: [] })).toBe(true);
    expect(isEmptyBasket(basket)).toBe(false);
    expect(isCardOnly({ ...basket, products: [], giftcard_id: '7' })).toBe(true);
    expect(isCardOnly({ ...basket, giftcard_id: '7' })).toBe(false);
  });

  it('should total subtotal, discount and total on the cart', () => {
    expect(totalRows(basket, 'cart')).toEqual([
      { key: 'basket.subtotal', value: 'SGD 60.00' },
      { key: 'basket.discount', value: '- SGD 10.00' },
      { key: 'basket.total', value: 'SGD 50.00', strong: true },
    ]);
  });

  it('should add the uDollar applied and, on the confirmation, the points', () => {
    const keys = totalRows({ ...basket, udollar_amount: 5 }, 'confirmation').map((r) => r.key);
    expect(keys).toEqual([
      'basket.subtotal',
      'basket.discount',
      'basket.udollarApplied',
      'basket.points',
      'basket.total',
    ]);
  });
});

describe('given a failed reservation', () => {
  it('should say the message, then the short stock when the server names it', () => {
    const error = Object.assign(new Error('Out of stock'), {
      bodyField: (name: string) => (name === 'insufficient_stock' ? 'Coffee x2' : undefined),
    });
    expect(reserveFailure(error)).toBe('Out of stock\nCoffee x2');
    expect(reserveFailure(new Error('Server busy'))).toBe('Server busy');
  });
});
