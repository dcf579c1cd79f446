import { sql } from 'kysely';
import type { Redis } from 'ioredis';

import type { Db } from '../db';
import { rateLimitRefusals } from '../observability/metrics';
import { ApiError } from './errors';

/** The count of a key's current window and the time left in it. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/**
 * Where the limits keep their counters. A window starts at a key's first event and lasts the
 * limit's window (a fixed window per key); every change is one atomic step, so concurrent
 * requests on several api processes never lose a count.
 *
 * - memory: one process's counters. Only for the embedded database (PGlite), which is one process
 *   by nature.
 * - postgres: a table of the shared database (migration 005), the default with DATABASE_URL.
 * - redis: when REDIS_URL is set; keeps the counting off the database.
 */
export interface LimitStore {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** Adds points to the key's current window (starting one when none runs); 0 only reads. */
  add(key: string, points: number, windowMs: number): Promise<WindowCount>;
  delete(key: string): Promise<void>;
  /** Drops the counters whose window has ended (the purge job). */
  purge(): Promise<number>;
  close(): Promise<void>;
}

export class MemoryLimitStore implements LimitStore {
  readonly kind = 'memory';
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async add(key: string, points: number, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (points === 0) return { count: 0, resetInMs: 0 };
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
      // Keys seen once and never again would stay forever: drop the ended ones now and then.
      if (this.windows.size > 10_000) await this.purge();
    }
    window.count += points;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async delete(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async purge(): Promise<number> {
    const now = this.now();
    let dropped = 0;
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) {
        this.windows.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  /** How many keys are kept (tests). */
  get size(): number {
    return this.windows.size;
  }

  async close(): Promise<void> {}
}

/** Counters in the shared database, on the database's clock (the same for every process). */
export class PostgresLimitStore implements LimitStore {
  readonly kind = 'postgres';

  constructor(private readonly db: Db) {}

  async add(key: string, points: number, windowMs: number): Promise<WindowCount> {
    if (points === 0) {
      const row = await sql<{ count: number; reset_in_ms: number }>`
        select count, (extract(epoch from (reset_at - now())) * 1000)::float8 as reset_in_ms
        from rate_limits where key = ${key} and reset_at > now()`
        .execute(this.db)
        .then((r) => r.rows[0]);
      return row ? { count: row.count, resetInMs: row.reset_in_ms } : { count: 0, resetInMs: 0 };
    }
    // One statement: a window that has ended starts again, otherwise the count grows; the row
    // lock of the upsert orders concurrent requests.
    const { rows } = await sql<{ count: number; reset_in_ms: number }>`
      insert into rate_limits as r (key, count, reset_at)
      values (${key}, ${points}, now() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        count = case when r.reset_at <= now() then excluded.count else r.count + excluded.count end,
        reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
      returning count, (extract(epoch from (reset_at - now())) * 1000)::float8 as reset_in_ms`.execute(
      this.db,
    );
    const row = rows[0]!;
    return { count: row.count, resetInMs: row.reset_in_ms };
  }

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  async purge(): Promise<number> {
    const result = await sql`delete from rate_limits where reset_at <= now()`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }

  async close(): Promise<void> {}
}

// INCRBY and the window's expiry in one script: Redis runs it atomically.
const ADD_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}`;

/** Counters in Redis (REDIS_URL): each window is a key that expires with it. */
export class RedisLimitStore implements LimitStore {
  readonly kind = 'redis';

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'ugift:limit:',
  ) {}

  async add(key: string, points: number, windowMs: number): Promise<WindowCount> {
    const name = this.prefix + key;
    if (points === 0) {
      const [count, ttl] = await Promise.all([this.redis.get(name), this.redis.pttl(name)]);
      return count === null || ttl <= 0
        ? { count: 0, resetInMs: 0 }
        : { count: Number(count), resetInMs: ttl };
    }
    const [count, ttl] = (await this.redis.eval(ADD_SCRIPT, 1, name, points, windowMs)) as [
      number,
      number,
    ];
    return { count, resetInMs: ttl };
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async purge(): Promise<number> {
    // Redis expires the windows itself.
    return 0;
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** The store for these settings: Redis when given, the shared database, or (PGlite) memory. */
export async function createLimitStore(
  db: Db,
  settings: { redisUrl?: string | undefined; databaseUrl?: string | undefined },
): Promise<LimitStore> {
  if (settings.redisUrl) {
    const { Redis } = await import('ioredis');
    const redis = new Redis(settings.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await redis.connect();
    return new RedisLimitStore(redis);
  }
  if (settings.databaseUrl) return new PostgresLimitStore(db);
  return new MemoryLimitStore();
}

/**
 * Counts events per key in a window of the store; `hit` records an event and refuses with 429
 * once the limit is passed.
 */
export class RateLimiter {
  constructor(
    /** Keeps this limit's keys apart from the others' in the shared store. */
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly store: LimitStore,
  ) {}

  private key(key: string): string {
    return `${this.name}:${key}`;
  }

  private refusal(message: string, resetInMs: number): ApiError {
    rateLimitRefusals.inc({ limit: this.name });
    const wait = Math.max(1, Math.ceil(resetInMs / 1000));
    return new ApiError(429, `${message}. Please try again in ${wait} seconds.`, {
      retryAfter: wait,
    });
  }

  /** Seconds until another event is allowed (0 when allowed now). */
  async retryAfter(key: string): Promise<number> {
    const { count, resetInMs } = await this.store.add(this.key(key), 0, this.windowMs);
    return count >= this.limit ? Math.max(1, Math.ceil(resetInMs / 1000)) : 0;
  }

  /** Throws 429 when the key has used up its limit. */
  async check(key: string, message = 'Too many requests'): Promise<void> {
    const { count, resetInMs } = await this.store.add(this.key(key), 0, this.windowMs);
    if (count >= this.limit) throw this.refusal(message, resetInMs);
  }

  /** Records an event without refusing it. */
  async record(key: string): Promise<number> {
    return (await this.store.add(this.key(key), 1, this.windowMs)).count;
  }

  /** Records an event and refuses it with 429 when it is past the limit (counted atomically). */
  async hit(key: string, message = 'Too many requests'): Promise<void> {
    const { count, resetInMs } = await this.store.add(this.key(key), 1, this.windowMs);
    if (count > this.limit) throw this.refusal(message, resetInMs);
  }

  async clear(key: string): Promise<void> {
    await this.store.delete(this.key(key));
  }

  /** The events counted in the key's current window. */
  async count(key: string): Promise<number> {
    return (await this.store.add(this.key(key), 0, this.windowMs)).count;
  }

  /** Adds (or with a negative number, takes back) events without refusing. */
  async add(key: string, points: number): Promise<void> {
    await this.store.add(this.key(key), points, this.windowMs);
  }
}
