// The installable app (issue 25): the manifest and service worker as Chromium judges them, and a
// new build offered with 'A new version is available' and Reload, after which the page runs the
// new build (never a stale index.html).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { chromium, devices } from '@playwright/test';

import { expect, type Page, serviceWorkerControls, test } from './fixtures';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
/** The entry script the built index.html on disk loads (its name carries the build's hash). */
const builtEntry = (webRoot: string) =>
  /<script type="module" crossorigin src="([^"]+)"/.exec(
    fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8'),
  )?.[1];

/**
 * Waits for the new build's worker to be installed and waiting: its registration's `updatefound`,
 * then the worker leaving the `installing` state (it precaches the whole new build first, which a
 * busy machine does late). Bounded by the test's timeout, never a fixed time.
 */
async function newWorkerWaiting(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (registration.waiting) return;
    const worker =
      registration.installing ??
      (await new Promise<ServiceWorker>((resolve) => {
        registration.addEventListener('updatefound', () => resolve(registration.installing!), {
          once: true,
        });
      }));
    if (worker.state !== 'installing') return;
    await new Promise<void>((resolve) => {
      worker.addEventListener('statechange', () => resolve(), { once: true });
    });
  });
}

test.describe('the installable app', () => {
  test.setTimeout(240_000);

  test('has a manifest Chromium accepts and no installability errors', async ({ baseURL }) => {
    // Chromium refuses to install from a context without a profile ('in-incognito', which every
    // browser.newContext is): this one gets a profile of its own, as a phone's browser has.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-e2e-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...devices['Pixel 7'],
      executablePath: test.info().project.use.launchOptions?.executablePath ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) {
          violations.push(message.text());
        }
      });
      await page.goto('home');
      await serviceWorkerControls(page);
      const manifest = await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
        return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
      });
      expect(manifest).toMatchObject({
        start_url: '/ugift/home',
        scope: '/ugift/',
        display: 'standalone',
      });
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  test('offers a new build with Reload, then runs it', async ({ page, server }) => {
    // The app this worker's api serves (tests/e2e-server.mjs copied the build there).
    const { webRoot } = server;
    await page.goto('home');
    await serviceWorkerControls(page);
    const before = builtEntry(webRoot);
    expect(await page.locator('script[type="module"]').getAttribute('src')).toBe(before);

    // A new build in place (another release id: every chunk and index.html change).
    await run(
      'pnpm',
      ['--filter', '@ugift/web', 'exec', 'vite', 'build', '--outDir', webRoot, '--emptyOutDir'],
      {
        cwd: root,
        env: { ...process.env, BASE_PATH: '/ugift/', VITE_RELEASE: `e2e-update-${Date.now()}` },
      },
    );
    const after = builtEntry(webRoot);
    expect(after).not.toBe(before);

    // The open page keeps its version and asks; a navigation checks for a new worker.
    await page.goto('vouchers');
    await newWorkerWaiting(page);
    const banner = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    expect(await page.locator('script[type="module"]').getAttribute('src')).toBe(before);

    await banner.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('script[type="module"]')).toHaveAttribute('src', after!, {
      timeout: 30_000,
    });
    await expect(page.getByRole('heading', { name: 'Wallet' })).toBeVisible();
    await expect(banner).toBeHidden();
    // Offline from now on, the new shell is what the worker answers.
    await page.context().setOffline(true);
    await page.goto('home');
    expect(await page.locator('script[type="module"]').getAttribute('src')).toBe(after);
    await page.context().setOffline(false);
  });
});
