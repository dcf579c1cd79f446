import { describe, expect, it } from 'vitest';

import { giftShareUrl } from './gift-share-link';

describe('giftShareUrl', () => {
  it('should give the absolute receive page of an order under the base path', () => {
    const url = new URL(giftShareUrl('123456789012345678901234567890123456789'));
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe(`${import.meta.env.BASE_URL}giftcard-share`.replace('//', '/'));
    expect(url.searchParams.get('id')).toBe('123456789012345678901234567890123456789');
  });
});
