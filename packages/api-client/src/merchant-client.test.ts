import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MERCHANT_MESSAGES } from './contract';
import { createMerchantClient, MerchantApiError } from './merchant-client';
import {
  merchantCodeIn,
  merchantFixtures,
  merchantHandlers,
  merchantRateLimited,
  mockMerchantOperation,
} from './mocks';
import { setupMockServer } from './mocks/node';

// The merchant client over the merchant mocks: both built on contract/merchant.ts.

const mock = setupMockServer();
beforeAll(() => mock.listen());
afterEach(() => {
  mock.reset();
  mock.server.events.removeAllListeners();
});
afterAll(() => mock.close());

const BASE = 'https://api.test';
const client = createMerchantClient({ baseUrl: `${BASE}/` });
const key = merchantFixtures.key;

/** The rejection of a call, which must fail. */
async function refusal(promise: Promise<unknown>): Promise<MerchantApiError> {
  const error = await promise.then(
    () => new Error('the call succeeded'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof MerchantApiError)) throw error;
  return error;
}

describe('given the merchant mocks', () => {
  it('should tell who holds the key and check a code with it as the bearer', async () => {
    const bearers: (string | null)[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      bearers.push(request.headers.get('authorization'));
    });
    mock.use(...merchantHandlers());
    expect(await client.call('me', {}, { key })).toEqual({
      success: true,
      merchant: merchantFixtures.identity,
    });
    const checked = await client.call('check', { code: merchantFixtures.code.code }, { key });
    expect(checked.code).toEqual(merchantFixtures.code);
    expect(bearers).toEqual([`Bearer ${key}`, `Bearer ${key}`]);
  });

  it('should refuse a wrong key with 401 and the api message', async () => {
    mock.use(...merchantHandlers());
    const error = await refusal(client.call('me', {}, { key: 'ugm_wrong' }));
    expect(error).toMatchObject({ kind: 'http', status: 401, message: MERCHANT_MESSAGES.badKey });
  });

  it('should refuse a redeem without an outlet before sending it', async () => {
    let sent = 0;
    mock.use(
      mockMerchantOperation('redeem', () => {
        sent += 1;
        return HttpResponse.json({ success: true });
      }),
    );
    const error = await refusal(
      client.call('redeem', { code: 'UGF7K2QX9PLM', outlet: '  ' }, { key }),
    );
    expect(error).toMatchObject({ kind: 'invalid_request', field: 'outlet' });
    expect(error.message).toMatch(/outlet is required/);
    expect(sent).toBe(0);
  });

  it('should give the seconds a 429 asks to wait', async () => {
    mock.use(...merchantHandlers({ check: () => merchantRateLimited(30) }));
    const error = await refusal(client.call('check', { code: 'GUESS' }, { key }));
    expect(error).toMatchObject({ status: 429, retryAfter: 30 });
  });

  it('should give the code as it is now when a redeem is refused for its state', async () => {
    const used = merchantCodeIn('used');
    mock.use(
      ...merchantHandlers({
        redeem: () =>
          HttpResponse.json(
            { success: false, message: MERCHANT_MESSAGES.used, code: used },
            { status: 409 },
          ),
      }),
    );
    const error = await refusal(
      client.call(
        'redeem',
        { code: used.code, outlet: 'Orchard Road', idempotency_key: 'till-1-0001' },
        { key },
      ),
    );
    expect(error).toMatchObject({ status: 409, message: MERCHANT_MESSAGES.used, code: used });
  });

  it('should tell a lost connection from an answer that breaks the schema', async () => {
    mock.use(http.get(`${BASE}/api/merchant/me`, () => HttpResponse.error()));
    expect(await refusal(client.call('me', {}, { key }))).toMatchObject({
      kind: 'network',
      status: 0,
    });
    mock.reset();
    mock.use(
      mockMerchantOperation('check', () =>
        HttpResponse.json({ success: true, code: { code: 'X' } }),
      ),
    );
    expect(await refusal(client.call('check', { code: 'X' }, { key }))).toMatchObject({
      kind: 'malformed',
    });
  });
});

describe('given a mock answer that breaks the merchant contract', () => {
  it('should answer 500 instead of the broken body', async () => {
    mock.use(
      mockMerchantOperation('me', () => ({ success: true, merchant: { name: 'Till' } }) as never),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const error = await refusal(client.call('me', {}, { key }));
      expect(error.status).toBe(500);
      expect(String(logged.mock.calls[0]?.[0])).toMatch(/breaks the contract/);
    } finally {
      logged.mockRestore();
    }
  });
});
