import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

import { jobDuration, jobRuns, observeQueues } from '../observability/metrics';
import type { JobContext, JobDefinition } from './definitions';

/** Runs the job definitions on their schedules until stopped. */
export interface JobRunner {
  readonly kind: 'timer' | 'pg-boss';
  stop(): Promise<void>;
}

export interface RunnerOptions {
  jobs: readonly JobDefinition[];
  context: JobContext;
  log: FastifyBaseLogger;
  /** Every job this often instead of its own period (JOBS_EVERY_SECONDS). */
  everySeconds?: number | undefined;
}

const periodOf = (job: JobDefinition, options: RunnerOptions) =>
  options.everySeconds ?? job.everySeconds;

async function runLogged(job: JobDefinition, options: RunnerOptions, jobId: string) {
  const started = Date.now();
  const timer = jobDuration.startTimer({ job: job.name });
  try {
    const counts = await job.run(options.context);
    jobRuns.inc({ job: job.name, outcome: 'done' });
    // Routine: every few seconds on each process; debug keeps the terminal readable (issue 44).
    options.log.debug({ job: job.name, jobId, ...counts, ms: Date.now() - started }, 'job done');
  } catch (error) {
    jobRuns.inc({ job: job.name, outcome: 'failed' });
    options.log.error({ job: job.name, jobId, err: error }, 'job failed');
    throw error;
  } finally {
    timer();
  }
}

/**
 * The embedded database (PGlite) is one process by nature: the same definitions run in-process
 * on timers, each at most once at a time.
 */
export function startTimerJobs(options: RunnerOptions): JobRunner {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  let stopped = false;
  let sequence = 0;
  for (const job of options.jobs) {
    let busy = false;
    const tick = () => {
      if (busy || stopped) return;
      busy = true;
      const run = runLogged(job, options, `local-${++sequence}`)
        .catch(() => undefined)
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    };
    timers.push(setInterval(tick, periodOf(job, options) * 1000).unref());
    // Once soon after the start, so that a restart does not wait a whole period.
    timers.push(setTimeout(tick, 1000).unref());
  }
  return {
    kind: 'timer',
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(running);
    },
  };
}

/**
 * Creates a job's queue unless it exists. Processes that start together create the same queues
 * at the same moment, and PostgreSQL may pick one of them as a deadlock's victim: it waits a
 * moment and looks again (the other has made it).
 */
async function ensureQueue(boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name);
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 100));
    }
  }
}

/**
 * With PostgreSQL, several api processes share the work through pg-boss: each process offers the
 * period's job with sendThrottled (a singleton per job and period, so only the first offer of a
 * period is kept), and whichever process's worker fetches it runs it (SKIP LOCKED): each job runs
 * once per period however many processes there are.
 *
 * Why pg-boss rather than graphile-worker: both keep their queue in PostgreSQL and run on Node 20
 * (pg-boss 10, graphile-worker 0.16), but pg-boss's throttled sends give "once per period across
 * processes" without a cron parser or a separate worker process, it needs nothing but a
 * connection string (its schema installs and upgrades itself under an advisory lock, safe when
 * processes start together), and it reports queue sizes for the operations metrics.
 */
export async function startPgBossJobs(
  options: RunnerOptions & { connectionString: string },
): Promise<JobRunner> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: 'pgboss',
    max: 2,
    application_name: 'ugift-jobs',
    // Our periods come from the throttled sends below, not pg-boss's cron.
    schedule: false,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job engine error'));
  await boss.start();
  const timers: NodeJS.Timeout[] = [];
  for (const job of options.jobs) {
    const period = periodOf(job, options);
    await ensureQueue(boss, job.name);
    await boss.work(
      job.name,
      { pollingIntervalSeconds: Math.max(0.5, Math.min(period / 2, 5)) },
      async ([picked]) => runLogged(job, options, picked!.id),
    );
    const offer = () =>
      boss
        .sendThrottled(job.name, {}, { retryLimit: 1, expireInSeconds: 15 * 60 }, period)
        .catch((error: unknown) =>
          options.log.error({ err: error, job: job.name }, 'job offer failed'),
        );
    void offer();
    timers.push(setInterval(() => void offer(), Math.max(500, (period * 1000) / 2)).unref());
  }
  const unobserve = observeQueues(async () =>
    Object.fromEntries(
      await Promise.all(
        options.jobs.map(async (job) => [job.name, await boss.getQueueSize(job.name)] as const),
      ),
    ),
  );
  return {
    kind: 'pg-boss',
    async stop() {
      unobserve();
      for (const timer of timers) clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
