// Builds Storybook, serves the static build on a local port and runs every story as a test
// with @storybook/test-runner (play functions, axe, visual snapshots) in Debian's chromium.
// Extra arguments go to the test-runner (for example -u to update baselines deliberately).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// STORYBOOK_OUT_DIR: a build of this run's own (the test command builds once and runs its shards
// on it); otherwise storybook-static in the repo, shared by the runs on this machine.
const outDir = path.resolve(process.env.STORYBOOK_OUT_DIR ?? path.join(root, 'storybook-static'));
const sharedBuild = !process.env.STORYBOOK_OUT_DIR;
// A free port by default, so that two runs on one machine do not collide.
const requestedPort = Number(process.env.STORYBOOK_TEST_PORT ?? 0);
// --build-only: build Storybook and stop (the test command then runs shards of the tests on it).
const buildOnly = process.argv.includes('--build-only');
const args = process.argv.slice(2).filter((arg) => arg !== '--build-only');

// One build-and-test at a time on a machine when they share storybook-static: parallel runs would
// overwrite each other's build. A build of the run's own needs no lock.
if (sharedBuild) {
  const lockDir = path.join(root, 'node_modules', '.cache', 'ugift-test-storybook.lock');
  fs.mkdirSync(path.dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      fs.writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      break;
    } catch {
      let holder = 0;
      try {
        holder = Number(fs.readFileSync(path.join(lockDir, 'pid'), 'utf8'));
        process.kill(holder, 0);
      } catch {
        // The holder is gone (or never wrote its pid): take the lock over.
        if (!holder || Date.now() - fs.statSync(lockDir).mtimeMs > 5000) {
          fs.rmSync(lockDir, { recursive: true, force: true });
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  const releaseLock = () => fs.rmSync(lockDir, { recursive: true, force: true });
  process.on('exit', releaseLock);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => process.exit(130));
}

if (buildOnly || !process.env.SKIP_STORYBOOK_BUILD || !fs.existsSync(outDir)) {
  const build = spawnSync('pnpm', ['exec', 'storybook', 'build', '-o', outDir, '--quiet'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  if (buildOnly) process.exit(0);
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
};

const server = http.createServer((req, res) => {
  const urlPath = decodeURIComponent((req.url ?? '/').split('?')[0]);
  let file = path.join(outDir, urlPath);
  if (!file.startsWith(outDir)) {
    res.writeHead(403).end();
    return;
  }
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
  fs.readFile(file, (error, body) => {
    if (error) {
      res.writeHead(404).end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  });
});

await new Promise((resolve) => server.listen(requestedPort, '127.0.0.1', resolve));
const { port } = server.address();

const ci = process.env.CI ? ['--ci'] : [];
const runner = spawn(
  'pnpm',
  [
    'exec',
    'test-storybook',
    '--url',
    `http://127.0.0.1:${port}`,
    // STORYBOOK_TEST_WORKERS: the test command's shards take one browser each.
    `--maxWorkers=${process.env.STORYBOOK_TEST_WORKERS ?? 2}`,
    ...ci,
    ...args,
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } },
);
// A baseline whose story is gone (renamed, deleted) would sit in the repo unchecked: name them.
function orphanBaselines() {
  const index = JSON.parse(fs.readFileSync(path.join(outDir, 'index.json'), 'utf8'));
  const ids = new Set(Object.keys(index.entries));
  const dir = path.join(root, '.storybook', '__snapshots__');
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.png'))
    .filter((file) => !ids.has(file.slice(0, -'.png'.length).replace(/--(cn|jp)$/, '')));
}

runner.on('exit', (code) => {
  server.close();
  const orphans = orphanBaselines();
  if (orphans.length > 0) {
    console.error(`Baselines without a story (remove them):\n  ${orphans.join('\n  ')}`);
    process.exit(code || 1);
  }
  process.exit(code ?? 1);
});
