// Reads a browser error's stack (as the log's "browser error" line has it) with the build's
// source maps, which are kept on the server, never served in production:
//   pnpm --filter @ugift/api stack:read [web root, default apps/web/dist] < stack.txt
// Each `.../assets/<file>.js:<line>:<column>` becomes the source file, line and function name.
import fs from 'node:fs';
import path from 'node:path';

import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

import { apiRoot } from '../src/lib/paths';

const webRoot = path.resolve(process.argv[2] ?? path.join(apiRoot, '../web/dist'));
const maps = new Map<string, TraceMap | null>();

function mapOf(file: string): TraceMap | null {
  if (!maps.has(file)) {
    const mapFile = path.join(webRoot, 'assets', `${file}.map`);
    maps.set(file, fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8')) : null);
  }
  return maps.get(file)!;
}

const stack = fs.readFileSync(0, 'utf8');
const read = stack.replace(
  /[^\s()]*\/assets\/([\w.-]+\.js):(\d+):(\d+)/g,
  (whole, file: string, line: string, column: string) => {
    const map = mapOf(file);
    if (!map) return whole;
    const found = originalPositionFor(map, { line: Number(line), column: Number(column) - 1 });
    if (!found.source) return whole;
    const source = found.source.replace(/^(\.\.\/)+/, '');
    return `${source}:${found.line}:${(found.column ?? 0) + 1}${found.name ? ` [${found.name}]` : ''}`;
  },
);
process.stdout.write(read.endsWith('\n') ? read : `${read}\n`);
