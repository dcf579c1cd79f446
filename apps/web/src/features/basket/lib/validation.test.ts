import { describe, expect, it } from 'vitest';

import { isUdollarExpired, udollarProblem } from './validation';

describe('udollarProblem', () => {
  it('asks for a card when none is chosen', () => {
    expect(udollarProblem(null, '5')).toBe('basket.udollar.chooseCard');
  });

  it.each(['', ' ', 'abc', '0', '-1', '1.234', '50.01'])(
    'refuses the amount %j against a balance of 50',
    (amount) => {
      expect(udollarProblem(50, amount)).toBe('basket.udollar.invalidAmount');
    },
  );

  it.each(['1', '50', '12.5', '0.01'])('accepts %j within a balance of 50', (amount) => {
    expect(udollarProblem(50, amount)).toBeNull();
  });
});

describe('isUdollarExpired', () => {
  const card = { udollar_expire_date: '2026-03-05 12:00:00' };

  it('is not expired up to its expiry moment', () => {
    expect(isUdollarExpired(card, new Date(2026, 2, 5, 11, 59, 59))).toBe(false);
    expect(isUdollarExpired(card, new Date(2026, 2, 5, 12, 0, 0))).toBe(false);
  });

  it('is expired once now is after its expiry moment', () => {
    expect(isUdollarExpired(card, new Date(2026, 2, 5, 12, 0, 1))).toBe(true);
  });

  it('never calls a card without a date expired', () => {
    expect(isUdollarExpired({ udollar_expire_date: '' }, new Date(2099, 0, 1))).toBe(false);
  });
});
