// The compiled api (pnpm --filter @ugift/api build: dist/main.js) in a production-only install:
// the bundle, its assets and the installed dependencies, with no TypeScript loader, no dev
// dependency and no workspace package beside it. It starts as `pnpm start` does (tracing first,
// dist/tracing.js), is ready, answers, and sends its traces to an OTLP collector.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { DEFAULT_API_KEY } from '../src/config';
import { whenListening } from './listening';

const apiRoot = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-prod-install-'));
const port = 4423 + Math.floor(Math.random() * 10);

afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the compiled api in a production-only install', () => {
  it('runs with plain node', async () => {
    const built = spawnSync('pnpm', ['build'], { cwd: apiRoot, encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);

    const manifest = JSON.parse(fs.readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as {
      version: string;
      dependencies: Record<string, string>;
    };
    const app = path.join(work, 'api');
    fs.mkdirSync(app);
    fs.cpSync(path.join(apiRoot, 'dist'), path.join(app, 'dist'), { recursive: true });
    fs.cpSync(path.join(apiRoot, 'assets'), path.join(app, 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(app, 'package.json'),
      JSON.stringify({
        name: '@ugift/api',
        version: manifest.version,
        private: true,
        type: 'module',
        dependencies: Object.fromEntries(
          Object.entries(manifest.dependencies).filter(([name]) => !name.startsWith('@ugift/')),
        ),
      }),
    );
    const installed = spawnSync(
      'pnpm',
      ['install', '--prod', '--prefer-offline', '--ignore-workspace'],
      { cwd: app, encoding: 'utf8', timeout: 240_000 },
    );
    expect(installed.status, installed.stderr).toBe(0);
    expect(fs.existsSync(path.join(app, 'node_modules', 'tsx'))).toBe(false);

    // A stand-in OTLP/HTTP collector: what reaches /v1/traces.
    const received: string[] = [];
    let traceArrived: () => void = () => {};
    const firstTrace = new Promise<void>((resolve) => (traceArrived = resolve));
    const collector = http.createServer((request, response) => {
      received.push(request.url ?? '');
      if (request.url === '/v1/traces') traceArrived();
      request.resume();
      request.on('end', () => response.writeHead(200).end());
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const collectorPort = (collector.address() as { port: number }).port;

    const child = spawn('node', ['--import', './dist/tracing.js', 'dist/main.js'], {
      cwd: app,
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(work, 'data'),
        WEB_ROOT: '/nonexistent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const origin = `http://127.0.0.1:${port}`;
    await whenListening(child);
    // Read on, so that a full pipe never holds the api up.
    child.stdout.resume();
    child.stderr.resume();
    expect((await fetch(`${origin}/api/ready`)).status).toBe(200);
    const token = await fetch(`${origin}/api/external/auth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        option: 'get_api_token',
        source: 'web',
        api_key: DEFAULT_API_KEY,
      }),
    });
    expect(((await token.json()) as { success: boolean }).success).toBe(true);
    // The seed's pictures come from the assets beside the bundle.
    const video = await fetch(`${origin}/api/media/video/banner.webm`);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/webm');
    expect((await video.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    // Spans go out in batches (every 5 s by default): the first batch's arrival, awaited up to
    // the test's own bound (a busy machine sends it late).
    await firstTrace;
    expect(received).toContain('/v1/traces');
    collector.close();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 300_000);
});
