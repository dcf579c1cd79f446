import fs from 'node:fs';
import { createRequire } from 'node:module';

import opentype, { type Font, type PathCommand } from 'opentype.js';

// The artwork's labels are drawn as outlines (paths) from a font the api ships, not as SVG
// <text>: a picture's text would otherwise be laid out by the browser in a document of its own on
// the page's main thread, asking the system for fonts (Arial) that a phone may not have, and a
// label would look different on every machine.

const require = createRequire(import.meta.url);
const FILES = {
  400: '@fontsource/noto-sans-jp/files/noto-sans-jp-latin-400-normal.woff',
  700: '@fontsource/noto-sans-jp/files/noto-sans-jp-latin-700-normal.woff',
} as const;

export type Weight = keyof typeof FILES;

const fonts = new Map<Weight, Font>();

/** The font of a weight, read and parsed the first time it is needed. */
export function fontOf(weight: Weight): Font {
  let font = fonts.get(weight);
  if (!font) {
    font = opentype.parse(fs.readFileSync(require.resolve(FILES[weight])));
    fonts.set(weight, font);
  }
  return font;
}

export interface Label {
  text: string;
  x: number;
  /** The baseline. */
  y: number;
  size: number;
  fill: string;
  weight?: Weight;
  anchor?: 'start' | 'middle';
  /** The widest the label may be: a longer one is drawn smaller to fit. */
  maxWidth?: number;
}

/**
 * The glyphs of a text, each with its left edge in font units from the text's start: each glyph's
 * advance plus the font's kerning for the pair. (opentype.js lays a string out itself too; this
 * keeps the width measured and the glyphs drawn from one computation.)
 */
function layout(font: Font, text: string) {
  const glyphs = [...text].map((char) => {
    if (!font.hasChar(char)) throw new Error(`The label font has no "${char}" (in "${text}")`);
    return font.charToGlyph(char);
  });
  let left = 0;
  const placed = glyphs.map((glyph, i) => {
    const at = left;
    const next = glyphs[i + 1];
    left += glyph.advanceWidth + (next ? font.getKerningValue(glyph, next) : 0);
    return { glyph, at };
  });
  return { placed, width: left };
}

/**
 * Drawing commands as compact path data: the first move absolute, every other point relative to
 * the one before, in whole font units (a TrueType outline's points are whole units, so nothing is
 * lost). About half the bytes of absolute coordinates in picture units. (opentype.js's own
 * toPathData also gave NaN for coordinates with a tiny fraction, 154.44000000000005 among them.)
 */
function pathData(commands: PathCommand[]): string {
  let out = '';
  // The current point, and the start of the current outline (where z returns to).
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  const rel = (x: number, y: number) => {
    const dx = Math.round(x) - cx;
    const dy = Math.round(y) - cy;
    return `${dx}${dy < 0 ? '' : ' '}${dy}`;
  };
  for (const c of commands) {
    if (c.type === 'Z') {
      out += 'z';
      cx = sx;
      cy = sy;
      continue;
    }
    if (c.type === 'M') out += out ? `m${rel(c.x, c.y)}` : `M${rel(c.x, c.y)}`;
    else if (c.type === 'L') out += `l${rel(c.x, c.y)}`;
    else if (c.type === 'Q') out += `q${rel(c.x1, c.y1)} ${rel(c.x, c.y)}`;
    else out += `c${rel(c.x1, c.y1)} ${rel(c.x2, c.y2)} ${rel(c.x, c.y)}`;
    cx = Math.round(c.x);
    cy = Math.round(c.y);
    if (c.type === 'M') {
      sx = cx;
      sy = cy;
    }
  }
  return out;
}

/** A number to at most `places` decimals, without trailing zeros. */
const short = (value: number, places: number) => String(Number(value.toFixed(places)));

/** The width a label takes at its size, in the picture's units. */
export function labelWidth(text: string, size: number, weight: Weight = 400): number {
  const font = fontOf(weight);
  return (layout(font, text).width * size) / font.unitsPerEm;
}

/**
 * A label as one path, centred on x when anchored in the middle. Its size is kept in
 * data-font-size (the drawn size, after any fitting) so that tests can check it.
 */
export function labelPath(label: Label): string {
  const { text, x, y, fill, weight = 400, anchor = 'start', maxWidth } = label;
  const font = fontOf(weight);
  const { placed, width: units } = layout(font, text);
  const natural = (units * label.size) / font.unitsPerEm;
  const size =
    maxWidth && natural > maxWidth ? Math.floor((label.size * maxWidth) / natural) : label.size;
  const scale = size / font.unitsPerEm;
  const left = anchor === 'middle' ? x - (units * scale) / 2 : x;
  // The outlines in font units (one unit per unit of the em), placed by the transform.
  const d = pathData(
    placed.flatMap(({ glyph, at }) => glyph.getPath(at, 0, font.unitsPerEm).commands),
  );
  if (d.includes('NaN')) throw new Error(`The label "${text}" could not be outlined`);
  const transform = `translate(${short(left, 1)} ${short(y, 1)}) scale(${short(scale, 6)})`;
  return `<path data-font-size="${size}" fill="${fill}" transform="${transform}" d="${d}"/>`;
}
