// Stripe Checkout against a local fake of the one endpoint the cashier calls, with webhook
// signatures made by the stripe package's own test helper: the order's amount and currency go
// from the server in Stripe's minor units, a signed checkout.session.completed pays the order
// once, and a replayed or forged event changes nothing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config';
import { RefundError } from '../src/payments/cashier';
import { minorUnits, StripeCashier } from '../src/payments/stripe';
import { ALICE, onEachDatabase } from './helpers';

const settings = {
  secretKey: 'sk_test_ugift',
  webhookSecret: 'whsec_ugift_test',
  publicUrl: 'https://shop.example/ugift/',
  apiUrl: '',
};
const sessions: URLSearchParams[] = [];
const refunds: { form: URLSearchParams; idempotencyKey: string | undefined }[] = [];
/** The fake refuses refunds while set (Stripe down). */
let refundsFail = false;
let fake: http.Server;

beforeAll(async () => {
  fake = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (request.method === 'POST' && request.url === '/v1/refunds') {
        if (refundsFail) {
          response.statusCode = 500;
          response.end(JSON.stringify({ error: { type: 'api_error', message: 'Try again' } }));
          return;
        }
        const key = request.headers['idempotency-key'];
        refunds.push({ form: new URLSearchParams(body), idempotencyKey: key as string });
        response.end(JSON.stringify({ id: `re_${refunds.length}`, object: 'refund' }));
        return;
      }
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { message: 'Unknown endpoint' } }));
        return;
      }
      const form = new URLSearchParams(body);
      sessions.push(form);
      if (Number(form.get('line_items[0][price_data][unit_amount]')) < 50) {
        response.statusCode = 400;
        response.end(
          JSON.stringify({
            error: { type: 'invalid_request_error', message: 'Amount must be at least $0.50 usd' },
          }),
        );
        return;
      }
      const id = `cs_test_${sessions.length}`;
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/pay/${id}`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  settings.apiUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => fake.close(resolve));
});

const signer = new Stripe('sk_test_signer');
const completed = (sessionId: string) =>
  JSON.stringify({
    id: `evt_${sessionId}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: `pi_${sessionId}`,
      },
    },
  });

describe('Stripe amounts and settings', () => {
  it('counts in the minor unit Stripe defines for the currency', () => {
    expect(minorUnits(5, 'SGD')).toBe(500);
    expect(minorUnits(47.2, 'sgd')).toBe(4720);
    expect(minorUnits(500, 'JPY')).toBe(500);
    expect(minorUnits(19.99, 'MYR')).toBe(1999);
  });

  it('need the keys and the public address; with Twilio and keys production starts', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and PUBLIC_URL',
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      UGIFT_API_KEY: 'a-key-of-our-own',
      OTP_SECRET: 'x'.repeat(32),
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      PUBLIC_URL: 'https://shop.example/ugift',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: '+6580000000',
      SOCIAL_LOGIN: 'off',
    });
    expect(config.production).toBe(true);
    expect(config.seedDemo).toBe(false);
    expect(config.stripe?.publicUrl).toBe('https://shop.example/ugift/');
  });
});

describe('refunding through Stripe (orders refund)', () => {
  it("refunds the payment intent under the order's idempotency key, and says why not", async () => {
    const cashier = new StripeCashier(undefined as never, settings);
    const payment = {
      orderId: 7,
      orderNo: 'UG-REFUND-7',
      paymentReference: 'pi_refund_7',
      amount: 20,
      currency: 'SGD',
      idempotencyKey: 'ugift-order-refund-7',
    };
    refunds.length = 0;
    expect(await cashier.refund(payment)).toEqual({ reference: 're_1' });
    expect(refunds[0]!.form.get('payment_intent')).toBe('pi_refund_7');
    expect(refunds[0]!.idempotencyKey).toBe('ugift-order-refund-7');
    await expect(cashier.refund({ ...payment, paymentReference: null })).rejects.toThrow(
      /has no payment intent on record/,
    );
    refundsFail = true;
    try {
      await expect(cashier.refund(payment)).rejects.toBeInstanceOf(RefundError);
    } finally {
      refundsFail = false;
    }
  });
});

describe('paying through Stripe Checkout', () => {
  onEachDatabase(
    (getApi) => {
      it('pays the order once on a signed event; a replay or a forged event changes nothing', async () => {
        const api = getApi();
        const alice = await api.login(ALICE.phone, ALICE.password);
        const call = async (option: string, fields: Record<string, string>) =>
          (await api.call(option as never, fields as never, { token: alice })).json();
        const [pending] = (await call('list_order', { filter_by: 'pay' })).table as {
          id: string;
          order_amount: number;
          currency: string;
        }[];
        expect(pending).toBeDefined();
        sessions.length = 0;
        const cashier = await call('get_cashier_url', {
          order_id: pending!.id,
          order_source: 'web',
        });
        expect(cashier, JSON.stringify(cashier)).toMatchObject({
          success: true,
          cashier_url: 'https://checkout.stripe.test/pay/cs_test_1',
        });
        const [session] = sessions;
        expect(session!.get('mode')).toBe('payment');
        expect(session!.get('line_items[0][price_data][currency]')).toBe(
          pending!.currency.toLowerCase(),
        );
        expect(Number(session!.get('line_items[0][price_data][unit_amount]'))).toBe(
          minorUnits(pending!.order_amount, pending!.currency),
        );
        expect(session!.get('success_url')).toBe(
          `https://shop.example/ugift/payment-status?id=${pending!.id}`,
        );

        const status = async () =>
          (await call('detail_order', { order_id: pending!.id })).table.payment_status as string;
        const vouchers = async () =>
          Number(
            (
              await api.db
                .selectFrom('order_evouchers')
                .innerJoin(
                  'order_products',
                  'order_products.id',
                  'order_evouchers.order_product_id',
                )
                .innerJoin('orders', 'orders.id', 'order_products.order_id')
                .where('orders.public_id', '=', pending!.id)
                .select((eb) => eb.fn.countAll<string>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
        const post = (payload: string, secret = settings.webhookSecret) =>
          api.app.inject({
            method: 'POST',
            url: '/api/payments/stripe/webhook',
            headers: {
              'content-type': 'application/json',
              'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
            },
            payload,
          });

        // Forged (signed with another secret): refused, nothing paid.
        const forged = await post(completed('cs_test_1'), 'whsec_someone_else');
        expect(forged.statusCode).toBe(400);
        expect(await status()).toBe('Pending');

        const paid = await post(completed('cs_test_1'));
        expect(paid.statusCode).toBe(200);
        expect(await status()).toBe('Paid');
        // The payment intent is kept with the checkout: `orders refund` names it.
        const checkout = await api.db
          .selectFrom('payment_checkouts')
          .innerJoin('orders', 'orders.id', 'payment_checkouts.order_id')
          .select(['payment_checkouts.status', 'payment_checkouts.payment_reference'])
          .where('orders.public_id', '=', pending!.id)
          .executeTakeFirstOrThrow();
        expect(checkout).toEqual({ status: 'completed', payment_reference: 'pi_cs_test_1' });
        const issued = await vouchers();
        expect(issued).toBeGreaterThan(0);

        const replayed = await post(completed('cs_test_1'));
        expect(replayed.statusCode).toBe(200);
        expect(await status()).toBe('Paid');
        expect(await vouchers()).toBe(issued);

        // A session this api never made: acknowledged, ignored.
        expect((await post(completed('cs_test_unknown'))).statusCode).toBe(200);
      });

      it('refunds, once, a session paid when its order was cancelled or paid by another session', async () => {
        const api = getApi();
        const alice = await api.login(ALICE.phone, ALICE.password, '10.180.0.1');
        const call = async (option: string, fields: Record<string, string>) =>
          (await api.call(option as never, fields as never, { token: alice })).json();
        const reserve = async () => {
          const put = { member_id: ALICE.id, product_id: '1', quantity: '1' };
          expect((await call('product_to_basket', put)).success).toBe(true);
          const reserved = await call('reserve_order', { member_id: ALICE.id });
          expect(reserved.success, JSON.stringify(reserved)).toBe(true);
          return reserved.order_id as string;
        };
        const [cancelled, paidTwice] = [await reserve(), await reserve()];
        const sessionOf = async (orderId: string) => {
          const answer = await call('get_cashier_url', { order_id: orderId, order_source: 'web' });
          expect(answer.success, JSON.stringify(answer)).toBe(true);
          return (answer.cashier_url as string).split('/').pop()!;
        };
        const post = (payload: string) =>
          api.app.inject({
            method: 'POST',
            url: '/api/payments/stripe/webhook',
            headers: {
              'content-type': 'application/json',
              'stripe-signature': signer.webhooks.generateTestHeaderString({
                payload,
                secret: settings.webhookSecret,
              }),
            },
            payload,
          });
        const order = async (id: string) => (await call('detail_order', { order_id: id })).table;
        refunds.length = 0;

        // The payer's page outlived the order: cancelled, then paid at Stripe.
        const late = await sessionOf(cancelled);
        expect(
          (await call('cancel_order', { order_id: cancelled, member_id: ALICE.id })).success,
        ).toBe(true);
        refundsFail = true;
        expect((await post(completed(late))).statusCode).toBe(503); // Stripe will send it again
        refundsFail = false;
        expect((await post(completed(late))).statusCode).toBe(200);
        expect(await order(cancelled)).toMatchObject({ payment_status: 'Pending' });
        expect((await order(cancelled)).order_status).toMatch(/cancel/i);
        expect(refunds).toHaveLength(1);
        expect(refunds[0]!.form.get('payment_intent')).toBe(`pi_${late}`);
        expect(refunds[0]!.idempotencyKey).toMatch(/^ugift-refund-/);
        // A replay: nothing more.
        expect((await post(completed(late))).statusCode).toBe(200);
        expect(refunds).toHaveLength(1);

        // Asked again while it is open, the order's page is the same session (issue 47, 7).
        const made = sessions.length;
        const first = await sessionOf(paidTwice);
        expect(await Promise.all([sessionOf(paidTwice), sessionOf(paidTwice)])).toEqual([
          first,
          first,
        ]);
        expect(sessions).toHaveLength(made + 1);
        expect(Number(sessions.at(-1)!.get('expires_at'))).toBeGreaterThan(
          Date.now() / 1000 + 1800,
        );
        // Two pages for one order (the first about to expire), both paid: the first pays the
        // order, the second is refunded.
        await api.db
          .updateTable('payment_checkouts')
          .set({ expires_at: new Date(Date.now() + 60_000) })
          .where('url', '=', `https://checkout.stripe.test/pay/${first}`)
          .execute();
        const second = await sessionOf(paidTwice);
        expect(second).not.toBe(first);
        expect((await post(completed(first))).statusCode).toBe(200);
        expect((await post(completed(second))).statusCode).toBe(200);
        expect(await order(paidTwice)).toMatchObject({ payment_status: 'Paid' });
        expect(refunds.map((refund) => refund.form.get('payment_intent'))).toEqual([
          `pi_${late}`,
          `pi_${second}`,
        ]);
        expect((await post(completed(first))).statusCode).toBe(200);
        expect(refunds).toHaveLength(2);
      });
    },
    {},
    { stripe: settings },
  );
});
