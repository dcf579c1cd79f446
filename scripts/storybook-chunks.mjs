// Splits the Storybook tests into chunks of about equal work, for the test command's two lanes to
// take from one queue (scripts/test.sh): whichever lane is free first takes the next chunk, so the
// lanes end together whatever their other steps took. (Two fixed shards ended minutes apart when
// one lane's steps grew.)
//
// A story's work is its captures: the first render and play, then a remount and check in each
// other language (the baselines in .storybook/__snapshots__ name its modes: <id>, <id>--cn,
// <id>--jp).
//
// Usage: node scripts/storybook-chunks.mjs <storybook build dir> <chunks>
// Prints one chunk a line: the story files' paths as test-runner patterns (anchored regexps).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** A remount in another language costs less than the first visit (no page setup, no loaders'
 * first fetch of fonts): about 0.6 of it, measured on the screens' stories. */
const REMOUNT = 0.6;

/** Every story file of the build, with its work. */
function storyFiles(buildDir, snapshotsDir = path.join(root, '.storybook', '__snapshots__')) {
  const index = JSON.parse(fs.readFileSync(path.join(buildDir, 'index.json'), 'utf8'));
  const baselines = new Set(fs.readdirSync(snapshotsDir));
  const work = new Map();
  // Stories only: the test-runner makes no test of a docs page (a chunk of docs pages alone would
  // fail as "no tests found").
  for (const entry of Object.values(index.entries)) {
    if (entry.type !== 'story') continue;
    const file = path.resolve(root, entry.importPath);
    let cost = 1;
    for (const mode of ['cn', 'jp']) {
      if (baselines.has(`${entry.id}--${mode}.png`)) cost += REMOUNT;
    }
    work.set(file, (work.get(file) ?? 0) + cost);
  }
  return [...work].map(([file, cost]) => ({ file, cost }));
}

/**
 * Deals the files into chunks whose work falls off linearly (for four, shares of the whole of 33,
 * 28, 22 and 17 in a hundred), each file to the chunk furthest below its share. Taken in that order,
 * the big chunks go first and the last ones are short: the lane that ends first waits at most
 * about the last chunk for the other.
 */
function chunk(files, count) {
  const total = files.reduce((sum, file) => sum + file.cost, 0);
  // Shares falling off linearly from the first chunk to the last, summing to one.
  const weights = Array.from({ length: count }, (_, i) => count + 1 - i * (count / (count + 1)));
  const sum = weights.reduce((a, b) => a + b, 0);
  const chunks = weights.map((weight) => ({ target: (total * weight) / sum, cost: 0, files: [] }));
  for (const file of [...files].sort((a, b) => b.cost - a.cost || a.file.localeCompare(b.file))) {
    const furthest = chunks.reduce((best, c) =>
      c.target - c.cost > best.target - best.cost ? c : best,
    );
    furthest.files.push(file.file);
    furthest.cost += file.cost;
  }
  return chunks.filter((c) => c.files.length > 0);
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const [buildDir, count] = process.argv.slice(2);
if (!buildDir || !Number(count)) {
  console.error('Usage: node scripts/storybook-chunks.mjs <storybook build dir> <chunks>');
  process.exit(2);
}
for (const { files } of chunk(storyFiles(buildDir), Number(count))) {
  console.log(files.map((file) => `^${escape(file)}$`).join(' '));
}
