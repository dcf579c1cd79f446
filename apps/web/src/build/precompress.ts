// Build-time compression of the web app: a brotli (.br) and a gzip (.gz) copy beside every text
// file of the build, made once at their highest levels, so that the api serves them with
// Content-Encoding without compressing anything per request (@fastify/static's preCompressed).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import type { Plugin } from 'vite';

/** Text files worth compressing; fonts (woff2) and images are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
/** Below this size a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes `file.br` and `file.gz` beside each text file of `dir`; answers how many it compressed. */
export function precompressDirectory(dir: string): number {
  let count = 0;
  for (const file of files(dir)) {
    if (!TEXT.test(file)) continue;
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}

/** The Vite plugin: compresses the build's output once it is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ugift-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDirectory(outDir);
    },
  };
}
