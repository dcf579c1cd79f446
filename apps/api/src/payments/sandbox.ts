import type { FastifyInstance, FastifyReply } from 'fastify';

import { sha256, urlToken } from '../lib/tokens';
import type { Db } from '../db';
import { CHECKOUT_TTL_MS, type Cashier, type CheckoutOrder, type RefundPayment } from './cashier';
import { completePayment } from './complete';

/**
 * The default cashier: a page served by the api where the payer confirms or fails the payment.
 * The token in its URL is the capability (32 random bytes, kept hashed); it is bound to one order.
 */
export class SandboxCashier implements Cashier {
  readonly name = 'sandbox';
  constructor(private readonly db: Db) {}

  async createCheckout(order: CheckoutOrder) {
    const token = urlToken();
    const url = `/api/cashier/${token}`;
    const expiresAt = new Date(Date.now() + CHECKOUT_TTL_MS);
    await this.db
      .insertInto('payment_checkouts')
      .values({
        token_hash: sha256(token),
        order_id: order.id,
        provider: this.name,
        url,
        expires_at: expiresAt,
        amount: order.amount.toFixed(2),
        currency: order.currency,
      })
      .execute();
    return { url, expiresAt };
  }

  /** No money moved, so none goes back: the reference only names the order's refund. */
  async refund(payment: RefundPayment) {
    return { reference: `sandbox-refund-${payment.orderNo}` };
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    )
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<title>${escapeHtml(title)}</title><style>` +
        `body{font-family:system-ui,sans-serif;max-width:480px;margin:0 auto;padding:24px;color:#1b1b1f}` +
        `h1{font-size:1.4rem}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}` +
        `dt{color:#55565c}dd{margin:0;font-weight:600}form{margin-top:16px}` +
        `button{width:100%;padding:14px;font-size:1rem;border-radius:8px;border:0;cursor:pointer}` +
        `.confirm{background:#0b57d0;color:#fff}.fail{background:#eceef1;color:#1b1b1f}` +
        `.note{color:#55565c;font-size:.9rem}</style></head><body>${body}</body></html>`,
    );
}

/**
 * GET /api/cashier/:token (the page), POST /api/cashier/:token/confirm and /fail. Both posts
 * send the browser back to {basePath}payment-status?id={order id}.
 */
export async function registerCashierRoutes(app: FastifyInstance, basePath: string) {
  const services = app.services;
  // The sandbox's pages serve only the sandbox cashier; another provider brings its own routes.
  if (!services || services.config.production || !(services.cashier instanceof SandboxCashier))
    return;
  const { db } = services;

  const checkoutOf = async (token: string) => {
    if (!TOKEN.test(token)) return undefined;
    return db
      .selectFrom('payment_checkouts')
      .innerJoin('orders', 'orders.id', 'payment_checkouts.order_id')
      .select([
        'payment_checkouts.token_hash',
        'payment_checkouts.status',
        'orders.id',
        'orders.public_id',
        'orders.order_no',
        'orders.order_amount',
        'orders.currency',
        'orders.payment_status',
        'orders.order_status',
      ])
      .where('payment_checkouts.token_hash', '=', sha256(token))
      .executeTakeFirst();
  };
  const statusUrl = (publicId: string) =>
    `${basePath}payment-status?id=${encodeURIComponent(publicId)}`;
  const notFound = (reply: FastifyReply) =>
    page(
      reply,
      404,
      'Checkout not found',
      '<h1>Checkout not found</h1><p>This payment link is not valid.</p>',
    );

  app.get<{ Params: { token: string } }>('/api/cashier/:token', async (request, reply) => {
    const checkout = await checkoutOf(request.params.token);
    if (!checkout) return notFound(reply);
    const action = `/api/cashier/${encodeURIComponent(request.params.token)}`;
    const open = checkout.payment_status === 'Pending' && checkout.order_status === 'Pending';
    const amount = `${checkout.currency} ${Number(checkout.order_amount).toFixed(2)}`;
    return page(
      reply,
      200,
      'Ugift sandbox cashier',
      `<h1>Ugift sandbox cashier</h1>` +
        `<p class="note">A test payment page: no money moves.</p>` +
        `<dl><dt>Order</dt><dd>${escapeHtml(checkout.order_no)}</dd>` +
        `<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>` +
        `<dt>Status</dt><dd>${escapeHtml(checkout.payment_status)}</dd></dl>` +
        (open
          ? `<form method="post" action="${escapeHtml(action)}/confirm"><button class="confirm" type="submit">Confirm payment</button></form>` +
            `<form method="post" action="${escapeHtml(action)}/fail"><button class="fail" type="submit">Fail payment</button></form>`
          : `<p>This order can no longer be paid here.</p>` +
            `<p><a href="${escapeHtml(statusUrl(checkout.public_id))}">Back to the order</a></p>`),
    );
  });

  app.post<{ Params: { token: string } }>('/api/cashier/:token/confirm', async (request, reply) => {
    const checkout = await checkoutOf(request.params.token);
    if (!checkout) return notFound(reply);
    // The checkout's confirmation goes with the payment, as Stripe's does: a refund finds the
    // checkout that paid the order.
    await completePayment(
      db,
      checkout.id,
      async (trx) => {
        await trx
          .updateTable('payment_checkouts')
          .set({
            status: 'confirmed',
            completed_at: new Date(),
            payment_reference: `sandbox-${checkout.order_no}`,
          })
          .where('token_hash', '=', checkout.token_hash)
          .execute();
      },
      services,
    );
    return reply.redirect(statusUrl(checkout.public_id), 303);
  });

  app.post<{ Params: { token: string } }>('/api/cashier/:token/fail', async (request, reply) => {
    const checkout = await checkoutOf(request.params.token);
    if (!checkout) return notFound(reply);
    await db
      .updateTable('payment_checkouts')
      .set({ status: 'failed', completed_at: new Date() })
      .where('token_hash', '=', checkout.token_hash)
      .where('status', '=', 'open')
      .execute();
    // The order stays Pending: the status page shows 'Payment Failed' and the payer may retry.
    return reply.redirect(statusUrl(checkout.public_id), 303);
  });
}
