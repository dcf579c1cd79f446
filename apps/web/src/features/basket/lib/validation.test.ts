import { describe, expect, it } from 'vitest';

import { udollarProblem } from './validation';

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
