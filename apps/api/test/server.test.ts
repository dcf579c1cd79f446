import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildServer, redactUrl } from '../src/server';

const script = `export const gifts = ${JSON.stringify('gift card '.repeat(400))};`;

describe('given a server with a built web app under /ugift/', () => {
  let app: FastifyInstance;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-web-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Ugift</title>');
    fs.mkdirSync(path.join(webRoot, 'assets'));
    fs.writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
    // A built script with the build's compressed copies beside it (apps/web/src/build).
    fs.writeFileSync(path.join(webRoot, 'assets', 'big-def456.js'), script);
    fs.writeFileSync(
      path.join(webRoot, 'assets', 'big-def456.js.br'),
      zlib.brotliCompressSync(script),
    );
    fs.writeFileSync(path.join(webRoot, 'assets', 'big-def456.js.gz'), zlib.gzipSync(script));
    app = await buildServer({ basePath: '/ugift/', webRoot, logger: false });
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('should answer the health check', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('should redirect the site root to the base path', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ugift/');
  });

  it('should serve the app shell at the base path itself', async () => {
    const res = await app.inject({ method: 'GET', url: '/ugift/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Ugift</title>');
  });

  it('should serve the app shell for client routes under the base path', async () => {
    const res = await app.inject({ method: 'GET', url: '/ugift/product-details?id=3' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Ugift</title>');
  });

  it('should serve hashed assets with a long cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/ugift/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it("should serve the build's brotli or gzip copy by Accept-Encoding, and the file itself otherwise", async () => {
    const get = (encoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/ugift/assets/big-def456.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('should answer HEAD on the shell and on client routes as GET does', async () => {
    for (const url of ['/ugift/', '/ugift/home', '/ugift/product-details?id=3']) {
      const res = await app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toBe('');
    }
  });

  it('should send the security headers with the app shell (what curl -I shows)', async () => {
    for (const url of ['/ugift/', '/ugift/home']) {
      const res = await app.inject({ method: 'HEAD', url });
      const policy = String(res.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
      ]) {
        expect(policy, url).toContain(directive);
      }
      expect(policy).not.toMatch(/script-src[^;]*unsafe/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // Development serves plain http: no HSTS (production sends it; test/production.test.ts).
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('should keep bearer links out of the request log', () => {
    expect(redactUrl(`/api/cashier/${'A'.repeat(43)}/confirm`)).toBe(
      '/api/cashier/[redacted]/confirm',
    );
    expect(redactUrl('/api/external/order/')).toBe('/api/external/order/');
    expect(redactUrl(`/ugift/giftcard-share?id=${'1'.repeat(39)}`)).toBe(
      '/ugift/giftcard-share?[redacted]',
    );
  });

  it('should answer 404 in JSON for a missing asset or api path, never the shell', async () => {
    const asset = await app.inject({ method: 'GET', url: '/ugift/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    const api = await app.inject({ method: 'POST', url: '/api/nowhere' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
  });
});

describe('given a server without a built web app', () => {
  it('should still answer the api', async () => {
    const app = await buildServer({ basePath: '/', webRoot: '/nonexistent', logger: false });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    await app.close();
  });
});

describe('given the client address', () => {
  const ipOf = async (trustProxy?: false | number | string, forwarded = '203.0.113.9') => {
    const app = await buildServer({
      basePath: '/',
      webRoot: '/nonexistent',
      logger: false,
      trustProxy,
    });
    app.get('/test-ip', async (request) => ({ ip: request.ip }));
    const res = await app.inject({
      method: 'GET',
      url: '/test-ip',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': forwarded },
    });
    await app.close();
    return (res.json() as { ip: string }).ip;
  };

  it('should ignore a forged X-Forwarded-For unless a proxy is trusted', async () => {
    expect(await ipOf()).toBe('10.1.2.3');
    expect(await ipOf(1)).toBe('203.0.113.9');
    expect(await ipOf('10.0.0.0/8')).toBe('203.0.113.9');
  });

  it('should take the address the trusted proxy saw, not one the client prepended', async () => {
    // The client sends "X-Forwarded-For: 1.1.1.1"; the proxy appends the address it saw.
    const spoofed = '1.1.1.1, 203.0.113.9';
    expect(await ipOf(1, spoofed)).toBe('203.0.113.9');
    expect(await ipOf('10.1.2.3', spoofed)).toBe('203.0.113.9');
    // Two proxies in front: the address the outer one saw.
    expect(await ipOf(2, '1.1.1.1, 203.0.113.9, 10.9.9.9')).toBe('203.0.113.9');
  });
});
