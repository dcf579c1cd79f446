import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { balanceOf, stockOf, withEachDatabase } from '../../test/helpers';
import { putProduct } from '../commerce/basket';
import { orderByPublicId, reserveOrder } from '../commerce/orders';
import { applyUdollar } from '../commerce/udollar';
import { dateAfter } from '../commerce/vouchers';
import type { Db } from '../db';
import { isFailure } from '../lib/errors';
import { MemoryLimitStore, RateLimiter } from '../lib/rate-limit';
import { sha256 } from '../lib/tokens';
import { DiskStorage } from '../storage';
import { storeUpload } from '../storage/uploads';
import { PNG_1X1 } from '../../test/helpers';
import { JOBS, type JobContext } from './definitions';

const ALICE = 1;

function job(name: string) {
  return JOBS.find((j) => j.name === name)!;
}

function context(db: Db, overrides: Partial<JobContext> = {}): JobContext {
  return {
    db,
    storage: new DiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-jobs-'))),
    limitStore: new MemoryLimitStore(),
    settings: { pendingOrderTtlSeconds: 1800, uploadGraceSeconds: 86_400 },
    now: () => new Date(),
    channels: [],
    ...overrides,
  };
}

async function age(db: Db, publicId: string, minutes: number) {
  await db
    .updateTable('orders')
    .set({ created_at: new Date(Date.now() - minutes * 60_000) })
    .where('public_id', '=', publicId)
    .execute();
}

async function reserve(db: Db, memberId: number, productId: number, quantity: number) {
  await putProduct(db, memberId, productId, quantity);
  const result = await reserveOrder(db, memberId);
  if (isFailure(result)) throw new Error(result.message);
  return result.publicId;
}

describe('background jobs', () => {
  withEachDatabase((getDb, kind) => {
    describe('cancel-unpaid-orders', () => {
      it('cancels an order unpaid past its time once, giving back its stock and uDollar, and leaves a newer one', async () => {
        const db = getDb();
        await db.deleteFrom('basket_products').execute();
        // The seed's pending orders are minutes old: out of the way, so the counts are ours.
        await db
          .updateTable('orders')
          .set({ order_status: 'Cancelled' })
          .where('order_status', '=', 'Pending')
          .execute();
        await putProduct(db, ALICE, 2, 3);
        const basket = await db
          .selectFrom('baskets')
          .select('id')
          .where('member_id', '=', ALICE)
          .executeTakeFirstOrThrow();
        const [stock, card] = [await stockOf(db, 2), await balanceOf(db, 1)];
        expect(await applyUdollar(db, ALICE, basket.id, 1, '2.5')).toBeUndefined();
        const reserved = await reserveOrder(db, ALICE);
        if (isFailure(reserved)) throw new Error(reserved.message);
        const old = reserved.publicId;
        expect(await stockOf(db, 2)).toBe(stock - 3);
        expect(await balanceOf(db, 1)).toBe(card - 2.5);
        await age(db, old, 31);
        const fresh = await reserve(db, ALICE, 2, 1);

        const ctx = context(db);
        expect(await job('cancel-unpaid-orders').run(ctx)).toEqual({ cancelled: 1 });
        // The newer order still holds its one unit.
        expect(await stockOf(db, 2)).toBe(stock - 1);
        expect(await balanceOf(db, 1)).toBe(card);
        expect(await orderByPublicId(db, old)).toMatchObject({
          order_status: 'Cancelled',
          payment_status: 'Pending',
          cancel_reason: 'unpaid',
        });
        expect((await orderByPublicId(db, fresh))!.order_status).toBe('Pending');
        // Run again: nothing more is given back.
        expect(await job('cancel-unpaid-orders').run(ctx)).toEqual({ cancelled: 0 });
        expect(await stockOf(db, 2)).toBe(stock - 1);
        expect(await balanceOf(db, 1)).toBe(card);
      });

      if (kind === 'postgres') {
        it('gives stock back exactly once when 20 runs meet on the same orders', async () => {
          const db = getDb();
          const stock = await stockOf(db, 6);
          const orders: string[] = [];
          for (const member of [1, 2, 3, 4]) {
            await db.deleteFrom('basket_products').execute();
            orders.push(await reserve(db, member, 6, 2));
          }
          expect(await stockOf(db, 6)).toBe(stock - 8);
          for (const id of orders) await age(db, id, 40);
          const runs = await Promise.all(
            Array.from({ length: 20 }, () => job('cancel-unpaid-orders').run(context(db))),
          );
          expect(runs.reduce((sum, r) => sum + r.cancelled!, 0)).toBe(4);
          expect(await stockOf(db, 6)).toBe(stock);
        });
      }
    });

    describe('purge-expired', () => {
      it('deletes expired sessions, old OTPs and ended limit windows, and keeps live ones', async () => {
        const db = getDb();
        const past = new Date(Date.now() - 2 * 86_400_000);
        const future = new Date(Date.now() + 3_600_000);
        await db
          .insertInto('sessions')
          .values([
            {
              token_hash: sha256('expired'),
              member_id: null,
              source: 'web',
              expires_at: past,
              created_member_id: null,
            },
            {
              token_hash: sha256('live'),
              member_id: null,
              source: 'web',
              expires_at: future,
              created_member_id: null,
            },
          ])
          .execute();
        await db
          .insertInto('otps')
          .values({
            phone_number: '6500000001',
            action: 'register',
            code_hash: 'x',
            expires_at: past,
            used_at: null,
            proof_hash: null,
            proof_expires_at: null,
            proof_used_at: null,
          })
          .execute();
        let now = 0;
        const limitStore = new MemoryLimitStore(() => now);
        await new RateLimiter('t', 1, 1000, limitStore).record('k');
        now = 5000;
        const counts = await job('purge-expired').run(context(db, { limitStore }));
        expect(counts.sessions).toBeGreaterThanOrEqual(1);
        expect(counts.otps).toBeGreaterThanOrEqual(1);
        expect(counts.limits).toBe(1);
        const hashes = (await db.selectFrom('sessions').select('token_hash').execute()).map(
          (r) => r.token_hash,
        );
        expect(hashes).toContain(sha256('live'));
        expect(hashes).not.toContain(sha256('expired'));
        expect(
          await db
            .selectFrom('otps')
            .select('id')
            .where('phone_number', '=', '6500000001')
            .execute(),
        ).toEqual([]);
      });
    });

    describe('clean-uploads', () => {
      it('removes old uploads nothing refers to, and keeps those a basket or a profile uses and new ones', async () => {
        const db = getDb();
        const ctx = context(db);
        const kind = { ext: 'png', mime: 'image/png' };
        const inBasket = await storeUpload(db, ctx.storage, ALICE, PNG_1X1, kind);
        const asProfile = await storeUpload(db, ctx.storage, ALICE, PNG_1X1, kind);
        const abandoned = await storeUpload(db, ctx.storage, ALICE, PNG_1X1, kind);
        const recent = await storeUpload(db, ctx.storage, ALICE, PNG_1X1, kind);
        await db
          .updateTable('baskets')
          .set({
            giftcard_edit_parameter: JSON.stringify([
              { type: 'image', key: 'p', content: inBasket },
            ]),
          })
          .where('member_id', '=', ALICE)
          .execute();
        await db
          .updateTable('members')
          .set({ profile_picture: asProfile })
          .where('id', '=', ALICE)
          .execute();
        const name = (url: string) => url.split('/').pop()!;
        await db
          .updateTable('uploads')
          .set({ created_at: new Date(Date.now() - 2 * 86_400_000) })
          .where('name', 'in', [inBasket, asProfile, abandoned].map(name))
          .execute();

        expect(await job('clean-uploads').run(ctx)).toEqual({ removed: 1 });
        expect(await ctx.storage.get(name(abandoned))).toBeNull();
        for (const kept of [inBasket, asProfile, recent]) {
          expect(await ctx.storage.get(name(kept))).toEqual(PNG_1X1);
        }
        const rows = (await db.selectFrom('uploads').select('name').execute()).map((r) => r.name);
        expect(rows).not.toContain(name(abandoned));
        expect(rows).toEqual(expect.arrayContaining([inBasket, asProfile, recent].map(name)));
      });
    });

    describe('voucher-reminders', () => {
      it('tells the holder of a voucher about to expire once, without the member opening anything', async () => {
        const db = getDb();
        const voucher = await db
          .selectFrom('order_evouchers')
          .innerJoin('order_products', 'order_products.id', 'order_evouchers.order_product_id')
          .innerJoin('orders', 'orders.id', 'order_products.order_id')
          .select(['order_evouchers.id', 'order_products.id as line', 'orders.member_id'])
          .where('orders.order_status', '=', 'Pending Send')
          .where('order_evouchers.status', '=', 'Active')
          .executeTakeFirstOrThrow();
        await db
          .updateTable('order_evouchers')
          .set({
            expiry_date: dateAfter(new Date(), 2),
            reminded_at: null,
            expired_notified_at: null,
          })
          .where('id', '=', voucher.id)
          .execute();
        const notices = () =>
          db
            .selectFrom('notifications')
            .select('message')
            .where('member_id', '=', voucher.member_id)
            .where('type', '=', 'expired_evoucher')
            .where('related_id', '=', String(voucher.line))
            .execute();
        const before = (await notices()).length;
        const counts = await job('voucher-reminders').run(context(db));
        expect(counts.members).toBeGreaterThanOrEqual(1);
        const after = await notices();
        expect(after).toHaveLength(before + 1);
        expect(after.at(-1)!.message).toMatch(/voucher expires on .*: use it before then\./);
        await job('voucher-reminders').run(context(db));
        expect(await notices()).toHaveLength(before + 1);
      });
    });
  });
});
