import type { Db } from '../db';

/** What a cashier needs to know about the order it collects payment for. */
export interface CheckoutOrder {
  /** Internal id (never shown). */
  id: number;
  publicId: string;
  orderNo: string;
  /** What remains to pay, in the order's currency. */
  amount: number;
  currency: string;
}

/** A payment page and when it stops taking payment. */
interface Checkout {
  url: string;
  expiresAt: Date;
}

/**
 * Where a payment provider plugs in. createCheckout answers the page the payer's browser goes to
 * and records it in payment_checkouts (with its url, expiry, amount and currency, so that it can
 * be given again); the provider's confirmation (a redirect back, a webhook) must end in
 * completePayment() of payments/complete.ts, which pays the order exactly once whatever number
 * of times it is called.
 */
export interface Cashier {
  readonly name: string;
  createCheckout(order: CheckoutOrder): Promise<Checkout>;
  /**
   * Gives a paid order's money back through the provider (`orders refund`). Idempotent by the
   * payment's idempotency key: called again after a lost answer, it is the same refund. Throws
   * RefundError when the provider refuses. A cashier without it cannot refund (`orders refund`
   * says so).
   */
  refund?(payment: RefundPayment): Promise<{ reference: string }>;
}

/** How long a payment page takes payment (Stripe allows 30 minutes to 24 hours). */
export const CHECKOUT_TTL_MS = 60 * 60_000;
/** A page is given again only with this much time left to pay on it. */
const REUSE_MARGIN_MS = 5 * 60_000;

/** Pages being made, per cashier and order: concurrent asks wait for the same one. */
const making = new WeakMap<Cashier, Map<number, Promise<Checkout>>>();

/**
 * The member's open payment page for the order, or a new one when none is open (issue 47: every
 * get_cashier_url made a new Stripe Checkout session, 40 calls, 40 sessions). A page is given
 * again while it is open (not paid, failed or refunded), has five minutes or more left, and asks
 * for the order's amount in its currency. Concurrent asks in one process share the page being
 * made; across processes two may be made at once, and the webhook refunds a second payment.
 */
export async function checkoutFor(
  db: Db,
  cashier: Cashier,
  order: CheckoutOrder,
  now: Date = new Date(),
): Promise<Checkout> {
  const open = await db
    .selectFrom('payment_checkouts')
    .select(['url', 'expires_at'])
    .where('order_id', '=', order.id)
    .where('provider', '=', cashier.name)
    .where('status', '=', 'open')
    .where('url', 'is not', null)
    .where('expires_at', '>', new Date(now.getTime() + REUSE_MARGIN_MS))
    .where('amount', '=', order.amount.toFixed(2))
    .where('currency', '=', order.currency)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (open?.url && open.expires_at) return { url: open.url, expiresAt: open.expires_at };
  let ofCashier = making.get(cashier);
  if (!ofCashier) making.set(cashier, (ofCashier = new Map()));
  const pending = ofCashier.get(order.id);
  if (pending) return pending;
  const made = cashier.createCheckout(order).finally(() => ofCashier.delete(order.id));
  ofCashier.set(order.id, made);
  return made;
}

/** The payment to give back: what the provider recorded of it and what it was. */
export interface RefundPayment {
  orderId: number;
  orderNo: string;
  /** The provider's id of the payment (payment_checkouts.payment_reference), when it gave one. */
  paymentReference: string | null;
  amount: number;
  currency: string;
  /** The same key for every attempt at one order's refund. */
  idempotencyKey: string;
}

/** The provider did not refund: nothing was changed and the refund may be tried again. */
export class RefundError extends Error {}
