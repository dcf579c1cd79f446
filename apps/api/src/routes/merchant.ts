import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';

import {
  checkCode,
  merchantByKey,
  redeemCode,
  UNKNOWN_CODE,
  type Merchant,
} from '../commerce/redemption';
import { ApiError } from '../lib/errors';
import { RateLimiter } from '../lib/rate-limit';
import type { Services } from '../services';

// The merchant api (issue 44), apart from the shoppers' api: a brand's outlet checks and redeems
// the codes Ugift issued, with a merchant key (`pnpm ops merchants add`) as the bearer. JSON in
// and out. Guessing is stopped by counting failures, unknown codes and bad keys alike, per key
// and per address; past the limit every check is refused (429) until the window ends.

/** Failed checks a merchant key may make in the window, and an address (several tills). */
export const MERCHANT_FAILURES_PER_KEY = 20;
const MERCHANT_FAILURES_PER_ADDRESS = 40;
const WINDOW_MS = 15 * 60_000;

const CODE = v.pipe(v.string(), v.trim(), v.minLength(1, 'code is required'), v.maxLength(200));
const CheckBody = v.object({ code: CODE });
const RedeemBody = v.object({
  code: CODE,
  outlet: v.pipe(v.string(), v.trim(), v.minLength(1, 'outlet is required'), v.maxLength(200)),
  idempotency_key: v.optional(v.pipe(v.string(), v.minLength(8), v.maxLength(100))),
});

function parse<T extends v.GenericSchema>(schema: T, body: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, body ?? {});
  if (!result.success) {
    const issue = result.issues[0];
    const field = issue.path?.map((p) => String(p.key)).join('.') ?? 'body';
    throw new ApiError(400, `${field}: ${issue.message}`);
  }
  return result.output;
}

declare module 'fastify' {
  interface FastifyRequest {
    merchant?: Merchant;
  }
}

export async function registerMerchantRoutes(app: FastifyInstance, services: Services) {
  const { db, clock } = services;
  const perKey = new RateLimiter(
    'merchant-key-failures',
    MERCHANT_FAILURES_PER_KEY,
    WINDOW_MS,
    services.limitStore,
  );
  const perAddress = new RateLimiter(
    'merchant-address-failures',
    MERCHANT_FAILURES_PER_ADDRESS,
    WINDOW_MS,
    services.limitStore,
  );
  const TOO_MANY = 'Too many unknown codes or keys';

  /** A failure counts against the address, and against the key when there is one. */
  const failed = async (request: FastifyRequest) => {
    await perAddress.record(request.ip);
    if (request.merchant) await perKey.record(String(request.merchant.id));
  };

  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    await perAddress.check(request.ip, TOO_MANY);
    const header = request.headers.authorization ?? '';
    const key = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const merchant = key ? await merchantByKey(db, key) : undefined;
    if (!merchant) {
      await failed(request);
      return reply
        .status(401)
        .send({ success: false, message: 'A valid merchant key is required.' });
    }
    await perKey.check(String(merchant.id), TOO_MANY);
    request.merchant = merchant;
  };

  const options = { onRequest: authenticate, bodyLimit: 4096 };

  app.get('/api/merchant/me', options, async (request) => {
    const { name, brand } = request.merchant!;
    return { success: true, merchant: { name, brand } };
  });

  app.post('/api/merchant/check', options, async (request, reply) => {
    const { code } = parse(CheckBody, request.body);
    const view = await checkCode(db, request.merchant!, code, clock.now());
    if (!view) {
      await failed(request);
      return reply.status(404).send({ success: false, message: UNKNOWN_CODE });
    }
    return { success: true, code: view };
  });

  app.post('/api/merchant/redeem', options, async (request, reply) => {
    const body = parse(RedeemBody, request.body);
    const header = request.headers['idempotency-key'];
    const idempotencyKey = body.idempotency_key ?? (typeof header === 'string' ? header : '');
    if (idempotencyKey.length < 8 || idempotencyKey.length > 100)
      throw new ApiError(
        400,
        'idempotency_key: 8 to 100 characters are required (or the Idempotency-Key header)',
      );
    const result = await redeemCode(
      db,
      request.merchant!,
      { code: body.code, outlet: body.outlet, idempotencyKey },
      clock.now(),
    );
    if ('success' in result) {
      if (result.status === 404) await failed(request);
      const { status, ...answer } = result;
      return reply.status(status).send(answer);
    }
    return { success: true, replay: result.replay, code: result.code };
  });
}
