// The closed card as a picture, for a server: the same cover the browser draws (GiftCard's closed
// state, styled by styles.tsx), from the same geometry and colours (cover.ts), as SVG text that a
// rasteriser such as resvg turns into a link preview. No React, no DOM. It takes no edit
// parameter: a sender's message or any other overlay cannot reach the picture.
import { COVER, GIFT_ICON } from './cover';
import { CARD_DESIGN } from './geometry';
import { cardFontFaces } from './font-faces';
import { defaultLabels } from './labels';

export interface ClosedCardSvgOptions {
  /**
   * The card design's picture (a URL or a data: URL the rasteriser can read), drawn blurred
   * around the card; the closed cover hides it on the card itself, as in the browser.
   */
  image?: string;
  /** The picture's size. Default 1200x630, the size link previews use. */
  width?: number;
  height?: number;
  /** The closed card's label. Default "Tap to open". */
  tapToOpen?: string;
  /**
   * The page's language (BCP 47, as its `lang`): Japanese draws the label in Noto Sans JP first,
   * as the card's stylesheet does (`:lang(ja)`); any other in Noto Sans SC first.
   */
  lang?: string;
  /**
   * The label's width in px at a font size, when the caller can measure it with the font it
   * rasterises with; by default an estimate for Noto Sans SC semibold.
   */
  measureText?: (text: string, fontSize: number) => number;
}

/** Where the card sits in a picture of this size (the rest is its design, blurred). */
export function closedCardBox(width = 1200, height = 630) {
  const margin = Math.round(height / 15);
  const scale = Math.min(
    (width - 2 * margin) / CARD_DESIGN.width,
    (height - 2 * margin) / CARD_DESIGN.height,
  );
  const w = Math.round(CARD_DESIGN.width * scale);
  const h = Math.round(CARD_DESIGN.height * scale);
  return { x: Math.round((width - w) / 2), y: Math.round((height - h) / 2), width: w, height: h };
}

// Noto Sans SC's ascent and line height (hhea: 1160 and 288 units of 1000): CSS's `normal`.
const ASCENT = 1.16;
const LINE_HEIGHT = 1.448;
const estimate = (text: string, fontSize: number) => text.length * fontSize * 0.56;

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const n = (value: number) => String(Math.round(value * 100) / 100);

/** The closed card on its blurred design, as SVG text (default 1200x630). */
export function closedCardSvg(options: ClosedCardSvgOptions = {}): string {
  const { image, width = 1200, height = 630, measureText = estimate } = options;
  const label = options.tapToOpen ?? defaultLabels.tapToOpen;
  const japanese = /^ja\b/i.test(options.lang ?? '');
  const families = japanese
    ? [cardFontFaces.sansJapanese, cardFontFaces.sans]
    : [cardFontFaces.sans, cardFontFaces.sansJapanese];
  const fontFamily = families.map((family) => `'${family}'`).join(', ');
  const card = closedCardBox(width, height);
  const cqw = card.width / 100;
  const { seal, tap, sheen } = COVER;

  // The sheen: CSS's `linear-gradient(160deg, …)` across the card's box.
  const angle = (sheen.angle * Math.PI) / 180;
  const [dx, dy] = [Math.sin(angle), -Math.cos(angle)];
  const half = (Math.abs(card.width * dx) + Math.abs(card.height * dy)) / 2;
  const [cx, cy] = [card.x + card.width / 2, card.y + card.height / 2];

  // The seal and the label, centred as one column with the gap between them.
  const sealSize = seal.size * cqw;
  const fontSize = Math.max(tap.minFontPx, tap.fontSize * cqw);
  const spacing = tap.letterSpacing * fontSize;
  const textWidth = measureText(label, fontSize) + spacing * label.length;
  const pill = {
    width: textWidth + 2 * tap.padX * cqw,
    height: fontSize * LINE_HEIGHT + 2 * tap.padY * cqw,
  };
  const top = cy - (sealSize + COVER.gap * cqw + pill.height) / 2;
  const sealCentre = top + sealSize / 2;
  const pillTop = top + sealSize + COVER.gap * cqw;
  const icon = sealSize * (seal.iconPercent / 100);
  const flapY = card.y + card.height * (COVER.flapPercent / 100);
  const crease = `stroke="rgb(0,0,0)" stroke-opacity="${COVER.creaseAlpha}" stroke-width="${n((COVER.creaseWidth / 2) * cqw)}"`;

  const background = image
    ? `<image href="${escapeXml(image)}" x="-40" y="-40" width="${width + 80}" height="${height + 80}" preserveAspectRatio="xMidYMid slice" filter="url(#blur)"/>
  <rect width="${width}" height="${height}" fill="rgb(0,0,0)" fill-opacity="0.35"/>`
    : `<rect width="${width}" height="${height}" fill="#eceef2"/>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <filter id="blur" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="24"/></filter>
    <filter id="seal-shadow" x="-50%" y="-50%" width="200%" height="200%"><feDropShadow dx="0" dy="${n(seal.shadowY * cqw)}" stdDeviation="${n((seal.shadowBlur * cqw) / 2)}" flood-color="rgb(0,0,0)" flood-opacity="${seal.shadowAlpha}"/></filter>
    <linearGradient id="sheen" gradientUnits="userSpaceOnUse" x1="${n(cx - dx * half)}" y1="${n(cy - dy * half)}" x2="${n(cx + dx * half)}" y2="${n(cy + dy * half)}">
      <stop offset="0" stop-color="rgb(255,255,255)" stop-opacity="${sheen.lightAlpha}"/>
      <stop offset="1" stop-color="rgb(0,0,0)" stop-opacity="${sheen.darkAlpha}"/>
    </linearGradient>
    <clipPath id="card"><rect x="${card.x}" y="${card.y}" width="${card.width}" height="${card.height}" rx="${COVER.radius}"/></clipPath>
  </defs>
  ${background}
  <g clip-path="url(#card)">
    <rect x="${card.x}" y="${card.y}" width="${card.width}" height="${card.height}" fill="${COVER.accent}"/>
    <rect x="${card.x}" y="${card.y}" width="${card.width}" height="${card.height}" fill="url(#sheen)"/>
    <path d="M${card.x} ${card.y}L${n(cx)} ${n(flapY)}L${card.x + card.width} ${card.y}" fill="none" ${crease}/>
    <circle cx="${n(cx)}" cy="${n(sealCentre)}" r="${n(sealSize / 2)}" fill="${COVER.onAccent}" filter="url(#seal-shadow)"/>
    <svg x="${n(cx - icon / 2)}" y="${n(sealCentre - icon / 2)}" width="${n(icon)}" height="${n(icon)}" viewBox="0 0 24 24" fill="none" stroke="${COVER.accent}" stroke-width="2">
      <rect x="${GIFT_ICON.rect.x}" y="${GIFT_ICON.rect.y}" width="${GIFT_ICON.rect.width}" height="${GIFT_ICON.rect.height}" rx="${GIFT_ICON.rect.rx}"/>
      <path d="${GIFT_ICON.path}"/>
    </svg>
    <rect x="${n(cx - pill.width / 2)}" y="${n(pillTop)}" width="${n(pill.width)}" height="${n(pill.height)}" rx="${n(pill.height / 2)}" fill="rgb(0,0,0)" fill-opacity="${tap.backgroundAlpha}"/>
    <text x="${n(cx)}" y="${n(pillTop + tap.padY * cqw + fontSize * ASCENT)}" text-anchor="middle" font-family="${fontFamily}" font-size="${n(fontSize)}" font-weight="${tap.fontWeight}" letter-spacing="${n(spacing)}" fill="${COVER.onAccent}">${escapeXml(label)}</text>
  </g>
</svg>`;
}
