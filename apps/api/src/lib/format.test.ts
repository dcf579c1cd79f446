import { describe, expect, it } from 'vitest';

import { dateDash, dateTimeIso, dateTimeSlash, money } from './format';

describe('wire formats', () => {
  const date = new Date('2026-01-31T20:05:09Z'); // 1 Feb 04:05:09 in Singapore

  it('writes dates in Singapore time in the spec formats', () => {
    expect(dateTimeSlash(date)).toBe('01/02/2026 04:05:09');
    expect(dateTimeIso(date)).toBe('2026-02-01 04:05:09');
    expect(dateDash('2026-03-07')).toBe('07-03-2026');
    expect(dateTimeSlash(null)).toBe('');
  });

  it('answers money columns as numbers with 2 decimals', () => {
    expect(money('12.50')).toBe(12.5);
    expect(money('0.1')).toBe(0.1);
    expect(money(null)).toBe(0);
  });
});
