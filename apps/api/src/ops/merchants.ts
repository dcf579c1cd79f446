import crypto from 'node:crypto';

import * as v from 'valibot';

import type { Db } from '../db';
import { fail, type Failure } from '../lib/errors';
import { sha256 } from '../lib/tokens';

// Operator commands for merchants (issue 44): `merchants add BRAND NAME` makes a key for a brand's
// outlet staff (shown once; only its hash is kept), `merchants list`, `merchants revoke ID`.

/** A merchant key: a prefix that says what it is, and 32 random bytes. */
const newMerchantKey = () => `ugm_${crypto.randomBytes(32).toString('base64url')}`;

export const addMerchantInput = v.object({
  /** The brand's id. */
  brand: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Who holds the key (an outlet, a till): shown in the list and on the merchant page. */
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'the name is empty'), v.maxLength(100)),
});
export type AddMerchantInput = v.InferInput<typeof addMerchantInput>;

/** Makes a merchant and its key; the key is in this answer only. */
export async function addMerchant(
  db: Db,
  raw: AddMerchantInput,
): Promise<{ id: number; brand: string; name: string; key: string } | Failure> {
  const input = v.parse(addMerchantInput, raw);
  const brand = await db
    .selectFrom('brands')
    .select(['id', 'name'])
    .where('id', '=', input.brand)
    .executeTakeFirst();
  if (!brand) return fail(`There is no brand ${input.brand}.`);
  const key = newMerchantKey();
  const row = await db
    .insertInto('merchants')
    .values({ brand_id: brand.id, name: input.name, key_hash: sha256(key) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, brand: brand.name, name: input.name, key };
}

/** Every merchant, with its brand and whether its key is revoked (never the key). */
export async function listMerchants(db: Db) {
  const rows = await db
    .selectFrom('merchants')
    .innerJoin('brands', 'brands.id', 'merchants.brand_id')
    .select([
      'merchants.id',
      'merchants.name',
      'brands.id as brand_id',
      'brands.name as brand',
      'merchants.created_at',
      'merchants.revoked_at',
    ])
    .orderBy('merchants.id')
    .execute();
  return rows.map((r) => ({ ...r, revoked: r.revoked_at !== null }));
}

export const revokeMerchantInput = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) });

/** Revokes a merchant's key at once (its next request is refused). */
export async function revokeMerchant(
  db: Db,
  raw: v.InferInput<typeof revokeMerchantInput>,
): Promise<{ id: number } | Failure> {
  const input = v.parse(revokeMerchantInput, raw);
  const row = await db
    .updateTable('merchants')
    .set({ revoked_at: new Date() })
    .where('id', '=', input.id)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row ?? fail(`There is no live merchant ${input.id}.`);
}
