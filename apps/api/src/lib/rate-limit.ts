import { ApiError } from './errors';

/**
 * Counts events per key in a sliding window (in memory: one api process). `hit` records an
 * event and refuses with 429 once the limit is reached.
 */
export class RateLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.events.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.events.set(key, list);
    else this.events.delete(key);
    return list;
  }

  /** Seconds until another event is allowed (0 when allowed now). */
  retryAfter(key: string): number {
    const list = this.recent(key);
    if (list.length < this.limit) return 0;
    return Math.max(1, Math.ceil((list[0]! + this.windowMs - this.now()) / 1000));
  }

  /** Throws 429 when the key is over its limit. */
  check(key: string, message = 'Too many requests'): void {
    const wait = this.retryAfter(key);
    if (wait > 0)
      throw new ApiError(429, `${message}. Please try again in ${wait} seconds.`, {
        retryAfter: wait,
      });
  }

  record(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.events.set(key, list);
    // Keys seen once and never again would stay forever: drop the stale ones now and then.
    if (this.events.size > 10_000) for (const other of [...this.events.keys()]) this.recent(other);
  }

  hit(key: string, message?: string): void {
    this.check(key, message);
    this.record(key);
  }

  clear(key: string): void {
    this.events.delete(key);
  }
}
