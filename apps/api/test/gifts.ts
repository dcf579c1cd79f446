import { newPublicId } from '../src/commerce/ids';
import { issueVouchers } from '../src/commerce/vouchers';
import type { Db } from '../src/db';

const ALICE = 1;

/** A paid gift of Alice's, not sent yet, with one voucher line (product 9). */
export async function paidGift(db: Db, memberId = ALICE): Promise<string> {
  const publicId = newPublicId();
  const order = await db
    .insertInto('orders')
    .values({
      order_no: `UG-T-${publicId.slice(-8)}`,
      member_id: memberId,
      payment_status: 'Paid',
      order_status: 'Pending Send',
      sub_total: '10.00',
      total_discount: '0.00',
      order_amount: '10.00',
      currency: 'SGD',
      public_id: publicId,
      paid_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_products')
    .values({
      order_id: order.id,
      product_id: 9,
      quantity: 1,
      amount: '10.00',
      currency_code: 'SGD',
    })
    .execute();
  await db.transaction().execute((trx) => issueVouchers(trx, order.id));
  return publicId;
}
