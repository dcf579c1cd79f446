import type { Order } from '@ugift/api-client';

/** Who is looking at an order: its sender, the friend it was gifted to, or someone else. */
export function viewerRole(
  order: Order,
  memberId: string | null,
): 'sender' | 'recipient' | 'other' {
  if (memberId && order.member_id === memberId) return 'sender';
  if (memberId && order.recipient_id === memberId) return 'recipient';
  return 'other';
}
