import { defineConfig, devices } from '@playwright/test';

export const basePath = '/ugift/';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * End-to-end journeys in Debian's chromium against the built web app, served by the real api
 * under a non-root base path. Each worker starts an api of its own with a fresh embedded database
 * (the `server` fixture of e2e/fixtures.ts, on E2E_PORT plus the worker's index; it sets each
 * test's baseURL), so journeys in two workers share no member, basket or clock. The app is built
 * once before them (e2e-global-setup.mjs) unless the test command built it (TEST_BUILD_DIR).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  globalSetup: './e2e-global-setup.mjs',
  // A file's journeys run in order in one worker (some build on the one before). One worker by
  // default: two (E2E_WORKERS=2) took the journeys from 9.3 to 19.3 minutes in the test command,
  // beside its unit tests, and slowed the typecheck and lint there by 1.8 and 3.3 times: the two
  // cores were already busy. On an otherwise idle machine two workers can still help.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A journey's bound, not a wait: a whole journey on a busy machine took over a minute where it
  // takes 20 s alone (Playwright's default, 30 s, failed journeys that were only slow).
  timeout: 120_000,
  // An assertion waits for its state, up to this bound: a busy machine answers a login or
  // draws a screen seconds later than an idle one (5 s, Playwright's default, was met late there).
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME }]]
    : [['list']],
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    // A failed journey keeps its trace: every action with the page's DOM before and after it. Not
    // the screencast (screenshots: false): Chromium encoding a frame each time the page changed,
    // in every journey, for the few that fail.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
});
