import crypto from 'node:crypto';

import {
  MERCHANT_OPERATION_NAMES,
  merchantOperationPath,
  merchantOperations,
} from '@ugift/api-client/contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';

import { isFailure } from '../src/lib/errors';
import { addMerchant, revokeMerchant } from '../src/ops/merchants';
import { MERCHANT_FAILURES_PER_KEY } from '../src/routes/merchant';
import { paidGift } from './gifts';
import { ALICE, bind, onEachDatabase, type Json, type TestApi } from './helpers';

// The merchant api (issue 44): a brand's outlet checks and redeems the codes Ugift issued.

/** A merchant of the brand with its key (the test's setup: it must succeed). */
async function merchantOf(api: TestApi, brand: number, name: string) {
  const made = await addMerchant(api.db, { brand, name });
  if (isFailure(made)) throw new Error(made.message);
  return made;
}

describe('the merchant api', () => {
  onEachDatabase((getApi) => {
    let api: TestApi;
    let alice: string;
    let key: string;
    let otherBrandKey: string;
    let code: string;
    let voucherId: number;
    let outlet: string;
    const { call } = bind(getApi);

    const send = async (
      method: 'GET' | 'POST',
      url: string,
      body: Json | undefined,
      bearer: string | undefined,
      ip = '10.0.0.1',
    ) => {
      const res = await api.app.inject({
        method,
        url,
        remoteAddress: ip,
        headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
        ...(body ? { payload: body } : {}),
      });
      return { status: res.statusCode, body: res.json() as Json };
    };
    const check = (bearer: string | undefined, value: string, ip?: string) =>
      send('POST', '/api/merchant/check', { code: value }, bearer, ip);
    const redeem = (bearer: string, body: Json, ip?: string) =>
      send('POST', '/api/merchant/redeem', body, bearer, ip);

    beforeAll(async () => {
      api = getApi();
      alice = await api.login(ALICE.phone, ALICE.password);
      // A paid gift of Alice's (product 9): one voucher Ugift issued.
      const publicId = await paidGift(api.db);
      const voucher = await api.db
        .selectFrom('order_evouchers')
        .innerJoin('order_products', 'order_products.id', 'order_evouchers.order_product_id')
        .innerJoin('orders', 'orders.id', 'order_products.order_id')
        .innerJoin('products', 'products.id', 'order_products.product_id')
        .select([
          'order_evouchers.id',
          'order_evouchers.code',
          'products.brand_id',
          'products.outlets',
        ])
        .where('orders.public_id', '=', publicId)
        .executeTakeFirstOrThrow();
      code = voucher.code;
      voucherId = voucher.id;
      outlet = voucher.outlets[0]!.outlet_name;
      const mine = await merchantOf(api, voucher.brand_id, 'Till 1');
      const other = await api.db
        .selectFrom('brands')
        .select('id')
        .where('id', '<>', voucher.brand_id)
        .executeTakeFirstOrThrow();
      const theirs = await merchantOf(api, other.id, 'Other brand');
      key = mine.key;
      otherBrandKey = theirs.key;
    });

    it('should refuse a request without a valid key, and keep only the key hash', async () => {
      expect((await check(undefined, code)).status).toBe(401);
      const wrong = await check(`ugm_${crypto.randomBytes(32).toString('base64url')}`, code);
      expect(wrong).toEqual({
        status: 401,
        body: { success: false, message: 'A valid merchant key is required.' },
      });
      const stored = await api.db.selectFrom('merchants').select('key_hash').execute();
      expect(stored.some((m) => m.key_hash === key)).toBe(false);
      expect((await send('GET', '/api/merchant/me', undefined, key)).body).toMatchObject({
        merchant: { name: 'Till 1' },
      });
    });

    it('should tell its own brand valid code with its product and value', async () => {
      const { status, body } = await check(key, code);
      expect(status).toBe(200);
      expect(body.code).toMatchObject({
        code,
        status: 'valid',
        product: { id: 9 },
        value: { amount: '10.00', currency: 'SGD' },
        used_at: null,
      });
      expect(body.code.outlets).toContain(outlet);
    });

    it('should refuse a code of another brand exactly as an unknown code', async () => {
      const theirs = await check(otherBrandKey, code);
      const unknown = await check(otherBrandKey, 'NOSUCHCODE0000000');
      expect(theirs).toEqual({
        status: 404,
        body: { success: false, message: 'This code is not known.' },
      });
      expect(theirs).toEqual(unknown);
      const redeemed = await redeem(otherBrandKey, {
        code,
        outlet,
        idempotency_key: 'other-brand-1',
      });
      expect(redeemed.status).toBe(404);
    });

    it('should refuse an outlet that is not the product’s, and a missing idempotency key', async () => {
      const bad = await redeem(key, {
        code,
        outlet: 'Nowhere',
        idempotency_key: 'till-1-bad-outlet',
      });
      expect(bad).toEqual({
        status: 400,
        body: { success: false, message: 'This outlet is not one of the product’s outlets.' },
      });
      const keyless = await redeem(key, { code, outlet });
      expect(keyless.status).toBe(400);
      expect(keyless.body.message).toMatch(/idempotency_key/);
      expect((await check(key, code)).body.code.status).toBe('valid');
    });

    it('should redeem once when the same redeem is sent twice, and show it used in the wallet', async () => {
      const [first, second] = await Promise.all([
        redeem(key, { code, outlet, idempotency_key: 'till-1-0001' }),
        redeem(key, { code, outlet, idempotency_key: 'till-1-0001' }),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect([first.body.replay, second.body.replay].sort()).toEqual([false, true]);
      expect(first.body.code).toMatchObject({ status: 'used', outlet });
      expect(second.body.code.used_at).toBe(first.body.code.used_at);
      const rows = await api.db
        .selectFrom('merchant_redemptions')
        .selectAll()
        .where('voucher_id', '=', voucherId)
        .execute();
      expect(rows).toHaveLength(1);
      // A new request (another key) for a used code is refused, saying where and when.
      const again = await redeem(key, { code, outlet, idempotency_key: 'till-1-0002' });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        message: 'This code has already been used.',
        code: { status: 'used', outlet },
      });
      // The same key for another code is refused.
      const reused = await redeem(key, {
        code: 'NOSUCHCODE0000001',
        outlet,
        idempotency_key: 'till-1-0001',
      });
      expect(reused.status).toBe(404);

      const used = (await call(alice, 'list_evoucher', { filter_by_status: 'used' }))
        .table as Json[];
      const mine = used.flatMap((g) => g.order_evouchers).find((v) => v.evoucher_code === code);
      expect(mine).toMatchObject({ status: 'Used', used_outlet: outlet });
      expect(mine!.mark_used_date).not.toBe('');
    });

    it('should rate-limit 1,000 guessed codes from one key', async () => {
      const fresh = await api.db.selectFrom('brands').select('id').executeTakeFirstOrThrow();
      const guesser = await merchantOf(api, fresh.id, 'Guesser');
      const statuses: number[] = [];
      // Each guess from its own address: the key's own count stops them.
      for (let i = 0; i < 1000; i++) {
        const guess = crypto.randomBytes(10).toString('hex').toUpperCase();
        statuses.push(
          (await check(guesser.key, guess, `10.1.${Math.floor(i / 250)}.${i % 250}`)).status,
        );
      }
      expect(statuses.filter((s) => s === 404)).toHaveLength(MERCHANT_FAILURES_PER_KEY);
      expect(statuses.filter((s) => s === 429)).toHaveLength(1000 - MERCHANT_FAILURES_PER_KEY);
      // Even its own brand's real codes wait for the window to end.
      const refused = await check(guesser.key, code, '10.2.0.1');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/Too many unknown codes or keys/);
    });

    it('should rate-limit guessing from one address across keys, and bad keys too', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 100; i++) {
        const bearer = i % 2 ? `ugm_guess${i}` : otherBrandKey;
        statuses.push((await check(bearer, `GUESS${i}XYZ`, '10.3.0.1')).status);
      }
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(60);
      expect(statuses.slice(-1)).toEqual([429]);
    });

    it('should refuse a revoked key', async () => {
      const temp = await merchantOf(api, 1, 'Temporary');
      expect((await check(temp.key, code, '10.4.0.1')).status).not.toBe(401);
      await revokeMerchant(api.db, { id: temp.id });
      expect((await check(temp.key, code, '10.4.0.1')).status).toBe(401);
    });

    it('should serve each operation of the contract at its method and path, as described', async () => {
      const ip = '10.5.0.1';
      for (const name of MERCHANT_OPERATION_NAMES) {
        const op = merchantOperations[name];
        const path = merchantOperationPath(name);
        const body = op.method === 'POST' ? {} : undefined;
        expect((await send(op.method, path, body, undefined, ip)).status).toBe(401);
        const answer = await send(op.method, path, body, key, ip);
        if (op.method === 'POST') expect(answer).toMatchObject({ status: 400 });
        else expect(v.safeParse(op.response, answer.body).success).toBe(true);
      }
      const checked = await check(key, code, ip);
      expect(v.safeParse(merchantOperations.check.response, checked.body).success).toBe(true);
    });
  });
});
