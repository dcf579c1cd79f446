// After `vite build` and `tsc -p tsconfig.build.json`: tsc neither copies hand-written
// declaration files nor keeps `/// <reference path>` directives, so the DefaultTheme
// augmentation (src/theme/styled.d.ts) is copied and referenced from the entry's types.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

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
