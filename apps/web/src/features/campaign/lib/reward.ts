import type { Campaign } from '@ugift/api-client';

import { links, paths } from '../../../config/paths';

/**
 * Where a redeemed reward is found (spec section 4): a free product in the wallet, a discounted
 * product on its page, points on the profile.
 */
export function rewardTarget(
  rewardType: Campaign['reward_type'],
  productId: string | undefined,
): string {
  switch (rewardType) {
    case 'product_free':
      return paths.vouchers;
    case 'product_discount':
      return productId ? links.productDetails(productId) : paths.home;
    case 'points':
      return paths.profile;
  }
}

/** The Redeem button shows only for redeemable campaigns that are not app-install tasks. */
export function canShowRedeem(campaign: Pick<Campaign, 'is_redeem' | 'task_type'>): boolean {
  return campaign.is_redeem && campaign.task_type !== 'new_app';
}
