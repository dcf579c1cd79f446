import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { precompressDirectory } from './precompress';

describe('precompressDirectory', () => {
  it('writes brotli and gzip copies of the text files that decompress to the originals', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const script = `export const text = ${JSON.stringify('gift '.repeat(2000))};\n`;
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script);
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>x</p>'.repeat(300)}`);
    fs.writeFileSync(path.join(dir, 'tiny.css'), 'a{}');
    fs.writeFileSync(path.join(dir, 'assets', 'font.woff2'), Buffer.alloc(4096, 1));

    expect(precompressDirectory(dir)).toBe(2);

    const js = path.join(dir, 'assets', 'index-abc.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(fs.statSync(`${js}.br`).size).toBeLessThan(script.length / 10);
    expect(fs.existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    // Too small to gain, or compressed already: left alone.
    expect(fs.existsSync(path.join(dir, 'tiny.css.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'assets', 'font.woff2.br'))).toBe(false);
  });
});
