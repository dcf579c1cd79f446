// pnpm --filter @ugift/api build: one JavaScript bundle, dist/main.js, that plain node runs (no
// TypeScript loader at run time, so a production-only install runs it). The workspace packages
// (the contract, the card model) are bundled in, as they are TypeScript sources; every other
// dependency stays an import of the installed package.
import fs from 'node:fs';
import path from 'node:path';

import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@ugift/'));

await build({
  // dist/tracing.js is loaded first (node --import) so that tracing can patch pg and http.
  entryPoints: {
    main: path.join(root, 'src/main.ts'),
    tracing: path.join(root, 'src/tracing-entry.ts'),
  },
  outdir: path.join(root, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // The packages and their subpaths (e.g. @electric-sql/pglite/contrib/pg_trgm).
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
});
