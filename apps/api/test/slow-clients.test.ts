// Issue 47, finding 1: clients that send their headers and never their body. 210 sockets sent
// `Content-Length: 1000` and only `option=`: load shedding counted them as requests in flight,
// and every page and get_api_token answered 503 for as long as they stayed open.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_API_KEY, DEFAULT_RESILIENCE } from '../src/config';
import { DEFAULT_MAX_IN_FLIGHT_PER_ADDRESS } from '../src/lib/load-shedding';
import { DATABASES, startApi, type TestApi } from './helpers';

const SLOW = 210;
/** The slow clients' address (all of 127.0.0.0/8 is this machine); the shopper uses 127.0.0.1. */
const ATTACKER = '127.0.0.2';
const HEAD = [
  'POST /api/external/auth/ HTTP/1.1',
  'Host: shop.test',
  'Content-Type: application/x-www-form-urlencoded',
  'Content-Length: 1000',
  '',
  'option=',
].join('\r\n');

let webRoot: string;
beforeAll(() => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-slow-clients-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Ugift</title>');
});
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

/** A socket that sends HEAD and nothing more; resolves what the server answered, or '' on close. */
function slowClient(port: number, sockets: net.Socket[]): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: ATTACKER }, () =>
      socket.write(HEAD),
    );
    sockets.push(socket);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer));
  });
}

describe.each(DATABASES)('1. slow bodies on %s', (kind) => {
  let api: TestApi;
  let port: number;
  /** Requests of the slow clients that passed the server's first hooks (their body awaited). */
  let admitted = 0;
  beforeAll(async () => {
    api = await startApi(
      kind,
      {},
      { webRoot, resilience: { ...DEFAULT_RESILIENCE, bodyTimeoutMs: 60_000 } },
    );
    api.app.addHook('onRequest', async (request) => {
      if (request.ip === ATTACKER) admitted += 1;
    });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    port = (api.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers pages and get_api_token while 210 sockets hold bodies that never come', async () => {
    const sockets: net.Socket[] = [];
    const answers: string[] = [];
    const done = Array.from({ length: SLOW }, () =>
      slowClient(port, sockets).then((answer) => answers.push(answer)),
    );
    // Every slow request has been either admitted (waiting for its body) or answered.
    await expect
      .poll(() => admitted + answers.length, { timeout: 120_000, interval: 50 })
      .toBe(SLOW);
    try {
      const base = `http://127.0.0.1:${port}`;
      const page = await fetch(`${base}/ugift/`);
      expect(page.status).toBe(200);
      const token = await fetch(`${base}/api/external/auth/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          option: 'get_api_token',
          source: 'web',
          api_key: DEFAULT_API_KEY,
        }),
      });
      expect(token.status).toBe(200);
      expect(((await token.json()) as { api_token?: string }).api_token).toMatch(/^[0-9a-f]{64}$/);
      // One address holds at most its share; the rest were told at once to come back later.
      expect(admitted).toBe(DEFAULT_MAX_IN_FLIGHT_PER_ADDRESS);
      expect(answers).toHaveLength(SLOW - DEFAULT_MAX_IN_FLIGHT_PER_ADDRESS);
      // Refused with 429, or (past the connections one address may open) closed at once.
      for (const answer of answers)
        expect(answer === '' || /^HTTP\/1\.1 429 /.test(answer)).toBe(true);
      expect(answers.filter((answer) => answer !== '').length).toBeGreaterThan(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      await Promise.all(done);
    }
  });

  it('closes a connection whose body has not arrived within the body deadline', async () => {
    const short = await startApi(
      kind,
      {},
      {
        resilience: { ...DEFAULT_RESILIENCE, bodyTimeoutMs: 200 },
      },
    );
    try {
      await short.app.listen({ port: 0, host: '127.0.0.1' });
      const shortPort = (short.app.server.address() as net.AddressInfo).port;
      const sockets: net.Socket[] = [];
      // Without the deadline this would wait for the 30 s request timeout and get a 408.
      const answer = await slowClient(shortPort, sockets);
      expect(answer).toBe('');
    } finally {
      await short.close();
    }
  });
});
