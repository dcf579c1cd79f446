import * as v from 'valibot';
import { sql } from 'kysely';

import { defineCommand } from '../registry';

/** How full the shop is: what the catalogue holds, and how many members and orders there are. */
export const statusCommand = defineCommand({
  name: 'status',
  summary: 'What the shop holds: catalogue, members, orders',
  input: v.object({}),
  async run({ db }) {
    const count = async (table: string, where = 'true') =>
      Number(
        (
          await sql<{
            n: string;
          }>`select count(*) as n from ${sql.table(table)} where ${sql.raw(where)}`.execute(db)
        ).rows[0]!.n,
      );
    const data = {
      countries: await count('countries'),
      categories: await count('categories'),
      brands: await count('brands'),
      products: await count('products', 'retired_at is null'),
      retired_products: await count('products', 'retired_at is not null'),
      giftcards: await count('giftcards'),
      members: await count('members'),
      orders: await count('orders'),
    };
    const summary = Object.entries(data)
      .map(([key, n]) => `${key.replace(/_/g, ' ')}: ${n}`)
      .join('\n');
    return { summary, data };
  },
});
