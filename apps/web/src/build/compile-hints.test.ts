import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

import { COMPILE_HINT, compileHints, firstLoadChunks } from './compile-hints';

function chunk(fileName: string, imports: string[], isEntry = false) {
  return { type: 'chunk', fileName, imports, isEntry, code: '' } as unknown as Rollup.OutputChunk;
}

const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/shell.js', 'assets/query.js'], true),
  'assets/shell.js': chunk('assets/shell.js', ['assets/query.js']),
  'assets/query.js': chunk('assets/query.js', []),
  'assets/early.js': chunk('assets/early.js', [], true),
  // A route's chunk and a library only a route uses: loaded later, when a screen needs them.
  'assets/Home.js': chunk('assets/Home.js', ['assets/shell.js']),
  'assets/sanitize.js': chunk('assets/sanitize.js', []),
  'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
} as unknown as Rollup.OutputBundle;

describe('the compile hint of the first load’s files', () => {
  it('marks the entries and what they import statically, not the routes’ chunks', () => {
    expect(
      firstLoadChunks(bundle)
        .map((file) => file.fileName)
        .sort(),
    ).toEqual(['assets/early.js', 'assets/index.js', 'assets/query.js', 'assets/shell.js']);
  });

  it('writes the hint first in those files and moves their source maps down one line', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-compile-hints-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    for (const name of Object.keys(bundle)) {
      fs.writeFileSync(path.join(dir, name), `const __vite__mapDeps = 1;\nexport {};\n`);
      fs.writeFileSync(path.join(dir, `${name}.map`), JSON.stringify({ mappings: 'AAAA;AACA' }));
    }
    const plugin = compileHints();
    const write = plugin.writeBundle as (
      options: { dir: string },
      files: Rollup.OutputBundle,
    ) => void;
    write({ dir }, bundle);
    // Twice, as a watch build would: the hint is not written again.
    write({ dir }, bundle);

    const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');
    expect(read('assets/index.js')).toBe(
      `${COMPILE_HINT}\nconst __vite__mapDeps = 1;\nexport {};\n`,
    );
    expect(JSON.parse(read('assets/index.js.map'))).toEqual({ mappings: ';AAAA;AACA' });
    expect(read('assets/early.js').startsWith(COMPILE_HINT)).toBe(true);
    expect(read('assets/Home.js').startsWith(COMPILE_HINT)).toBe(false);
    expect(JSON.parse(read('assets/Home.js.map'))).toEqual({ mappings: 'AAAA;AACA' });
  });
});
