// Lints the three published packages as packed (scripts/pack-packages.mjs): `publint --strict`
// on each unpacked tarball and `attw --profile esm-only` (node16 from ESM and bundler resolution)
// on each tarball. Exits non-zero when either finds a problem.
// Usage: node scripts/check-packages.mjs [dir]   (dir keeps the tarballs; a temporary one otherwise)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { packPackages, root } from './pack-packages.mjs';

const dir = process.argv[2]
  ? path.resolve(process.argv[2])
  : fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-packs-'));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
let failures = 0;

function run(label, command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  const ok = result.status === 0;
  console.log(`${ok ? 'ok' : 'FAILED'}: ${label}`);
  if (!ok) {
    failures += 1;
    console.log(result.stdout, result.stderr);
  }
}

for (const [name, tarball] of Object.entries(packPackages(dir))) {
  const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-unpacked-'));
  try {
    fs.mkdirSync(path.join(unpacked, 'package'));
    spawnSync('tar', ['-xzf', tarball, '-C', unpacked]);
    run(`publint --strict ${name}`, bin('publint'), ['--strict', path.join(unpacked, 'package')]);
    run(`attw --profile esm-only ${name}`, bin('attw'), [tarball, '--profile', 'esm-only']);
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true });
  }
}
if (!process.argv[2]) fs.rmSync(dir, { recursive: true, force: true });
process.exit(failures === 0 ? 0 : 1);
