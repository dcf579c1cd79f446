import type { Db } from '../db';
import type { Trx } from '../db/tx';
import type { SmsSender } from '../auth/sms';
import { markPaid } from '../commerce/orders';
import { sendGiftTexts } from '../commerce/recipients';

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
  /** Issue 45: the text messages of a gift to many's phone recipients go out once it is paid. */
  texts?: GiftTexts,
): Promise<boolean> {
  const now = new Date();
  const paid = await markPaid(db, orderId, now, alsoOnPaid);
  // After the commit: the gateway is not waited for inside the transaction. A crash before this
  // leaves the messages to the delivery job (sendGiftTexts finds every unsent one).
  if (paid && texts) await sendGiftTexts(db, texts.sms, texts.siteUrl, now, orderId);
  return paid;
}

/** Where a gift's text messages go, and the address of their links. */
interface GiftTexts {
  sms: SmsSender;
  siteUrl: string;
}
