// Adds ".js" to relative specifiers in the emitted declarations: consumers whose TypeScript uses
// moduleResolution node16/nodenext require explicit extensions in ESM .d.ts files, while our
// sources keep the monorepo's extensionless imports (moduleResolution bundler).
import fs from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const specifier = /(from\s+|import\s*\(\s*)(['"])(\.\.?\/[^'"]+?)(\2)/g;

for (const name of fs.readdirSync(dist)) {
  if (!name.endsWith('.d.ts')) continue;
  const file = path.join(dist, name);
  const text = fs.readFileSync(file, 'utf8');
  const fixed = text.replace(specifier, (match, lead, quote, target) =>
    /\.(js|mjs|cjs|json)$/.test(target) ? match : `${lead}${quote}${target}.js${quote}`,
  );
  if (fixed !== text) fs.writeFileSync(file, fixed);
}
