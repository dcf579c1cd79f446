import { describe, expect, it } from 'vitest';

import { formatMoney } from './money';

describe('formatMoney', () => {
  it('should put the currency before the amount, to 2 decimals', () => {
    expect(formatMoney('SGD', 12.5)).toBe('SGD 12.50');
    expect(formatMoney('MYR', 3)).toBe('MYR 3.00');
    expect(formatMoney('SGD', 7.499)).toBe('SGD 7.50');
  });

  it('should read a missing amount as 0 and drop a missing currency', () => {
    expect(formatMoney('SGD', undefined)).toBe('SGD 0.00');
    expect(formatMoney('SGD', null)).toBe('SGD 0.00');
    expect(formatMoney('', 4)).toBe('4.00');
  });
});
