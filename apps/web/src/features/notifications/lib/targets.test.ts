import { describe, expect, it } from 'vitest';

import { notificationTarget } from './targets';

describe('given a notification of each type (spec section 4)', () => {
  it.each([
    ['send_order', '/order-details?id=7'],
    ['redeem_order', '/order-details?id=7'],
    ['cancel_order', '/order-details?id=7'],
    ['open_order', '/order-details?id=7'],
    ['add_friend', '/friends?type=list_friend_request'],
    ['accept_friend', '/friends'],
    ['product', '/product-details?id=7'],
    ['campaign', '/campaign?id=7'],
    ['giftcard', '/gift-card-product?id=7'],
    ['expired_evoucher', '/voucher-details?id=7'],
  ])('should send %s to %s', (type, target) => {
    expect(notificationTarget({ type, related_id: '7' })).toBe(target);
  });

  it('should stay on the list for reject_friend and unknown types', () => {
    expect(notificationTarget({ type: 'reject_friend', related_id: '7' })).toBeNull();
    expect(notificationTarget({ type: 'something_new', related_id: '7' })).toBeNull();
  });
});
