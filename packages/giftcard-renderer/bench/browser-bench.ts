/* eslint-disable no-console -- a benchmark reports on the terminal */
// The 20-overlay card mounted in Chromium (React production build, layout forced): bundles
// browser-entry.tsx with Vite into a temp directory and runs it in /usr/bin/chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { chromium } from 'playwright';
import { build } from 'vite';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-renderer-bench-'));
await build({
  configFile: false,
  logLevel: 'warn',
  root: import.meta.dirname,
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: out,
    emptyOutDir: true,
    lib: {
      entry: path.join(import.meta.dirname, 'browser-entry.tsx'),
      formats: ['es'],
      fileName: 'bench',
    },
    minify: true,
  },
});
fs.writeFileSync(
  path.join(out, 'index.html'),
  '<!doctype html><html><body><script type="module" src="./bench.js"></script></body></html>',
);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--allow-file-access-from-files'],
});
try {
  const page = await browser.newPage({ viewport: { width: 480, height: 860 } });
  await page.goto(`file://${path.join(out, 'index.html')}`);
  const times = await page.waitForFunction(
    () => (window as unknown as { benchResult?: number[] }).benchResult,
    null,
    {
      timeout: 120_000,
    },
  );
  const values = ((await times.jsonValue()) as number[]).sort((a, b) => a - b);
  const mean = values.reduce((sum, t) => sum + t, 0) / values.length;
  const at = (q: number) => values[Math.floor(values.length * q)]!;
  console.log(
    `chromium mount + layout, 20 overlays: mean ${mean.toFixed(3)} ms, median ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms (${values.length} runs)`,
  );
} finally {
  await browser.close();
  fs.rmSync(out, { recursive: true, force: true });
}
