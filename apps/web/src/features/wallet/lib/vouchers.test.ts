import { describe, expect, it } from 'vitest';

import { isExpired, isUsed } from './vouchers';

describe('isExpired', () => {
  const now = new Date(2026, 0, 15, 12, 0, 0);
  it('is still valid on the expiry day itself', () => {
    expect(isExpired({ expiry_date: '15-01-2026' }, now)).toBe(false);
  });
  it('is expired the day after', () => {
    expect(isExpired({ expiry_date: '14-01-2026' }, now)).toBe(true);
  });
  it('is not expired for an unreadable date', () => {
    expect(isExpired({ expiry_date: '' }, now)).toBe(false);
  });
});

describe('isUsed', () => {
  it("reads status 'Used'", () => {
    expect(isUsed({ status: 'Used' })).toBe(true);
    expect(isUsed({ status: 'Active' })).toBe(false);
  });
});
