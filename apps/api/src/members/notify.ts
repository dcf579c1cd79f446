import type { Db } from '../db';
import type { Trx } from '../db/tx';

export type NotificationType =
  | 'send_order'
  | 'redeem_order'
  | 'add_friend'
  | 'accept_friend'
  | 'reject_friend'
  // Extension: an order left unpaid was cancelled (the web opens its details).
  | 'cancel_order'
  // Also the reminder a few days before expiry: the web opens the same voucher screen for it.
  | 'expired_evoucher'
  // Extension (issue 24): the recipient opened the sender's gift (the web opens the order).
  | 'open_order';

/** Adds a notice to a member's list (list_notification). */
export async function notify(
  db: Db | Trx,
  memberId: number,
  type: NotificationType,
  relatedId: string | number,
  message: string,
  image = '',
) {
  await db
    .insertInto('notifications')
    .values({ member_id: memberId, type, related_id: String(relatedId), message, image })
    .execute();
}
