// The catalogue at 50,000 products, on PostgreSQL (PGlite's planner is the same, but the plans
// that matter are those of the server a shop runs): every list_product query the screens make
// walks an index, never a sequential scan of products, and answers stay a page long.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { decodeCursor, listProductsQuery } from '../src/catalogue/list';
import { growCatalogue, LARGE_CATALOGUE } from '../src/db/seed/large';
import { startApi, type TestApi } from './helpers';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan, depth first. */
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

type ListFields = Parameters<typeof listProductsQuery>[1];

describe('given 50,000 products on PostgreSQL', () => {
  let api: TestApi;
  let guest: string;

  beforeAll(async () => {
    api = await startApi('postgres');
    expect(await growCatalogue(api.db, LARGE_CATALOGUE)).toBe(LARGE_CATALOGUE);
    guest = await api.guestToken();
  }, 120_000);

  afterAll(async () => {
    await api?.close();
  });

  const SORTS = ['ASC', 'DESC', 'POPULAR', 'NEW', 'HIGH', 'LOW'] as const;

  it('walks an index for every sort, language, filter and keyword the screens use, with and without a cursor', async () => {
    const cases: ListFields[] = [];
    for (const order_by of SORTS) {
      for (const language of ['en', 'cn', 'jp'] as const) {
        cases.push({ order_by, language });
      }
      cases.push({ order_by, filter_by_keywords: 'coffee' });
      cases.push({ order_by, filter_by_keywords: '咖啡礼' });
      cases.push({ order_by, filter_by_categories_id: ['3'] });
      cases.push({ order_by, filter_by_promo: 'true', filter_by_price_end: '50' });
    }
    cases.push({ limit: '5', order_by: 'POPULAR' });
    for (const fields of cases) {
      // The second page too: its first row, the cursor's position.
      const first = await api.call('list_product', fields as never, { token: guest });
      const { next_cursor } = first.json() as { next_cursor?: string };
      for (const withCursor of [
        fields,
        ...(next_cursor ? [{ ...fields, cursor: next_cursor }] : []),
      ]) {
        const steps = await explainWithParameters(withCursor);
        const label = JSON.stringify(withCursor);
        const onProducts = steps.filter((step) => step['Relation Name'] === 'products');
        expect(onProducts.length, label).toBeGreaterThan(0);
        expect(
          onProducts.filter((step) => step['Node Type'] === 'Seq Scan'),
          label,
        ).toEqual([]);
      }
    }
  }, 120_000);

  /** EXPLAIN through a prepared statement: the plan of the query as the api runs it. */
  async function explainWithParameters(fields: ListFields): Promise<PlanNode[]> {
    const cursor = decodeCursor(fields);
    if (typeof cursor === 'string') throw new Error(cursor);
    const compiled = (await listProductsQuery(api.db, fields, cursor)).compile();
    const explained = { ...compiled, sql: `explain (format json) ${compiled.sql}` };
    const { rows } = await api.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(explained);
    return nodes(rows[0]!['QUERY PLAN'][0].Plan);
  }

  it('answers at most 20 rows whatever was asked, and pages through to the end in order', async () => {
    const all = await api.call('list_product', { limit: '500' }, { token: guest });
    expect(all.json().table).toHaveLength(20);
    // Five pages of the popular list: no row twice, popularity never rising.
    let cursor: string | undefined;
    const seen: string[] = [];
    let previous = Infinity;
    for (let i = 0; i < 5; i++) {
      const res = await api.call(
        'list_product',
        { order_by: 'POPULAR', ...(cursor ? { cursor } : {}) },
        { token: guest },
      );
      const body = res.json() as { table: { id: string }[]; next_cursor?: string };
      expect(body.table).toHaveLength(20);
      for (const row of body.table) {
        const { popularity } = await api.db
          .selectFrom('products')
          .select('popularity')
          .where('id', '=', Number(row.id))
          .executeTakeFirstOrThrow();
        expect(popularity).toBeLessThanOrEqual(previous);
        previous = popularity;
      }
      seen.push(...body.table.map((row) => row.id));
      cursor = body.next_cursor;
      expect(cursor).toEqual(expect.any(String));
    }
    expect(new Set(seen).size).toBe(100);
  }, 60_000);

  it('finds a keyword in any language among 50,000 products', async () => {
    const search = async (keywords: string) =>
      (await api.call('list_product', { filter_by_keywords: keywords }, { token: guest })).json()
        .table as { multiple_languages: { en: { name: string }; jp?: { name: string } } }[];
    const copies = await search('#1000');
    expect(copies.length).toBeGreaterThan(0);
    expect(copies.every((row) => row.multiple_languages.en.name.endsWith('#1000'))).toBe(true);
    const japanese = copies.find((row) => row.multiple_languages.jp)!.multiple_languages.jp!.name;
    const byJapanese = await search(japanese);
    expect(byJapanese.map((row) => row.multiple_languages.jp?.name)).toContain(japanese);
  }, 60_000);
});
