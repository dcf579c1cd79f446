import { sql, type Kysely, type Migration } from 'kysely';

// Refunds through the payment provider (issue 44, `orders refund`): a refund names the payment,
// so the provider's reference for it (Stripe's payment intent) is kept with the checkout that
// paid the order. Checkouts paid before this have none: their refunds are made by hand.
export const paymentReference: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table payment_checkouts add column payment_reference text`.execute(db);
  },
};
