import { beforeEach, describe, expect, it } from 'vitest';
import { OPERATION_NAMES, operations, validateRequest, type OperationName } from './contract';
import { ApiError, isApiError } from './errors';
import { createDeviceStorage, type DeviceStorage } from './storage';
import { fakeFetch, type RecordedCall, type Reply } from './testing/fake-fetch';
import { sampleRequests } from './testing/sample-requests';
import { createApiClient, TOKEN_EXPIRY_MARGIN_SECONDS } from './transport';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const NOW_S = NOW / 1000;

let storage: DeviceStorage;
let clock: number;

function tokenReply(n: number): Reply {
  return {
    body: {
      success: true,
      message: 'ok',
      api_token: `token-${n}-0123456789abcdef`,
      api_token_expiry: Math.floor(clock / 1000) + 3600,
    },
  };
}

function client(handler: (call: RecordedCall) => Reply | Promise<Reply>) {
  const fake = fakeFetch(handler);
  const api = createApiClient({
    apiKey: 'test-key',
    baseUrl: 'https://api.test/',
    fetch: fake.fetch,
    storage,
    now: () => clock,
  });
  return { api, calls: fake.calls };
}

/** Answers tokens in sequence and a bare success to everything else. */
function simpleServer(extra?: (call: RecordedCall) => Reply | undefined) {
  let issued = 0;
  return (call: RecordedCall): Reply => {
    if (call.option === 'get_api_token') return tokenReply(++issued);
    return extra?.(call) ?? { body: { success: true, message: 'ok' } };
  };
}

beforeEach(() => {
  localStorage.clear();
  storage = createDeviceStorage(localStorage);
  clock = NOW;
});

function asWire(fields: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [k, val] of Object.entries(fields)) {
    if (val === undefined) continue;
    out[k] = Array.isArray(val) ? val.map(String) : String(val);
  }
  return out;
}

describe('given the encoded body of every operation', () => {
  beforeEach(() => {
    storage.set('authUser', { member_id: '12', country_id: '3' });
    storage.set('authAPI', {
      api_token: 'stored-token-0123456789',
      api_token_expiry: NOW_S + 3600,
    });
  });

  it.each([...OPERATION_NAMES])('should post %s to its group with its fields', async (name) => {
    const { api, calls } = client(simpleServer());
    const fields = sampleRequests[name] as Record<string, unknown>;
    // Responses here are bare successes; list operations then fail their schema, which is fine.
    await (api.call as (n: OperationName, f: unknown) => Promise<unknown>)(name, fields).catch(
      (e: unknown) => {
        if (!isApiError(e) || e.kind !== 'malformed') throw e;
      },
    );
    const sent = calls.find((c) => c.option === name)!;
    const op = operations[name];
    expect(sent.url).toBe(`https://api.test/api/external/${op.group}/`);
    const expected = asWire(fields);
    if ('member_id' in op.request.entries && name !== 'get_api_token') expected.member_id = '12';
    expect(sent.fields).toEqual(expected);
    // The option comes first, then fields in order, arrays as name[i].
    expect(sent.entries[0]).toEqual(['option', name]);
    for (const [key, val] of Object.entries(fields)) {
      if (Array.isArray(val)) {
        val.forEach((item, i) =>
          expect(sent.entries).toContainEqual([`${key}[${i}]`, String(item)]),
        );
      }
    }
    expect(sent.authorization).toBe(op.auth === 'none' ? null : 'Bearer stored-token-0123456789');
    if (op.multipart) {
      expect(sent.multipart).toBe(true);
    } else {
      expect(sent.contentType).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    }
    // What the server decodes passes the same contract.
    expect(validateRequest(name, sent.entries)).toMatchObject({ ok: true });
  });

  it('should send list_product arrays as filter_by_brands_id[0], filter_by_brands_id[1]', async () => {
    const { api, calls } = client(
      simpleServer(() => ({ body: { success: true, message: '', table: [] } })),
    );
    await api.call('list_product', { filter_by_brands_id: [4, 9], filter_by_country_id: 3 });
    expect(calls[0]!.entries).toEqual([
      ['option', 'list_product'],
      ['filter_by_brands_id[0]', '4'],
      ['filter_by_brands_id[1]', '9'],
      ['filter_by_country_id', '3'],
      ['member_id', '12'],
    ]);
  });

  it('should send update_profile as multipart with the picture under profile_picture', async () => {
    const { api, calls } = client(simpleServer());
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await api.call('update_profile', { name: 'Mei' }, { files: { profile_picture: picture } });
    expect(calls[0]!.multipart).toBe(true);
    expect(calls[0]!.fields).toEqual({ name: 'Mei', member_id: '12' });
    expect(calls[0]!.files.profile_picture).toBeInstanceOf(Blob);
    expect(calls[0]!.files.profile_picture!.size).toBe(4);
  });

  it('should send a customised giftcard_to_basket as multipart with each photo under its element key', async () => {
    const { api, calls } = client(simpleServer());
    const photo = new Blob([new Uint8Array([255, 216, 255])], { type: 'image/jpeg' });
    await api.call('giftcard_to_basket', sampleRequests.giftcard_to_basket, {
      files: { photo_1: photo },
    });
    expect(calls[0]!.multipart).toBe(true);
    expect(Object.keys(calls[0]!.files)).toEqual(['photo_1']);
    expect(calls[0]!.fields.giftcard_edit_parameter).toBe(
      sampleRequests.giftcard_to_basket.giftcard_edit_parameter,
    );
  });

  it('should send giftcard_to_basket form-encoded when no photo is uploaded', async () => {
    const { api, calls } = client(simpleServer());
    await api.call('giftcard_to_basket', { giftcard_id: 7 });
    expect(calls[0]!.multipart).toBe(false);
  });

  it('should refuse a photo that is not under an image element key, without sending', async () => {
    const { api, calls } = client(simpleServer());
    const photo = new Blob(['x'], { type: 'image/png' });
    await expect(
      api.call('giftcard_to_basket', sampleRequests.giftcard_to_basket, {
        files: { message: photo },
      }),
    ).rejects.toMatchObject({ kind: 'invalid_request', field: 'message', status: 0 });
    expect(calls).toHaveLength(0);
  });

  it('should refuse fields that break the request schema, without sending', async () => {
    const { api, calls } = client(simpleServer());
    await expect(
      api.call('login', { phone_number: '6591234567', password: '123' }),
    ).rejects.toMatchObject({
      kind: 'invalid_request',
      operation: 'login',
      field: 'password',
    });
    expect(calls).toHaveLength(0);
  });

  it('should leave member_id out for a guest', async () => {
    storage.remove('authUser');
    const { api, calls } = client(
      simpleServer(() => ({ body: { success: true, message: '', table: [] } })),
    );
    await api.call('list_product', { order_by: 'POPULAR' });
    expect(calls[0]!.fields).toEqual({ order_by: 'POPULAR' });
  });
});

describe('given the token lifecycle', () => {
  it('should fetch a token when none is stored, keep it under authAPI and send it as bearer', async () => {
    const { api, calls } = client(simpleServer());
    await api.call('logout');
    expect(calls.map((c) => c.option)).toEqual(['get_api_token', 'logout']);
    expect(calls[0]!.authorization).toBeNull();
    expect(calls[0]!.fields).toEqual({ source: 'web', api_key: 'test-key' });
    expect(calls[0]!.url).toBe('https://api.test/api/external/auth/');
    expect(storage.get('authAPI')).toEqual({
      api_token: 'token-1-0123456789abcdef',
      api_token_expiry: NOW_S + 3600,
    });
    expect(JSON.parse(localStorage.getItem('authAPI')!)).toMatchObject({
      api_token: 'token-1-0123456789abcdef',
    });
    expect(calls[1]!.authorization).toBe('Bearer token-1-0123456789abcdef');
  });

  it('should take the token an early request stored instead of asking for another', async () => {
    const fake = fakeFetch(simpleServer());
    let settle!: () => void;
    const earlyRequest = new Promise<void>((resolve) => (settle = resolve));
    const api = createApiClient({
      apiKey: 'test-key',
      baseUrl: 'https://api.test/',
      fetch: fake.fetch,
      storage,
      now: () => clock,
      earlyToken: () => earlyRequest,
    });
    const first = api.call('logout');
    const second = api.call('logout');
    // The early script stores its token the way the client does.
    storage.set('authAPI', { api_token: 'early-token-0123456789', api_token_expiry: NOW_S + 3600 });
    settle();
    await Promise.all([first, second]);
    expect(fake.calls.map((c) => c.option)).toEqual(['logout', 'logout']);
    expect(fake.calls.every((c) => c.authorization === 'Bearer early-token-0123456789')).toBe(true);
  });

  it('should ask for a token itself when the early request failed, and wait for it only once', async () => {
    let asked = 0;
    const fake = fakeFetch(simpleServer());
    const api = createApiClient({
      apiKey: 'test-key',
      baseUrl: 'https://api.test/',
      fetch: fake.fetch,
      storage,
      now: () => clock,
      earlyToken: () => {
        asked += 1;
        return Promise.reject(new Error('offline'));
      },
    });
    await api.call('logout');
    expect(fake.calls.map((c) => c.option)).toEqual(['get_api_token', 'logout']);
    clock = NOW + 3600 * 1000 + 1000;
    storage.remove('authAPI');
    await api.call('logout');
    expect(asked).toBe(1);
  });

  it('should reuse a stored token until its expiry (epoch seconds) has passed', async () => {
    const { api, calls } = client(simpleServer());
    await api.call('logout');
    await api.call('logout');
    expect(calls.filter((c) => c.option === 'get_api_token')).toHaveLength(1);

    clock = NOW + 3600 * 1000 + 1000; // an hour and a second later: expired
    await api.call('logout');
    const tokenCalls = calls.filter((c) => c.option === 'get_api_token');
    expect(tokenCalls).toHaveLength(2);
    expect(calls.at(-1)!.authorization).toBe('Bearer token-2-0123456789abcdef');
  });

  it('should end the stored member session when a new guest token replaces an expired one', async () => {
    storage.set('authAPI', { api_token: 'session-token-0123456789', api_token_expiry: NOW_S - 1 });
    storage.set('authUser', { member_id: '12', country_id: '3' });
    storage.set('basketCount', 2);
    storage.set('I18N_LANGUAGE', 'jp');
    const { api, calls } = client(simpleServer());
    await api.call('list_product', {}).catch(() => {});
    expect(calls.map((c) => c.option)).toEqual(['get_api_token', 'list_product']);
    // No stale member_id on the call that follows.
    expect(calls[1]!.fields).toEqual({});
    expect(storage.get('authUser')).toBeNull();
    expect(storage.get('basketCount')).toBeNull();
    expect(storage.language()).toBe('jp');
  });

  it('should keep the stored user when the first token is fetched (nothing stored before)', async () => {
    storage.set('authUser', { member_id: '12', country_id: '3' });
    const { api, calls } = client(simpleServer());
    await api.call('logout');
    expect(calls[1]!.fields).toEqual({ member_id: '12' });
    expect(storage.get('authUser')).toEqual({ member_id: '12', country_id: '3' });
  });

  it('should end the stored member session when the server refuses its token (401)', async () => {
    storage.set('authAPI', { api_token: 'revoked-0123456789abc', api_token_expiry: NOW_S + 3600 });
    storage.set('authUser', { member_id: '12', country_id: '3' });
    const { api, calls } = client(
      simpleServer((call) =>
        call.authorization === 'Bearer revoked-0123456789abc'
          ? { status: 401, body: { success: false, message: 'Invalid token' } }
          : undefined,
      ),
    );
    await api.call('logout');
    expect(storage.get('authUser')).toBeNull();
    // The retry carries no member_id of the ended session.
    expect(calls.at(-1)!.fields).toEqual({});
  });

  it('should renew a token that expires within the safety margin', async () => {
    storage.set('authAPI', {
      api_token: 'almost-gone-0123456789',
      api_token_expiry: NOW_S + TOKEN_EXPIRY_MARGIN_SECONDS - 1,
    });
    const { api, calls } = client(simpleServer());
    await api.call('logout');
    expect(calls.map((c) => c.option)).toEqual(['get_api_token', 'logout']);
  });

  it('should treat a corrupted stored token as missing', async () => {
    localStorage.setItem('authAPI', '{"api_token": 42');
    const { api, calls } = client(simpleServer());
    await api.call('logout');
    expect(calls.map((c) => c.option)).toEqual(['get_api_token', 'logout']);
  });

  it('should share one token fetch between concurrent callers', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { api, calls } = client(async (call) => {
      if (call.option === 'get_api_token') {
        await gate;
        return tokenReply(1);
      }
      return { body: { success: true, message: 'ok' } };
    });
    const all = Promise.all([1, 2, 3, 4, 5].map(() => api.call('logout')));
    await new Promise((r) => setTimeout(r, 10));
    release();
    await all;
    expect(calls.filter((c) => c.option === 'get_api_token')).toHaveLength(1);
    expect(calls.filter((c) => c.option === 'logout')).toHaveLength(5);
    expect(new Set(calls.filter((c) => c.option === 'logout').map((c) => c.authorization))).toEqual(
      new Set(['Bearer token-1-0123456789abcdef']),
    );
  });

  it('should retry once with a fresh token when the server answers 401', async () => {
    storage.set('authAPI', { api_token: 'revoked-0123456789abc', api_token_expiry: NOW_S + 3600 });
    const { api, calls } = client(
      simpleServer((call) =>
        call.authorization === 'Bearer revoked-0123456789abc'
          ? { status: 401, body: { success: false, message: 'Invalid token' } }
          : undefined,
      ),
    );
    await expect(api.call('logout')).resolves.toEqual({ success: true, message: 'ok' });
    expect(calls.map((c) => [c.option, c.authorization])).toEqual([
      ['logout', 'Bearer revoked-0123456789abc'],
      ['get_api_token', null],
      ['logout', 'Bearer token-1-0123456789abcdef'],
    ]);
    expect(storage.get('authAPI')?.api_token).toBe('token-1-0123456789abcdef');
  });

  it('should retry only once: a second 401 becomes an ApiError', async () => {
    const { api, calls } = client(
      simpleServer(() => ({ status: 401, body: { success: false, message: 'Invalid token' } })),
    );
    const error = await api.call('logout').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, operation: 'logout', message: 'Invalid token' });
    expect(calls.map((c) => c.option)).toEqual([
      'get_api_token',
      'logout',
      'get_api_token',
      'logout',
    ]);
  });

  it('should share one renewal when concurrent calls all meet a 401', async () => {
    storage.set('authAPI', { api_token: 'revoked-0123456789abc', api_token_expiry: NOW_S + 3600 });
    const { api, calls } = client(
      simpleServer((call) =>
        call.authorization === 'Bearer revoked-0123456789abc'
          ? { status: 401, body: { success: false, message: 'Invalid token' } }
          : undefined,
      ),
    );
    await Promise.all([api.call('logout'), api.call('logout'), api.call('logout')]);
    expect(calls.filter((c) => c.option === 'get_api_token')).toHaveLength(1);
    expect(calls.filter((c) => c.option === 'logout')).toHaveLength(6);
  });

  it('should keep the session token a login answers', async () => {
    const { api } = client(
      simpleServer((call) =>
        call.option === 'login'
          ? {
              body: {
                success: true,
                message: 'Welcome',
                data: { member_id: '12', country_id: '3' },
                api_token: 'session-token-0123456789',
                api_token_expiry: NOW_S + 7200,
              },
            }
          : undefined,
      ),
    );
    await api.call('login', sampleRequests.login);
    expect(storage.get('authAPI')).toEqual({
      api_token: 'session-token-0123456789',
      api_token_expiry: NOW_S + 7200,
    });
  });

  it('should reject with the get_api_token error when no token can be had', async () => {
    const { api } = client(() => ({ status: 403, body: { success: false, message: 'Bad key' } }));
    await expect(api.call('logout')).rejects.toMatchObject({
      operation: 'get_api_token',
      status: 403,
      message: 'Bad key',
    });
  });
});

describe('given error mapping', () => {
  beforeEach(() => {
    storage.set('authAPI', {
      api_token: 'stored-token-0123456789',
      api_token_expiry: NOW_S + 3600,
    });
  });

  it('should map another HTTP status to an ApiError with the status, server message and operation', async () => {
    const { api } = client(() => ({
      status: 500,
      body: { success: false, message: 'Database down' },
    }));
    await expect(api.call('list_country')).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 500,
      message: 'Database down',
      operation: 'list_country',
    });
  });

  it('should map HTTP 200 with success false to an ApiError carrying the body', async () => {
    const { api } = client(() => ({
      body: { success: false, message: 'Out of stock', insufficient_stock: 'Latte x2' },
    }));
    const error = (await api.call('reserve_order').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'failure', status: 200, message: 'Out of stock' });
    expect(error.bodyField('insufficient_stock')).toBe('Latte x2');
  });

  it('should reject a malformed response by its schema, naming where', async () => {
    const { api } = client(() => ({
      body: { success: true, message: '', table: [{ id: 3, name: 'Singapore' }] },
    }));
    await expect(api.call('list_country')).rejects.toMatchObject({
      kind: 'malformed',
      status: 200,
      operation: 'list_country',
      message: expect.stringContaining('table.0.id'),
    });
  });

  it('should reject a body that is not JSON', async () => {
    const { api } = client(() => ({ text: '<html>Bad gateway</html>' }));
    await expect(api.call('list_country')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('should use the status text when an error body is not JSON', async () => {
    const { api } = client(() => ({ status: 502, text: 'Bad gateway' }));
    await expect(api.call('list_country')).rejects.toMatchObject({ kind: 'http', status: 502 });
  });

  it('should map a network failure to an ApiError with status 0', async () => {
    const api = createApiClient({
      apiKey: 'k',
      storage,
      now: () => clock,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(api.call('list_country')).rejects.toMatchObject({
      kind: 'network',
      status: 0,
      operation: 'list_country',
    });
  });

  it('should let an abort through as an abort, not an ApiError', async () => {
    const controller = new AbortController();
    const api = createApiClient({
      apiKey: 'k',
      storage,
      now: () => clock,
      fetch: (_input, init) =>
        new Promise((_, reject) => {
          // Like fetch: an already-aborted signal rejects at once.
          const abort = () => reject(new DOMException('Aborted', 'AbortError'));
          if (init?.signal?.aborted) abort();
          init?.signal?.addEventListener('abort', abort);
        }),
    });
    const pending = api.call('list_country', {}, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isApiError(error)).toBe(false);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('should strip unknown response fields and return typed data', async () => {
    const { api } = client(() => ({
      body: {
        success: true,
        message: '',
        debug: 'x',
        table: [
          { id: '3', name: 'Singapore', image: '', country_code: '+65', currency_code: 'SGD' },
        ],
      },
    }));
    const body = await api.call('list_country');
    expect(body).toEqual({
      success: true,
      message: '',
      table: [{ id: '3', name: 'Singapore', image: '', country_code: '+65', currency_code: 'SGD' }],
    });
  });
});
