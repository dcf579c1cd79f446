// Benchmark: what a phone downloads and how long it waits for the first screen (/home).
// Builds the web app, starts the real api on a fresh embedded database (tests/e2e-server.mjs),
// then loads /home in Debian's chromium emulating a mid-range phone on a 4G connection
// (CPU slowed 4x, 9 Mbit/s down, 85 ms round trip), cold cache each run. It prints the
// JavaScript /home loads (requests, raw and gzip bytes) and the median and worst times to the
// first 'Popular' product over the runs. Usage: pnpm bench:home [runs=5]
import { gzipSync } from 'node:zlib';

import { devices } from '@playwright/test';

import { launchChromium, startApp } from './app.mjs';

const runs = Number(process.argv[2] ?? 5);
const port = Number(process.env.BENCH_PORT ?? 4391);
const { origin, stop } = await startApp(port);
const browser = await launchChromium();

const times = [];
let scripts = [];
for (let run = 0; run < runs; run++) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 85,
    downloadThroughput: (9 * 1024 * 1024) / 8,
    uploadThroughput: (1.5 * 1024 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const loaded = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    loaded.push({
      url: response.url(),
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  });
  const start = Date.now();
  await page.goto(`${origin}/ugift/home`);
  await page.locator('a[href*="/product-details"]').first().waitFor({ timeout: 60_000 });
  times.push(Date.now() - start);
  await page.waitForLoadState('networkidle');
  scripts = loaded;
  await context.close();
}
await browser.close();
stop();

const kib = (bytes) => (bytes / 1024).toFixed(1);
const sum = (key) => scripts.reduce((total, script) => total + script[key], 0);
times.sort((a, b) => a - b);
console.log(
  `/home JavaScript: ${scripts.length} requests, ${kib(sum('raw'))} KiB raw, ${kib(sum('gzip'))} KiB gzip`,
);
for (const script of scripts.sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
  console.log(`  ${kib(script.gzip).padStart(6)} KiB gzip  ${new URL(script.url).pathname}`);
}
console.log(
  `first 'Popular' row on a throttled phone (${runs} cold runs): median ${times[Math.floor(times.length / 2)]} ms, worst ${times.at(-1)} ms`,
);
process.exit(0);
