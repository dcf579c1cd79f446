// list_product a page at a time, on indexes (migration 004): every sort walks an index of
// (country_id, sort key, id) from the cursor on, so a page of 20 reads about 20 rows whatever the
// catalogue's size. A country's list holds its own products and those of no country (sold
// everywhere); an OR of the two could not walk one index in order, so each side is read on its own
// index and the two pages are merged (UNION ALL, then the first rows of both).
import {
  PRODUCT_PAGE_MAX,
  type PRODUCT_LANGUAGES,
  type RequestOf,
} from '@ugift/api-client/contract';
import { sql, type Expression, type RawBuilder, type Selectable, type SqlBool } from 'kysely';

import type { Db } from '../db';
import type { ProductTable } from '../db/schema';
import { countryIdOf, effectivePrice } from './shapes';

type ListInput = RequestOf<'list_product'>;
/** A page's row: the product and its sort key (for the next cursor). */
export type ListedProduct = Selectable<ProductTable> & { sort_key: unknown };
type Language = (typeof PRODUCT_LANGUAGES)[number];

/** A product's name in a language, English where it has none (the expression the indexes hold). */
function nameIn(language: Language): RawBuilder<string> {
  return language === 'en'
    ? sql<string>`(products.languages->'en'->>'name')`
    : sql<string>`coalesce(products.languages->${sql.lit(language)}->>'name', products.languages->'en'->>'name')`;
}

/** Every name of a product in one text (a stored column): what the trigram index holds. */
const allNames = sql<string>`products.search_names`;

/** Escapes LIKE wildcards so a keyword matches literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const isOn = (flag: string | undefined) => flag === 'true' || flag === '1';

interface Sort {
  /** What the cursor and the merge compare; typed as text or number on the way out. */
  key: RawBuilder<unknown>;
  direction: 'asc' | 'desc';
  /** How the key's value travels in the cursor. */
  kind: 'text' | 'number' | 'time';
}

function sortOf(input: ListInput): Sort {
  const language = input.language ?? 'en';
  switch (input.order_by?.toUpperCase() ?? 'ASC') {
    case 'DESC':
      return { key: nameIn(language), direction: 'desc', kind: 'text' };
    case 'POPULAR':
      return { key: sql`products.popularity`, direction: 'desc', kind: 'number' };
    case 'NEW':
      return { key: sql`products.created_at`, direction: 'desc', kind: 'time' };
    case 'HIGH':
      return { key: effectivePrice, direction: 'desc', kind: 'number' };
    case 'LOW':
      return { key: effectivePrice, direction: 'asc', kind: 'number' };
    default:
      return { key: nameIn(language), direction: 'asc', kind: 'text' };
  }
}

/** Where the next page starts: the last row's sort key and id, and the list it belongs to. */
interface Cursor {
  /** The sort and language it was made for: a cursor of another list is refused. */
  s: string;
  k: string | number;
  i: number;
}

const listSignature = (input: ListInput) =>
  `${input.order_by?.toUpperCase() ?? 'ASC'}:${input.language ?? 'en'}`;

export function encodeCursor(input: ListInput, key: unknown, id: number): string {
  const k = key instanceof Date ? key.toISOString() : (key as string | number);
  const cursor: Cursor = { s: listSignature(input), k, i: id };
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The cursor's position, or an error message for a cursor this list did not make. */
export function decodeCursor(input: ListInput): Cursor | string | undefined {
  if (!input.cursor) return undefined;
  try {
    const cursor = JSON.parse(Buffer.from(input.cursor, 'base64url').toString()) as Cursor;
    const valid =
      typeof cursor === 'object' &&
      cursor !== null &&
      (typeof cursor.k === 'string' || typeof cursor.k === 'number') &&
      Number.isSafeInteger(cursor.i);
    if (!valid) return 'cursor is not one list_product gave';
    if (cursor.s !== listSignature(input)) return 'cursor belongs to another sort or language';
    return cursor;
  } catch {
    return 'cursor is not one list_product gave';
  }
}

/** The page size an answer has: page_size, else limit, at most PRODUCT_PAGE_MAX. */
export function pageSizeOf(input: ListInput): number {
  const wanted = Number(input.page_size ?? input.limit ?? PRODUCT_PAGE_MAX);
  return Math.max(1, Math.min(wanted, PRODUCT_PAGE_MAX));
}

/**
 * The query of one page (size + 1 rows, so the caller knows whether more follow), each row with
 * its `sort_key`. Exported for the plan tests.
 *
 * Each side walks its sort index from the cursor and stops at size + 1 rows. With keywords the
 * planner weighs that walk against finding the matches on the trigram index and sorting them,
 * from the statistics of search_names: a rare keyword is found on the trigram index, a common
 * one by the walk, which meets 20 matches soon.
 */
export async function listProductsQuery(db: Db, input: ListInput, cursor: Cursor | undefined) {
  const sort = sortOf(input);
  const size = pageSizeOf(input);
  const countryId = countryIdOf(input.filter_by_country_id);
  const keywords = input.filter_by_keywords?.trim();
  const pattern = keywords ? likePattern(keywords) : undefined;
  // The few brands whose name matches, looked up first: an OR with a subquery in the products
  // query would hide the keyword's selectivity from the planner.
  const brandIds = pattern
    ? (await db.selectFrom('brands').select('id').where('name', 'ilike', pattern).execute()).map(
        (brand) => brand.id,
      )
    : [];

  const after = (): Expression<SqlBool> =>
    sort.direction === 'asc'
      ? sql<SqlBool>`(${sort.key}, products.id) > (${cursor!.k}, ${cursor!.i})`
      : sql<SqlBool>`(${sort.key}, products.id) < (${cursor!.k}, ${cursor!.i})`;

  const filtered = (country: number | null) => {
    let query = db
      .selectFrom('products')
      .selectAll('products')
      .select(sort.key.as('sort_key'))
      // A product a catalogue import left out is no longer sold (ops/commands/catalogue.ts).
      .where('products.retired_at', 'is', null)
      .where((eb) =>
        country === null
          ? eb('products.country_id', 'is', null)
          : eb('products.country_id', '=', country),
      );
    if (input.filter_by_brands_id?.length)
      query = query.where('products.brand_id', 'in', input.filter_by_brands_id.map(Number));
    if (input.filter_by_categories_id?.length)
      query = query.where('products.category_id', 'in', input.filter_by_categories_id.map(Number));
    if (input.filter_by_price_start !== undefined)
      query = query.where(effectivePrice, '>=', input.filter_by_price_start);
    if (input.filter_by_price_end !== undefined && Number(input.filter_by_price_end) > 0)
      query = query.where(effectivePrice, '<=', input.filter_by_price_end);
    if (isOn(input.filter_by_recommended))
      query = query.where('products.is_recommended', '=', true);
    if (isOn(input.filter_by_promo)) query = query.where('products.is_promo', '=', true);
    if (pattern) {
      query = query.where((eb) =>
        brandIds.length
          ? eb.or([eb(allNames, 'ilike', pattern), eb('products.brand_id', 'in', brandIds)])
          : eb(allNames, 'ilike', pattern),
      );
    }
    if (input.filter_by_gender) {
      // Products for everyone suit either.
      const gender = input.filter_by_gender;
      query = query.where((eb) =>
        eb.or([eb('products.gender', '=', gender), eb('products.gender', 'is', null)]),
      );
    }
    if (input.filter_by_age && Number(input.filter_by_age) > 0)
      query = query.where('products.age_min', '<', Number(input.filter_by_age));
    if (input.filter_by_interest)
      query = query.where('products.interest', '=', input.filter_by_interest);
    if (input.filter_by_gift_intention)
      query = query.where('products.gift_intention', '=', input.filter_by_gift_intention);
    return query;
  };

  const walked = (country: number | null) => {
    let query = filtered(country);
    if (cursor) query = query.where(after());
    return query
      .orderBy(sort.key, sort.direction)
      .orderBy('products.id', sort.direction)
      .limit(size + 1);
  };

  const direction = sql.raw(sort.direction);
  // Each side in parentheses keeps its own ORDER BY and LIMIT inside the UNION ALL.
  const merged = sql`(${walked(countryId)}) union all (${walked(null)})`;
  return db
    .selectFrom(sql<ListedProduct>`(${merged})`.as('products'))
    .leftJoin('countries', 'countries.id', 'products.country_id')
    .selectAll('products')
    .select('countries.currency_code')
    .orderBy(sql`products.sort_key ${direction}`)
    .orderBy(sql`products.id ${direction}`)
    .limit(size + 1);
}
