import { newPublicId } from '../src/commerce/ids';
import { issueVouchers } from '../src/commerce/vouchers';
import type { Db } from '../src/db';
import { JOBS } from '../src/jobs/definitions';
import { MemoryLimitStore } from '../src/lib/rate-limit';
import type { Json, TestApi } from './helpers';

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

/** Moves the api's clock (POST /api/test/clock: `{ at }`, `{ advanceMs }` and the like). */
export const moveClock = (api: TestApi, body: Json) =>
  api.app.inject({ method: 'POST', url: '/api/test/clock', payload: body });

/** Runs the delivery job once, as the job engine does (src/main.ts), at the api's "now". */
export async function runDeliveryJob(api: TestApi) {
  const services = api.app.services!;
  return JOBS.find((j) => j.name === 'deliver-scheduled')!.run({
    db: api.db,
    storage: services.storage,
    limitStore: new MemoryLimitStore(),
    settings: { pendingOrderTtlSeconds: 1800, uploadGraceSeconds: 86_400 },
    now: () => services.clock.now(),
    channels: [],
    texts: { sms: services.sms, siteUrl: services.siteUrl },
  });
}
