import { describe, expect, it } from 'vitest';

import { cartAction, lineTotal, maxQuantity, shownQuantity } from './quantity';

describe('given the product quantity rules', () => {
  it('should start at 1, or at the basket quantity, within 1..stock', () => {
    expect(shownQuantity(null, null, 25)).toBe(1);
    expect(shownQuantity(null, 2, 25)).toBe(2);
    expect(shownQuantity(5, 2, 25)).toBe(5);
    expect(shownQuantity(null, 9, 3)).toBe(3);
    expect(shownQuantity(0, null, 3)).toBe(1);
    expect(shownQuantity(null, null, 0)).toBe(1);
  });

  it('should never allow more than the stock', () => {
    expect(maxQuantity(3)).toBe(3);
    expect(maxQuantity(0)).toBe(0);
    expect(maxQuantity(-2)).toBe(0);
  });

  it('should total price times quantity to 2 decimals', () => {
    expect(lineTotal(15.5, 2)).toBe(31);
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(52.2, 3)).toBe(156.6);
    expect(lineTotal(19.99, 7)).toBe(139.93);
  });

  it('should read Out of stock at stock 0, Update Cart when in the basket, else Add to Cart', () => {
    expect(cartAction(0, false)).toBe('outOfStock');
    expect(cartAction(0, true)).toBe('outOfStock');
    expect(cartAction(4, true)).toBe('update');
    expect(cartAction(4, false)).toBe('add');
  });
});
