import crypto from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { registry } from '../observability/metrics';

/**
 * GET /metrics in the Prometheus format. With METRICS_TOKEN it answers only to that bearer token;
 * without one it is open in development and not served at all in production
 * (docs/operations.md says why a token rather than a port of its own).
 */
export async function registerMetricsRoute(
  app: FastifyInstance,
  options: { token: string | undefined; production: boolean },
) {
  const { token, production } = options;
  if (production && !token) return;
  const expected = token ? crypto.createHash('sha256').update(`Bearer ${token}`).digest() : null;
  app.get('/metrics', async (request, reply) => {
    if (expected) {
      // Compared in constant time, as digests of equal length.
      const given = crypto
        .createHash('sha256')
        .update(request.headers.authorization ?? '')
        .digest();
      if (!crypto.timingSafeEqual(given, expected)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ success: false, message: 'The metrics need their bearer token.' });
      }
    }
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
