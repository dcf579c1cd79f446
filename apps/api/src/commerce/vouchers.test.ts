import { describe, expect, it } from 'vitest';

import { withEachDatabase } from '../../test/helpers';
import type { Db } from '../db';
import {
  dateAfter,
  isExpired,
  issueVouchers,
  markVoucherUsed,
  refreshVouchers,
  REMINDER_DAYS,
  sweepVoucherExpiry,
  today,
} from './vouchers';

const ALICE = 1;
const BEN = 2;
// 12:00 in Singapore.
const NOW = new Date('2030-03-10T04:00:00Z');

describe('commerce/vouchers dates', () => {
  it('counts days in Singapore time: 00:30 there is already the next day', () => {
    expect(today(new Date('2030-03-09T16:30:00Z'))).toBe('2030-03-10');
    expect(today(new Date('2030-03-09T15:59:00Z'))).toBe('2030-03-09');
    expect(dateAfter(NOW, 3)).toBe('2030-03-13');
    expect(dateAfter(NOW, -1)).toBe('2030-03-09');
  });

  it('keeps a voucher valid through its expiry date', () => {
    expect(isExpired('2030-03-10', NOW)).toBe(false);
    expect(isExpired('2030-03-09', NOW)).toBe(true);
  });
});

/** The vouchers of the seed's paid order that Alice kept for herself (order 2, one per line). */
async function aliceVouchers(db: Db) {
  return db
    .selectFrom('order_evouchers')
    .innerJoin('order_products', 'order_products.id', 'order_evouchers.order_product_id')
    .select([
      'order_evouchers.id',
      'order_evouchers.order_product_id',
      'order_products.order_id',
      'order_products.product_id',
    ])
    .where('order_products.order_id', '=', 2)
    .orderBy('order_evouchers.id')
    .execute();
}

async function expiryNotices(db: Db, memberId: number) {
  const rows = await db
    .selectFrom('notifications')
    .select(['related_id', 'message'])
    .where('member_id', '=', memberId)
    .where('type', '=', 'expired_evoucher')
    .orderBy('id')
    .execute();
  return rows.filter((r) => r.message.includes('2030'));
}

describe('commerce/vouchers', () => {
  withEachDatabase((getDb) => {
    describe('issueVouchers', () => {
      it('issues only the missing vouchers of an order, in its product’s code type', async () => {
        const db = getDb();
        const [first] = await aliceVouchers(db);
        await db.deleteFrom('order_evouchers').where('id', '=', first!.id).execute();
        const issue = () => db.transaction().execute((trx) => issueVouchers(trx, 2, NOW));
        expect(await issue()).toBe(1);
        expect(await issue()).toBe(0);
        const fresh = await db
          .selectFrom('order_evouchers')
          .select(['code', 'code_type', 'expiry_date'])
          .where('order_product_id', '=', first!.order_product_id)
          .executeTakeFirstOrThrow();
        const product = await db
          .selectFrom('products')
          .select(['evoucher_code_type', 'validity_days'])
          .where('id', '=', first!.product_id)
          .executeTakeFirstOrThrow();
        expect(fresh.code_type).toBe(product.evoucher_code_type);
        expect(fresh.expiry_date).toBe(dateAfter(NOW, product.validity_days));
        const pattern = {
          qrcode: /^UGQR-[A-Z2-9]{16}$/,
          barcode: /^\d{20}$/,
          alphanumeric: /^[A-Z2-9]{16}$/,
          url: /^https:\/\/\S+\/redeem\/[A-Z2-9]{20}$/,
        }[product.evoucher_code_type];
        expect(fresh.code).toMatch(pattern!);
      });

      it('refreshes the vouchers of a paid line the member holds, never an unpaid one', async () => {
        const db = getDb();
        const [first] = await aliceVouchers(db);
        await db
          .deleteFrom('order_evouchers')
          .where('order_product_id', '=', first!.order_product_id)
          .execute();
        expect(await refreshVouchers(db, BEN, first!.order_product_id)).toMatchObject({
          message: 'These vouchers do not exist.',
        });
        expect(await refreshVouchers(db, ALICE, first!.order_product_id)).toBeUndefined();
        const count = await db
          .selectFrom('order_evouchers')
          .select('id')
          .where('order_product_id', '=', first!.order_product_id)
          .execute();
        expect(count).toHaveLength(1);
        const unpaid = await db
          .selectFrom('order_products')
          .innerJoin('orders', 'orders.id', 'order_products.order_id')
          .select('order_products.id')
          .where('orders.member_id', '=', ALICE)
          .where('orders.payment_status', '=', 'Pending')
          .executeTakeFirstOrThrow();
        expect(await refreshVouchers(db, ALICE, unpaid.id)).toMatchObject({
          message: 'This order is not paid yet.',
        });
      });
    });

    describe('sweepVoucherExpiry', () => {
      it('tells the holder once a few days before a voucher expires and once when it has, never of a used one', async () => {
        const db = getDb();
        const [soon, gone] = await aliceVouchers(db);
        const far = dateAfter(NOW, 400);
        // Only the vouchers of this test are near their date.
        await db
          .updateTable('order_evouchers')
          .set({ expiry_date: far, reminded_at: null, expired_notified_at: null })
          .execute();
        await db
          .updateTable('order_evouchers')
          .set({ expiry_date: dateAfter(NOW, REMINDER_DAYS - 1) })
          .where('id', '=', soon!.id)
          .execute();
        await db
          .updateTable('order_evouchers')
          .set({ expiry_date: dateAfter(NOW, -1) })
          .where('id', '=', gone!.id)
          .execute();
        const used = await db
          .selectFrom('order_evouchers')
          .select('id')
          .where('status', '=', 'Used')
          .executeTakeFirstOrThrow();
        await db
          .updateTable('order_evouchers')
          .set({ expiry_date: dateAfter(NOW, -2) })
          .where('id', '=', used.id)
          .execute();

        await sweepVoucherExpiry(db, ALICE, NOW);
        await sweepVoucherExpiry(db, ALICE, NOW);
        expect(await expiryNotices(db, ALICE)).toEqual([
          {
            related_id: String(soon!.order_product_id),
            message: expect.stringMatching(/ voucher expires on 12-03-2030: use it before then\.$/),
          },
          {
            related_id: String(gone!.order_product_id),
            message: expect.stringMatching(/ voucher expired on 09-03-2030\.$/),
          },
        ]);
        expect(await expiryNotices(db, BEN)).toEqual([]);

        // Four days on, the reminded voucher has expired too: one more notice, once.
        const later = new Date(NOW.getTime() + 4 * 86_400_000);
        await Promise.all([
          sweepVoucherExpiry(db, ALICE, later),
          sweepVoucherExpiry(db, ALICE, later),
        ]);
        const notices = await expiryNotices(db, ALICE);
        expect(notices).toHaveLength(3);
        expect(notices[2]).toEqual({
          related_id: String(soon!.order_product_id),
          message: expect.stringMatching(/ voucher expired on 12-03-2030\.$/),
        });
      });
    });

    describe('markVoucherUsed', () => {
      it('marks a voucher its holder uses, once', async () => {
        const db = getDb();
        const voucher = await db
          .selectFrom('order_evouchers')
          .innerJoin('order_products', 'order_products.id', 'order_evouchers.order_product_id')
          .select('order_evouchers.id')
          .where('order_products.order_id', '=', 2)
          .where('order_evouchers.status', '<>', 'Used')
          .executeTakeFirstOrThrow();
        expect(await markVoucherUsed(db, BEN, voucher.id, NOW)).toMatchObject({
          message: 'This voucher does not exist.',
        });
        expect(await markVoucherUsed(db, ALICE, voucher.id, NOW)).toBeUndefined();
        expect(
          await db
            .selectFrom('order_evouchers')
            .select(['status', 'mark_used_date'])
            .where('id', '=', voucher.id)
            .executeTakeFirstOrThrow(),
        ).toEqual({ status: 'Used', mark_used_date: NOW });
        expect(await markVoucherUsed(db, ALICE, voucher.id, NOW)).toMatchObject({
          message: 'This voucher is already used.',
        });
      });
    });
  });
});
