// Text on card artwork must stay readable whatever the picture under it (WCAG 1.4.3, 4.5:1):
// the renderer cannot see the picture's pixels, so every text overlay sits on a plate whose
// colour and opacity are chosen so that even the worst backdrop (pure black or pure white) keeps
// the text at 4.5:1 or more.

export type Rgb = readonly [number, number, number];

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

/** The smallest text the renderer draws, in CSS pixels (the 480 px column must stay readable). */
export const MIN_TEXT_PX = 12;

/** The colour text has when its element names none (styles.tsx: --ugift-card-text). */
export const DEFAULT_TEXT_COLOR = '#1f2430';

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** Parses #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba(), black and white; undefined otherwise. */
export function parseColor(css: string): Rgb | undefined {
  const value = css.trim().toLowerCase();
  if (value === 'white') return WHITE;
  if (value === 'black') return BLACK;
  const hex = /^#([0-9a-f]{3,8})$/.exec(value)?.[1];
  if (hex && (hex.length === 3 || hex.length === 4)) {
    return [0, 1, 2].map((i) => parseInt(hex[i]! + hex[i]!, 16)) as unknown as Rgb;
  }
  if (hex && (hex.length === 6 || hex.length === 8)) {
    return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)/.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])].map(clampByte) as unknown as Rgb;
  return undefined;
}

function clampByte(n: number): number {
  return Math.min(255, Math.max(0, n));
}

/** WCAG relative luminance of an sRGB colour. */
function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `top` at `alpha` painted over `bottom`. */
export function composite(top: Rgb, alpha: number, bottom: Rgb): Rgb {
  return top.map((c, i) => c * alpha + bottom[i]! * (1 - alpha)) as unknown as Rgb;
}

/** The lowest contrast text keeps on a plate over any backdrop (black and white are the extremes). */
export function worstContrastOnPlate(text: Rgb, plate: Rgb, alpha: number): number {
  return Math.min(
    contrastRatio(text, composite(plate, alpha, BLACK)),
    contrastRatio(text, composite(plate, alpha, WHITE)),
  );
}

export interface Plate {
  rgb: Rgb;
  alpha: number;
  /** The CSS background of the plate. */
  css: string;
}

/**
 * The plate under a text colour: black under light text, white under dark text, at the lowest
 * opacity (in steps of 0.05, from 0.55 so it reads as a plate) that keeps 4.5:1 on any backdrop.
 * Either black or white gives any colour at least 4.58:1 when opaque, so a plate always exists.
 */
export function plateFor(textColor: string): Plate {
  const text = parseColor(textColor) ?? parseColor(DEFAULT_TEXT_COLOR)!;
  const rgb = contrastRatio(text, BLACK) >= contrastRatio(text, WHITE) ? BLACK : WHITE;
  let alpha = 0.55;
  while (alpha < 1 && worstContrastOnPlate(text, rgb, alpha) < MIN_CONTRAST) {
    alpha = Math.round((alpha + 0.05) * 100) / 100;
  }
  alpha = Math.min(alpha, 1);
  return { rgb, alpha, css: `rgb(${rgb.join(' ')} / ${alpha})` };
}
