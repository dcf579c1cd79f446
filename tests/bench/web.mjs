// Benchmark: Lighthouse 12 (mobile preset: slow 4G, simulated throttling) on the measured routes
// of the built app and the real api (a fresh embedded database), with Debian's chromium, for two
// phones rather than for whatever this machine is. Lighthouse's default 4x CPU slowdown stands for
// a different phone on every machine, so the run first measures this machine's benchmark index
// (a Lighthouse run whose figures are thrown away, which also warms the server) and sets the CPU
// slowdown to index / phone's index for a mid-tier phone (1,000, the reference DevTools uses for a
// Pixel 5) and a low-tier one (264, a Moto G4 Power 2022). For each phone it runs each route
// `runs` times and prints the medians: performance score, first and largest contentful paint,
// total blocking time, layout shift, and the bytes by kind, with the index and multiplier used.
// Usage: pnpm bench:web [runs=3]   (BENCH_PORT moves it off 4394; CHROMIUM_PATH another chromium;
// BENCH_REPORTS=folder keeps each run's Lighthouse report there, as route-run.json;
// BENCH_ROUTES=home,product-details measures only those routes)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';

import { keepJson, startApp } from './app.mjs';
import { kib, routes, shareLink } from './routes.mjs';

const runs = Number(process.argv[2] ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4394);
const { origin, stop } = await startApp(port);
const only = process.env.BENCH_ROUTES?.split(',');
const ROUTES = routes(await shareLink(origin)).filter(
  (route) => !only || only.includes(route.name),
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// Lighthouse now and then fails to record a page load's trace (NO_NAVSTART, NO_FCP: "Please
// run Lighthouse again"); such a run is run again, at most twice, and the retries are reported.
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED']);
let retries = 0;
async function measure(url, cpuSlowdownMultiplier) {
  for (let attempt = 0; ; attempt++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cpuSlowdownMultiplier === undefined
        ? {}
        : { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } }),
    });
    if (!lhr.runtimeError) return lhr;
    if (attempt >= 2 || !RETRIED_ERRORS.has(lhr.runtimeError.code)) {
      throw new Error(`${url}: ${lhr.runtimeError.message}`);
    }
    retries += 1;
  }
}

/** The phones a run stands for: Lighthouse's benchmark index of each (higher is faster). */
const PHONES = [
  { name: 'mid-tier phone (Pixel 5 class)', index: 1000 },
  { name: 'low-tier phone (Moto G4 Power 2022 class)', index: 264 },
];

const benchmarkIndexes = [];
const tables = [];
let machineIndex = 0;
try {
  // This machine's benchmark index, from one default run of the first route (thrown away).
  machineIndex = (await measure(origin + ROUTES[0].path)).environment.benchmarkIndex;
  benchmarkIndexes.push(machineIndex);
  for (const phone of PHONES) {
    const multiplier = machineIndex / phone.index;
    const rows = [];
    for (const route of ROUTES) {
      const samples = [];
      for (let run = 0; run < runs; run++) {
        const lhr = await measure(origin + route.path, multiplier);
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
        keepJson(process.env.BENCH_REPORTS, `${route.name}-${phone.index}-${run + 1}.json`, lhr);
        const audit = (id) => lhr.audits[id].numericValue;
        const summary = Object.fromEntries(
          lhr.audits['resource-summary'].details.items.map((item) => [
            item.resourceType,
            item.transferSize,
          ]),
        );
        samples.push({
          score: Math.round(lhr.categories.performance.score * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          script: summary.script ?? 0,
          font: summary.font ?? 0,
          total: summary.total ?? 0,
        });
      }
      const m = (key) => median(samples.map((sample) => sample[key]));
      rows.push({
        route:
          route.name === 'giftcard-share' ? '/ugift/giftcard-share?id=(seed gift)' : route.path,
        score: m('score'),
        scores: samples.map((sample) => sample.score).join(', '),
        fcp: `${(m('fcp') / 1000).toFixed(1)} s`,
        lcp: `${(m('lcp') / 1000).toFixed(1)} s`,
        // Blocking time varies most from run to run: each run's is shown.
        tbt: `${Math.round(m('tbt'))} ms (${samples.map((sample) => Math.round(sample.tbt)).join(', ')})`,
        cls: m('cls').toFixed(3),
        script: kib(m('script')),
        font: kib(m('font')),
        total: kib(m('total')),
      });
    }
    tables.push({ phone, multiplier, rows });
  }
} finally {
  await chrome.kill();
  stop();
}

console.log(`Lighthouse ${lighthouse.version ?? 12} mobile, median of ${runs} run(s) per route.`);
console.log(`This machine's benchmark index: ${Math.round(machineIndex)} (the calibration run).`);
for (const { phone, multiplier, rows } of tables) {
  console.log(
    `\n${phone.name}: benchmark index ${phone.index}, CPU slowdown ${multiplier.toFixed(2)}x`,
  );
  console.log(
    '| route | score (runs) | FCP | LCP | TBT (runs) | CLS | JavaScript | fonts | total |\n|---|---|---|---|---|---|---|---|---|',
  );
  for (const row of rows) {
    console.log(
      `| ${row.route} | ${row.score} (${row.scores}) | ${row.fcp} | ${row.lcp} | ${row.tbt} | ${row.cls} | ${row.script} | ${row.font} | ${row.total} |`,
    );
  }
}
// The index moves with what else the machine runs: its spread says how steady the run was.
const sorted = [...benchmarkIndexes].sort((a, b) => a - b);
console.log(
  `\nThe benchmark index over every run: median ${Math.round(median(sorted))}, from ${Math.round(sorted[0])} to ${Math.round(sorted.at(-1))}`,
);
if (retries) console.log(`Runs Lighthouse failed to record and ran again: ${retries}`);
process.exit(0);
