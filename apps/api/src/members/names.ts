import type { Db } from '../db';
import type { Trx } from '../db/tx';

/** How a member is named to others: the name, or the phone number when there is none. */
export const displayName = (m: { name: string; phone_number: string | null }) =>
  m.name || (m.phone_number ? `+${m.phone_number}` : '');

/** A member's display name, or '' for an unknown member. */
export async function memberName(db: Db | Trx, memberId: number): Promise<string> {
  const row = await db
    .selectFrom('members')
    .select(['name', 'phone_number'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row ? displayName(row) : '';
}
