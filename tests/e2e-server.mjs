// Builds the web app for the e2e base path (or copies the test command's one build) and starts the
// real api on a fresh data directory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { buildApp } from './build-app.mjs';

const root = path.resolve(import.meta.dirname, '..');
const basePath = process.env.BASE_PATH ?? '/ugift/';
/** The operator key of the journeys' api (tests/e2e/fixtures.ts sends it). */
const E2E_OPERATOR_KEY = 'e2e-operator-key-not-a-secret-0123456789';
const port = process.env.E2E_PORT ?? '4310';
const webRoot = path.join(os.tmpdir(), `ugift-e2e-web-${port}`);

// The test command builds once (TEST_BUILD_DIR, tests/build-app.mjs) for the journeys and the
// budgets; each server gets its own copy, since a journey rebuilds the app in place (pwa.spec.ts).
const shared = process.env.TEST_BUILD_DIR && path.join(process.env.TEST_BUILD_DIR, 'web');
if (shared && fs.existsSync(path.join(shared, 'index.html'))) {
  // The server renderer is built beside the app (`<outDir>-ssr`, apps/web/src/build/ssr.ts).
  for (const suffix of ['', '-ssr']) {
    fs.rmSync(`${webRoot}${suffix}`, { recursive: true, force: true });
    if (fs.existsSync(`${shared}${suffix}`)) {
      fs.cpSync(`${shared}${suffix}`, `${webRoot}${suffix}`, { recursive: true });
    }
  }
} else {
  const status = buildApp(webRoot, basePath);
  if (status !== 0) process.exit(status);
}

// E2E_DATA_DIR: a data directory the caller made (a copy of a seeded one: tests/e2e/fixtures.ts
// starts every journey file on a fresh copy) and removes; otherwise a new one, seeded on start.
const ownDataDir = !process.env.E2E_DATA_DIR;
const dataDir =
  process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-e2e-data-'));
// The api as `pnpm --filter @ugift/api start` runs it, without pnpm in between.
const api = spawn('node', ['--import', './dist/tracing.js', 'dist/main.js'], {
  cwd: path.join(root, 'apps', 'api'),
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    BASE_PATH: basePath,
    WEB_ROOT: webRoot,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // The limits count in this process like its database lives in it: a Redis the test command
    // starts (REDIS_URL) keeps counters across runs, and an earlier run's logins would count
    // against this one's members.
    REDIS_URL: '',
    // The scheduled-gift journey moves the api's clock (POST /api/test/clock, never in
    // production) and its jobs run every 2 s, so a delivery follows the clock at once.
    TEST_CLOCK: 'on',
    JOBS_EVERY_SECONDS: '2',
    // The operator api (POST /api/ops/...), for journeys that set the shop up as an operator
    // would (the merchant journey makes a merchant key); the same key as tests/e2e/fixtures.ts.
    OPERATOR_KEY: E2E_OPERATOR_KEY,
  },
});
const stop = () => {
  api.kill('SIGTERM');
  if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
api.on('exit', (code) => process.exit(code ?? 0));
