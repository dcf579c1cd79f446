import { sql, type Kysely, type Migration } from 'kysely';

// Order ids that travel in links (/giftcard-share?id=) must not be guessable, so orders get a
// random public id next to the serial one the foreign keys use. The contract's ids are decimal
// (^\d{1,18}$), which caps them at 18 random digits; the column is text so a longer id needs no
// migration once the contract allows it. Rows inserted without one (the seed) draw theirs from
// gen_random_uuid(), PostgreSQL's strong random source: 15 hex digits of two uuids' random part.
const randomDigits = `(100000000000000000 + (('x' || lpad(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)
  || substr(replace(gen_random_uuid()::text, '-', ''), 1, 3), 16, '0'))::bit(64)::bigint % 900000000000000000))::text`;

// One statement each: PGlite's extended protocol runs a single statement per query.
const up = [
  `alter table orders add column public_id text not null default ${randomDigits}`,
  `create unique index orders_public_id on orders(public_id)`,
  // The basket's choice at checkout (myself or gift) decides Self-Use or Pending Send on payment.
  `alter table orders add column self_use boolean not null default false`,
  // Once-only markers for the expiry reminder and the expired notice of each voucher.
  `alter table order_evouchers add column reminded_at timestamptz`,
  `alter table order_evouchers add column expired_notified_at timestamptz`,
  `create index order_evouchers_order_product on order_evouchers(order_product_id)`,
  `create index order_products_order on order_products(order_id)`,
  // Cashier checkouts: the token in the cashier URL is the capability, kept hashed.
  `create table payment_checkouts (
    token_hash text primary key, order_id integer not null references orders(id) on delete cascade,
    provider text not null, status text not null default 'open',
    created_at timestamptz not null default now(), completed_at timestamptz)`,
  `create index payment_checkouts_order on payment_checkouts(order_id)`,
];

export const commerce: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
};
