import type { CSSProperties } from 'react';

import { DEFAULT_TEXT_COLOR, MIN_TEXT_PX, parseColor, plateFor } from './contrast';
import type { CardElement, TextSize } from './edit-parameter';
import { CARD_DESIGN } from './geometry';

/**
 * Font sizes of the size presets, in design pixels (the card is 686 design pixels wide).
 * An element's fontsize, when given, wins over its preset.
 */
export const SIZE_PRESETS: Readonly<Record<TextSize, number>> = { s: 18, m: 24, larger: 34 };

/** Font size, in design pixels, of a text element with neither fontsize nor size. */
export const DEFAULT_FONT_SIZE = 22;

/** A rectangle in pixels (design pixels, or rendered pixels once scaled). */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

type Placed = Pick<CardElement, 'xpos' | 'ypos' | 'width' | 'height'>;

/**
 * Where an element sits on the 686x460 design: its ratios times the design size.
 * Ratios are of the whole design; the card picture itself fills the inner 674x440 at 11,7.
 */
export function elementBox(element: Placed): Box {
  return {
    left: element.xpos * CARD_DESIGN.width,
    top: element.ypos * CARD_DESIGN.height,
    width: element.width * CARD_DESIGN.width,
    height: element.height * CARD_DESIGN.height,
  };
}

/** The card's height when it is rendered `width` pixels wide (the design's aspect ratio). */
export function cardHeightFor(width: number): number {
  return (width * CARD_DESIGN.height) / CARD_DESIGN.width;
}

/** Rendered pixels per design pixel at a rendered width. */
export function cardScale(renderedWidth: number): number {
  return renderedWidth / CARD_DESIGN.width;
}

/** A design-pixel box scaled to a card rendered `renderedWidth` pixels wide. */
export function scaleBox(box: Box, renderedWidth: number): Box {
  const scale = cardScale(renderedWidth);
  return {
    left: box.left * scale,
    top: box.top * scale,
    width: box.width * scale,
    height: box.height * scale,
  };
}

/** Font size in design pixels: fontsize, else the size preset, else the default. */
export function fontSizeOf(element: Pick<CardElement, 'fontsize' | 'size'>): number {
  if (element.fontsize !== null) return element.fontsize;
  if (element.size !== null) return SIZE_PRESETS[element.size];
  return DEFAULT_FONT_SIZE;
}

const percent = (value: number) => `${+(value * 100).toFixed(6)}%`;

/**
 * Converts design pixels to a CSS length that scales with the card. The card's layer is a size
 * container, so `cqw` is a hundredth of the rendered card width: text grows and shrinks with
 * the card in the same layout pass as the boxes, with no measuring and no reflow jump.
 */
export function designPx(value: number): string {
  return `calc(${+value.toFixed(4)} * 100cqw / ${CARD_DESIGN.width})`;
}

/** Absolute position of an overlay as percentages of the card, so it scales with any width. */
export function overlayBoxStyle(element: Placed): CSSProperties {
  return {
    position: 'absolute',
    left: percent(element.xpos),
    top: percent(element.ypos),
    width: percent(element.width),
    height: percent(element.height),
  };
}

/** The smallest target a finger is given: the kit's 44 px (WCAG 2.5.5), for editable texts too. */
export const MIN_TARGET_PX = 44;

/**
 * An editable text's box in the editor: where the design puts it, grown about its middle to at
 * least 44 px tall where the card is drawn so small that it is less (a one-line 'To' is about 20
 * px on a phone). The growth is padding, so the text keeps its designed place.
 */
export function editableBoxStyle(element: Placed): CSSProperties {
  const height = designPx(element.height * CARD_DESIGN.height);
  const grow = `(max(${MIN_TARGET_PX}px, ${height}) - ${height}) / 2`;
  return {
    ...overlayBoxStyle(element),
    top: `calc(${percent(element.ypos)} - ${grow})`,
    height: `max(${MIN_TARGET_PX}px, ${height})`,
    paddingTop: `calc(0.6cqw + ${grow})`,
    paddingBottom: `calc(0.6cqw + ${grow})`,
  };
}

/** Where the card picture sits: the inner 674x440 rectangle at 11,7 of the design. */
export const innerBoxStyle: CSSProperties = {
  position: 'absolute',
  left: percent(CARD_DESIGN.inner.x / CARD_DESIGN.width),
  top: percent(CARD_DESIGN.inner.y / CARD_DESIGN.height),
  width: percent(CARD_DESIGN.inner.width / CARD_DESIGN.width),
  height: percent(CARD_DESIGN.inner.height / CARD_DESIGN.height),
};

const SAFE_COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,30}|(rgb|hsl)a?\([\d\s.,%/+-]+\))$/i;

/**
 * The colour an element's text is drawn in: its own when it is a plain colour the renderer can
 * measure (hex, rgb(), black, white), else the card's text colour, so its plate can be chosen.
 */
function textColorOf(element: Pick<CardElement, 'fontcolor'>): string | undefined {
  const color = element.fontcolor.trim();
  return SAFE_COLOR.test(color) && parseColor(color) ? color : undefined;
}
const SAFE_FAMILY = /^[\p{L}\p{N}\s,'"_-]{1,120}$/u;

/**
 * CSS's generic families stand for whatever the machine has, so the renderer replaces them with
 * its own stacks (styles.tsx: --_font, --_font-serif): a design drawn on any machine looks the same.
 */
const SERIF_GENERICS = new Set(['serif', 'ui-serif']);
const GENERICS = new Set([
  ...SERIF_GENERICS,
  'sans-serif',
  'ui-sans-serif',
  'system-ui',
  'monospace',
  'ui-monospace',
  'ui-rounded',
  'cursive',
  'fantasy',
  'math',
  'emoji',
  'fangsong',
]);

/**
 * The CSS font-family of an element's `fontfamily`: named families stay (an embedder may declare
 * them with @font-face), generic ones become the renderer's stacks, and the renderer's own stack
 * always comes last, so characters the named fonts lack never fall to the machine's fonts.
 * Undefined for '' (the card's font applies) and for anything that is not a plain family list.
 */
export function cardFontFamily(fontfamily: string): string | undefined {
  const family = fontfamily.trim();
  if (!SAFE_FAMILY.test(family)) return undefined;
  const names = family
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .map((name) => {
      const generic = name.toLowerCase();
      if (!GENERICS.has(generic)) return name;
      return SERIF_GENERICS.has(generic) ? 'var(--_font-serif)' : 'var(--_font)';
    });
  names.push('var(--_font)');
  return [...new Set(names)].join(', ');
}

/**
 * The size text is drawn at on a card `renderedWidth` pixels wide: its design size scaled, but
 * never under 12 px (small presets on a phone-width card would otherwise fall to 8 or 9 px).
 */
export function renderedFontSize(
  element: Pick<CardElement, 'fontsize' | 'size'>,
  renderedWidth: number,
): number {
  return Math.max(MIN_TEXT_PX, fontSizeOf(element) * cardScale(renderedWidth));
}

/**
 * Text style of an overlay; colours and families that are not plain CSS values are ignored.
 * The size scales with the card with a floor of 12 px (the CSS form of renderedFontSize).
 */
export function textStyle(
  element: Pick<CardElement, 'fontsize' | 'size' | 'fontfamily' | 'fontcolor'>,
): CSSProperties {
  const style: CSSProperties = {
    fontSize: `max(${MIN_TEXT_PX}px, ${designPx(fontSizeOf(element))})`,
    lineHeight: 1.25,
  };
  const color = textColorOf(element);
  if (color) style.color = color;
  const family = cardFontFamily(element.fontfamily);
  if (family) style.fontFamily = family;
  return style;
}

/**
 * The plate behind an overlay's text (contrast.ts): dark under light text, light under dark
 * text, opaque enough for 4.5:1 over any part of any picture.
 */
export function textPlateStyle(element: Pick<CardElement, 'fontcolor'>): CSSProperties {
  return { background: plateFor(textColorOf(element) ?? DEFAULT_TEXT_COLOR).css };
}

/**
 * Elements in reading order (top to bottom, then left to right) so that screen readers read the
 * card as it looks; `layer` keeps the author's stacking order (later elements on top).
 */
export function readingOrder<T extends Placed>(
  elements: readonly T[],
): { element: T; layer: number }[] {
  return elements
    .map((element, index) => ({ element, layer: index + 1 }))
    .sort(
      (a, b) =>
        a.element.ypos - b.element.ypos || a.element.xpos - b.element.xpos || a.layer - b.layer,
    );
}

/** Image URLs that may be shown: http(s), relative, blob: and data:image/. */
export function safeImageUrl(url: string): string | undefined {
  const trimmed = url.trim();
  if (trimmed === '') return undefined;
  if (/^(https?:|blob:|data:image\/)/i.test(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return undefined;
  return trimmed;
}
