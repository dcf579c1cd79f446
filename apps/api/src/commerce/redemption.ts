import {
  MERCHANT_MESSAGES,
  type MerchantCode,
  type MerchantCodeStatus,
} from '@ugift/api-client/contract';
import { sql } from 'kysely';

import type { Db } from '../db';
import { inTransaction, Rollback, type Trx } from '../db/tx';
import { fail, type Failure } from '../lib/errors';
import { sha256 } from '../lib/tokens';
import { markGiftUsed } from './schedules';
import { today } from './vouchers';

// Merchant redemption (issue 44): for `generated` codes Ugift is the issuer, so a brand's outlet
// checks and redeems them here (routes/merchant.ts). A merchant sees its own brand's codes only:
// another brand's code answers exactly as an unknown one, so a key cannot probe other brands.

export interface Merchant {
  id: number;
  brand_id: number;
  name: string;
  brand: string;
}

/** The live merchant holding this key, or undefined (unknown or revoked). */
export async function merchantByKey(db: Db, key: string): Promise<Merchant | undefined> {
  return db
    .selectFrom('merchants')
    .innerJoin('brands', 'brands.id', 'merchants.brand_id')
    .select(['merchants.id', 'merchants.brand_id', 'merchants.name', 'brands.name as brand'])
    .where('merchants.key_hash', '=', sha256(key))
    .where('merchants.revoked_at', 'is', null)
    .executeTakeFirst();
}

/** The voucher with this code of the merchant's brand, issued by Ugift and paid for. */
function brandVoucher(db: Db | Trx, brandId: number, code: string) {
  return db
    .selectFrom('order_evouchers')
    .innerJoin('order_products', 'order_products.id', 'order_evouchers.order_product_id')
    .innerJoin('orders', 'orders.id', 'order_products.order_id')
    .innerJoin('products', 'products.id', 'order_products.product_id')
    .select([
      'order_evouchers.id',
      'order_evouchers.code',
      'order_evouchers.status',
      'order_evouchers.expiry_date',
      'order_evouchers.mark_used_date',
      'order_evouchers.redeemed_at',
      'order_evouchers.redeemed_outlet',
      'order_evouchers.voided_at',
      'order_products.amount',
      'order_products.quantity',
      'order_products.currency_code',
      'orders.order_status',
      'orders.recipient_id',
      'products.id as product_id',
      'products.outlets',
      sql<string>`products.languages -> 'en' ->> 'name'`.as('product_name'),
    ])
    .where('order_evouchers.code', '=', code)
    .where('products.brand_id', '=', brandId)
    .where('products.stock_mode', '=', 'generated')
    .where('orders.payment_status', '=', 'Paid')
    .executeTakeFirst();
}

type VoucherRow = NonNullable<Awaited<ReturnType<typeof brandVoucher>>>;

function viewOf(row: VoucherRow, now: Date): MerchantCode {
  const status: MerchantCodeStatus = row.voided_at
    ? 'void'
    : row.status === 'Used'
      ? 'used'
      : row.expiry_date < today(now)
        ? 'expired'
        : 'valid';
  const usedAt = row.redeemed_at ?? row.mark_used_date;
  return {
    code: row.code,
    status,
    product: { id: row.product_id, name: row.product_name },
    value: {
      amount: (Number(row.amount) / Math.max(1, row.quantity)).toFixed(2),
      currency: row.currency_code,
    },
    expiry_date: row.expiry_date,
    used_at: status === 'used' && usedAt ? usedAt.toISOString() : null,
    outlet: status === 'used' ? row.redeemed_outlet : null,
    outlets: row.outlets.map((o) => o.outlet_name),
  };
}

/** A code of the merchant's brand and its state, or undefined: unknown, or another brand's. */
export async function checkCode(
  db: Db,
  merchant: Merchant,
  code: string,
  now = new Date(),
): Promise<MerchantCode | undefined> {
  const row = await brandVoucher(db, merchant.brand_id, code);
  return row && viewOf(row, now);
}

export interface RedeemInput {
  code: string;
  outlet: string;
  idempotencyKey: string;
}

/** A refused redemption: unknown (404), not redeemable now (409), or a bad request (400). */
export type RedeemFailure = Failure & { status: 400 | 404 | 409; code?: MerchantCode };

/**
 * Redeems a code of the merchant's brand at one of its product's outlets, once. The voucher goes
 * from unused to Used by one conditional update; the redemption is recorded under the merchant's
 * idempotency key in the same transaction, so the same request sent again (after a lost answer,
 * or twice at once) answers the first redemption again (`replay`) instead of redeeming twice.
 */
export async function redeemCode(
  db: Db,
  merchant: Merchant,
  input: RedeemInput,
  now = new Date(),
): Promise<{ code: MerchantCode; replay: boolean } | RedeemFailure> {
  const refuse = (status: RedeemFailure['status'], message: string, code?: MerchantCode) =>
    new Rollback({ ...fail(message), status, ...(code ? { code } : {}) });
  const result = await inTransaction(db, async (trx) => {
    const row = await brandVoucher(trx, merchant.brand_id, input.code);
    if (!row) throw refuse(404, MERCHANT_MESSAGES.unknownCode);
    const earlier = () =>
      trx
        .selectFrom('merchant_redemptions')
        .select('voucher_id')
        .where('merchant_id', '=', merchant.id)
        .where('idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirst();
    const replayOf = async (): Promise<{ code: MerchantCode; replay: boolean } | undefined> => {
      const before = await earlier();
      if (!before) return undefined;
      if (before.voucher_id !== row.id) throw refuse(409, MERCHANT_MESSAGES.keyForAnotherCode);
      const again = await brandVoucher(trx, merchant.brand_id, input.code);
      return { code: viewOf(again!, now), replay: true };
    };
    const replay = await replayOf();
    if (replay) return replay;
    const outlets = row.outlets.map((o) => o.outlet_name);
    const outlet = outlets.find((o) => o.toLowerCase() === input.outlet.trim().toLowerCase());
    if (outlets.length > 0 && !outlet) throw refuse(400, MERCHANT_MESSAGES.notAnOutlet);
    const redeemed = await trx
      .updateTable('order_evouchers')
      .set({
        status: 'Used',
        mark_used_date: now,
        redeemed_at: now,
        redeemed_outlet: outlet ?? input.outlet.trim(),
        redeemed_merchant_id: merchant.id,
      })
      .where('id', '=', row.id)
      .where('status', '<>', 'Used')
      .where('voided_at', 'is', null)
      .where('expiry_date', '>=', today(now))
      .returning('id')
      .executeTakeFirst();
    if (!redeemed) {
      // The same request may have won meanwhile (its update held the row until it committed).
      const won = await replayOf();
      if (won) return won;
      const view = viewOf((await brandVoucher(trx, merchant.brand_id, input.code))!, now);
      throw refuse(
        409,
        MERCHANT_MESSAGES[view.status as Exclude<MerchantCodeStatus, 'valid'>],
        view,
      );
    }
    await trx
      .insertInto('merchant_redemptions')
      .values({
        merchant_id: merchant.id,
        idempotency_key: input.idempotencyKey,
        voucher_id: row.id,
        outlet: outlet ?? input.outlet.trim(),
      })
      .execute();
    const after = await brandVoucher(trx, merchant.brand_id, input.code);
    return { code: viewOf(after!, now), replay: false, gift: row };
  });
  if ('success' in result) return result as RedeemFailure;
  // A gift's sender hears that it was used, as when the recipient marks it used in the wallet.
  if ('gift' in result && result.gift && result.gift.order_status === 'Gifted')
    await markGiftUsed(db, result.gift.id, result.gift.recipient_id, now, false);
  return { code: result.code, replay: result.replay };
}
