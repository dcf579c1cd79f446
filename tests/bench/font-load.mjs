// Measurement: the font bytes a first visit to /home downloads, in English and in Japanese.
// Builds the web app, starts the real api on a fresh embedded database (tests/e2e-server.mjs),
// then loads /home in Debian's chromium with a cold cache (a new browser context and the cache
// disabled), once per language (the stored I18N_LANGUAGE choice, as the language chooser leaves
// it), waits until the network is idle and document.fonts is ready, and sums what the font
// requests transferred. It also prints the stylesheets (where the @font-face rules are), raw and
// gzip, split into those the HTML links (they block the first paint) and those scripts add later.
// Usage: pnpm bench:fonts (BENCH_PORT to move it off 4392).
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { devices } from '@playwright/test';

import { launchChromium, startApp } from './app.mjs';

const port = Number(process.env.BENCH_PORT ?? 4392);
const { origin, stop } = await startApp(port);
const browser = await launchChromium();

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One cold load of /home in `language`: every font and stylesheet response with its bytes. */
async function visit(language) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  await context.addInitScript((value) => {
    localStorage.setItem('I18N_LANGUAGE', JSON.stringify(value));
  }, language);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  const initiators = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, initiator }) => {
    initiators.set(requestId, initiator.type);
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    // A stylesheet the HTML links (parser) blocks the first paint; one a script adds does not.
    const blocking = initiators.get(requestId) === 'parser';
    requests.set(requestId, { type, url: response.url, transferred: 0, blocking });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) request.transferred = encodedDataLength;
  });
  await page.goto(`${origin}/ugift/home`);
  await page.locator('a[href*="/product-details"]').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
  const lang = await page.evaluate(() => document.documentElement.lang);
  const fonts = [...requests.values()].filter((request) => request.type === 'Font');
  const sheets = [];
  for (const [requestId, request] of requests) {
    if (request.type !== 'Stylesheet') continue;
    const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
    const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
    sheets.push({ ...request, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  await context.close();
  return { language, lang, fonts, sheets };
}

const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);
for (const language of ['eng', 'jp']) {
  const { lang, fonts, sheets } = await visit(language);
  console.log(
    `/home in ${language} (<html lang="${lang}">): ${fonts.length} font files, ${kib(sum(fonts, 'transferred'))} transferred`,
  );
  for (const font of fonts.sort((a, b) => b.transferred - a.transferred)) {
    console.log(
      `  ${kib(font.transferred).padStart(11)}  ${path.basename(new URL(font.url).pathname)}`,
    );
  }
  for (const blocking of [true, false]) {
    const some = sheets.filter((sheet) => sheet.blocking === blocking);
    console.log(
      `  stylesheets ${blocking ? 'linked by the HTML (block the first paint)' : 'added by scripts (after)'}: ${some.length}, ${kib(sum(some, 'raw'))} raw, ${kib(sum(some, 'gzip'))} gzip`,
    );
  }
}
await browser.close();
stop();
process.exit(0);
