import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';

import { trace } from '@opentelemetry/api';
import { sql } from 'kysely';

import {
  builtWithDevelopmentKey,
  DEFAULT_RESILIENCE,
  WEB_BUILT_WITH_DEVELOPMENT_KEY,
  type ApiConfig,
  type Resilience,
} from './config';
import type { Db } from './db';
import { outcomeOf, requestDuration } from './observability/metrics';
import {
  ApiError,
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE,
  isDatabaseUnavailable,
} from './lib/errors';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD_BYTES, GZIP_OPTIONS } from './lib/compression';
import { addressKey } from './lib/address';
import { capConnectionsPerAddress, registerLoadShedding } from './lib/load-shedding';
import { registerCashierRoutes } from './payments/sandbox';
import { registerStripeWebhook } from './payments/stripe';
import { registerDevRoutes } from './routes/dev';
import { registerExternalRoutes } from './routes/external';
import { registerShareImageRoute } from './media/share-image';
import { registerMediaRoutes } from './routes/media';
import { registerMerchantRoutes } from './routes/merchant';
import { registerMetricsRoute } from './routes/metrics';
import { registerOperatorRoutes } from './routes/operator';
import { registerTelemetryRoutes } from './routes/telemetry';
import {
  createServices,
  type ServiceOverrides,
  type Services,
  type ServicesConfig,
} from './services';
import { firstPicture, withFirstPicture } from './web/first-picture';
import { loadRenderer, sendRenderedPage } from './web/pages';

export type ServerOptions = Pick<ApiConfig, 'basePath' | 'webRoot'> &
  Partial<Pick<ApiConfig, 'metricsToken'>> & {
    /**
     * Trust X-Forwarded-For from a reverse proxy (TRUST_PROXY). Off by default: otherwise any client
     * could pick its own address and slip past the per-address rate limits.
     */
    trustProxy?: false | number | string;
    /** Timeouts and load limits (the defaults when absent). */
    resilience?: Resilience;
    /** Pino logger options (a stream: where the lines go, stdout by default), or false for none. */
    logger?: boolean | { level: string; stream?: { write(line: string): void } };
    /** The api's database and settings; without them only the health check and the web app are served. */
    api?: {
      db: Db;
      config: ServicesConfig;
      overrides?: ServiceOverrides;
      /** Close the database with the server. */
      closeDb?: boolean;
    };
  };

declare module 'fastify' {
  interface FastifyInstance {
    services?: Services;
  }
  interface FastifyRequest {
    /** The contract operation this request called (routes/external.ts), for the metrics. */
    operation?: string;
    /** The operation answered 200 with success false (a business failure: sold out, wrong OTP). */
    operationFailed?: boolean;
  }
}

/** Every log line inside a traced request carries its trace (with the request id, reqId). */
function traceIds(): Record<string, string> {
  const context = trace.getActiveSpan()?.spanContext();
  if (!context || !trace.isSpanContextValid(context)) return {};
  return { trace_id: context.traceId, span_id: context.spanId };
}

/**
 * Bearer links never reach the log: the sandbox cashier's token is a payment link, and a query
 * string may hold an order's share link (/giftcard-share?id=) or other ids; the log keeps the path.
 */
export function redactUrl(url: string): string {
  const [pathOnly = '', query] = url.split('?');
  const path = pathOnly.replace(/(\/api\/cashier\/)[^/#]+/, '$1[redacted]');
  return query === undefined ? path : `${path}?[redacted]`;
}

/**
 * The Content-Security-Policy of the app shell and everything the api serves. Scripts only from
 * our origin (Vite emits no inline script); styles also inline, because styled-components writes
 * its rules into <style> elements at run time and the shell's own first paint is inline CSS;
 * pictures, sounds and uploads from our origin, data: and blob: (the card editor previews a
 * chosen photo before it is uploaded); no plugins, no <base>, no framing by other sites.
 */
function contentSecurityPolicy(options: ServerOptions): Record<string, string[]> {
  const social = options.api?.config.facebook ? ['https://graph.facebook.com'] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'", ...social],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The one server a user opens: the api under /api/ and the built web app at the base path.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const logger = options.logger ?? { level: 'info' };
  const resilience = options.resilience ?? DEFAULT_RESILIENCE;
  const app = Fastify({
    // Slow clients: a request's headers and body must arrive within requestTimeoutMs, checked
    // every second (node checks every 30 s by default), or the connection is answered 408 and
    // closed; a slow-loris body cannot hold a connection longer than that.
    // Without a proxy in front, one address may hold at most so many connections open.
    serverFactory: (handler) => {
      const server = http.createServer(
        {
          requestTimeout: resilience.requestTimeoutMs,
          headersTimeout: Math.min(resilience.requestTimeoutMs, 60_000),
          connectionsCheckingInterval: Math.min(1000, resilience.requestTimeoutMs),
        },
        handler,
      );
      if (!options.trustProxy)
        capConnectionsPerAddress(server, resilience.maxConnectionsPerAddress);
      return server;
    },
    // A connection that sends nothing for this long is closed (an idle socket holds no slot).
    connectionTimeout: resilience.requestTimeoutMs,
    logger: typeof logger === 'object' ? { ...logger, mixin: traceIds } : logger,
    // One line per request, written in onResponse below, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A number of proxies: trust that many hops from our side (the function form Fastify's types
    // take for it); addresses and ranges as they are.
    trustProxy:
      typeof options.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(options.trustProxy)
        : (options.trustProxy ?? false),
  });

  app.addHook('onRequest', async (request, reply) => {
    // The id the request's log lines carry, for a shopper or the proxy to quote.
    void reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    // Labels stay few: the operation, else the route's pattern (never the URL as sent).
    const operation =
      request.operation ??
      (request.routeOptions.url ? `${request.method} ${request.routeOptions.url}` : 'unmatched');
    requestDuration.observe(
      { operation, outcome: request.operationFailed ? 'failed' : outcomeOf(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    request.log.info(
      `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`,
    );
  });

  // Security headers: nosniff, Referrer-Policy and a same-site resource policy on every answer,
  // HSTS in production (TLS ends at the proxy in front); the Content-Security-Policy (which also
  // forbids framing) on the pages, the only answers a browser runs as documents. The legacy
  // headers helmet would add stay off: they cost bytes on every one of a page's requests.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    // Product and card pictures may be shown by other sites' pages (shares, the embedded card).
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.api?.config.production
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  const policy = Object.entries(contentSecurityPolicy(options))
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', policy);
      reply.header('cross-origin-opener-policy', 'same-origin');
    }
    return payload;
  });

  // Never leak a stack trace: log it, answer with a plain message. A database that cannot be
  // reached is a 503 with Retry-After, so clients and proxies wait and try again.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn(`database unavailable: ${error.message}`);
      void reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ success: false, message: DATABASE_UNAVAILABLE });
      return;
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    // A limit refused it (a hook's ApiError, such as the telemetry limit): say when to come back.
    if (error instanceof ApiError && typeof error.extra.retryAfter === 'number')
      void reply.header('retry-after', String(error.extra.retryAfter));
    void reply.status(status).send({
      success: false,
      message: status >= 500 ? 'Internal Server Error' : error.message,
    });
  });

  registerLoadShedding(app, {
    maxConcurrent: resilience.maxConcurrentRequests,
    maxEventLoopDelayMs: resilience.maxEventLoopDelayMs,
    bodyTimeoutMs: resilience.bodyTimeoutMs,
    maxInFlightPerAddress: resilience.maxInFlightPerAddress,
  });

  // Answers above 1 KiB compressed when the client accepts it (brotli at a level fast enough to
  // run per request, or gzip); the web app's files come compressed from the build instead.
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });

  await registerMetricsRoute(app, {
    token: options.metricsToken,
    production: options.api?.config.production ?? false,
  });

  // Liveness: the process answers. Readiness (/api/ready, below): it can also reach its database.
  app.get('/api/health', async () => ({ status: 'ok' }));

  if (options.api) {
    const { db, config, overrides, closeDb } = options.api;
    const services = await createServices(db, config, app.log, overrides);
    app.decorate('services', services);
    app.addHook('onClose', async () => services.close());
    app.get('/api/ready', async (request, reply) => {
      try {
        await sql`select 1`.execute(db);
        return { status: 'ready' };
      } catch (error) {
        request.log.error(error);
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ status: 'unavailable', message: 'The database is not reachable.' });
      }
    });
    await app.register(fastifyFormbody, { bodyLimit: 1024 * 1024 });
    await app.register(fastifyMultipart);
    await registerExternalRoutes(app, services);
    await registerMediaRoutes(app, services);
    await registerShareImageRoute(app, services);
    await registerTelemetryRoutes(app, services);
    await registerMerchantRoutes(app, services);
    await registerDevRoutes(app, services);
    await registerOperatorRoutes(app, services, {
      key: config.operatorKey,
      production: config.production,
    });
    await registerCashierRoutes(app, options.basePath);
    if (config.stripe) await registerStripeWebhook(app, db, config.stripe);
    if (closeDb) app.addHook('onClose', async () => db.destroy());
  }

  const { basePath, webRoot } = options;
  const indexFile = path.join(webRoot, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb && options.api?.config.production && builtWithDevelopmentKey(webRoot)) {
    throw new Error(WEB_BUILT_WITH_DEVELOPMENT_KEY);
  }
  // The public pages drawn on the server (web/pages.ts); any other page, or one the renderer
  // fails on, is the shell the browser draws.
  const renderer = hasWeb && options.api ? await loadRenderer(webRoot) : null;
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = await fs.promises.readFile(indexFile, 'utf8');
    if (renderer) {
      try {
        if (await sendRenderedPage(app, renderer, html, basePath, request, reply)) return reply;
      } catch (error) {
        request.log.error({ err: error }, 'the page could not be drawn on the server');
      }
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        withFirstPicture(
          html,
          await shellPicture(request),
          new URL(request.url, `${request.protocol}://${request.headers.host ?? request.hostname}`),
        ),
      );
  };
  // The first screen's largest picture, named in the page so that a phone fetches and paints it
  // before the app's code has arrived (web/first-picture.ts). The page is served without it when
  // the catalogue cannot be read: the app asks for it as usual.
  const shellPicture = async (request: FastifyRequest) => {
    const services = app.services;
    if (!services) return undefined;
    const url = new URL(request.url, 'http://page');
    if (!url.pathname.startsWith(basePath)) return undefined;
    try {
      return await firstPicture(
        services,
        url.pathname.slice(basePath.length),
        url.searchParams,
        addressKey(request.ip),
      );
    } catch (error) {
      request.log.warn({ err: error }, 'the first picture of the page could not be read');
      return undefined;
    }
  };

  if (hasWeb) {
    // The shell itself: a directory to @fastify/static, which would answer 403.
    app.get(basePath, sendShell);
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: basePath,
      index: false,
      cacheControl: false,
      // The build's .br and .gz copies (apps/web/src/build/precompress.ts), by Accept-Encoding,
      // with Vary: Accept-Encoding.
      preCompressed: true,
      // Source maps stay on the server in production (a stack is read with them there).
      allowedPath: (pathName) => !(options.api?.config.production && pathName.endsWith('.map')),
      setHeaders(reply, filePath) {
        // Built assets carry a content hash in their names; the shell must always be revalidated.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    if (basePath !== '/') {
      app.get('/', async (_request, reply) => reply.redirect(basePath));
      app.get(basePath.slice(0, -1), async (_request, reply) => reply.redirect(basePath));
    }
  } else {
    app.log.warn(`No built web app at ${webRoot}: serving the api only`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const wantsPage =
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      url.startsWith(basePath) &&
      !url.startsWith('/api/') &&
      !path.extname(url);
    if (wantsPage) {
      // A client-side route: the app decides what to show (a screen, or its 404 page).
      return sendShell(request, reply);
    }
    return reply.status(404).send({ success: false, message: 'Not found' });
  });

  return app;
}
