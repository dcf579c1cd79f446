// Every journey runs with the api's Content-Security-Policy on (the api serves the built app) and
// fails when a page of it reports a violation: blocked scripts, styles, pictures or requests show
// up here instead of silently breaking a screen. Pages a journey opens in contexts of its own are
// watched too.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect };
export type { APIRequestContext, Page } from '@playwright/test';

const VIOLATION = /Content[- ]Security[- ]Policy|Refused to (load|execute|apply|connect|frame)/i;

function watch(context: BrowserContext, violations: string[]) {
  const onPage = (page: Page) => {
    page.on('console', (message) => {
      if (VIOLATION.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
  };
  context.pages().forEach(onPage);
  context.on('page', onPage);
}

/** The journeys' base port: worker N's api listens on it plus N (E2E_PORT, 4310 by default). */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4310);

/** An api of its own serving the built app (tests/e2e-server.mjs), with a database of its own. */
export interface E2eServer {
  port: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Where the app it serves was copied (a journey rebuilds it there: pwa.spec.ts). */
  webRoot: string;
  process: ChildProcess;
}

/**
 * Starts tests/e2e-server.mjs on `port` with `env` added (SEED_DEMO=false for an empty shop) and
 * resolves once the api says it listens; rejects with its output when it exits first.
 */
export function startE2eServer(port: number, env: Record<string, string> = {}): Promise<E2eServer> {
  const child = spawn('node', [path.join(import.meta.dirname, '..', 'e2e-server.mjs')], {
    env: { ...process.env, E2E_PORT: String(port), BASE_PATH: '/ugift/', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: stopping it stops pnpm and the api under it too.
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server listening at')) {
        child.stdout!.off('data', onData);
        child.off('exit', onExit);
        child.stdout!.resume();
        child.stderr!.resume();
        resolve({
          port,
          origin: `http://127.0.0.1:${port}`,
          webRoot: path.join(os.tmpdir(), `ugift-e2e-web-${port}`),
          process: child,
        });
      }
    };
    const onExit = (code: number | null) =>
      reject(new Error(`the e2e api on port ${port} exited (${code}):\n${output.slice(-2000)}`));
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', onExit);
  });
}

/**
 * Stops a server startE2eServer started as a deploy would: SIGTERM to tests/e2e-server.mjs, which
 * passes one to the api and exits with it once the api has drained and closed its database (a
 * second signal would end the api at once). Then nothing of its process group is left.
 */
export async function stopE2eServer(server: E2eServer | undefined): Promise<void> {
  const child = server?.process;
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // The group is empty: the api ended with it.
  }
}

/** A worker's api: the one serving the journey file it runs, on the worker's own port. */
interface WorkerApi {
  port: number;
  /** A data directory the api seeded, stopped and left: every file starts on a copy of it. */
  template: string;
  current?: { file: string; server: E2eServer; dataDir: string };
}

/** Stops the worker's api of the file before, if any, and removes its data. */
async function retire(api: WorkerApi) {
  if (!api.current) return;
  await stopE2eServer(api.current.server);
  fs.rmSync(api.current.dataDir, { recursive: true, force: true });
  api.current = undefined;
}

export const test = base.extend<
  { cspViolations: string[]; server: E2eServer },
  { workerApi: WorkerApi }
>({
  // Each worker has an api of its own, and each journey file starts on a fresh copy of the seeded
  // database with a fresh copy of the app: what a file does (a basket emptied, friends made, the
  // api's clock moved, the app rebuilt in place by pwa.spec.ts) never reaches another file, in
  // whatever order and worker the files run. The seed is made once per worker: the api seeds a
  // new data directory, is stopped, and every file's api starts on a copy of it.
  workerApi: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies here
    async ({}, use, workerInfo) => {
      const port = E2E_BASE_PORT + workerInfo.parallelIndex;
      const template = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-e2e-seeded-'));
      await stopE2eServer(await startE2eServer(port, { E2E_DATA_DIR: template }));
      const api: WorkerApi = { port, template };
      await use(api);
      await retire(api);
      fs.rmSync(template, { recursive: true, force: true });
    },
    // Copying the build and starting PGlite with the seed, on a busy machine.
    { scope: 'worker', timeout: 180_000 },
  ],
  server: [
    async ({ workerApi }, use, testInfo) => {
      if (workerApi.current?.file !== testInfo.file) {
        await retire(workerApi);
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-e2e-data-'));
        fs.cpSync(workerApi.template, dataDir, { recursive: true });
        const server = await startE2eServer(workerApi.port, { E2E_DATA_DIR: dataDir });
        workerApi.current = { file: testInfo.file, server, dataDir };
      }
      await use(workerApi.current.server);
    },
    { timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(`${server.origin}/ugift/`),
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      watch(context, violations);
      // Contexts a journey makes itself (a friend on another phone) are watched as well.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const made = await newContext(...args);
        watch(made, violations);
        return made;
      };
      await use(violations);
      browser.newContext = newContext;
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until the app has drawn or hydrated the page (RootLayout marks <html data-app-ready>).
 * A page the server drew shows its buttons, fields and tabs before the app has hydrated them: a
 * tap or a key press before then does nothing (seen on a busy machine: a tab clicked on the
 * server's /categories stayed unselected, an error thrown on the server's /home went unreported).
 */
export async function appReady(page: Page) {
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
}

/** Logs in through the login screen as a seeded demo member and lands on `from`. */
export async function loginAs(
  page: Page,
  member: { phone: string; password: string },
  from: string,
) {
  await page.goto(`login?from=${encodeURIComponent(from)}`);
  await page.getByLabel('Phone number').fill(member.phone);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${from.replace(/[?]/g, '\\?')}$`), { timeout: 30_000 });
}

/**
 * Closes the home's promo popup: one a visit, opened once the home's content is drawn and the
 * browser is idle. While it is open the page behind it is hidden from the accessibility tree, so
 * a journey that reads the home waits for it and closes it first. `close` names the dialog's
 * close button in the page's language.
 */
export async function closePromoPopup(page: Page, close = 'Close') {
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: close }).first().click();
  await expect(popup).toBeHidden();
}

/**
 * Waits until an active service worker of the app controls the page: for the `controllerchange`
 * event its `clients.claim()` fires and for the worker's `activated` state, never a fixed time
 * (installing precaches every chunk, which a busy machine does late). Bounded by the test's own
 * timeout only.
 */
export async function serviceWorkerControls(page: Page) {
  await page.evaluate(async () => {
    const workers = navigator.serviceWorker;
    const changed = new Promise<void>((resolve) => {
      workers.addEventListener('controllerchange', () => resolve(), { once: true });
    });
    const registration = await workers.ready;
    if (!workers.controller) await changed;
    const active = registration.active;
    if (active && active.state !== 'activated') {
      await new Promise<void>((resolve) => {
        active.addEventListener('statechange', () => {
          if (active.state === 'activated') resolve();
        });
      });
    }
  });
}

/**
 * Waits until every finite animation on the page has finished (a dialog's opening, a card that
 * unfolds): axe measures contrast on what is painted, so it scans once they are done. Endless
 * animations (spinners) are left out, as they never finish.
 */
export async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The operator key the journeys' api is started with (tests/e2e-server.mjs, OPERATOR_KEY). */
export const OPERATOR_KEY = 'e2e-operator-key-not-a-secret-0123456789';

/**
 * A real PNG file (signature, IHDR, deflated IDAT, IEND) of width x height, 8-bit RGB, each pixel
 * from `rgb`: made here so that nothing is fetched and no fixture file is needed.
 */
export function pngOf(width: number, height: number, rgb: (x: number, y: number) => number[]) {
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0); // no filter
    for (let x = 0; x < width; x += 1) rows.push(...rgb(x, y));
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real PNG photo: a 48x48 gradient. */
export function pngPhoto(): Buffer {
  return pngOf(48, 48, (x, y) => [230, 80 + ((x * 3) % 150), 120 + ((y * 2) % 120)]);
}

/**
 * Pays the order on the checkout confirmation at the api's sandbox cashier (Place Order, Confirm
 * payment) and waits for the app's Payment Success; answers the order's id.
 */
export async function payAtSandboxCashier(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Ugift sandbox cashier' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/payment-status\?id=/);
  await expect(page.getByText('Payment Success')).toBeVisible();
  return new URL(page.url()).searchParams.get('id')!;
}
