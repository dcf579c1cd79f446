import { EVOUCHER_CODE_TYPES } from '@ugift/api-client/contract';
import { sql } from 'kysely';
import * as v from 'valibot';

import { freeCodes } from '../commerce/pools';
import { today } from '../commerce/vouchers';
import type { Db } from '../db';
import { inTransaction, Rollback, type Trx } from '../db/tx';
import { fail, type Failure } from '../lib/errors';
import { notePoolLevel } from '../observability/pools';
import { parseCsv } from './csv';

// Operator commands for voucher code pools (issue 44): `codes import PRODUCT FILE` loads a brand's
// codes into a product's pool (which makes the product a pool product), `codes status` shows each
// pool. Plain functions over the database, shared by the command line and the operator api.

/** One refused row of a file, for a person to fix: "row 12, code: already in the pool". */
export interface RowError {
  row: number;
  field: string;
  message: string;
}

export const importCodesInput = v.object({
  /** The product's id. */
  product: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The file's text: code, optional expiry (YYYY-MM-DD), optional code type; a header allowed. */
  csv: v.pipe(v.string(), v.maxLength(50_000_000)),
  /** The pool's low threshold to set (free codes at or below it raise the metric). */
  low: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** Checks the file and says what would change, without writing. */
  dryRun: v.optional(v.boolean()),
});
export type ImportCodesInput = v.InferInput<typeof importCodesInput>;

export interface ImportCodesResult {
  product: number;
  imported: number;
  /** Free codes in the pool after the import. */
  free: number;
  /** The product's stock after the import: free codes less units reserved by unpaid orders. */
  stock: number;
  dryRun: boolean;
}

const CODE = /^[\x21-\x7E]{4,200}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const validDate = (text: string) =>
  DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

interface CodeRow {
  row: number;
  code: string;
  expiry_date: string | null;
  code_type: string | null;
}

/** Reads and checks every row; answers the rows or every error found. */
export function readCodesFile(text: string, now = new Date()): CodeRow[] | RowError[] {
  const rows = parseCsv(text);
  const errors: RowError[] = [];
  const codes: CodeRow[] = [];
  const seen = new Map<string, number>();
  // Rows are counted as the catalogue import counts them: data rows, 1 the first code; a header
  // and blank lines are not counted (docs/operations.md).
  let row = 0;
  let first = true;
  rows.forEach((fields) => {
    const [code = '', expiry = '', type = ''] = fields.map((f) => f.trim());
    if (fields.every((f) => f.trim() === '')) return;
    const header = first && code.toLowerCase() === 'code';
    first = false;
    if (header) return;
    row += 1;
    if (fields.length > 3)
      errors.push({ row, field: 'row', message: `${fields.length} fields, at most 3 expected` });
    if (!CODE.test(code)) {
      errors.push({
        row,
        field: 'code',
        message: code
          ? '4 to 200 printable characters without spaces expected'
          : 'missing (the first field)',
      });
    } else if (seen.has(code)) {
      errors.push({ row, field: 'code', message: `duplicate of row ${seen.get(code)}` });
    } else seen.set(code, row);
    if (expiry && !validDate(expiry))
      errors.push({ row, field: 'expiry', message: `"${expiry}" is not a date (YYYY-MM-DD)` });
    else if (expiry && expiry < today(now))
      errors.push({ row, field: 'expiry', message: `${expiry} has already passed` });
    if (type && !(EVOUCHER_CODE_TYPES as readonly string[]).includes(type))
      errors.push({
        row,
        field: 'code_type',
        message: `"${type}" is not one of ${EVOUCHER_CODE_TYPES.join(', ')}`,
      });
    codes.push({ row, code, expiry_date: expiry || null, code_type: type || null });
  });
  if (errors.length > 0) return errors;
  if (codes.length === 0) return [{ row: 0, field: 'file', message: 'the file has no codes' }];
  return codes;
}

/** Units of a product held by orders waiting for payment (they keep their share of the stock). */
function reservedUnits(trx: Trx, productId: number) {
  return sql<number>`(select coalesce(sum(op.quantity), 0)::int from order_products op
    join orders o on o.id = op.order_id
    where op.product_id = ${productId} and o.payment_status = 'Pending'
      and o.order_status = 'Pending')`;
}

/**
 * Loads a file of codes into a product's pool, all or nothing: a row that is malformed, repeats
 * an earlier row or a code already in the pool refuses the whole file with every such row named.
 * The product becomes a pool product and its stock is recounted from the pool, in the same
 * transaction, with the product locked (a checkout waits for it, and sees the new stock).
 */
export async function importCodes(
  db: Db,
  raw: ImportCodesInput,
  now = new Date(),
): Promise<ImportCodesResult | Failure | { errors: RowError[] }> {
  const input = v.parse(importCodesInput, raw);
  const read = readCodesFile(input.csv, now);
  if (isRowErrors(read)) return { errors: read };
  const result = await inTransaction(db, async (trx) => {
    const product = await trx
      .selectFrom('products')
      .select(['id', 'code_pool_low'])
      .where('id', '=', input.product)
      .forUpdate()
      .executeTakeFirst();
    if (!product) throw new Rollback(fail(`There is no product ${input.product}.`));
    const existing = await trx
      .selectFrom('voucher_codes')
      .select('code')
      .where('product_id', '=', input.product)
      .where('code', '=', sql<string>`any(${read.map((r) => r.code)}::text[])`)
      .execute();
    if (existing.length > 0) {
      const taken = new Set(existing.map((e) => e.code));
      return {
        errors: read
          .filter((r) => taken.has(r.code))
          .map((r) => ({ row: r.row, field: 'code', message: 'already in the pool' })),
      };
    }
    for (let i = 0; i < read.length; i += 5000) {
      const chunk = read.slice(i, i + 5000);
      await trx
        .insertInto('voucher_codes')
        .values(
          chunk.map((r) => ({
            product_id: input.product,
            code: r.code,
            code_type: r.code_type,
            expiry_date: r.expiry_date,
          })),
        )
        .execute();
    }
    const free = await freeCodes(trx, input.product);
    const updated = await trx
      .updateTable('products')
      .set({
        stock_mode: 'pool',
        stock: sql<number>`greatest(${free}::int - ${reservedUnits(trx, input.product)}, 0)`,
        ...(input.low !== undefined ? { code_pool_low: input.low } : {}),
      })
      .where('id', '=', input.product)
      .returning(['stock', 'code_pool_low'])
      .executeTakeFirstOrThrow();
    const done: ImportCodesResult = {
      product: input.product,
      imported: read.length,
      free,
      stock: updated.stock,
      dryRun: input.dryRun === true,
    };
    // A dry run does everything, reports, and undoes it.
    if (input.dryRun) throw new DryRun(done);
    notePoolLevel(input.product, free, updated.code_pool_low);
    return done;
  }).catch((error: unknown) => {
    if (error instanceof DryRun) return error.result;
    throw error;
  });
  return result;
}

class DryRun extends Error {
  constructor(readonly result: ImportCodesResult) {
    super('dry run');
  }
}

function isRowErrors(value: unknown): value is RowError[] {
  return Array.isArray(value) && value.every((e) => typeof e === 'object' && 'field' in e);
}

export const codesStatusInput = v.object({
  product: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type CodesStatusInput = v.InferInput<typeof codesStatusInput>;

export interface PoolStatus {
  product: number;
  name: string;
  stock: number;
  free: number;
  /** Free codes past their expiry: never issued, counted apart. */
  expired: number;
  issued: number;
  threshold: number;
  low: boolean;
}

/** Every pool product (or one) with its free, expired and issued codes; sets the pool metrics. */
export async function codesStatus(
  db: Db,
  raw: CodesStatusInput = {},
  now = new Date(),
): Promise<PoolStatus[]> {
  const input = v.parse(codesStatusInput, raw);
  let query = db
    .selectFrom('products')
    .leftJoin('voucher_codes', 'voucher_codes.product_id', 'products.id')
    .select((eb) => [
      'products.id',
      sql<string>`products.languages -> 'en' ->> 'name'`.as('name'),
      'products.stock',
      'products.code_pool_low',
      eb.fn
        .count<string>('voucher_codes.id')
        .filterWhere('voucher_codes.issued_order_id', 'is', null)
        .as('free'),
      eb.fn
        .count<string>('voucher_codes.id')
        .filterWhere((w) =>
          w.and([
            w('voucher_codes.issued_order_id', 'is', null),
            w('voucher_codes.expiry_date', '<', today(now)),
          ]),
        )
        .as('expired'),
      eb.fn
        .count<string>('voucher_codes.id')
        .filterWhere('voucher_codes.issued_order_id', 'is not', null)
        .as('issued'),
    ])
    .where('products.stock_mode', '=', 'pool')
    .groupBy('products.id')
    .orderBy('products.id');
  if (input.product !== undefined) query = query.where('products.id', '=', input.product);
  const rows = await query.execute();
  return rows.map((r) => {
    const free = Number(r.free);
    return {
      product: r.id,
      name: r.name,
      stock: r.stock,
      free,
      expired: Number(r.expired),
      issued: Number(r.issued),
      threshold: r.code_pool_low,
      low: notePoolLevel(r.id, free, r.code_pool_low),
    };
  });
}
