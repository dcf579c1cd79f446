import type { Notification } from '@ugift/api-client';

import { links } from '../../../config/paths';

/**
 * Where tapping a notification leads (spec section 4): orders to their details, friend events to
 * the friends screen, products, campaigns, cards and expired vouchers to their detail screens.
 * A rejected request has nowhere to go: the list reloads (null).
 */
export function notificationTarget(
  notification: Pick<Notification, 'type' | 'related_id'>,
): string | null {
  const id = notification.related_id;
  switch (notification.type) {
    // cancel_order is our extension: an order left unpaid was cancelled; its details say why.
    // open_order too (issue 24): the recipient opened the sender's gift; its timeline shows it.
    case 'send_order':
    case 'redeem_order':
    case 'cancel_order':
    case 'open_order':
      return links.orderDetails(id);
    case 'add_friend':
      return links.friends('list_friend_request');
    case 'accept_friend':
      return links.friends();
    case 'product':
      return links.productDetails(id);
    case 'campaign':
      return links.campaign(id);
    case 'giftcard':
      return links.giftCardProduct(id);
    case 'expired_evoucher':
      return links.voucherDetails(id);
    default:
      return null;
  }
}
