// Packs the three published packages as a registry would receive them: `pnpm pack` runs each
// package's prepack (its build) and swaps in publishConfig's exports, which point at dist/.
// Used by scripts/check-packages.mjs and tests/embedding/run.mjs; a directory that already holds
// the three tarballs (an earlier step of the same test run) is used as it is.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** name → folder, in the order they build (the client's contract imports the renderer's model). */
export const PACKAGES = {
  '@ugift/giftcard-renderer': 'packages/giftcard-renderer',
  '@ugift/ui': 'packages/ui',
  '@ugift/api-client': 'packages/api-client',
};

/** The checkout's lock on `pnpm pack`, taken with flock(1) (the packages' own tests take it too). */
function packLock() {
  const dir = path.join(root, 'node_modules', '.cache');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, 'ugift-pack.lock');
}

const tarballName = (name, version) => `${name.replace('@', '').replace('/', '-')}-${version}.tgz`;

/** The CHANGELOG.md section of one version ('' when there is none). */
export function changelogEntry(changelog, version) {
  const heading = new RegExp(`^## ${version.replaceAll('.', '\\.')}\\s*$`, 'm');
  const match = heading.exec(changelog);
  if (!match) return '';
  const rest = changelog.slice(match.index + match[0].length);
  const next = /^## /m.exec(rest);
  return (next ? rest.slice(0, next.index) : rest).trim();
}

/** Packs every package into `dir` (unless its tarball is there); returns name → tarball path. */
export function packPackages(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const tarballs = {};
  for (const [name, folder] of Object.entries(PACKAGES)) {
    const cwd = path.join(root, folder);
    const { version } = JSON.parse(fs.readFileSync(path.join(cwd, 'package.json'), 'utf8'));
    const tarball = path.join(dir, tarballName(name, version));
    if (!fs.existsSync(tarball)) {
      const started = Date.now();
      // Vitest and others export NODE_ENV=test, which would make Vite emit development JSX.
      const env = { ...process.env, NODE_ENV: 'production' };
      // One pack at a time in this checkout (the packages' own tests pack them too, in the other
      // lane of the test command): a build empties dist/ before it writes it.
      execFileSync('flock', [packLock(), 'pnpm', 'pack', '--pack-destination', dir], {
        cwd,
        env,
        stdio: 'pipe',
      });
      if (!fs.existsSync(tarball)) throw new Error(`pnpm pack of ${name} wrote no ${tarball}`);
      console.log(`packed ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    tarballs[name] = tarball;
  }
  return tarballs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? 'packs');
  for (const tarball of Object.values(packPackages(dir))) console.log(tarball);
}
