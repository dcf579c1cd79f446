import { sql, type Kysely, type Migration } from 'kysely';

// Issue 45: a gift's redeem date is the recipient's first used voucher (used_at), no longer the
// moment it was delivered. Deliveries used to write redeemed_at at once, so a friend's gift looked
// redeemed before it was opened; those dates become the used date (null while none is used).
export const giftMoments: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`update orders set redeemed_at = used_at where redeemed_at is distinct from used_at`.execute(
      db,
    );
  },
};
