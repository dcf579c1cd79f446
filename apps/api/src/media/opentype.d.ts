// The part of opentype.js (which ships no types) that the artwork's outlined labels use.
declare module 'opentype.js' {
  export type PathCommand =
    | { type: 'M'; x: number; y: number }
    | { type: 'L'; x: number; y: number }
    | { type: 'Q'; x1: number; y1: number; x: number; y: number }
    | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
    | { type: 'Z' };
  export interface Path {
    commands: PathCommand[];
  }
  export interface Glyph {
    /** In font units. */
    advanceWidth: number;
    getPath(x: number, y: number, fontSize: number): Path;
  }
  export interface Font {
    unitsPerEm: number;
    charToGlyph(char: string): Glyph;
    getKerningValue(left: Glyph, right: Glyph): number;
    hasChar(char: string): boolean;
  }
  // Its "main" is CommonJS and it has no "exports": Node's import gives one default export.
  const opentype: { parse(buffer: ArrayBuffer | Uint8Array): Font };
  export default opentype;
}
