import {
  MERCHANT_MESSAGES,
  merchantOperationPath,
  validateMerchantRequest,
  type MerchantOperationName,
  type MerchantResponseOf,
} from '@ugift/api-client/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { checkCode, merchantByKey, redeemCode, type Merchant } from '../commerce/redemption';
import { ApiError } from '../lib/errors';
import { RateLimiter } from '../lib/rate-limit';
import type { Services } from '../services';

// The merchant api (issue 44), apart from the shoppers' api: a brand's outlet checks and redeems
// the codes Ugift issued, with a merchant key (`pnpm ops merchants add`) as the bearer. JSON in
// and out, validated by the operations' description in the contract (contract/merchant.ts).
// Guessing is stopped by counting failures, unknown codes and bad keys alike, per key and per
// address; past the limit every check is refused (429) until the window ends.

/** Failed checks a merchant key may make in the window, and an address (several tills). */
export const MERCHANT_FAILURES_PER_KEY = 20;
const MERCHANT_FAILURES_PER_ADDRESS = 40;
const WINDOW_MS = 15 * 60_000;

/** The request body as its operation describes it, or 400 naming the field that breaks it. */
function parse<N extends MerchantOperationName>(name: N, body: unknown) {
  const result = validateMerchantRequest(name, body);
  if (!result.ok) throw new ApiError(400, `${result.field}: ${result.message}`);
  return result.value;
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
  const TOO_MANY = MERCHANT_MESSAGES.tooMany;

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
      return reply.status(401).send({ success: false, message: MERCHANT_MESSAGES.badKey });
    }
    await perKey.check(String(merchant.id), TOO_MANY);
    request.merchant = merchant;
  };

  const options = { onRequest: authenticate, bodyLimit: 4096 };

  app.get(merchantOperationPath('me'), options, async (request) => {
    const { name, brand } = request.merchant!;
    return { success: true, merchant: { name, brand } } satisfies MerchantResponseOf<'me'>;
  });

  app.post(merchantOperationPath('check'), options, async (request, reply) => {
    const { code } = parse('check', request.body);
    const view = await checkCode(db, request.merchant!, code, clock.now());
    if (!view) {
      await failed(request);
      return reply.status(404).send({ success: false, message: MERCHANT_MESSAGES.unknownCode });
    }
    return { success: true, code: view } satisfies MerchantResponseOf<'check'>;
  });

  app.post(merchantOperationPath('redeem'), options, async (request, reply) => {
    const body = parse('redeem', request.body);
    const header = request.headers['idempotency-key'];
    const idempotencyKey = body.idempotency_key ?? (typeof header === 'string' ? header : '');
    if (idempotencyKey.length < 8 || idempotencyKey.length > 100)
      throw new ApiError(400, MERCHANT_MESSAGES.noIdempotencyKey);
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
    return {
      success: true,
      replay: result.replay,
      code: result.code,
    } satisfies MerchantResponseOf<'redeem'>;
  });
}
