import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';

import { addressKey } from '../lib/address';
import { ApiError } from '../lib/errors';
import { RateLimiter } from '../lib/rate-limit';
import { browserErrors, webVitals } from '../observability/metrics';
import { routeLabel, scrubText } from '../observability/scrub';
import type { Services } from '../services';

// What the shoppers' browsers report (apps/web/src/lib/telemetry.ts): errors, and the web vitals
// of each route. Counted in the metrics and written to the log, cleaned of personal data
// (observability/scrub.ts); no table: an operator reads them where the log and metrics go.

/** One report is a few hundred bytes; a stack is cut to 4 KB before it is sent. */
const BODY_LIMIT = 8 * 1024;

const ErrorReport = v.object({
  kind: v.picklist(['error', 'unhandledrejection', 'render', 'loader']),
  message: v.pipe(v.string(), v.maxLength(2000)),
  stack: v.optional(v.pipe(v.string(), v.maxLength(6000))),
  route: v.string(),
  release: v.pipe(v.string(), v.maxLength(64)),
});

const VitalsReport = v.object({
  release: v.optional(v.pipe(v.string(), v.maxLength(64))),
  metrics: v.pipe(
    v.array(
      v.object({
        name: v.picklist(['LCP', 'INP', 'CLS', 'TTFB']),
        value: v.pipe(v.number(), v.minValue(0), v.maxValue(600_000)),
        route: v.string(),
      }),
    ),
    v.maxLength(20),
  ),
});

function parse<T extends v.GenericSchema>(schema: T, body: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, body);
  if (!result.success) throw new ApiError(400, 'The report is not one the app sends.');
  return result.output;
}

export async function registerTelemetryRoutes(app: FastifyInstance, services: Services) {
  // One budget per address for both kinds: a page sends one or two reports in a visit.
  const limiter = new RateLimiter('browser-reports', 60, 10 * 60_000, services.limitStore);
  const options = {
    bodyLimit: BODY_LIMIT,
    // Counted before the body is read: a refused sender costs no parsing.
    onRequest: async (request: FastifyRequest) =>
      limiter.hit(addressKey(request.ip), 'Too many reports'),
  };

  app.post('/api/telemetry/errors', options, async (request, reply) => {
    const report = parse(ErrorReport, request.body);
    const route = routeLabel(report.route);
    browserErrors.inc({ route, kind: report.kind });
    request.log.warn(
      {
        browser: {
          kind: report.kind,
          route,
          release: scrubText(report.release, 64),
          message: scrubText(report.message, 500),
          stack: report.stack === undefined ? undefined : scrubText(report.stack, 4000),
        },
      },
      'browser error',
    );
    return reply.status(204).send();
  });

  app.post('/api/telemetry/vitals', options, async (request, reply) => {
    const report = parse(VitalsReport, request.body);
    for (const metric of report.metrics) {
      // CLS has no unit; the others arrive in milliseconds and are kept in seconds.
      const value = metric.name === 'CLS' ? metric.value : metric.value / 1000;
      webVitals[metric.name].observe({ route: routeLabel(metric.route) }, value);
    }
    return reply.status(204).send();
  });
}
