import type { Friend } from '@ugift/api-client';

import { orderOf, recipient, withoutPrices } from '../../../testing/data';

export const pendingOrder = () =>
  orderOf({ payment_status: 'Pending', paid_date: '', order_status: '', phrase: '' });
export const selfUseOrder = () => orderOf({ order_status: 'Self-Use', giftcard_id: '0' });
export const giftedOrder = () =>
  orderOf({
    order_status: 'Gifted',
    recipient_id: recipient.member_id,
    recipient_name: recipient.name,
    received_date: '16/01/2026 09:00:00',
  });
/** What the recipient is sent: no price fields (spec section 4). */
export const giftedForRecipient = () => withoutPrices(giftedOrder());
export const campaignOrder = () =>
  orderOf({ payment_status: 'Campaign Redemption', giftcard_id: '0', order_status: 'Self-Use' });

export const friends: Friend[] = [
  { friend_id: '34', friend_name: 'Mei Lin', friend_profile_picture: '' },
  { friend_id: '35', friend_name: 'Kenji Sato', friend_profile_picture: '' },
];

export const periods = [
  { month: '1', year: '2026', filter_name: 'Jan 2026' },
  { month: '12', year: '2025', filter_name: 'Dec 2025' },
];
