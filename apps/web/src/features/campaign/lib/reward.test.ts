import { describe, expect, it } from 'vitest';

import { canShowRedeem, rewardTarget } from './reward';

describe('given a redeemed campaign reward (spec section 4)', () => {
  it('should send a free product to the wallet', () => {
    expect(rewardTarget('product_free', '101')).toBe('/vouchers');
  });
  it('should send a discount to the product page', () => {
    expect(rewardTarget('product_discount', '101')).toBe('/product-details?id=101');
  });
  it('should send points to the profile', () => {
    expect(rewardTarget('points', undefined)).toBe('/profile');
  });
  it('should offer Redeem only when redeemable and not a new_app task', () => {
    expect(canShowRedeem({ is_redeem: true, task_type: 'referral' })).toBe(true);
    expect(canShowRedeem({ is_redeem: true, task_type: 'new_app' })).toBe(false);
    expect(canShowRedeem({ is_redeem: false, task_type: 'referral' })).toBe(false);
  });
});
