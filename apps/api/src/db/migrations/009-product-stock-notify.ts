import { sql, type Kysely, type Migration } from 'kysely';

/** pg_notify refuses payloads of 8,000 bytes; longer lists of ids notify the whole table. */
const MAX_IDS_TEXT = 7000;

// Stock changes with every reservation, cancellation and free reward: telling every process that
// "products" changed made each one drop its whole catalogue cache (migration 006) many times a
// second under checkout traffic. An update that changes nothing but stock now notifies
// `products.stock:<ids>` instead, and the caches drop only the answers that show those products
// (catalogue/cache.ts). Any other change of products notifies the table as before. An UPDATE
// trigger of its own, since a trigger with transition tables may have only one event.
export const productStockNotify: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create function ugift_products_updated() returns trigger language plpgsql as $$
      declare
        other_columns boolean;
        ids text;
      begin
        select bool_or((to_jsonb(n) - 'stock') is distinct from (to_jsonb(o) - 'stock')),
               string_agg(n.id::text, ',' order by n.id)
          into other_columns, ids
          from new_rows n join old_rows o on o.id = n.id;
        if ids is null then
          return null;
        elsif other_columns or length(ids) > ${sql.lit(MAX_IDS_TEXT)} then
          perform pg_notify('ugift_catalogue', tg_table_name);
        else
          perform pg_notify('ugift_catalogue', 'products.stock:' || ids);
        end if;
        return null;
      end $$`.execute(db);
    await sql`drop trigger products_catalogue_changed on products`.execute(db);
    await sql`
      create trigger products_catalogue_changed after insert or delete or truncate on products
      for each statement execute function ugift_catalogue_changed()`.execute(db);
    await sql`
      create trigger products_catalogue_updated after update on products
      referencing new table as new_rows old table as old_rows
      for each statement execute function ugift_products_updated()`.execute(db);
  },
};
