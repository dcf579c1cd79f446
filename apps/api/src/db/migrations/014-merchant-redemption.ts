import { sql, type Kysely, type Migration } from 'kysely';

// Merchant redemption and refunds (issue 44). A merchant is a brand's outlet staff with a key of
// its own (kept hashed, as sessions are); the merchant api checks and redeems the brand's codes.
// A voucher redeemed there is Used with the outlet and the time; one made void by a refund is
// neither checkable as valid nor in the wallet. A redemption is recorded under the merchant's
// idempotency key, so the same request sent twice redeems once.
export const merchantRedemption: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table merchants (
        id serial primary key,
        brand_id integer not null references brands (id),
        name text not null,
        key_hash text not null unique,
        created_at timestamptz not null default now(),
        revoked_at timestamptz
      )`.execute(db);
    await sql`
      alter table order_evouchers
        add column redeemed_at timestamptz,
        add column redeemed_outlet text,
        add column redeemed_merchant_id integer references merchants (id),
        add column voided_at timestamptz`.execute(db);
    await sql`create index order_evouchers_code on order_evouchers (code)`.execute(db);
    await sql`
      create table merchant_redemptions (
        merchant_id integer not null references merchants (id),
        idempotency_key text not null,
        voucher_id integer not null references order_evouchers (id),
        outlet text not null,
        created_at timestamptz not null default now(),
        primary key (merchant_id, idempotency_key)
      )`.execute(db);
    await sql`
      alter table orders
        add column refunded_at timestamptz,
        add column refund_reference text`.execute(db);
  },
};
