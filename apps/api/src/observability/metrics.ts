// The api's metrics in the Prometheus format (prom-client), served at /metrics (routes/metrics.ts).
// One registry per process, as Prometheus scrapes a process: every server a process builds
// (tests build several) counts into it. docs/operations.md says what each metric means.
import type { Pool } from 'pg';
import client from 'prom-client';

export const registry = new client.Registry();

// Process memory, CPU, handles, garbage collection and event-loop delay (nodejs_eventloop_lag_*),
// under the names every Node.js dashboard knows.
client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

export const requestDuration = new client.Histogram({
  name: 'ugift_http_request_duration_seconds',
  help: 'Requests by operation (a contract operation, or the route) and outcome (ok, failed, refused, client_error, error), with their latency.',
  labelNames: ['operation', 'outcome'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** ok (1xx-3xx), refused (429), client_error (other 4xx), error (5xx). */
export function outcomeOf(statusCode: number): string {
  if (statusCode < 400) return 'ok';
  if (statusCode === 429) return 'refused';
  return statusCode < 500 ? 'client_error' : 'error';
}

export const rateLimitRefusals = new client.Counter({
  name: 'ugift_rate_limit_refusals_total',
  help: 'Requests refused by a rate limit (429), by the limit.',
  labelNames: ['limit'] as const,
  registers: [registry],
});

export const jobRuns = new client.Counter({
  name: 'ugift_job_runs_total',
  help: 'Background job runs by job and outcome (done, failed).',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});

export const jobDuration = new client.Histogram({
  name: 'ugift_job_duration_seconds',
  help: 'How long a background job run took.',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [registry],
});

/** What reports the job queues' sizes (pg-boss); none with the embedded database's timers. */
const queueSources = new Set<() => Promise<Record<string, number>>>();

/** Reports queue sizes from this source until the returned function is called. */
export function observeQueues(source: () => Promise<Record<string, number>>): () => void {
  queueSources.add(source);
  return () => queueSources.delete(source);
}

new client.Gauge({
  name: 'ugift_job_queue_depth',
  help: 'Jobs waiting in a queue (pg-boss), by job.',
  labelNames: ['job'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const source of queueSources) {
      const sizes = await source().catch(() => ({}) as Record<string, number>);
      for (const [job, size] of Object.entries(sizes)) this.inc({ job }, size);
    }
  },
});

const pools = new Set<Pool>();

new client.Gauge({
  name: 'ugift_db_pool_connections',
  help: 'PostgreSQL pool connections by state: total open, idle, and requests waiting for one.',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const pool of pools) {
      this.inc({ state: 'total' }, pool.totalCount);
      this.inc({ state: 'idle' }, pool.idleCount);
      this.inc({ state: 'waiting' }, pool.waitingCount);
    }
  },
});

new client.Gauge({
  name: 'ugift_db_pool_max',
  help: 'The most connections the PostgreSQL pools may open.',
  registers: [registry],
  collect() {
    this.set([...pools].reduce((sum, pool) => sum + pool.options.max, 0));
  },
});

const poolWait = new client.Histogram({
  name: 'ugift_db_pool_wait_seconds',
  help: 'How long a query waited for a PostgreSQL connection from the pool.',
  buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
  registers: [registry],
});

/** Counts the pool in the pool metrics and times every wait for one of its connections. */
export function observePool(pool: Pool): Pool {
  pools.add(pool);
  const connect = pool.connect.bind(pool) as () => Promise<unknown>;
  (pool as { connect: () => Promise<unknown> }).connect = async () => {
    const end = poolWait.startTimer();
    try {
      return await connect();
    } finally {
      end();
    }
  };
  const end = pool.end.bind(pool);
  pool.end = (async () => {
    pools.delete(pool);
    return end();
  }) as Pool['end'];
  return pool;
}

// Reports from the shoppers' browsers (routes/telemetry.ts).
export const browserErrors = new client.Counter({
  name: 'ugift_browser_errors_total',
  help: 'Errors reported by browsers, by route pattern and kind (error, unhandledrejection, render, loader).',
  labelNames: ['route', 'kind'] as const,
  registers: [registry],
});

/** A web vital's histogram by route pattern. */
const vital = (name: string, help: string, buckets: number[]) =>
  new client.Histogram({
    name: `ugift_web_vitals_${name}`,
    help: `${help} on real devices, by route pattern`,
    labelNames: ['route'] as const,
    buckets,
    registers: [registry],
  });

export const webVitals = {
  LCP: vital(
    'lcp_seconds',
    'Largest Contentful Paint (good under 2.5 s)',
    [0.1, 0.25, 0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 8, 12],
  ),
  INP: vital(
    'inp_seconds',
    'Interaction to Next Paint (good under 0.2 s)',
    [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2, 5],
  ),
  TTFB: vital(
    'ttfb_seconds',
    'Time to First Byte (good under 0.8 s)',
    [0.05, 0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3, 5],
  ),
  CLS: vital(
    'cls',
    'Cumulative Layout Shift (good under 0.1)',
    [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  ),
};
