import { describe, expect, it } from 'vitest';

import { ApiError } from './errors';
import { WorkQueue } from './work-queue';

describe('given a work queue of 2 running and 3 waiting', () => {
  it('should run at most 2 at once, queue 3, and refuse the rest with 429', async () => {
    const queue = new WorkQueue(2, 3);
    let active = 0;
    let peak = 0;
    const release: (() => void)[] = [];
    const task = () =>
      queue.run(async () => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise<void>((resolve) => release.push(resolve));
        active -= 1;
        return 'done';
      });
    const results = Array.from({ length: 8 }, () => task().catch((e: unknown) => e));
    await new Promise((r) => setTimeout(r, 10));
    expect(queue.load).toEqual({ running: 2, waiting: 3 });
    while (release.length) {
      release.shift()!();
      await new Promise((r) => setTimeout(r, 5));
    }
    const settled = await Promise.all(results);
    expect(settled.filter((r) => r === 'done')).toHaveLength(5);
    const refused = settled.filter((r) => r instanceof ApiError) as ApiError[];
    expect(refused).toHaveLength(3);
    expect(refused[0]!.statusCode).toBe(429);
    expect(refused[0]!.extra.retryAfter).toBe(2);
    expect(peak).toBe(2);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });
});
