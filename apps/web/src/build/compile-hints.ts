// V8's explicit compile hint (Chrome 136 and later): a file that starts with this comment has all
// its functions compiled as it streams in, on a background thread, instead of each one on the
// main thread the first time it is called. The first screen calls most of the code it loads
// (the entry and what it imports: the framework, the router, the kit), so those files carry it;
// the routes' own chunks and the rarely used libraries do not. Browsers without it see a comment.
import fs from 'node:fs';
import path from 'node:path';

import type { Plugin, Rollup } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The entry chunks and every chunk they import statically: what a first load runs. */
export function firstLoadChunks(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const file of Object.values(bundle))
    if (file.type === 'chunk') chunks.set(file.fileName, file);
  const marked = new Map<string, Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (marked.has(chunk.fileName)) return;
    marked.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = chunks.get(name);
      if (imported) visit(imported);
    }
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk);
  return [...marked.values()];
}

/**
 * Writes the hint at the top of the first load's files once they are written: Vite puts its own
 * code above a chunk's after every plugin's generateBundle, and the hint must come first. Their
 * source maps move one line down with them; the compressed copies are made after this
 * (precompress, closeBundle).
 */
export function compileHints(): Plugin {
  return {
    name: 'ugift-compile-hints',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file ?? '');
      for (const chunk of firstLoadChunks(bundle)) {
        const file = path.join(dir, chunk.fileName);
        const code = fs.readFileSync(file, 'utf8');
        if (code.startsWith(COMPILE_HINT)) continue;
        fs.writeFileSync(file, `${COMPILE_HINT}\n${code}`);
        const mapFile = `${file}.map`;
        if (!fs.existsSync(mapFile)) continue;
        // One line more at the top: every mapped line moves down by one.
        const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { mappings: string };
        map.mappings = `;${map.mappings}`;
        fs.writeFileSync(mapFile, JSON.stringify(map));
      }
    },
  };
}
