import type { Banner } from '@ugift/api-client';

import { links } from '../../../config/paths';

export type LinkageTarget =
  | { kind: 'external'; href: string }
  | { kind: 'route'; to: string }
  | { kind: 'video'; src: string }
  | { kind: 'none' };

/** Where a banner or popup leads (spec section 2: url, product, video popup, campaign). */
export function linkageTarget(
  item: Partial<Pick<Banner, 'linkage_type' | 'linkage_detail'>>,
): LinkageTarget {
  const detail = item.linkage_detail ?? '';
  if (!detail) return { kind: 'none' };
  switch (item.linkage_type) {
    case 'linkage_url':
      return { kind: 'external', href: detail };
    case 'linkage_product':
      return { kind: 'route', to: links.productDetails(detail) };
    case 'linkage_campaign':
      return { kind: 'route', to: links.campaign(detail) };
    case 'linkage_video':
      return { kind: 'video', src: detail };
    default:
      return { kind: 'none' };
  }
}
