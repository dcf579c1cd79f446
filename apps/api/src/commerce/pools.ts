import { sql } from 'kysely';

import type { Db } from '../db';
import type { Trx } from '../db/tx';
import { notePoolLevel } from '../observability/pools';

// Voucher code pools (issue 44): the codes a brand sold Ugift in advance for a product whose stock
// mode is `pool` (voucher_codes, migration 013). The product's stock counts its free codes less
// the units reserved by unpaid orders, so reserve_order's conditional stock update is what
// refuses a checkout when the pool is empty; paying takes the codes.

export interface ClaimedCode {
  code: string;
  code_type: string | null;
  expiry_date: string | null;
}

/**
 * Takes up to `count` free codes of a product for an order, in the paying transaction. Each code
 * row goes from free to this order by one conditional update: `for update skip locked` makes
 * simultaneous payers (in any process) pick different rows instead of queueing on the same ones,
 * and `issued_order_id is null` in the update means a row taken meanwhile is never taken twice.
 * Codes past their expiry are left in the pool.
 */
export async function claimCodes(
  trx: Trx,
  productId: number,
  orderId: number,
  count: number,
  today: string,
  now: Date,
): Promise<ClaimedCode[]> {
  const { rows } = await sql<ClaimedCode>`
    with picked as (
      select id from voucher_codes
      where product_id = ${productId} and issued_order_id is null
        and (expiry_date is null or expiry_date >= ${today})
      order by id
      limit ${count}
      for update skip locked
    )
    update voucher_codes set issued_order_id = ${orderId}, issued_at = ${now}
    from picked
    where voucher_codes.id = picked.id and voucher_codes.issued_order_id is null
    returning voucher_codes.code, voucher_codes.code_type, voucher_codes.expiry_date`.execute(trx);
  return rows;
}

/** The free codes of a pool product (issued to no order). */
export async function freeCodes(db: Db | Trx, productId: number): Promise<number> {
  const row = await db
    .selectFrom('voucher_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('product_id', '=', productId)
    .where('issued_order_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Reads a pool's level after a change and reports it (metric; a log line when low). */
export async function checkPoolLevel(db: Db | Trx, productId: number): Promise<void> {
  const product = await db
    .selectFrom('products')
    .select(['code_pool_low', 'stock_mode'])
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!product || product.stock_mode !== 'pool') return;
  notePoolLevel(productId, await freeCodes(db, productId), product.code_pool_low);
}
