import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { prepared, statementName } from '../src/db/prepared';
import { freshDatabase } from './helpers';

describe('the statements prepared once per connection', () => {
  it('names a marked query by its mark and its text, and leaves the others alone', () => {
    const text = 'select 1 /* prepared: reserve-lock */';
    const name = statementName(text);
    expect(name).toMatch(/^reserve-lock-[0-9a-f]{12}$/);
    expect(statementName(text)).toBe(name);
    // Another text under the same mark is another statement.
    expect(statementName('select 2 /* prepared: reserve-lock */')).not.toBe(name);
    expect(statementName('select 1')).toBeNull();
    expect(statementName('select 1 /* prepared: reserve-lock */ and more')).toBeNull();
    expect(() => prepared('Bad name; drop')).toThrow();
  });

  describe('on PostgreSQL', () => {
    let database: Awaited<ReturnType<typeof freshDatabase>>;
    beforeAll(async () => {
      database = await freshDatabase('postgres');
    });
    afterAll(async () => database?.drop());

    it('runs a marked query as a named statement of its connection, and an unmarked one not', async () => {
      const names = await database.db.connection().execute(async (connection) => {
        const stock = (id: number) =>
          connection
            .selectFrom('products')
            .select('stock')
            .where('id', '=', id)
            .modifyEnd(prepared('test-stock'))
            .executeTakeFirstOrThrow();
        // The same statement twice, with other values: one prepared statement.
        const first = await stock(1);
        const second = await stock(2);
        expect(typeof first.stock).toBe('number');
        expect(typeof second.stock).toBe('number');
        await connection.selectFrom('products').select('id').where('id', '=', 1).execute();
        const { rows } = await sql<{
          name: string;
          statement: string;
        }>`select name, statement from pg_prepared_statements`.execute(connection);
        return rows;
      });
      expect(names).toHaveLength(1);
      expect(names[0]!.name).toMatch(/^test-stock-[0-9a-f]{12}$/);
      expect(names[0]!.statement).toContain('/* prepared: test-stock */');
    });
  });
});
