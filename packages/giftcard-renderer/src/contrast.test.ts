import { describe, expect, it } from 'vitest';

import {
  DEFAULT_TEXT_COLOR,
  MIN_CONTRAST,
  MIN_TEXT_PX,
  composite,
  contrastRatio,
  parseColor,
  plateFor,
  worstContrastOnPlate,
} from './contrast';
import { SIZE_PRESETS, renderedFontSize, textPlateStyle, textStyle } from './layout';

const ORANGE = parseColor('#ff924c')!;
const WHITE = parseColor('#ffffff')!;

describe('given the WCAG formulas', () => {
  it('should give 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio(ORANGE, ORANGE)).toBeCloseTo(1, 5);
  });

  it('should measure the reported failure: white card text on the orange artwork is about 2:1', () => {
    expect(contrastRatio(WHITE, ORANGE)).toBeLessThan(2.5);
  });

  it('should parse hex, rgb() and the two named extremes, and nothing it cannot measure', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('#1f2430')).toEqual([31, 36, 48]);
    expect(parseColor('#33333380')).toEqual([51, 51, 51]);
    expect(parseColor('rgb(10, 20, 30)')).toEqual([10, 20, 30]);
    expect(parseColor('rgba(10 20 30 / 0.5)')).toEqual([10, 20, 30]);
    expect(parseColor('Black')).toEqual([0, 0, 0]);
    expect(parseColor('papayawhip')).toBeUndefined();
  });
});

describe("given the renderer's text plate", () => {
  // The seed's colours (white titles and 'Dear friend', #333333 messages), the renderer's
  // default text colour, and colours a designer could pick that sit mid-way.
  const colours = [
    '#ffffff',
    '#333333',
    DEFAULT_TEXT_COLOR,
    '#ff924c',
    '#ffd93d',
    '#4d96ff',
    '#777777',
    '#808080',
    '#ff0000',
    '#00ff00',
    '#0000ff',
  ];

  it.each(colours)('should keep %s at 4.5:1 or more over any picture', (colour) => {
    const text = parseColor(colour)!;
    const plate = plateFor(colour);
    expect(worstContrastOnPlate(text, plate.rgb, plate.alpha)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    // Checked pixel by pixel over the artwork's palette too, not just the extremes.
    for (const backdrop of ['#ff924c', '#ffca3a', '#6bcbff', '#c9f299', '#9b5de5', '#118ab2']) {
      const under = composite(plate.rgb, plate.alpha, parseColor(backdrop)!);
      expect(contrastRatio(text, under)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });

  it('should put a dark plate under white text and a light one under dark text', () => {
    expect(plateFor('#ffffff').rgb).toEqual([0, 0, 0]);
    expect(plateFor('#333333').rgb).toEqual([255, 255, 255]);
    expect(plateFor('#ffffff').css).toMatch(/^rgb\(0 0 0 \/ 0\.\d+\)$/);
  });

  it('should draw the plate of the colour the text really has', () => {
    expect(textPlateStyle({ fontcolor: '#ffffff' }).background).toBe(plateFor('#ffffff').css);
    // No colour, or one it cannot measure: the card's text colour and its plate.
    expect(textPlateStyle({ fontcolor: '' }).background).toBe(plateFor(DEFAULT_TEXT_COLOR).css);
    expect(
      textStyle({ fontcolor: 'papayawhip', fontfamily: '', fontsize: null, size: 's' }).color,
    ).toBeUndefined();
  });
});

describe('given the 480 px column', () => {
  // The card spans the column less its margins: 448 px at 480, 328 px on a 360 px phone.
  it.each([480, 448, 328, 288])(
    'should draw every preset at 12 px or more on a %i px card',
    (w) => {
      for (const size of Object.keys(SIZE_PRESETS) as (keyof typeof SIZE_PRESETS)[]) {
        expect(renderedFontSize({ fontsize: null, size }, w)).toBeGreaterThanOrEqual(MIN_TEXT_PX);
      }
      expect(renderedFontSize({ fontsize: 8, size: null }, w)).toBe(MIN_TEXT_PX);
    },
  );

  it('should keep large text at its scaled design size', () => {
    expect(renderedFontSize({ fontsize: 40, size: null }, 686)).toBe(40);
  });

  it('should give the CSS the same 12 px floor', () => {
    const style = textStyle({ fontcolor: '', fontfamily: '', fontsize: null, size: 's' });
    expect(style.fontSize).toBe('max(12px, calc(18 * 100cqw / 686))');
  });
});
