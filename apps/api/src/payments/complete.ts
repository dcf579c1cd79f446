import type { Db } from '../db';
import type { Trx } from '../db/tx';
import { markPaid } from '../commerce/orders';

/**
 * A provider confirmed the payment of an order: pay it once. A replayed confirmation (or a
 * confirmation of an order cancelled meanwhile) changes nothing and answers false. What the
 * provider records of it (its checkout, paid) goes in the same transaction as the payment, so
 * that the two cannot be told apart after a crash.
 */
export async function completePayment(
  db: Db,
  orderId: number,
  alsoOnPaid?: (trx: Trx) => Promise<void>,
): Promise<boolean> {
  return markPaid(db, orderId, new Date(), alsoOnPaid);
}
