// Merges jest-shaped JSON reports (the Storybook tests' chunks) into one, as one run would have
// written it. A chunk whose report is missing or unreadable counts as a suite that failed to run,
// so the merged report can never look greener than the chunks.
// Usage: node scripts/merge-jest-reports.mjs <out.json> <chunk.json>...
import fs from 'node:fs';

const [out, ...inputs] = process.argv.slice(2);
if (!out || inputs.length === 0) {
  console.error('Usage: node scripts/merge-jest-reports.mjs <out.json> <chunk.json>...');
  process.exit(2);
}

const counters = [
  'numFailedTestSuites',
  'numFailedTests',
  'numPassedTestSuites',
  'numPassedTests',
  'numPendingTestSuites',
  'numPendingTests',
  'numRuntimeErrorTestSuites',
  'numTodoTests',
  'numTotalTestSuites',
  'numTotalTests',
];
const merged = { success: true, startTime: Infinity, testResults: [], missing: [] };
for (const key of counters) merged[key] = 0;

for (const input of inputs) {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(input, 'utf8'));
  } catch {
    report = undefined;
  }
  if (typeof report?.numPassedTests !== 'number') {
    merged.success = false;
    merged.numRuntimeErrorTestSuites += 1;
    merged.missing.push(input);
    continue;
  }
  for (const key of counters) merged[key] += report[key] ?? 0;
  merged.success &&= report.success !== false;
  merged.startTime = Math.min(merged.startTime, report.startTime ?? Infinity);
  merged.testResults.push(...(report.testResults ?? []));
}
if (merged.startTime === Infinity) merged.startTime = Date.now();
fs.writeFileSync(out, JSON.stringify(merged));
if (merged.missing.length > 0) console.error(`No readable report: ${merged.missing.join(', ')}`);
