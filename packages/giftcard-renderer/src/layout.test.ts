import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { CARD_DESIGN } from './geometry';
import {
  DEFAULT_FONT_SIZE,
  SIZE_PRESETS,
  cardFontFamily,
  cardHeightFor,
  designPx,
  editableBoxStyle,
  elementBox,
  fontSizeOf,
  innerBoxStyle,
  MIN_TARGET_PX,
  overlayBoxStyle,
  readingOrder,
  safeImageUrl,
  scaleBox,
  textStyle,
} from './layout';

const ratio = fc.double({ min: 0, max: 1, noNaN: true });
const placed = fc.record({ xpos: ratio, ypos: ratio, width: ratio, height: ratio });

describe('given the 686x460 card design', () => {
  it('places an element by its ratios of the design', () => {
    const box = elementBox({ xpos: 0.5, ypos: 0.25, width: 0.2, height: 0.1 });
    expect(box.left).toBeCloseTo(343, 9);
    expect(box.top).toBeCloseTo(115, 9);
    expect(box.width).toBeCloseTo(137.2, 9);
    expect(box.height).toBeCloseTo(46, 9);
  });

  it('puts the card picture in the inner 674x440 rectangle at 11,7', () => {
    const parse = (value: unknown) => Number.parseFloat(String(value)) / 100;
    expect(parse(innerBoxStyle.left) * CARD_DESIGN.width).toBeCloseTo(11, 3);
    expect(parse(innerBoxStyle.top) * CARD_DESIGN.height).toBeCloseTo(7, 3);
    expect(parse(innerBoxStyle.width) * CARD_DESIGN.width).toBeCloseTo(674, 3);
    expect(parse(innerBoxStyle.height) * CARD_DESIGN.height).toBeCloseTo(440, 3);
  });

  it('scales boxes proportionally to any rendered width', () => {
    fc.assert(
      fc.property(placed, fc.double({ min: 50, max: 2000, noNaN: true }), (element, width) => {
        const box = scaleBox(elementBox(element), width);
        const height = cardHeightFor(width);
        // The percentages the view uses give the same pixels as the computed box.
        const style = overlayBoxStyle(element);
        const pct = (value: unknown) => Number.parseFloat(String(value)) / 100;
        expect(pct(style.left) * width).toBeCloseTo(box.left, 2);
        expect(pct(style.top) * height).toBeCloseTo(box.top, 2);
        expect(pct(style.width) * width).toBeCloseTo(box.width, 2);
        expect(pct(style.height) * height).toBeCloseTo(box.height, 2);
      }),
    );
  });

  it('uses only relative units, so a resize never needs a measurement', () => {
    fc.assert(
      fc.property(placed, (element) => {
        for (const value of Object.values(overlayBoxStyle(element))) {
          expect(String(value)).not.toMatch(/px/);
        }
      }),
    );
    expect(designPx(24)).toBe('calc(24 * 100cqw / 686)');
  });

  it('takes fontsize first, then the size preset, then the default', () => {
    expect(fontSizeOf({ fontsize: 30, size: 's' })).toBe(30);
    expect(fontSizeOf({ fontsize: null, size: 's' })).toBe(SIZE_PRESETS.s);
    expect(fontSizeOf({ fontsize: null, size: 'larger' })).toBe(SIZE_PRESETS.larger);
    expect(fontSizeOf({ fontsize: null, size: null })).toBe(DEFAULT_FONT_SIZE);
    expect(SIZE_PRESETS.s).toBeLessThan(SIZE_PRESETS.m);
    expect(SIZE_PRESETS.m).toBeLessThan(SIZE_PRESETS.larger);
  });

  it('applies plain colours and families and ignores anything that is not', () => {
    const base = { fontsize: null, size: 'm' as const };
    expect(textStyle({ ...base, fontcolor: '#fff', fontfamily: 'Georgia, serif' })).toMatchObject({
      color: '#fff',
      fontFamily: 'Georgia, var(--_font-serif), var(--_font)',
    });
    expect(textStyle({ ...base, fontcolor: '', fontfamily: '' }).fontFamily).toBeUndefined();
    const hostile = textStyle({ ...base, fontcolor: 'red;background:url(x)', fontfamily: 'a;b' });
    expect(hostile.color).toBeUndefined();
    expect(hostile.fontFamily).toBeUndefined();
  });

  it("draws generic families with the renderer's own stacks, never the machine's", () => {
    expect(cardFontFamily('serif')).toBe('var(--_font-serif), var(--_font)');
    expect(cardFontFamily(' UI-Serif ')).toBe('var(--_font-serif), var(--_font)');
    expect(cardFontFamily('sans-serif')).toBe('var(--_font)');
    expect(cardFontFamily('monospace, cursive')).toBe('var(--_font)');
    // A quoted name is a family of that name, not the generic keyword.
    expect(cardFontFamily("'Noto Sans SC', 'serif'")).toBe("'Noto Sans SC', 'serif', var(--_font)");
    expect(cardFontFamily('Brand Script')).toBe('Brand Script, var(--_font)');
    expect(cardFontFamily('')).toBeUndefined();
    expect(cardFontFamily('var(--x)')).toBeUndefined();
  });

  it('orders elements for reading top to bottom, left to right, keeping their layers', () => {
    const order = readingOrder([
      { key: 'b', xpos: 0.5, ypos: 0.5, width: 0, height: 0 },
      { key: 'a', xpos: 0.1, ypos: 0.1, width: 0, height: 0 },
      { key: 'c', xpos: 0.0, ypos: 0.5, width: 0, height: 0 },
    ]);
    expect(order.map(({ element, layer }) => `${element.key}${layer}`)).toEqual(['a2', 'c3', 'b1']);
  });

  it('shows only image URLs that cannot run script', () => {
    expect(safeImageUrl('https://x.test/a.png')).toBe('https://x.test/a.png');
    expect(safeImageUrl('/uploads/a.png')).toBe('/uploads/a.png');
    expect(safeImageUrl('data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>');
    expect(safeImageUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeImageUrl('data:text/html,x')).toBeUndefined();
    expect(safeImageUrl('  ')).toBeUndefined();
  });
});

describe('given an editable text in the editor', () => {
  const one = { xpos: 0.1, ypos: 0.5, width: 0.3, height: 20 / CARD_DESIGN.height };

  it('should be at least 44 px tall, grown about its middle, its text where the design puts it', () => {
    const style = editableBoxStyle(one);
    const height = `calc(20 * 100cqw / ${CARD_DESIGN.width})`;
    const grow = `(max(${MIN_TARGET_PX}px, ${height}) - ${height}) / 2`;
    expect(MIN_TARGET_PX).toBe(44);
    expect(style).toMatchObject({
      position: 'absolute',
      left: '10%',
      width: '30%',
      height: `max(44px, ${height})`,
      top: `calc(50% - ${grow})`,
      paddingTop: `calc(0.6cqw + ${grow})`,
      paddingBottom: `calc(0.6cqw + ${grow})`,
    });
  });
});
