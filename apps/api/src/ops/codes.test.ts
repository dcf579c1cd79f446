import { describe, expect, it } from 'vitest';

import { withEachDatabase } from '../../test/helpers';
import { markPaid } from '../commerce/orders';
import { newPublicId } from '../commerce/ids';
import type { Db } from '../db';
import { poolLow, poolRemaining } from '../observability/pools';
import { codesStatus, importCodes, readCodesFile } from './codes';

const NOW = new Date('2030-03-10T04:00:00Z');
const PRODUCT = 12;

/** A pending order of Alice's for `quantity` units of the product, as reserve_order leaves it. */
async function pendingOrder(db: Db, productId: number, quantity: number) {
  const publicId = newPublicId();
  const order = await db
    .insertInto('orders')
    .values({
      order_no: `UG-P-${publicId.slice(-8)}`,
      member_id: 1,
      payment_status: 'Pending',
      order_status: 'Pending',
      sub_total: '10.00',
      total_discount: '0.00',
      order_amount: '10.00',
      currency: 'SGD',
      public_id: publicId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_products')
    .values({
      order_id: order.id,
      product_id: productId,
      quantity,
      amount: '10.00',
      currency_code: 'SGD',
    })
    .execute();
  return order.id;
}

const labelled = async (gauge: typeof poolLow, product: number) =>
  (await gauge.get()).values.find((v) => v.labels.product === String(product))?.value;

describe('given a codes file with every kind of bad row', () => {
  it('should name each bad row and field and keep none of the file', () => {
    const text = [
      'code,expiry,code_type',
      'GOOD-0001,2030-12-31,qrcode',
      'GOOD-0001,,', // repeats row 1
      'x', // too short
      'GOOD-0003,2030-02-30,', // no such day
      'GOOD-0004,2030-03-01,', // already past on NOW
      'GOOD-0005,,punchcard',
      'GOOD-0006,,,extra',
      ',2030-12-31,',
    ].join('\n');
    expect(readCodesFile(text, NOW)).toEqual([
      { row: 2, field: 'code', message: 'duplicate of row 1' },
      { row: 3, field: 'code', message: '4 to 200 printable characters without spaces expected' },
      { row: 4, field: 'expiry', message: '"2030-02-30" is not a date (YYYY-MM-DD)' },
      { row: 5, field: 'expiry', message: '2030-03-01 has already passed' },
      {
        row: 6,
        field: 'code_type',
        message: '"punchcard" is not one of qrcode, barcode, alphanumeric, url',
      },
      { row: 7, field: 'row', message: '4 fields, at most 3 expected' },
      { row: 8, field: 'code', message: 'missing (the first field)' },
    ]);
  });

  it('should count data rows as the catalogue does: not the header, not blank lines', () => {
    expect(readCodesFile('\ncode\nGOOD-0001\n\nGOOD-0001\n', NOW)).toEqual([
      { row: 2, field: 'code', message: 'duplicate of row 1' },
    ]);
  });

  it('should refuse a file without codes', () => {
    expect(readCodesFile('code\n\n', NOW)).toEqual([
      { row: 0, field: 'file', message: 'the file has no codes' },
    ]);
  });
});

withEachDatabase((db) => {
  describe('given a product whose codes come from a pool', () => {
    it('should refuse a bad file whole, writing nothing', async () => {
      const result = await importCodes(
        db(),
        { product: PRODUCT, csv: 'POOL-0001\nPOOL-0001\n' },
        NOW,
      );
      expect(result).toEqual({
        errors: [{ row: 2, field: 'code', message: 'duplicate of row 1' }],
      });
      const rows = await db().selectFrom('voucher_codes').selectAll().execute();
      expect(rows).toHaveLength(0);
    });

    it('should change nothing on a dry run, and say what would change', async () => {
      const result = await importCodes(
        db(),
        { product: PRODUCT, csv: 'POOL-0001\nPOOL-0002\n', dryRun: true },
        NOW,
      );
      expect(result).toEqual({ product: PRODUCT, imported: 2, free: 2, stock: 2, dryRun: true });
      const product = await db()
        .selectFrom('products')
        .select(['stock_mode'])
        .where('id', '=', PRODUCT)
        .executeTakeFirstOrThrow();
      expect(product.stock_mode).toBe('generated');
      expect(await db().selectFrom('voucher_codes').selectAll().execute()).toHaveLength(0);
    });

    it('should make the stock the number of free codes', async () => {
      const csv = [
        'code,expiry,code_type',
        'POOL-0001,2030-12-31,barcode',
        'POOL-0002',
        'POOL-0003',
        'POOL-0004',
        'POOL-0005',
      ].join('\r\n');
      const result = await importCodes(db(), { product: PRODUCT, csv, low: 3 }, NOW);
      expect(result).toEqual({ product: PRODUCT, imported: 5, free: 5, stock: 5, dryRun: false });
      const product = await db()
        .selectFrom('products')
        .select(['stock', 'stock_mode', 'code_pool_low'])
        .where('id', '=', PRODUCT)
        .executeTakeFirstOrThrow();
      expect(product).toEqual({ stock: 5, stock_mode: 'pool', code_pool_low: 3 });
    });

    it('should refuse codes already in the pool, naming their rows', async () => {
      const result = await importCodes(
        db(),
        { product: PRODUCT, csv: 'POOL-0006\nPOOL-0002\nPOOL-0007\nPOOL-0005\n' },
        NOW,
      );
      expect(result).toEqual({
        errors: [
          { row: 2, field: 'code', message: 'already in the pool' },
          { row: 4, field: 'code', message: 'already in the pool' },
        ],
      });
      expect((await codesStatus(db(), { product: PRODUCT }, NOW))[0]?.free).toBe(5);
    });

    it('should issue codes of the pool when an order is paid, each once, and report a low pool', async () => {
      const first = await pendingOrder(db(), PRODUCT, 2);
      expect(await markPaid(db(), first, NOW)).toBe(true);
      // A replayed payment issues nothing more.
      expect(await markPaid(db(), first, NOW)).toBe(false);
      const issued = await db()
        .selectFrom('order_evouchers')
        .innerJoin('order_products', 'order_products.id', 'order_evouchers.order_product_id')
        .select([
          'order_evouchers.code',
          'order_evouchers.code_type',
          'order_evouchers.expiry_date',
        ])
        .where('order_products.order_id', '=', first)
        .orderBy('order_evouchers.code')
        .execute();
      expect(issued.map((v) => v.code)).toEqual(['POOL-0001', 'POOL-0002']);
      // The file's expiry and type where it gave them, the product's otherwise.
      expect(issued[0]).toMatchObject({ code_type: 'barcode', expiry_date: '2030-12-31' });
      expect(issued[1]!.expiry_date > '2030-03-10').toBe(true);
      const [status] = await codesStatus(db(), { product: PRODUCT }, NOW);
      expect(status).toMatchObject({ free: 3, issued: 2, threshold: 3, low: true });
      expect(await labelled(poolLow, PRODUCT)).toBe(1);
      expect(await labelled(poolRemaining, PRODUCT)).toBe(3);
    });

    it('should count units held by unpaid orders out of the stock when codes are loaded', async () => {
      await pendingOrder(db(), PRODUCT, 1);
      const result = await importCodes(db(), { product: PRODUCT, csv: 'POOL-0010\n' }, NOW);
      // 4 free codes, one of them promised to the unpaid order.
      expect(result).toMatchObject({ free: 4, stock: 3 });
      const [status] = await codesStatus(db(), { product: PRODUCT }, NOW);
      expect(status).toMatchObject({ free: 4, low: false });
      expect(await labelled(poolLow, PRODUCT)).toBe(0);
    });

    it('should refuse an unknown product', async () => {
      const result = await importCodes(db(), { product: 99999, csv: 'POOL-0100\n' }, NOW);
      expect(result).toMatchObject({ success: false, message: 'There is no product 99999.' });
    });
  });
});
