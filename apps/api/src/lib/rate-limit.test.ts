import { describe, expect, it } from 'vitest';

import { ApiError } from './errors';
import { RateLimiter } from './rate-limit';

describe('given a limit of 2 events a minute', () => {
  it('refuses the third event with 429 and the seconds to wait, then allows again after the window', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(2, 60_000, () => now);
    limiter.hit('a');
    now += 10_000;
    limiter.hit('a');
    let error: unknown;
    try {
      limiter.hit('a', 'Too many');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(429);
    expect((error as ApiError).extra.retryAfter).toBe(50);
    limiter.hit('b');
    now += 50_001;
    expect(() => limiter.hit('a')).not.toThrow();
  });

  it('forgets stale keys once many are kept', () => {
    let now = 0;
    const limiter = new RateLimiter(1, 1000, () => now);
    for (let i = 0; i < 10_000; i++) limiter.record(`k${i}`);
    now = 5000;
    limiter.record('fresh');
    expect(limiter.retryAfter('k1')).toBe(0);
    expect((limiter as unknown as { events: Map<string, number[]> }).events.size).toBe(1);
  });
});
