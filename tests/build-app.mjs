// Builds what the end-to-end journeys and the route budgets run: the web app for production under
// a base path, and the api compiled as production starts it (apps/api/dist/main.js).
// `node tests/build-app.mjs <dir>` builds once into <dir>/web (scripts/test.sh: TEST_BUILD_DIR),
// so that tests/e2e-server.mjs copies that build instead of making its own for every user.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Builds the web app into `webRoot` and the api; returns 0 or the failed build's status. */
export function buildApp(webRoot, basePath) {
  const web = spawnSync(
    'pnpm',
    ['--filter', '@ugift/web', 'exec', 'vite', 'build', '--outDir', webRoot, '--emptyOutDir'],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, BASE_PATH: basePath },
    },
  );
  if (web.status !== 0) return web.status ?? 1;
  const api = spawnSync('pnpm', ['--filter', '@ugift/api', 'build'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return api.status ?? 1;
}

if (process.argv[1] === import.meta.filename) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: node tests/build-app.mjs <dir>');
    process.exit(2);
  }
  process.exit(buildApp(path.join(path.resolve(dir), 'web'), process.env.BASE_PATH ?? '/ugift/'));
}
