import type { FastifyInstance } from 'fastify';

/** The answer to a request refused because the api is overloaded. */
export const OVERLOADED = 'The service is busy right now. Please try again in a moment.';

/** Paths that always answer: a load balancer must see the process alive while it sheds load. */
const ALWAYS = new Set(['/api/health', '/api/ready']);

/**
 * Sheds load instead of queueing without bound: a request that would be one more than
 * maxConcurrent in flight, or that arrives while the event loop lags more than maxEventLoopDelayMs,
 * is answered at once with 503 and Retry-After: 1 (a delay limit of 0 turns the lag rule off).
 * Health and readiness checks are never refused.
 */
export function registerLoadShedding(
  app: FastifyInstance,
  limits: { maxConcurrent: number; maxEventLoopDelayMs: number },
) {
  let inFlight = 0;
  let lagging = false;
  // The event loop's lag: how late a 100 ms timer fires; the worst of the last half second
  // decides. (perf_hooks' monitorEventLoopDelay missed a single long block here.)
  const TICK_MS = 100;
  let last = performance.now();
  let worst = 0;
  let ticks = 0;
  const sampler = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last - TICK_MS);
    last = now;
    ticks += 1;
    if (ticks % 5 === 0) {
      lagging = limits.maxEventLoopDelayMs > 0 && worst > limits.maxEventLoopDelayMs;
      worst = 0;
    }
  }, TICK_MS);
  sampler.unref();
  app.addHook('onClose', async () => clearInterval(sampler));

  app.addHook('onRequest', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (ALWAYS.has(url)) return;
    if (inFlight >= limits.maxConcurrent || lagging) {
      return reply
        .status(503)
        .header('retry-after', '1')
        .header('connection', 'close')
        .send({ success: false, message: OVERLOADED });
    }
    inFlight += 1;
    // 'close' comes once per answer, also when the client went away before it.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  });
}
