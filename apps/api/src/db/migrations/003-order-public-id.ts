import { sql, type Kysely, type Migration } from 'kysely';

// Public order ids are now 39 random digits made by the api (commerce/ids.ts), including for the
// seed. The 18-digit database default of 002 is dropped so that no order can be inserted with a
// short, weaker id by mistake. Ids already issued stay valid: the contract accepts 1 to 40 digits.
export const orderPublicId: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table orders alter column public_id drop default`.execute(db);
  },
};
