import { sql, type Kysely, type Migration } from 'kysely';

// Issue 44: a catalogue import names each product by the shop's own code (sku), so importing the
// same file again finds the same rows and changes nothing.
export const productSku: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table products add column sku text unique`.execute(db);
  },
};
