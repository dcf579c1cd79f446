/**
 * The closed cover's geometry and colours, in one place for the two drawings of it: the browser's
 * stylesheet (styles.tsx) and the server-side picture (closed-card-svg.ts). Lengths are in
 * hundredths of the card's width (CSS `cqw`), so both scale with the card.
 */
export const COVER = {
  accent: '#d6334a',
  onAccent: '#ffffff',
  /** The card's corner radius at its design width (px). */
  radius: 12,
  /** The envelope flap: two creases meeting this far down the card (percent). */
  flapPercent: 62,
  creaseWidth: 0.4,
  creaseAlpha: 0.12,
  /** The sheen over the accent: a 160deg gradient from white to black. */
  sheen: { angle: 160, lightAlpha: 0.18, darkAlpha: 0.12 },
  seal: { size: 16, iconPercent: 55, shadowY: 0.6, shadowBlur: 1.6, shadowAlpha: 0.25 },
  /** Between the seal and the "Tap to open" label. */
  gap: 3,
  tap: {
    fontSize: 3.6,
    minFontPx: 14,
    fontWeight: 600,
    letterSpacing: 0.02,
    padX: 3.6,
    padY: 1.2,
    backgroundAlpha: 0.28,
  },
} as const;

/** The gift icon drawn on the seal (24-unit box, stroked in the accent). */
export const GIFT_ICON = {
  rect: { x: 3, y: 8, width: 18, height: 13, rx: 1.5 },
  path: 'M2 8h20v4H2zM12 8v13M12 8c-2-4-6-4-6-1.5S9 8 12 8zm0 0c2-4 6-4 6-1.5S15 8 12 8z',
} as const;
