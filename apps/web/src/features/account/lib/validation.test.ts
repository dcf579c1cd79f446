import { describe, expect, it } from 'vitest';

import {
  canLogin,
  canSubmitNewPassword,
  checkCountry,
  checkLogin,
  checkNewPassword,
  checkPhone,
  fullPhoneNumber,
  loginBlocker,
} from './validation';

describe('the account validation rules of spec section 5', () => {
  it('should ask for the country code first, then the phone, then the password', () => {
    expect(checkLogin('', '', '')?.title).toBe('account.validation.countryCodeTitle');
    expect(checkLogin('65', '', '')?.title).toBe('account.validation.phoneTitle');
    expect(checkLogin('65', '8123', '')?.title).toBe('account.validation.passwordTitle');
    expect(checkLogin('65', '8123', 'secret')).toBeNull();
    expect(checkPhone('60', '  ')?.message).toBe('account.validation.phone');
  });

  it('should enable Login only with a phone and 6 or more password characters', () => {
    expect(canLogin('', 'secret1')).toBe(false);
    expect(canLogin('81234567', '12345')).toBe(false);
    expect(canLogin('81234567', '123456')).toBe(true);
  });

  it('should say why Login is disabled: the phone first, then the password length', () => {
    expect(loginBlocker('', '')).toBe('account.login.needPhone');
    expect(loginBlocker('81234567', '12345')).toBe('account.login.needPassword');
    expect(loginBlocker('81234567', '123456')).toBeNull();
  });

  it('should name the field each problem is shown on', () => {
    expect(checkLogin('', '', '')?.field).toBe('countryCode');
    expect(checkLogin('65', '', '')?.field).toBe('phone');
    expect(checkLogin('65', '1', '')?.field).toBe('password');
    expect(checkNewPassword('abcdef', 'abcdeg')?.field).toBe('retype');
  });

  it('should check new passwords: empty, retype empty, mismatch', () => {
    expect(checkNewPassword('', '')?.message).toBe('account.validation.newPassword');
    expect(checkNewPassword('abcdef', '')?.message).toBe('account.validation.retype');
    expect(checkNewPassword('abcdef', 'abcdeg')?.message).toBe('account.validation.mismatch');
    expect(checkNewPassword('abcdef', 'abcdef')).toBeNull();
    expect(canSubmitNewPassword('abcdef', 'abcde')).toBe(false);
    expect(canSubmitNewPassword('abcdef', 'abcdeg')).toBe(true);
  });

  it('should require a country in the social login modal', () => {
    expect(checkCountry('')?.title).toBe('account.validation.countryTitle');
    expect(checkCountry('3')).toBeNull();
  });

  it('should join the calling code and the number as digits', () => {
    expect(fullPhoneNumber('+65', '8123 4567')).toBe('6581234567');
    expect(fullPhoneNumber('60', '123456789')).toBe('60123456789');
  });
});
