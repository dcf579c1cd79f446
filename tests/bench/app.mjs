// What the benchmarks share: the built web app on the real api (tests/e2e-server.mjs, a fresh
// embedded database) under /ugift/, and Debian's chromium.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { chromium } from '@playwright/test';

/** Builds the web app, starts the api on `port` and waits for it; `stop()` ends both. */
export async function startApp(port) {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn('node', [path.join(import.meta.dirname, '..', 'e2e-server.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: String(port), BASE_PATH: '/ugift/' },
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  await waitForHealth(origin, 180);
  return { origin, stop };
}

/** Waits until the api at origin answers its health check; throws after `seconds`. */
export async function waitForHealth(origin, seconds = 120) {
  for (let i = 0; ; i++) {
    if (i > seconds * 4) throw new Error(`${origin} did not start within ${seconds} s`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Debian's chromium (CHROMIUM_PATH to use another), without its background traffic. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Keeps `value` as JSON in the folder an option names (e.g. BENCH_REPORTS), if it names one. */
export function keepJson(folder, name, value) {
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, name), JSON.stringify(value));
}
