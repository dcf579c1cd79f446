import { sql, type Kysely, type Migration } from 'kysely';

/** The tables the catalogue's answers are made of (catalogue/cache.ts). */
const CATALOGUE_TABLES = [
  'countries',
  'categories',
  'brands',
  'interests',
  'gift_intentions',
  'giftcard_categories',
  'giftcards',
  'campaigns',
  'products',
  'music',
  'banners',
] as const;

// Any change to a catalogue table, by the api, a seed script or an operator's SQL, notifies
// ugift_catalogue (db/notify.ts) once per statement, so every api process drops its cached
// catalogue answers before it answers again.
export const catalogueNotify: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create function ugift_catalogue_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('ugift_catalogue', tg_table_name);
        return null;
      end $$`.execute(db);
    for (const table of CATALOGUE_TABLES) {
      await sql
        .raw(
          `create trigger ${table}_catalogue_changed after insert or update or delete or truncate
           on ${table} for each statement execute function ugift_catalogue_changed()`,
        )
        .execute(db);
    }
  },
};
