// The api's answers to faults, unit by unit (the fault suite, test/faults, drives them end to end):
// a database that cannot be reached is a 503 with Retry-After, load beyond the limit is shed,
// and the settings behind both are validated.
import type { AddressInfo } from 'node:net';

import { describe, expect, it } from 'vitest';

import { ConfigError, DEFAULT_RESILIENCE, loadConfig } from '../src/config';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../src/lib/errors';
import { OVERLOADED } from '../src/lib/load-shedding';
import { buildServer } from '../src/server';

const withCode = (message: string, code?: string) =>
  Object.assign(new Error(message), code ? { code } : {});

describe('isDatabaseUnavailable', () => {
  it('should know connection failures and a server going away, and nothing else', () => {
    expect(
      isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        withCode('terminating connection due to administrator command', '57P01'),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('the server', () => {
  it('should answer 503 with Retry-After and a clear message when the database cannot be reached', async () => {
    const app = await buildServer({ basePath: '/', webRoot: '/nonexistent', logger: false });
    app.get('/lost', async () => {
      throw withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    });
    app.get('/broken', async () => {
      throw new Error('a bug');
    });
    const lost = await app.inject({ method: 'GET', url: '/lost' });
    expect(lost.statusCode).toBe(503);
    expect(lost.headers['retry-after']).toBe('5');
    expect(lost.json()).toEqual({ success: false, message: DATABASE_UNAVAILABLE });
    // Any other error stays a plain 500.
    const broken = await app.inject({ method: 'GET', url: '/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.headers['retry-after']).toBeUndefined();
    await app.close();
  });

  it('should shed requests beyond MAX_CONCURRENT_REQUESTS with 503 and Retry-After, never the health check', async () => {
    const app = await buildServer({
      basePath: '/',
      webRoot: '/nonexistent',
      logger: false,
      resilience: { ...DEFAULT_RESILIENCE, maxConcurrentRequests: 2 },
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived = 0;
    app.get('/slow', async () => {
      arrived += 1;
      await held;
      return { ok: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const slow = [fetch(`${origin}/slow`), fetch(`${origin}/slow`)];
    while (arrived < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    // Two in flight: the third is refused at once.
    const third = await fetch(`${origin}/slow`);
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('1');
    expect(((await third.json()) as { message: string }).message).toBe(OVERLOADED);
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    release();
    expect((await Promise.all(slow)).map((r) => r.status)).toEqual([200, 200]);
    // With room again, requests are served.
    expect((await fetch(`${origin}/slow`)).status).toBe(200);
    await app.close();
  });

  it('should shed while the event loop lags beyond MAX_EVENT_LOOP_DELAY_MS, and serve again after', async () => {
    const app = await buildServer({
      basePath: '/',
      webRoot: '/nonexistent',
      logger: false,
      resilience: { ...DEFAULT_RESILIENCE, maxEventLoopDelayMs: 100 },
    });
    app.get('/work', async () => ({ ok: true }));
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/work' })).statusCode).toBe(200);
    // The loop blocked for 400 ms: the next half-second sample sees the lag.
    const until = Date.now() + 400;
    while (Date.now() < until);
    let lagged;
    for (let i = 0; i < 40 && lagged?.statusCode !== 503; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      lagged = await app.inject({ method: 'GET', url: '/work' });
    }
    expect(lagged!.statusCode).toBe(503);
    expect(lagged!.headers['retry-after']).toBe('1');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // A calm half second later it serves again (a fixed wait that is the behaviour under test:
    // the lag window has passed).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await app.inject({ method: 'GET', url: '/work' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('the resilience settings', () => {
  it('should default, take whole numbers and refuse anything else', () => {
    expect(loadConfig({}).resilience).toEqual(DEFAULT_RESILIENCE);
    expect(
      loadConfig({ REQUEST_TIMEOUT_MS: '2000', MAX_CONCURRENT_REQUESTS: '32' }).resilience,
    ).toMatchObject({ requestTimeoutMs: 2000, maxConcurrentRequests: 32 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: 'soon', DB_CONNECT_TIMEOUT_MS: '-1' })).toThrow(
      new ConfigError(
        'Invalid settings: REQUEST_TIMEOUT_MS must be a whole number; DB_CONNECT_TIMEOUT_MS must be a whole number',
      ),
    );
  });
});
