// The api as `npm start` runs it (node itself, the TypeScript loaded by tsx): ready once its
// database answers, and on SIGTERM it finishes the requests in flight, closes and ends.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { DEFAULT_API_KEY } from '../src/config';
import { ALICE, startApi } from './helpers';
import { whenListening } from './listening';

const apiRoot = path.resolve(import.meta.dirname, '..');
const port = 4403 + Math.floor(Math.random() * 10);
const origin = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-shutdown-'));

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = (group: string, fields: Record<string, string>, token?: string) =>
  fetch(`${origin}/api/external/${group}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams(fields),
  });

describe('the started api', () => {
  it('is ready when its database answers, and drains a request in flight on SIGTERM', async () => {
    const child = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiRoot,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_ROOT: '/nonexistent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

    await whenListening(child);
    const ready = await fetch(`${origin}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });

    const { api_token: token } = (await (
      await post('auth', { option: 'get_api_token', source: 'web', api_key: DEFAULT_API_KEY })
    ).json()) as { api_token: string };
    // A login in flight when SIGTERM arrives, in three events, no fixed wait: its headers ask
    // `Expect: 100-continue`, so the server's "100 Continue" says it holds the request; then
    // SIGTERM, and once the api has said it is draining, the body goes out. The answer must
    // still come.
    const body = new URLSearchParams({
      option: 'login',
      phone_number: ALICE.phone,
      password: ALICE.password,
    }).toString();
    const request = http.request(`${origin}/api/external/auth/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': Buffer.byteLength(body),
        authorization: `Bearer ${token}`,
        expect: '100-continue',
      },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on('error', reject);
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
    });
    await new Promise<void>((resolve) => request.once('continue', resolve));
    const draining = new Promise<void>((resolve) => {
      const listener = () => {
        if (!output.includes('SIGTERM: draining requests in flight')) return;
        child.stdout.off('data', listener);
        child.stderr.off('data', listener);
        resolve();
      };
      child.stdout.on('data', listener);
      child.stderr.on('data', listener);
    });
    child.kill('SIGTERM');
    await draining;
    request.end(body);
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect((JSON.parse(text) as { success: boolean }).success).toBe(true);
    expect(await exited, output.slice(-1500)).toBe(0);
    expect(output).toContain('SIGTERM: draining requests in flight');
    // Nothing answers any more.
    await expect(fetch(`${origin}/api/health`)).rejects.toThrow();
  }, 120_000);
});

describe('readiness', () => {
  it('answers 503 when the database cannot be reached, while liveness still answers', async () => {
    const api = await startApi('pglite');
    expect((await api.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    await api.db.destroy();
    const ready = await api.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      message: 'The database is not reachable.',
    });
    expect((await api.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await api.app.close();
  }, 60_000);
});
