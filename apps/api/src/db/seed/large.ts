import { sql } from 'kysely';

import type { Db } from '../index';

/** The catalogue size the benchmarks and the plan tests use. */
export const LARGE_CATALOGUE = 50_000;

/**
 * Grows the seeded catalogue to `total` products, deterministically: copies of the seed's
 * products with a number in each language's name, spread prices, popularity and dates (all
 * derived from the copy's number), so the sorts and filters meet realistic data. Runs in the
 * database (INSERT ... SELECT over generate_series), a few seconds for 50,000. Does nothing when
 * the catalogue already holds `total` products; then refreshes the planner's statistics.
 */
export async function growCatalogue(db: Db, total = LARGE_CATALOGUE): Promise<number> {
  const { count } = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const existing = Number(count);
  const originals = await db
    .selectFrom('products')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirstOrThrow();
  const seedCount = Math.min(existing, Number(originals.max));
  if (existing >= total || seedCount === 0) return existing;
  const missing = total - existing;
  const copies = Math.ceil(missing / seedCount);
  // In statements of about 5,000 rows: each stays well inside the api pool's statement and
  // query timeouts (15 s) even on a busy machine.
  const copiesPerStatement = Math.max(1, Math.floor(5000 / seedCount));
  for (let first = 1; first <= copies; first += copiesPerStatement) {
    const last = Math.min(copies, first + copiesPerStatement - 1);
    const rows = Math.min(seedCount * (last - first + 1), missing - seedCount * (first - 1));
    // Copy g of seed product p: names "<name> #g", prices moved by (g mod 40) %, popularity and
    // age spread by g, the same country, brand, category, campaign and texts.
    await sql`
      insert into products (category_id, brand_id, country_id, image, images, languages,
        original_price, discounted_price, stock, is_promo, is_recommended, gender, age_min,
        interest, gift_intention, popularity, outlets, evoucher_code_type, giftcard_id,
        validity_days, created_at)
      select p.category_id, p.brand_id, p.country_id, p.image, p.images,
        (select jsonb_object_agg(lang.key, lang.value || jsonb_build_object('name', (lang.value->>'name') || ' #' || g))
           from jsonb_each(p.languages) lang),
        round(p.original_price * (1 + (g % 40) / 100.0), 2),
        round(p.discounted_price * (1 + (g % 40) / 100.0), 2),
        100 + (g % 50), p.is_promo, p.is_recommended, p.gender, p.age_min, p.interest,
        p.gift_intention, (p.popularity * 7 + g * 7919) % 100000, p.outlets,
        p.evoucher_code_type, p.giftcard_id, p.validity_days,
        timestamptz '2026-01-01 00:00:00+00' - make_interval(mins => g * 37 + p.id)
      from products p, generate_series(${first}::int, ${last}::int) g
      where p.id <= ${seedCount}
      order by g, p.id
      limit ${rows}`.execute(db);
  }
  await sql`analyze products`.execute(db);
  return total;
}
