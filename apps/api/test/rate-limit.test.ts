import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiError } from '../src/lib/errors';
import {
  MemoryLimitStore,
  PostgresLimitStore,
  RateLimiter,
  RedisLimitStore,
  type LimitStore,
} from '../src/lib/rate-limit';
import { freshDatabase } from './helpers';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a 429');
}

describe('given a limit of 2 events a minute in memory', () => {
  it('refuses the third event with 429 and the seconds to wait, then allows again after the window', async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter('t', 2, 60_000, new MemoryLimitStore(() => now));
    await limiter.hit('a');
    now += 10_000;
    await limiter.hit('a');
    const error = await refusal(limiter.hit('a', 'Too many'));
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe('Too many. Please try again in 50 seconds.');
    expect(error.extra.retryAfter).toBe(50);
    await limiter.hit('b');
    now += 50_001;
    await expect(limiter.hit('a')).resolves.toBeUndefined();
  });

  it('forgets ended windows once many keys are kept', async () => {
    let now = 0;
    const store = new MemoryLimitStore(() => now);
    const limiter = new RateLimiter('t', 1, 1000, store);
    for (let i = 0; i < 10_000; i++) await limiter.record(`k${i}`);
    expect(store.size).toBe(10_000);
    now = 5000;
    await limiter.record('fresh');
    expect(await limiter.retryAfter('k1')).toBe(0);
    expect(store.size).toBe(1);
  });
});

/** The same rules for every store; the shared ones also count concurrent events exactly. */
function sharedStoreSuite(
  name: string,
  open: () => Promise<{ store: LimitStore; close: () => Promise<void> }>,
) {
  describe(`given the ${name} store`, () => {
    let store: LimitStore;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ store, close } = await open());
    });
    afterAll(async () => close());

    it('should count, check, clear and refuse past the limit', async () => {
      const prefix = `suite-${Date.now()}-${Math.random()}`;
      const limiter = new RateLimiter(prefix, 3, 60_000, store);
      await limiter.check('k');
      expect(await limiter.record('k')).toBe(1);
      await limiter.hit('k');
      await limiter.hit('k');
      const error = await refusal(limiter.check('k', 'Too many tries'));
      expect(error.statusCode).toBe(429);
      expect(error.extra.retryAfter).toBeGreaterThan(55);
      expect(error.extra.retryAfter).toBeLessThanOrEqual(60);
      expect(await limiter.retryAfter('k')).toBeGreaterThan(55);
      // Another key and another limit with the same key are counted apart.
      await new RateLimiter(`${prefix}-other`, 3, 60_000, store).hit('k');
      await limiter.hit('other-key');
      await limiter.clear('k');
      expect(await limiter.retryAfter('k')).toBe(0);
    });

    it('should start a new window when the old one has ended', async () => {
      const limiter = new RateLimiter(`window-${Math.random()}`, 1, 300, store);
      await limiter.hit('k');
      await refusal(limiter.hit('k'));
      // The behaviour under test: the 300 ms window has ended (a fixed wait past it).
      await new Promise((resolve) => setTimeout(resolve, 450));
      await expect(limiter.hit('k')).resolves.toBeUndefined();
      expect(await store.purge()).toBeGreaterThanOrEqual(0);
    });

    it('should let exactly the limit through when 40 events arrive at once', async () => {
      const limiter = new RateLimiter(`race-${Math.random()}`, 10, 60_000, store);
      const results = await Promise.allSettled(
        Array.from({ length: 40 }, () => limiter.hit('burst')),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
      expect(results.filter((r) => r.status === 'rejected')).toHaveLength(30);
    });
  });
}

sharedStoreSuite('memory', async () => ({
  store: new MemoryLimitStore(),
  close: async () => undefined,
}));

sharedStoreSuite('PostgreSQL', async () => {
  const { db, drop } = await freshDatabase('postgres');
  return { store: new PostgresLimitStore(db), close: drop };
});

sharedStoreSuite('PGlite table', async () => {
  const { db, drop } = await freshDatabase('pglite');
  return { store: new PostgresLimitStore(db), close: drop };
});

sharedStoreSuite('Redis', async () => {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  const store = new RedisLimitStore(redis, `ugift-test:${process.pid}:`);
  return { store, close: () => store.close() };
});
