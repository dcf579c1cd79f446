import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import * as v from 'valibot';
import {
  MERCHANT_MESSAGES,
  merchantOperationPath,
  merchantOperations,
  validateMerchantRequest,
  type MerchantCode,
  type MerchantCodeStatus,
  type MerchantIdentity,
  type MerchantOperationName,
  type MerchantRequestOf,
  type MerchantResponseOf,
} from '../contract';

// The merchant api by its description (contract/merchant.ts), for the merchant page's stories and
// route tests: the api's checks (the key, then the body) and its messages, answers checked
// against the response schema.

/** The key the mocked api accepts, who holds it, and a valid code of its brand. */
export const merchantFixtures: { key: string; identity: MerchantIdentity; code: MerchantCode } = {
  key: 'ugm_story-key-0000000000000000000000000000',
  identity: { name: 'Till 1, Orchard', brand: 'Coffee Bean' },
  code: {
    code: 'UGF7K2QX9PLM',
    status: 'valid',
    product: { id: 9, name: 'Coffee Bean $10 e-voucher' },
    value: { amount: '10.00', currency: 'SGD' },
    expiry_date: '2027-06-30',
    used_at: null,
    outlet: null,
    outlets: ['Orchard Road', 'Raffles Place'],
  },
};

/** The fixture's code in another state (used at Orchard Road, or expired), with changes. */
export const merchantCodeIn = (
  status: MerchantCodeStatus,
  extra: Partial<MerchantCode> = {},
): MerchantCode => ({
  ...merchantFixtures.code,
  status,
  ...(status === 'used' ? { used_at: '2026-11-20T06:30:00.000Z', outlet: 'Orchard Road' } : {}),
  ...(status === 'expired' ? { expiry_date: '2026-10-31' } : {}),
  ...extra,
});

/** A refusal as the api sends it. */
export const merchantFailure = (
  status: number,
  message: string,
  headers: Record<string, string> = {},
) => HttpResponse.json({ success: false, message }, { status, headers });

/** 429 with the api's message and Retry-After. */
export const merchantRateLimited = (seconds = 840) =>
  merchantFailure(429, `${MERCHANT_MESSAGES.tooMany}. Please try again in ${seconds} seconds.`, {
    'retry-after': String(seconds),
  });

/** 404: an unknown code (or another brand's). */
export const merchantUnknownCode = () => merchantFailure(404, MERCHANT_MESSAGES.unknownCode);

type Answer<N extends MerchantOperationName> = MerchantResponseOf<N> | Response;

/**
 * One merchant operation: 401 unless the bearer is `key`, 400 naming the field that breaks the
 * request schema, then `respond`'s answer (a success body is checked against the schema).
 */
export function mockMerchantOperation<N extends MerchantOperationName>(
  name: N,
  respond: (request: MerchantRequestOf<N>) => Answer<N> | Promise<Answer<N>>,
  key = merchantFixtures.key,
): HttpHandler {
  const op = merchantOperations[name];
  const method = op.method === 'GET' ? http.get : http.post;
  return method(`*${merchantOperationPath(name)}`, async ({ request }) => {
    if (request.headers.get('authorization') !== `Bearer ${key}`)
      return merchantFailure(401, MERCHANT_MESSAGES.badKey);
    const body: unknown = op.method === 'GET' ? {} : await request.json().catch(() => undefined);
    const checked = validateMerchantRequest(name, body);
    if (!checked.ok) return merchantFailure(400, `${checked.field}: ${checked.message}`);
    const answer = await respond(body as MerchantRequestOf<N>);
    if (answer instanceof Response) return answer;
    const result = v.safeParse(op.response, answer);
    if (!result.success) {
      const message = `Mock answer for merchant ${name} breaks the contract: ${result.issues[0].message}`;
      console.error(message);
      return merchantFailure(500, message);
    }
    return HttpResponse.json(answer);
  });
}

export interface MerchantMocks {
  /** What a check answers: a code's view, or a response (404, 429...). */
  check?: (code: string) => MerchantCode | Response;
  /** What a redeem answers; by default the checked code, used at the chosen outlet. */
  redeem?: (body: Required<MerchantRequestOf<'redeem'>>) => Response;
  /** Hold every answer (the loading state). */
  pending?: boolean;
}

/** The merchant api for the fixture's key: `me`, and check and redeem as the story asks. */
export function merchantHandlers(mocks: MerchantMocks = {}): HttpHandler[] {
  const check = mocks.check ?? (() => merchantFixtures.code);
  const wait = async () => {
    if (mocks.pending) await delay('infinite');
  };
  return [
    mockMerchantOperation('me', async () => {
      await wait();
      return { success: true, merchant: merchantFixtures.identity };
    }),
    mockMerchantOperation('check', async ({ code }) => {
      await wait();
      const answer = check(code);
      return answer instanceof Response ? answer : { success: true, code: answer };
    }),
    mockMerchantOperation('redeem', async (body) => {
      await wait();
      // The api also takes the key as a header; the page sends it in the body.
      const { idempotency_key: idempotencyKey } = body;
      if (!idempotencyKey) return merchantFailure(400, MERCHANT_MESSAGES.noIdempotencyKey);
      if (mocks.redeem) return mocks.redeem({ ...body, idempotency_key: idempotencyKey });
      const checked = check(body.code);
      if (checked instanceof Response) return checked;
      return {
        success: true,
        replay: false,
        code: merchantCodeIn('used', {
          code: body.code,
          used_at: '2026-11-29T02:15:00.000Z',
          outlet: body.outlet,
        }),
      };
    }),
  ];
}
