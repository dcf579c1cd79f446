import { sql, type Kysely, type Migration } from 'kysely';

// Issue 47, finding 2: a push endpoint that kept failing with errors other than 404/410 was kept
// for ever, so every later notification posted to it again. Its consecutive failures are counted
// (push/index.ts): a success sets them back to 0, and the subscription goes after 5.
export const pushFailures: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table push_subscriptions add column failures integer not null default 0`.execute(
      db,
    );
  },
};
