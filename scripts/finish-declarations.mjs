// Run by each package's build after tsc has emitted its declarations into dist/:
// our sources import without extensions (moduleResolution bundler), but a consumer whose
// TypeScript uses moduleResolution node16 or nodenext reads ESM .d.ts files with Node's rules,
// where a relative import must name the file. Each relative specifier becomes the .js file the
// build wrote beside its .d.ts ('./theme' → './theme.js', './components/Button' →
// './components/Button/index.js'); one that resolves to nothing fails the build.
// Usage: node scripts/finish-declarations.mjs <dist-dir>
import fs from 'node:fs';
import path from 'node:path';

const dist = path.resolve(process.argv[2] ?? 'dist');
const specifier = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?\/[^'"]*|\.\.?)\2/g;
const problems = [];

function resolve(file, target) {
  if (/\.(js|mjs|cjs|json|css)$/.test(target)) return target;
  const base = path.resolve(path.dirname(file), target);
  if (fs.existsSync(`${base}.d.ts`)) return `${target}.js`;
  if (fs.existsSync(path.join(base, 'index.d.ts'))) return `${target.replace(/\/$/, '')}/index.js`;
  problems.push(`${path.relative(dist, file)}: cannot resolve '${target}'`);
  return target;
}

function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (entry.name.endsWith('.d.ts')) {
      const text = fs.readFileSync(file, 'utf8');
      const fixed = text.replace(
        specifier,
        (_, lead, quote, target) => `${lead}${quote}${resolve(file, target)}${quote}`,
      );
      if (fixed !== text) fs.writeFileSync(file, fixed);
    }
  }
}

walk(dist);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
