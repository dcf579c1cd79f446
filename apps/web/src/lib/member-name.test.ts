import { describe, expect, it } from 'vitest';

import { memberName, phoneLabel } from './member-name';

describe('given a member to name', () => {
  it('should use the name, trimmed', () => {
    expect(memberName({ name: ' Mei Tan ', phone_number: '6591234567' })).toBe('Mei Tan');
  });

  it("should fall back to '+{phone}' when the name is blank", () => {
    expect(memberName({ name: '  ', phone_number: '6591234567' })).toBe('+6591234567');
  });

  it('should not double the plus of a phone stored with one', () => {
    expect(phoneLabel('+6591234567')).toBe('+6591234567');
  });

  it('should show every phone number one way, whatever spacing it was stored with', () => {
    expect(phoneLabel('65 9123 4567')).toBe('+6591234567');
    expect(phoneLabel('+65-9123-4567')).toBe('+6591234567');
    expect(phoneLabel('   ')).toBe('');
  });

  it('should give an empty text for nobody', () => {
    expect(memberName(null)).toBe('');
    expect(memberName({ name: '', phone_number: '' })).toBe('');
  });
});
