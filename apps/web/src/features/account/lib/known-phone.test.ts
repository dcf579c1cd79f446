import { describe, expect, it } from 'vitest';

import { knownPhone } from './known-phone';

const nothing = {
  carried: null,
  storedCode: null,
  storedNumber: null,
  countryCallingCode: null,
  fallbackCode: '60',
};

describe('given where the forgot-password form starts', () => {
  it("should start on the spec's +60 only when nothing is known", () => {
    expect(knownPhone(nothing)).toEqual({ countryCode: '60', phone: '' });
  });

  it('should keep the code and number carried from the login form first', () => {
    expect(
      knownPhone({
        ...nothing,
        carried: { countryCode: '65', phone: '91234567' },
        storedCode: '81',
        storedNumber: '81901234567',
      }),
    ).toEqual({ countryCode: '65', phone: '91234567' });
  });

  it('should fall back to the code and number last used on the device', () => {
    expect(knownPhone({ ...nothing, storedCode: '65', storedNumber: '6581112222' })).toEqual({
      countryCode: '65',
      phone: '81112222',
    });
  });

  it("should use the shopper's country's calling code when no number was used", () => {
    expect(knownPhone({ ...nothing, countryCallingCode: '81' })).toEqual({
      countryCode: '81',
      phone: '',
    });
  });
});
