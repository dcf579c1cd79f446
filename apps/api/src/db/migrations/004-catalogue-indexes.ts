import { sql, type Kysely, type Migration } from 'kysely';

// list_product on indexes (catalogue/list.ts). Each sort the screens use has an index of
// (country_id, sort key, id): the page walks it from the cursor and stops after 20 rows, for a
// country's products and (country_id is null) those sold everywhere. The expressions are exactly
// those of catalogue/list.ts, or the planner cannot use them.
// Keyword search: pg_trgm's trigram index over the three languages' names (search_names) serves
// ILIKE '%word%'
// (substring search in any script: a trigram is three characters, Chinese and Japanese included,
// so it needs no word splitting, which full-text search would need for those two languages and
// PostgreSQL does not ship). pg_trgm is a trusted extension (PostgreSQL 13+): a database owner can
// create it without superuser; PGlite loads it as a contrib extension (db/index.ts).
const SORT_KEYS = {
  name_en: `(languages->'en'->>'name')`,
  name_cn: `coalesce(languages->'cn'->>'name', languages->'en'->>'name')`,
  name_jp: `coalesce(languages->'jp'->>'name', languages->'en'->>'name')`,
  popularity: 'popularity',
  created: 'created_at',
  price: 'coalesce(campaign_discounted_price, discounted_price)',
};

export const catalogueIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const [name, key] of Object.entries(SORT_KEYS)) {
      await sql
        .raw(`create index products_country_${name} on products (country_id, ${key}, id)`)
        .execute(db);
    }
    // The names of the three languages in one stored column: the search reads a short text
    // instead of taking the names out of the (large) languages document row by row.
    await sql
      .raw(
        `alter table products add column search_names text generated always as (coalesce(languages->'en'->>'name', '') || ' ' || coalesce(languages->'cn'->>'name', '') || ' ' || coalesce(languages->'jp'->>'name', '')) stored`,
      )
      .execute(db);
    await sql`create index products_search_names on products using gin (search_names gin_trgm_ops)`.execute(
      db,
    );
  },
};
