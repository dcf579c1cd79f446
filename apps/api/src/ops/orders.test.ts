import { describe, expect, it } from 'vitest';

import { paidGift } from '../../test/gifts';
import { withEachDatabase } from '../../test/helpers';
import { findOrders } from './orders';

withEachDatabase((db) => {
  describe('given the support desk looking for an order', () => {
    it('should find it by order number, member phone or voucher code, and nothing else', async () => {
      const publicId = await paidGift(db());
      const order = await db()
        .selectFrom('orders')
        .innerJoin('members', 'members.id', 'orders.member_id')
        .select(['orders.id', 'orders.order_no', 'members.phone_number', 'members.phone_prefix'])
        .where('orders.public_id', '=', publicId)
        .executeTakeFirstOrThrow();
      const voucher = await db()
        .selectFrom('order_evouchers')
        .innerJoin('order_products', 'order_products.id', 'order_evouchers.order_product_id')
        .select('order_evouchers.code')
        .where('order_products.order_id', '=', order.id)
        .executeTakeFirstOrThrow();

      const byNumber = await findOrders(db(), { query: order.order_no.toLowerCase() });
      expect(byNumber.map((o) => o.id)).toEqual([order.id]);
      expect(byNumber[0]).toMatchObject({ payment_status: 'Paid', vouchers: 1 });

      const byCode = await findOrders(db(), { query: voucher.code });
      expect(byCode.map((o) => o.id)).toEqual([order.id]);

      const byPhone = await findOrders(db(), {
        query: `${order.phone_prefix ?? ''} ${order.phone_number}`,
      });
      expect(byPhone.map((o) => o.id)).toContain(order.id);
      expect(byPhone.every((o) => o.phone_number === order.phone_number)).toBe(true);
      expect(await findOrders(db(), { query: order.phone_number ?? '' })).toHaveLength(
        byPhone.length,
      );

      expect(await findOrders(db(), { query: 'NO-SUCH-THING' })).toEqual([]);
      await expect(findOrders(db(), { query: 'x' })).rejects.toThrow(/at least 3 characters/);
    });
  });
});
