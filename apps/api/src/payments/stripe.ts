import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

import type { Db } from '../db';
import { sha256 } from '../lib/tokens';
import {
  CHECKOUT_TTL_MS,
  RefundError,
  type Cashier,
  type CheckoutOrder,
  type RefundPayment,
} from './cashier';
import { completePayment } from './complete';

/** Stripe's settings: the secret key, the webhook endpoint's secret, where payers come back to. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** The site's public origin and base path, e.g. https://shop.example/ugift/. */
  publicUrl: string;
  /** Stripe's api address; https://api.stripe.com by default, a local fake in tests. */
  apiUrl: string;
}

/** Currencies Stripe counts in whole units (no minor unit): https://docs.stripe.com/currencies. */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

/** An amount in the currency's smallest unit as Stripe defines it (JPY 500 is 500, SGD 5 is 500). */
export function minorUnits(amount: number, currency: string): number {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? Math.round(amount) : Math.round(amount * 100);
}

/** The payment could not be set up: the payer is told, the order stays to pay. */
export class CheckoutError extends Error {}

function client(settings: StripeSettings): Stripe {
  const api = new URL(settings.apiUrl);
  return new Stripe(settings.secretKey, {
    host: api.hostname,
    port: Number(api.port || (api.protocol === 'http:' ? 80 : 443)),
    protocol: api.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 1,
    timeout: 15_000,
  });
}

/**
 * Stripe Checkout: a hosted payment page for the order's amount and currency, both from the
 * server. The session id is kept (hashed) with the order; the webhook pays the order once.
 */
export class StripeCashier implements Cashier {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(
    private readonly db: Db,
    private readonly settings: StripeSettings,
  ) {
    this.stripe = client(settings);
  }

  async createCheckout(order: CheckoutOrder) {
    const back = (page: string) =>
      new URL(
        `${page}?id=${encodeURIComponent(order.publicId)}`,
        this.settings.publicUrl,
      ).toString();
    const expiresAt = new Date(Date.now() + CHECKOUT_TTL_MS);
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: order.currency.toLowerCase(),
              unit_amount: minorUnits(order.amount, order.currency),
              product_data: { name: `Ugift order ${order.orderNo}` },
            },
          },
        ],
        client_reference_id: String(order.id),
        metadata: { order_no: order.orderNo },
        success_url: back('payment-status'),
        cancel_url: back('order-details'),
        expires_at: Math.floor(expiresAt.getTime() / 1000),
      });
    } catch (error) {
      // Stripe's own words (an amount below its minimum, a currency it does not take).
      throw new CheckoutError(
        error instanceof Stripe.errors.StripeError
          ? `The payment could not be set up: ${error.message}`
          : 'The payment could not be set up. Please try again later.',
      );
    }
    if (!session.url) throw new CheckoutError('The payment could not be set up.');
    await this.db
      .insertInto('payment_checkouts')
      .values({
        token_hash: sha256(session.id),
        order_id: order.id,
        provider: this.name,
        url: session.url,
        expires_at: expiresAt,
        amount: order.amount.toFixed(2),
        currency: order.currency,
      })
      .execute();
    return { url: session.url, expiresAt };
  }

  /** A full refund of the order's payment intent, once per idempotency key. */
  async refund(payment: RefundPayment) {
    if (!payment.paymentReference) {
      throw new RefundError(
        `Stripe: the payment of order ${payment.orderNo} has no payment intent on record (paid before refunds were kept): refund it in Stripe's dashboard.`,
      );
    }
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: payment.paymentReference, reason: 'requested_by_customer' },
        { idempotencyKey: payment.idempotencyKey },
      );
      return { reference: refund.id };
    } catch (error) {
      throw new RefundError(
        error instanceof Stripe.errors.StripeError
          ? `Stripe refused the refund: ${error.message}`
          : `Stripe could not be reached: ${(error as Error).message}`,
      );
    }
  }
}

/**
 * POST /api/payments/stripe/webhook: Stripe's events, their signature checked against the
 * endpoint's secret on the raw body. checkout.session.completed (paid) pays the order of that
 * session once; a replay, or an event for a session we did not make, changes nothing. A session
 * paid when its order no longer could be (cancelled, or paid by another session) is refunded.
 */
export async function registerStripeWebhook(
  app: FastifyInstance,
  db: Db,
  settings: StripeSettings,
) {
  const stripe = client(settings);
  await app.register(async (scope) => {
    // The signature covers the exact bytes Stripe sent: keep them.
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/api/payments/stripe/webhook', async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          request.body as Buffer,
          typeof signature === 'string' ? signature : '',
          settings.webhookSecret,
        );
      } catch {
        return reply.status(400).send({ success: false, message: 'Invalid signature' });
      }
      if (
        event.type === 'checkout.session.completed' &&
        event.data.object.payment_status === 'paid'
      ) {
        const session = event.data.object;
        const tokenHash = sha256(session.id);
        const checkout = await db
          .selectFrom('payment_checkouts')
          .select(['order_id', 'status'])
          .where('token_hash', '=', tokenHash)
          .where('provider', '=', 'stripe')
          .executeTakeFirst();
        if (!checkout) {
          request.log.warn('Stripe event for a session this api did not make: ignored');
          return { received: true };
        }
        const paymentIntent =
          typeof session.payment_intent === 'string'
            ? session.payment_intent
            : session.payment_intent?.id;
        const paid = await completePayment(
          db,
          checkout.order_id,
          async (trx) => {
            await trx
              .updateTable('payment_checkouts')
              // The payment intent is what a refund (`orders refund`) names.
              .set({
                status: 'completed',
                completed_at: new Date(),
                payment_reference: paymentIntent ?? null,
              })
              .where('token_hash', '=', tokenHash)
              .execute();
          },
          app.services,
        );
        if (paid || checkout.status !== 'open') {
          request.log.info(
            `Stripe session for order ${checkout.order_id}: ${paid ? 'paid' : `already ${checkout.status}`}`,
          );
          return { received: true };
        }
        // Paid, but not what paid the order: the order was cancelled meanwhile (unpaid for too
        // long, or by the member) or paid through another checkout. The money goes back. Once:
        // the idempotency key makes a replay (or a retry after a lost answer) the same refund.
        if (!paymentIntent) {
          request.log.error(
            `Stripe session for order ${checkout.order_id}: paid without a payment`,
          );
          return reply.status(500).send({ success: false, message: 'No payment to refund' });
        }
        try {
          await stripe.refunds.create(
            { payment_intent: paymentIntent, reason: 'duplicate' },
            { idempotencyKey: `ugift-refund-${tokenHash}` },
          );
        } catch (error) {
          // Stripe sends the event again later: the refund is tried again then.
          request.log.error(
            `Stripe refund for order ${checkout.order_id} failed: ${(error as Error).message}`,
          );
          return reply.status(503).send({ success: false, message: 'Refund failed; retry' });
        }
        await db
          .updateTable('payment_checkouts')
          .set({ status: 'refunded', completed_at: new Date() })
          .where('token_hash', '=', tokenHash)
          .execute();
        request.log.warn(
          `Stripe session for order ${checkout.order_id} paid after the order was no longer payable: refunded`,
        );
      }
      return { received: true };
    });
  });
}
