import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freshDatabase } from '../../test/helpers';
import type { Db } from '../db';
import { MemoryLimitStore } from '../lib/rate-limit';
import { DiskStorage } from '../storage';
import type { JobContext, JobDefinition } from './definitions';
import { startPgBossJobs, startTimerJobs } from './runner';

/** A logger that keeps what the runner reports of each job (at debug: routine, issue 44). */
function recordingLog(runs: { runner: string; jobId: string }[], runner: string) {
  const log = {
    debug: (fields: { jobId?: string }) => {
      if (fields.jobId) runs.push({ runner, jobId: fields.jobId });
    },
    error: () => undefined,
    warn: () => undefined,
    info: () => undefined,
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}

const until = async (condition: () => boolean, ms = 30_000) => {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
};

function contextFor(db: Db): JobContext {
  return {
    db,
    storage: new DiskStorage('/nonexistent'),
    limitStore: new MemoryLimitStore(),
    settings: { pendingOrderTtlSeconds: 1800, uploadGraceSeconds: 86_400 },
    now: () => new Date(),
    channels: [],
  };
}

describe('given the timer runner (the embedded database)', () => {
  it('should run each job soon after the start and on its period, and stop running when stopped', async () => {
    let count = 0;
    const job: JobDefinition = {
      name: 'count',
      everySeconds: 1,
      run: async () => ({ n: ++count }),
    };
    const runs: { runner: string; jobId: string }[] = [];
    const runner = startTimerJobs({
      jobs: [job],
      context: contextFor({} as Db),
      log: recordingLog(runs, 'timer'),
    });
    await until(() => count >= 2);
    await runner.stop();
    const stoppedAt = count;
    expect(stoppedAt).toBeGreaterThanOrEqual(2);
    expect(runs).toHaveLength(stoppedAt);
    // A fixed wait that is the behaviour under test: longer than the runner's period, and no run
    // may happen in it once stopped.
    await new Promise((r) => setTimeout(r, 1500));
    expect(count).toBe(stoppedAt);
  });
});

describe('given two processes sharing one PostgreSQL database through pg-boss', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase('postgres');
  });
  afterAll(async () => database?.drop());

  it('should run each period of a job once, on whichever process fetched it', async () => {
    let count = 0;
    const job: JobDefinition = {
      name: 'count',
      everySeconds: 1,
      run: async () => ({ n: ++count }),
    };
    const runs: { runner: string; jobId: string }[] = [];
    const start = (name: string) =>
      startPgBossJobs({
        jobs: [job],
        context: contextFor(database.db),
        log: recordingLog(runs, name),
        connectionString: database.url!,
      });
    const [a, b] = await Promise.all([start('a'), start('b')]);
    await until(() => count >= 5);
    await Promise.all([a.stop(), b.stop()]);

    expect(count).toBeGreaterThanOrEqual(5);
    expect(runs).toHaveLength(count);
    // No job ran twice.
    expect(new Set(runs.map((r) => r.jobId)).size).toBe(runs.length);
    // Both processes offered every period, but each period holds one job.
    const { rows } = await import('kysely').then(({ sql }) =>
      sql<{ slot: Date; jobs: number }>`
        select singleton_on as slot, count(*)::int as jobs from pgboss.job
        where name = 'count' group by singleton_on`.execute(database.db),
    );
    expect(rows.length).toBeGreaterThanOrEqual(count);
    expect(rows.every((r) => r.jobs === 1)).toBe(true);
  }, 60_000);
});
