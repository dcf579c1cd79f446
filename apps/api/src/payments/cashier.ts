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
}
