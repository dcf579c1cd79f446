import { beforeEach, describe, expect, it } from 'vitest';

import { afterLoginPath } from './after-login';

describe('given a member who just logged in', () => {
  beforeEach(() => localStorage.clear());

  it('should go to the page the login guard came from', () => {
    expect(afterLoginPath('/order-topay?id=42')).toBe('/order-topay?id=42');
  });

  it('should go home without an origin, or with one outside the app', () => {
    expect(afterLoginPath(null)).toBe('/home');
    expect(afterLoginPath('//evil.example/x')).toBe('/home');
  });

  it('should go to the gift a stored redirect id names, once', () => {
    localStorage.setItem('redirect_id', JSON.stringify('900'));
    expect(afterLoginPath('/profile')).toBe('/giftcard-share?id=900');
    expect(afterLoginPath('/profile')).toBe('/profile');
  });
});
