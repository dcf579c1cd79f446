import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_API_KEY } from '../src/config';
import { registerMetricsRoute } from '../src/routes/metrics';
import { onEachDatabase } from './helpers';

/** The value of one sample of /metrics' text, 0 when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).split(' ')[0] ?? '';
    if (wanted.every((pair) => labelText.includes(pair))) return Number(line.split(' ').pop());
  }
  return 0;
}

describe('given the api under traffic', () => {
  onEachDatabase((api, kind) => {
    const metrics = async () => {
      const res = await api().app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      return res.body;
    };

    it('should count and time every operation called, by outcome', async () => {
      const before = await metrics();
      const token = await api().guestToken();
      for (let i = 0; i < 7; i++) {
        const res = await api().call('get_api_token', { source: 'web', api_key: DEFAULT_API_KEY });
        expect(res.statusCode).toBe(200);
      }
      for (let i = 0; i < 3; i++) {
        const res = await api().call('get_api_token', { source: 'web', api_key: 'wrong' });
        expect(res.statusCode).toBe(200);
      }
      for (let i = 0; i < 4; i++) {
        expect((await api().call('list_product', {}, { token: null })).statusCode).toBe(401);
      }
      expect((await api().call('list_product', {}, { token })).statusCode).toBe(200);
      const after = await metrics();
      const delta = (name: string, labels: Record<string, string>) =>
        sample(after, name, labels) - sample(before, name, labels);

      const count = 'ugift_http_request_duration_seconds_count';
      expect(delta(count, { operation: 'get_api_token', outcome: 'ok' })).toBe(8);
      expect(delta(count, { operation: 'get_api_token', outcome: 'failed' })).toBe(3);
      expect(delta(count, { operation: 'list_product', outcome: 'ok' })).toBe(1);
      expect(delta(count, { operation: 'list_product', outcome: 'client_error' })).toBe(4);
      // Latencies: the time spent, and every request in the histogram's last bucket.
      expect(
        delta('ugift_http_request_duration_seconds_sum', { operation: 'get_api_token' }),
      ).toBeGreaterThan(0);
      expect(
        delta('ugift_http_request_duration_seconds_bucket', {
          operation: 'get_api_token',
          outcome: 'ok',
          le: '+Inf',
        }),
      ).toBe(8);
      // The process: memory and event-loop delay.
      expect(sample(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(after).toContain('nodejs_eventloop_lag_p99_seconds');
      if (kind === 'postgres') {
        expect(sample(after, 'ugift_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
        expect(sample(after, 'ugift_db_pool_wait_seconds_count')).toBeGreaterThan(0);
      }
    });

    it('should record a browser error, cleaned of personal data, by route and kind', async () => {
      const labels = { route: '/product-details/:id', kind: 'error' };
      const before = sample(await metrics(), 'ugift_browser_errors_total', labels);
      const res = await api().app.inject({
        method: 'POST',
        url: '/api/telemetry/errors',
        remoteAddress: '10.9.0.1',
        payload: {
          kind: 'error',
          message: 'No member 6591234567',
          stack: 'at https://shop.example/ugift/x?id=1 (index.js:1:2)',
          route: '/product-details/:id',
          release: 'test',
        },
      });
      expect(res.statusCode).toBe(204);
      expect(sample(await metrics(), 'ugift_browser_errors_total', labels)).toBe(before + 1);
    });

    it("should refuse a report too large or not the app's", async () => {
      const post = (payload: unknown) =>
        api().app.inject({
          method: 'POST',
          url: '/api/telemetry/errors',
          remoteAddress: '10.9.0.2',
          payload: payload as Record<string, unknown>,
        });
      expect((await post({ kind: 'error', message: 'x'.repeat(9000) })).statusCode).toBe(413);
      expect(
        (await post({ kind: 'other', message: 'x', route: '/', release: '1' })).statusCode,
      ).toBe(400);
    });

    it('should keep web vitals per route as histograms', async () => {
      const labels = { route: '/home' };
      const before = await metrics();
      const res = await api().app.inject({
        method: 'POST',
        url: '/api/telemetry/vitals',
        remoteAddress: '10.9.0.3',
        payload: {
          release: 'test',
          metrics: [
            { name: 'LCP', value: 1800, route: '/home' },
            { name: 'TTFB', value: 120, route: '/home' },
            { name: 'CLS', value: 0.02, route: '/home' },
            { name: 'INP', value: 96, route: '/home' },
          ],
        },
      });
      expect(res.statusCode).toBe(204);
      const after = await metrics();
      for (const name of ['lcp_seconds', 'ttfb_seconds', 'cls', 'inp_seconds']) {
        const count = `ugift_web_vitals_${name}_count`;
        expect(sample(after, count, labels) - sample(before, count, labels)).toBe(1);
      }
      expect(
        sample(after, 'ugift_web_vitals_lcp_seconds_sum', labels) -
          sample(before, 'ugift_web_vitals_lcp_seconds_sum', labels),
      ).toBeCloseTo(1.8);
    });

    it('should rate-limit the reports per address and count the refusals', async () => {
      const labels = { limit: 'browser-reports' };
      const before = sample(await metrics(), 'ugift_rate_limit_refusals_total', labels);
      const statuses: number[] = [];
      for (let i = 0; i < 62; i++) {
        const res = await api().app.inject({
          method: 'POST',
          url: '/api/telemetry/vitals',
          remoteAddress: '10.9.0.4',
          payload: { metrics: [] },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 204)).toHaveLength(60);
      expect(statuses.slice(60)).toEqual([429, 429]);
      expect(sample(await metrics(), 'ugift_rate_limit_refusals_total', labels)).toBe(before + 2);
    });
  });
});

describe('given METRICS_TOKEN', () => {
  const app = Fastify();
  const token = 'm'.repeat(32);
  beforeAll(async () => {
    await registerMetricsRoute(app, { token, production: true });
  });
  afterAll(async () => app.close());

  it('should answer the scraper with the token and no one else', async () => {
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    const right = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('ugift_http_request_duration_seconds');
  });

  it('should not serve /metrics in production without a token', async () => {
    const closed = Fastify();
    await registerMetricsRoute(closed, { token: undefined, production: true });
    expect((await closed.inject({ url: '/metrics' })).statusCode).toBe(404);
    await closed.close();
  });
});
