import { delay, http, HttpResponse, type HttpHandler } from 'msw';

import type { CodeView, MerchantIdentity } from '../api/merchant-api';

// The merchant api's answers (apps/api/src/routes/merchant.ts) for the screen's stories and route
// tests: the same shapes and messages the api sends.

/** The key the mocked api accepts. */
export const MERCHANT_KEY = 'ugm_story-key-0000000000000000000000000000';
export const merchant: MerchantIdentity = { name: 'Till 1, Orchard', brand: 'Coffee Bean' };

export const validCode: CodeView = {
  code: 'UGF7K2QX9PLM',
  status: 'valid',
  product: { id: 9, name: 'Coffee Bean $10 e-voucher' },
  value: { amount: '10.00', currency: 'SGD' },
  expiry_date: '2027-06-30',
  used_at: null,
  outlet: null,
  outlets: ['Orchard Road', 'Raffles Place'],
};

export const codeIn = (status: CodeView['status'], extra: Partial<CodeView> = {}): CodeView => ({
  ...validCode,
  status,
  ...(status === 'used' ? { used_at: '2026-11-20T06:30:00.000Z', outlet: 'Orchard Road' } : {}),
  ...(status === 'expired' ? { expiry_date: '2026-10-31' } : {}),
  ...extra,
});

const refused = (status: number, message: string, headers: Record<string, string> = {}) =>
  HttpResponse.json({ success: false, message }, { status, headers });

const authorized = (request: Request) =>
  request.headers.get('authorization') === `Bearer ${MERCHANT_KEY}`;

const badKey = () => refused(401, 'A valid merchant key is required.');

/** 429 with the api's message and Retry-After. */
export const rateLimited = (seconds = 840) =>
  refused(429, `Too many unknown codes or keys. Please try again in ${seconds} seconds.`, {
    'retry-after': String(seconds),
  });

export interface MerchantMocks {
  /** What a check answers: a code's view, or a response (404, 429...). */
  check?: (code: string) => CodeView | Response;
  /** What a redeem answers; by default the checked code, used at the chosen outlet. */
  redeem?: (body: { code: string; outlet: string; idempotency_key: string }) => Response;
  /** Hold every answer (the loading state). */
  pending?: boolean;
}

/** The merchant api: /me for the story key, and check and redeem as the story asks. */
export function merchantHandlers(mocks: MerchantMocks = {}): HttpHandler[] {
  const check = mocks.check ?? (() => validCode);
  const wait = async () => {
    if (mocks.pending) await delay('infinite');
  };
  return [
    http.get('*/api/merchant/me', async ({ request }) => {
      await wait();
      if (!authorized(request)) return badKey();
      return HttpResponse.json({ success: true, merchant });
    }),
    http.post('*/api/merchant/check', async ({ request }) => {
      await wait();
      if (!authorized(request)) return badKey();
      const { code } = (await request.json()) as { code: string };
      const answer = check(code);
      if (answer instanceof Response) return answer;
      return HttpResponse.json({ success: true, code: answer });
    }),
    http.post('*/api/merchant/redeem', async ({ request }) => {
      await wait();
      if (!authorized(request)) return badKey();
      const body = (await request.json()) as {
        code: string;
        outlet: string;
        idempotency_key: string;
      };
      if (mocks.redeem) return mocks.redeem(body);
      const checked = check(body.code);
      if (checked instanceof Response) return checked;
      return HttpResponse.json({
        success: true,
        replay: false,
        code: codeIn('used', {
          code: body.code,
          used_at: '2026-11-29T02:15:00.000Z',
          outlet: body.outlet,
        }),
      });
    }),
  ];
}

export const unknownCode = () => refused(404, 'This code is not known.');
