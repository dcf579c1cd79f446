import { describe, expect, it } from 'vitest';

import { isExpired, isUsed, usableFirst } from './vouchers';

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

describe('usableFirst', () => {
  const now = new Date(2026, 0, 15);
  const used = { id: 'used', status: 'Used', expiry_date: '31-12-2026' };
  const usable = { id: 'usable', status: '', expiry_date: '31-12-2026' };
  const expired = { id: 'expired', status: '', expiry_date: '01-01-2026' };
  const usable2 = { id: 'usable2', status: 'Active', expiry_date: '' };

  it('lists usable vouchers first, then expired, then used, keeping the order within each', () => {
    expect(usableFirst([used, expired, usable, usable2], now).map((v) => v.id)).toEqual([
      'usable',
      'usable2',
      'expired',
      'used',
    ]);
  });

  it('leaves the list it was given untouched', () => {
    const list = [used, usable];
    usableFirst(list, now);
    expect(list.map((v) => v.id)).toEqual(['used', 'usable']);
  });
});
