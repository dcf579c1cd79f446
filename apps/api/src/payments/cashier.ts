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

/**
 * Where a payment provider plugs in. createCheckout answers the page the payer's browser goes to;
 * the provider's confirmation (a redirect back, a webhook) must end in completePayment() of
 * payments/complete.ts, which pays the order exactly once whatever number of times it is called.
 */
export interface Cashier {
  readonly name: string;
  createCheckout(order: CheckoutOrder): Promise<{ url: string }>;
  /**
   * Gives a paid order's money back through the provider (`orders refund`). Idempotent by the
   * payment's idempotency key: called again after a lost answer, it is the same refund. Throws
   * RefundError when the provider refuses. A cashier without it cannot refund (`orders refund`
   * says so).
   */
  refund?(payment: RefundPayment): Promise<{ reference: string }>;
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
