// Sends the same stories to Chromatic when CHROMATIC_PROJECT_TOKEN is set. Chromatic is in the
// cloud and cannot be reached from machines without internet: without a token this says so and
// skips (exit 0); the local visual snapshots of `pnpm test:storybook` still run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set, skipping the upload to Chromatic.');
  process.exit(0);
}

const run = (cmd, args) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;

// --stats-json writes preview-stats.json next to the build: chromatic.config.json's onlyChanged
// (TurboSnap) needs it to find the stories a change affects, and stops without it.
const built = run('pnpm', ['build-storybook', '--stats-json']);
if (built !== 0) process.exit(built);
process.exit(
  run('pnpm', [
    'exec',
    'chromatic',
    '--config-file',
    'chromatic.config.json',
    ...process.argv.slice(2),
  ]),
);
