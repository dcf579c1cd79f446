// Before the journeys: one build of the app for every worker's api (tests/e2e-server.mjs copies
// it). The test command builds once for the journeys and the budgets (TEST_BUILD_DIR); a run of
// its own (`pnpm test:e2e`) builds here, once, into a folder removed at the end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { buildApp } from './build-app.mjs';

export default function globalSetup() {
  if (process.env.TEST_BUILD_DIR) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-e2e-build-'));
  const status = buildApp(path.join(dir, 'web'), process.env.BASE_PATH ?? '/ugift/');
  if (status !== 0) throw new Error(`the app's build failed (${status})`);
  // Workers start after this and inherit it.
  process.env.TEST_BUILD_DIR = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
