import type { Db } from '../db';
import type { Trx } from '../db/tx';

/**
 * How a member without a name is shown to others. Never the phone number: a share link, a friend
 * request or a send confirmation would hand it to whoever sees them.
 */
const UNNAMED_MEMBER = 'A Ugift member';

/** How a member is named to others: the name, or UNNAMED_MEMBER when there is none. */
export const displayName = (m: { name: string }) => m.name.trim() || UNNAMED_MEMBER;

/** A member's display name, or '' for an unknown member. */
export async function memberName(db: Db | Trx, memberId: number): Promise<string> {
  const row = await db
    .selectFrom('members')
    .select('name')
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row ? displayName(row) : '';
}
