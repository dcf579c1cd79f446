import type { Db } from '../db';
import { markPaid } from '../commerce/orders';

/**
 * A provider confirmed the payment of an order: pay it once. A replayed confirmation (or a
 * confirmation of an order cancelled meanwhile) changes nothing and answers false.
 */
export async function completePayment(db: Db, orderId: number): Promise<boolean> {
  return markPaid(db, orderId);
}
