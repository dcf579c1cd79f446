import { sql, type Kysely, type Migration } from 'kysely';

// Issue 47, finding 7: every get_cashier_url call made a new payment page (40 calls, 40 Stripe
// Checkout sessions). A checkout now keeps the page's address, when it stops being payable and
// what it asks for, so that a member asking again for the same order gets the same open page.
export const checkoutReuse: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table payment_checkouts add column url text`.execute(db);
    await sql`alter table payment_checkouts add column expires_at timestamptz`.execute(db);
    await sql`alter table payment_checkouts add column amount numeric(12, 2)`.execute(db);
    await sql`alter table payment_checkouts add column currency text`.execute(db);
  },
};
