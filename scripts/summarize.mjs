// Totals the results every runner wrote and prints one plain line: "N passed, N failed, N skipped".
// Usage: node scripts/summarize.mjs <results-dir>
// Files: checks.tsv (one "name<TAB>passed|failed" line per non-test check, such as typecheck),
// steps.tsv (each step's wall and CPU seconds),
// vitest.json and storybook.json (jest's JSON shape), e2e.json (Playwright's JSON reporter).
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];

const read = (name) => {
  const file = path.join(dir, name);
  if (!fs.existsSync(file)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

const checks = path.join(dir, 'checks.tsv');
if (fs.existsSync(checks)) {
  for (const row of fs.readFileSync(checks, 'utf8').split('\n').filter(Boolean)) {
    const [name, status] = row.split('\t');
    if (status === 'passed') passed += 1;
    else failed += 1;
    lines.push(`${name}: ${status}`);
  }
}

for (const [name, label] of [
  ['vitest.json', 'unit tests (vitest)'],
  ['storybook.json', 'stories (test-runner)'],
]) {
  const report = read(name);
  // Every runner must leave a report: a runner that never got to write one has failed.
  if (report === undefined || report === null || typeof report.numPassedTests !== 'number') {
    failed += 1;
    lines.push(`${label}: no readable report`);
    continue;
  }
  const s = report.numPendingTests + (report.numTodoTests ?? 0);
  // A suite that failed to load counts as a failure even when no test inside it ran.
  const f = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  passed += report.numPassedTests;
  failed += f;
  skipped += s;
  lines.push(`${label}: ${report.numPassedTests} passed, ${f} failed, ${s} skipped`);
}

const e2e = read('e2e.json');
{
  if (!e2e?.stats) {
    failed += 1;
    lines.push('end-to-end (playwright): no readable report');
  } else {
    const { expected, unexpected, flaky, skipped: sk } = e2e.stats;
    const f = unexpected + flaky + (e2e.errors?.length ?? 0);
    passed += expected;
    failed += f;
    skipped += sk;
    lines.push(`end-to-end (playwright): ${expected} passed, ${f} failed, ${sk} skipped`);
  }
}

// Each step's minutes, wall and CPU (steps.tsv: "name<TAB>wall seconds<TAB>CPU seconds", written
// by scripts/test.sh), before the totals: the summary line stays the last line.
const steps = path.join(dir, 'steps.tsv');
if (fs.existsSync(steps)) {
  const minutes = (seconds) => (seconds === '' ? '' : (Number(seconds) / 60).toFixed(1));
  console.log('');
  console.log('  minutes (wall, CPU):');
  for (const row of fs.readFileSync(steps, 'utf8').split('\n').filter(Boolean)) {
    const [name, wall, cpu = ''] = row.split('\t');
    const cpuText = cpu === '' ? '' : `, ${minutes(cpu)} CPU`;
    console.log(`    ${name.padEnd(28)} ${minutes(wall).padStart(5)} wall${cpuText}`);
  }
}

console.log('');
for (const line of lines) console.log(`  ${line}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
