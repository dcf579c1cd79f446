import http from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { steady } from './steady.mjs';

let server;
let url;
const received = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ body, type: request.headers['content-type'] });
      response.statusCode = body === 'refuse' ? 503 : 200;
      response.end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${server.address().port}/hello`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('a steady request rate', () => {
  it('sends rate x seconds requests with the body and headers given, and counts refusals', async () => {
    received.length = 0;
    const result = await steady(url, {
      body: 'a=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      rate: 200,
      seconds: 0.5,
    });
    expect(received).toHaveLength(100);
    expect(
      received.every((r) => r.body === 'a=1' && r.type === 'application/x-www-form-urlencoded'),
    ).toBe(true);
    expect(result.non2xx + result.errors).toBe(0);
    expect(result.latency.p50).toBeLessThanOrEqual(result.latency.p99);

    const refused = await steady(url, { body: 'refuse', rate: 100, seconds: 0.2 });
    expect(refused.non2xx).toBe(20);
  });

  it('counts a request held up on the client from when it was due, not from when it went out', async () => {
    // The client's event loop blocked for 300 ms from 20 ms into a 0.4 s run: three quarters of
    // the requests fall due in that time and go out late. Counted from when each went out (as
    // autocannon does), the median would be about 1 ms; counted from when each was due, it is
    // most of the wait.
    setTimeout(() => {
      const until = performance.now() + 300;
      while (performance.now() < until);
    }, 20);
    const result = await steady(url, { rate: 200, seconds: 0.4 });
    expect(result.latency.p50).toBeGreaterThanOrEqual(40);
    expect(result.latency.max).toBeGreaterThanOrEqual(250);
  });
});
