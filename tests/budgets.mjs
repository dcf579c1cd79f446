// Route budgets: what a phone downloads on a cold first visit to each measured route must stay
// within tests/budgets.json. Builds the web app, starts the real api on a fresh embedded database,
// loads each route once in Debian's chromium and fails when a route grows past a budget. Bytes,
// not times (and the number of script files): the same build gives the same figures on any machine.
// Usage: node tests/budgets.mjs   (BUDGETS_PORT moves it off 4393); the test command runs it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { launchChromium, startApp } from './bench/app.mjs';
import { kib, measureRoute, routes, shareLink } from './bench/routes.mjs';

const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'));
const port = Number(process.env.BUDGETS_PORT ?? 4393);
const { origin, stop } = await startApp(port);
const ROUTES = routes(await shareLink(origin));
const browser = await launchChromium();

// Bytes in KiB; scriptFiles is a count: every file a first load asks for costs its main thread a
// request and a module (apps/web/src/build/chunks.ts).
const KEYS = {
  scriptGzip: ['JavaScript (gzip)', 1024, kib],
  fonts: ['fonts', 1024, kib],
  total: ['total transferred', 1024, kib],
  scriptFiles: ['script files', 1, (count) => `${count} files`],
};
const results = [];
try {
  for (const route of ROUTES) {
    const budget = budgets.routes[route.name];
    if (!budget) throw new Error(`tests/budgets.json has no budget for ${route.name}`);
    const measured = await measureRoute(browser, origin, route);
    for (const [key, [label, unit, show]] of Object.entries(KEYS)) {
      if (budget[key] === undefined)
        throw new Error(`tests/budgets.json: ${route.name} has no ${key}`);
      const limit = budget[key] * unit;
      const ok = measured[key] <= limit;
      results.push({ route: route.name, label, measured: measured[key], limit, ok });
      console.log(
        `${ok ? 'ok  ' : 'OVER'} ${route.name.padEnd(16)} ${label.padEnd(18)} ${show(measured[key]).padStart(11)} of ${show(limit)}`,
      );
    }
  }
} finally {
  await browser.close();
  stop();
}

const failed = results.filter((result) => !result.ok);
if (failed.length) {
  console.log(
    `\n${failed.length} budget(s) exceeded. If the growth is deliberate, raise the budget in tests/budgets.json and say why in the commit.`,
  );
  process.exit(1);
}
process.exit(0);
