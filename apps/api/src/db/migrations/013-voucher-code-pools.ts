import { sql, type Kysely, type Migration } from 'kysely';

// Voucher code pools (issue 44): a product's codes either are invented by the api when an order
// is paid (`generated`, as before) or come from the brand, loaded in advance (`pool`): its stock
// is then the number of its codes not issued yet, and paying takes codes from the pool. A code is
// issued at most once: the row's issued_order_id goes from null to the order by a conditional
// update (commerce/pools.ts). The product's stock_mode column (and its check) comes from
// migration 010, with the catalogue import.
export const voucherCodePools: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      alter table products
        add column code_pool_low integer not null default 10`.execute(db);
    await sql`
      create table voucher_codes (
        id serial primary key,
        product_id integer not null references products (id),
        code text not null,
        code_type text,
        expiry_date text,
        imported_at timestamptz not null default now(),
        issued_order_id integer references orders (id),
        issued_at timestamptz,
        unique (product_id, code)
      )`.execute(db);
    // The free codes of a product, in the order they are handed out.
    await sql`
      create index voucher_codes_free on voucher_codes (product_id, id)
      where issued_order_id is null`.execute(db);
    await sql`create index voucher_codes_order on voucher_codes (issued_order_id)`.execute(db);
  },
};
