// The slowest tests of each runner, from the reports scripts/test.sh keeps (vitest.json and
// storybook.json in jest's JSON shape, e2e.json from Playwright's JSON reporter): where a run's
// minutes go, test by test. Usage: node scripts/slowest.mjs <results-dir> [count=20]
import fs from 'node:fs';
import path from 'node:path';

const [dir, countArg = '20'] = process.argv.slice(2);
if (!dir) {
  console.error('Usage: node scripts/slowest.mjs <results-dir> [count]');
  process.exit(2);
}
const count = Number(countArg);

const read = (name) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
  } catch {
    return undefined;
  }
};

/** [milliseconds, name] of every test in a jest-shaped report. */
const jestTests = (report) =>
  (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => [
      test.duration ?? 0,
      `${path.relative(process.cwd(), file.name)} > ${test.fullName ?? test.title}`,
    ]),
  );

/** [milliseconds, name] of every test in Playwright's JSON report (suites nest). */
function playwrightTests(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        out.push([ms, `${spec.file} > ${[...titles, spec.title].join(' > ')}`]);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return out;
}

for (const [label, tests] of [
  ['unit tests (vitest)', jestTests(read('vitest.json'))],
  ['stories (test-runner)', jestTests(read('storybook.json'))],
  ['end-to-end (playwright)', playwrightTests(read('e2e.json'))],
]) {
  const total = tests.reduce((sum, [ms]) => sum + ms, 0);
  console.log(`${label}: ${tests.length} tests, ${(total / 60_000).toFixed(1)} min in tests`);
  for (const [ms, name] of tests.sort((a, b) => b[0] - a[0]).slice(0, count)) {
    console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
  }
}
