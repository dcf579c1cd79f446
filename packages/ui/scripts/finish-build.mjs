// After `vite build` and `tsc -p tsconfig.build.json`: tsc neither copies hand-written
// declaration files nor keeps `/// <reference path>` directives, so the DefaultTheme
// augmentation (src/theme/styled.d.ts) is copied and referenced from the entry's types.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

const dist = new URL('../dist/', import.meta.url);
mkdirSync(new URL('theme/', dist), { recursive: true });
copyFileSync(
  new URL('../src/theme/styled.d.ts', import.meta.url),
  new URL('theme/styled.d.ts', dist),
);
const entry = new URL('index.d.ts', dist);
const reference = '/// <reference path="./theme/styled.d.ts" />\n';
const types = readFileSync(entry, 'utf8');
if (!types.startsWith(reference)) writeFileSync(entry, reference + types);

// tsc writes the inferred types of exported styled components as imports of
// 'styled-components/dist/types' (IStyledComponentBase, CSSPropertiesWithVars: not exported from
// the package's root). styled-components has no exports map, so under moduleResolution node16 or
// nodenext such a deep ESM import needs its file extension to resolve.
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = new URL(entry.name + (entry.isDirectory() ? '/' : ''), dir);
    if (entry.isDirectory()) walk(file);
    else if (entry.name.endsWith('.d.ts')) {
      const text = readFileSync(file, 'utf8');
      const fixed = text.replaceAll(
        '"styled-components/dist/types"',
        '"styled-components/dist/types.js"',
      );
      if (fixed !== text) writeFileSync(file, fixed);
    }
  }
};
walk(dist);
