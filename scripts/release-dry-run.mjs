// What `pnpm release` would publish, without publishing: each package's version and the changelog
// entry written for it, and a check that they agree (the version has its own CHANGELOG section and
// no changeset is still pending, which would make the next release another version).
// Usage: pnpm release:dry-run
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { changelogEntry, PACKAGES, root } from './pack-packages.mjs';

const problems = [];
const pending = fs
  .readdirSync(path.join(root, '.changeset'))
  .filter((name) => name.endsWith('.md') && name !== 'README.md');
if (pending.length > 0)
  problems.push(`pending changesets (run pnpm changeset version first): ${pending.join(', ')}`);

for (const [name, folder] of Object.entries(PACKAGES)) {
  const dir = path.join(root, folder);
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const entry = changelogEntry(fs.readFileSync(path.join(dir, 'CHANGELOG.md'), 'utf8'), version);
  if (!entry) problems.push(`${name}: CHANGELOG.md has no section for ${version}`);
  console.log(`\n=== ${name}@${version} (would publish)\n${entry || '(no changelog entry)'}`);
}

// Changesets' own view: it must have nothing left to bump. --since HEAD: on a branch, the plain
// status also fails for packages changed since main without a changeset, which is not a release.
try {
  const status = execFileSync('pnpm', ['exec', 'changeset', 'status', '--since', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  console.log(`\n${status.trim()}`);
  if (/Packages to be bumped/.test(status)) problems.push('changeset status has packages to bump');
} catch (error) {
  problems.push(`changeset status failed: ${String(error.stderr || error.message).trim()}`);
}

if (problems.length > 0) {
  console.error(`\nrelease dry run: ${problems.join('; ')}`);
  process.exit(1);
}
console.log('\nrelease dry run: versions, changelogs and changesets agree');
