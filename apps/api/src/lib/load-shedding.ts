import type { Server, Socket } from 'node:net';

import type { FastifyInstance, FastifyReply } from 'fastify';

import { addressKey } from './address';

/** The answer to a request refused because the api is overloaded. */
export const OVERLOADED = 'The service is busy right now. Please try again in a moment.';
/** The answer to an address with too many requests in flight at once. */
const TOO_MANY_IN_FLIGHT =
  'Too many requests from this device at once. Please try again in a moment.';

/** The defaults of the per-address caps and the body's deadline (Resilience). */
const DEFAULT_BODY_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_IN_FLIGHT_PER_ADDRESS = 50;
const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 100;

/** Paths that always answer: a load balancer must see the process alive while it sheds load. */
const ALWAYS = new Set(['/api/health', '/api/ready']);

export interface SheddingLimits {
  maxConcurrent: number;
  maxEventLoopDelayMs: number;
  bodyTimeoutMs?: number | undefined;
  maxInFlightPerAddress?: number | undefined;
}

/**
 * Sheds load instead of queueing without bound: a request that would be one more than
 * maxConcurrent in flight, or that arrives while the event loop lags more than maxEventLoopDelayMs,
 * is answered at once with 503 and Retry-After: 1 (a delay limit of 0 turns the lag rule off).
 * Health and readiness checks are never refused.
 *
 * A request counts towards maxConcurrent only once its body has arrived (issue 47: 210 sockets
 * that sent headers and never their body filled the count and every page answered 503). Until
 * then it counts towards its address's cap of requests in flight, and its body must arrive
 * within bodyTimeoutMs or the connection is closed.
 */
export function registerLoadShedding(app: FastifyInstance, limits: SheddingLimits) {
  const bodyTimeoutMs = limits.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS;
  const maxPerAddress = limits.maxInFlightPerAddress ?? DEFAULT_MAX_IN_FLIGHT_PER_ADDRESS;
  let inFlight = 0;
  const perAddress = new Map<string, number>();
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

  const overloaded = () => inFlight >= limits.maxConcurrent || lagging;
  const refuse = (reply: FastifyReply, status: number, message: string) =>
    reply
      .status(status)
      .header('retry-after', '1')
      .header('connection', 'close')
      .send({ success: false, message });

  app.addHook('onRequest', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (ALWAYS.has(url)) return;
    if (lagging) return refuse(reply, 503, OVERLOADED);
    const address = addressKey(request.ip);
    const mine = perAddress.get(address) ?? 0;
    if (mine >= maxPerAddress) return refuse(reply, 429, TOO_MANY_IN_FLIGHT);
    perAddress.set(address, mine + 1);
    // A body that has not arrived in time: the connection goes (a slow body holds nothing more).
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 || !!request.headers['transfer-encoding'];
    const deadline = hasBody
      ? setTimeout(() => request.raw.socket?.destroy(), bodyTimeoutMs).unref()
      : undefined;
    request.bodyDeadline = deadline;
    // 'close' comes once per answer, also when the client went away before it.
    reply.raw.once('close', () => {
      if (deadline) clearTimeout(deadline);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
      if (request.countedInFlight) inFlight -= 1;
    });
  });

  // The body has arrived (or there is none; a multipart body is read by the handler under the
  // request timeout): from here the request costs the api work, and counts.
  app.addHook('preHandler', async (request, reply) => {
    if (request.bodyDeadline) clearTimeout(request.bodyDeadline);
    const url = request.url.split('?')[0] ?? '';
    if (ALWAYS.has(url)) return;
    if (overloaded()) return refuse(reply, 503, OVERLOADED);
    inFlight += 1;
    request.countedInFlight = true;
  });
}

/**
 * Closes at once a connection past maxPerAddress open from one address. Only without a proxy in
 * front: behind one, every connection comes from the proxy (the in-flight cap above keys the
 * client's own address instead).
 */
export function capConnectionsPerAddress(
  server: Server,
  maxPerAddress = DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
) {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = addressKey(socket.remoteAddress ?? '');
    const count = (open.get(address) ?? 0) + 1;
    if (count > maxPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The timer that closes the connection if the body does not arrive in time. */
    bodyDeadline?: ReturnType<typeof setTimeout> | undefined;
    /** Counted towards maxConcurrent (its body has arrived). */
    countedInFlight?: boolean;
  }
}
