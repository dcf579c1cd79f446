// After `vite build` and `tsc -p tsconfig.build.json`. The kit's DefaultTheme augmentation
// (src/theme/styled.d.ts) is not published: tsc neither copies it nor keeps the
// `/// <reference path>` to it, so a host app's own theme type is left alone (useUiTheme() and the
// README's `declare module` line are the opt-in).
//
// tsc writes the inferred types of exported styled components as imports of
// 'styled-components/dist/types' (IStyledComponentBase, CSSPropertiesWithVars, Merged: not
// exported from the package's root, an internal path). They are pointed at theme/styled-types,
// which builds the same types from styled-components' public exports.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = new URL('../dist/', import.meta.url);
const shim = fileURLToPath(new URL('theme/styled-types.js', dist));
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = new URL(entry.name + (entry.isDirectory() ? '/' : ''), dir);
    if (entry.isDirectory()) walk(file);
    else if (entry.name.endsWith('.d.ts')) {
      const text = readFileSync(file, 'utf8');
      let relative = path.relative(path.dirname(fileURLToPath(file)), shim);
      if (!relative.startsWith('.')) relative = `./${relative}`;
      const fixed = text.replaceAll('"styled-components/dist/types"', JSON.stringify(relative));
      if (fixed !== text) writeFileSync(file, fixed);
    }
  }
};
walk(dist);
