// The fonts of the closed card's label, as the browser picks them (issue 43): the renderer's
// Noto Sans SC for English and Chinese, Noto Sans JP first in Japanese (styles.tsx's :lang(ja)),
// the semibold (600) of Fontsource's files, only the subsets the label's characters are in (the
// CJK families come in about a hundred unicode-range slices). Their TrueType tables give both
// what resvg draws with and the label's width: the sum of its characters' advances, measured
// from the font, not estimated.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * A WOFF font as the TrueType resvg reads: Fontsource ships WOFF, whose tables are the
 * TrueType's, each zlib-compressed.
 */
function woffToTtf(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    // Each entry: tag, offset, compressed length, original length, original checksum.
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength === origLength ? raw : zlib.inflateSync(raw),
    };
  });
  const headerLength = 12 + 16 * count;
  let size = headerLength;
  for (const table of tables) size += (table.data.length + 3) & ~3;
  const out = Buffer.alloc(size);
  const entrySelector = Math.floor(Math.log2(count));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(2 ** entrySelector * 16, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(count * 16 - 2 ** entrySelector * 16, 10);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += (table.data.length + 3) & ~3;
  });
  return out;
}

/** A TrueType font's horizontal metrics: a character's glyph and the glyph's advance. */
export interface FaceMetrics {
  unitsPerEm: number;
  /** The glyph of a code point, 0 (.notdef) when the font has none. */
  glyphOf(codePoint: number): number;
  /** A glyph's advance width in font units (hmtx). */
  advanceOf(glyph: number): number;
}

function faceMetrics(ttf: Buffer): FaceMetrics {
  const tables = new Map<string, number>();
  for (let i = 0; i < ttf.readUInt16BE(4); i += 1) {
    const at = 12 + i * 16;
    tables.set(ttf.toString('latin1', at, at + 4), ttf.readUInt32BE(at + 8));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`the font has no ${tag} table`);
    return offset;
  };
  const unitsPerEm = ttf.readUInt16BE(table('head') + 18);
  const longMetrics = ttf.readUInt16BE(table('hhea') + 34);
  const hmtx = table('hmtx');
  const cmap = table('cmap');
  // The Unicode subtable: format 12 (full repertoire) if there is one, else format 4 (BMP).
  let format4: number | undefined;
  let format12: number | undefined;
  for (let i = 0; i < ttf.readUInt16BE(cmap + 2); i += 1) {
    const record = cmap + 4 + i * 8;
    const [platform, encoding] = [ttf.readUInt16BE(record), ttf.readUInt16BE(record + 2)];
    const sub = cmap + ttf.readUInt32BE(record + 4);
    const format = ttf.readUInt16BE(sub);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (unicode && format === 12) format12 = sub;
    if (unicode && format === 4) format4 = sub;
  }
  const glyphOf = (codePoint: number): number => {
    if (format12 !== undefined) {
      for (let g = 0; g < ttf.readUInt32BE(format12 + 12); g += 1) {
        const group = format12 + 16 + g * 12;
        const start = ttf.readUInt32BE(group);
        if (codePoint >= start && codePoint <= ttf.readUInt32BE(group + 4))
          return ttf.readUInt32BE(group + 8) + codePoint - start;
      }
      return 0;
    }
    if (format4 === undefined || codePoint > 0xffff) return 0;
    const segments = ttf.readUInt16BE(format4 + 6) / 2;
    const ends = format4 + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let s = 0; s < segments; s += 1) {
      if (codePoint > ttf.readUInt16BE(ends + s * 2)) continue;
      const start = ttf.readUInt16BE(starts + s * 2);
      if (codePoint < start) return 0;
      const delta = ttf.readInt16BE(deltas + s * 2);
      const rangeOffset = ttf.readUInt16BE(rangeOffsets + s * 2);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = ttf.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
  const advanceOf = (glyph: number) =>
    ttf.readUInt16BE(hmtx + Math.min(glyph, longMetrics - 1) * 4);
  return { unitsPerEm, glyphOf, advanceOf };
}

export type LabelLanguage = 'eng' | 'cn' | 'jp';

const FAMILIES = {
  sc: { family: 'Noto Sans SC', package: '@fontsource/noto-sans-sc', file: 'noto-sans-sc' },
  jp: { family: 'Noto Sans JP', package: '@fontsource/noto-sans-jp', file: 'noto-sans-jp' },
} as const;
type FamilyKey = keyof typeof FAMILIES;

/** The family order the browser uses for the card's text in a language (styles.tsx). */
const labelFamilies = (language: LabelLanguage): FamilyKey[] =>
  language === 'jp' ? ['jp', 'sc'] : ['sc', 'jp'];

// The card's fonts are the renderer's Fontsource packages, which the api depends on itself: the
// renderer is bundled into dist/main.js and is not installed beside it in production (the
// compiled api failed to start in a production-only install when they were read through it).
const rendererRequire = createRequire(import.meta.url);

interface Slice {
  file: string;
  ranges: [number, number][];
}

const slices = new Map<FamilyKey, Slice[]>();
/** A family's semibold slices and the code points each covers (Fontsource's 600.css). */
function slicesOf(key: FamilyKey): Slice[] {
  const known = slices.get(key);
  if (known) return known;
  const { package: name } = FAMILIES[key];
  const css = rendererRequire.resolve(`${name}/600.css`);
  const text = fs.readFileSync(css, 'utf8');
  const found: Slice[] = [];
  for (const face of text.split('@font-face').slice(1)) {
    const woff = /url\(\.\/files\/([^)]+-600-normal\.woff)\)/.exec(face)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
    if (!woff || !range) continue;
    const ranges = range.split(',').map((part): [number, number] => {
      const [from = '0', to] = part.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from, 16), parseInt(to ?? from, 16)];
    });
    found.push({ file: path.join(path.dirname(css), 'files', woff), ranges });
  }
  slices.set(key, found);
  return found;
}

interface LoadedFace {
  file: string;
  metrics: FaceMetrics;
}
const faces = new Map<string, LoadedFace>();
/** A slice as a TrueType file (resvg loads fonts from files), written once per process. */
function loadFace(woffFile: string): LoadedFace {
  const known = faces.get(woffFile);
  if (known && fs.existsSync(known.file)) return known;
  const ttf = woffToTtf(fs.readFileSync(woffFile));
  const file = path.join(
    os.tmpdir(),
    `ugift-${path.basename(woffFile, '.woff')}-${process.pid}.ttf`,
  );
  fs.writeFileSync(file, ttf);
  const face = { file, metrics: faceMetrics(ttf) };
  faces.set(woffFile, face);
  return face;
}

/** The face that draws a character: the first family of the language's order that has it. */
function faceFor(codePoint: number, language: LabelLanguage): LoadedFace | undefined {
  for (const key of labelFamilies(language)) {
    const slice = slicesOf(key).find(({ ranges }) =>
      ranges.some(([from, to]) => codePoint >= from && codePoint <= to),
    );
    if (slice) return loadFace(slice.file);
  }
  return undefined;
}

/**
 * The label's fonts in a language: the font files resvg draws it with, its family stack, and its
 * width at a font size from the fonts' own advances.
 */
export function labelFonts(text: string, language: LabelLanguage) {
  const characters = [...text];
  const used = characters.map((character) => faceFor(character.codePointAt(0)!, language));
  const files = [...new Set(used.flatMap((face) => (face ? [face.file] : [])))];
  const measure = (label: string, fontSize: number) =>
    [...label].reduce((width, character) => {
      const face = faceFor(character.codePointAt(0)!, language);
      if (!face) return width + fontSize * 0.5;
      const { metrics } = face;
      const glyph = metrics.glyphOf(character.codePointAt(0)!);
      return width + (metrics.advanceOf(glyph) / metrics.unitsPerEm) * fontSize;
    }, 0);
  const families = labelFamilies(language).map((key) => FAMILIES[key].family);
  return { files, families, measure };
}
