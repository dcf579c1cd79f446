import { COVER } from './cover';
import { cardFontFaces } from './font-faces';

const { sans, sansJapanese, serif } = cardFontFaces;
const { seal, tap, sheen } = COVER;
const crease = (direction: string) =>
  `linear-gradient(${direction}, transparent calc(50% - ${COVER.creaseWidth / 2}cqw), rgb(0 0 0 / ${COVER.creaseAlpha}) 50%, transparent calc(50% + ${COVER.creaseWidth / 2}cqw))`;
const flap = `50% ${COVER.flapPercent}% no-repeat`;

/** How long the card takes to open (spec section 9). */
export const OPEN_DURATION_MS = 1700;

/**
 * The renderer's one stylesheet. Embedders theme it through CSS custom properties set on any
 * ancestor (or on <ugift-card>):
 * --ugift-card-accent, --ugift-card-accent-contrast, --ugift-card-surface, --ugift-card-text,
 * --ugift-card-muted, --ugift-card-danger, --ugift-card-radius, --ugift-card-font (the card's
 * font stack) and --ugift-card-font-serif (what a design's `serif` becomes). The default stacks
 * name the families that '@ugift/giftcard-renderer/fonts' declares (fonts.ts); Japanese pages
 * (lang="ja") put Noto Sans JP first for the Japanese glyph forms.
 */
export const CSS = `
.ugc-root {
  --_accent: var(--ugift-card-accent, ${COVER.accent});
  --_on-accent: var(--ugift-card-accent-contrast, ${COVER.onAccent});
  --_surface: var(--ugift-card-surface, #ffffff);
  --_text: var(--ugift-card-text, #1f2430);
  --_muted: var(--ugift-card-muted, #5b6270);
  --_danger: var(--ugift-card-danger, #b3261e);
  --_radius: var(--ugift-card-radius, ${COVER.radius}px);
  --_font: var(--ugift-card-font, '${sans}', '${sansJapanese}', sans-serif);
  --_font-serif: var(--ugift-card-font-serif, '${serif}', var(--_font));
  font-family: var(--_font);
  color: var(--_text);
  margin: 0;
  width: 100%;
  box-sizing: border-box;
}
.ugc-root:lang(ja) { --_font: var(--ugift-card-font, '${sansJapanese}', '${sans}', sans-serif); }
.ugc-root *, .ugc-root *::before, .ugc-root *::after { box-sizing: border-box; }
/* The card takes focus when it opens so keyboard users keep their place; no ring on a container. */
.ugc-root[tabindex='-1']:focus { outline: none; }
.ugc-stage {
  position: relative;
  width: 100%;
  aspect-ratio: 686 / 460;
  container-type: inline-size;
  border-radius: var(--_radius);
  overflow: hidden;
  background: var(--_surface);
  perspective: 900px;
}
.ugc-picture {
  position: absolute;
  display: block;
  object-fit: cover;
}
.ugc-picture-missing {
  position: absolute;
  background: repeating-linear-gradient(135deg, #eceef2 0 12px, #e1e4ea 12px 24px);
}
.ugc-layer { position: absolute; inset: 0; }
.ugc-text {
  margin: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  text-align: center;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  overflow: hidden;
  padding: 0.4cqw;
}
.ugc-text-plate {
  padding: 0.05em 0.35em;
  border-radius: 0.3em;
  -webkit-box-decoration-break: clone;
  box-decoration-break: clone;
}
.ugc-image { object-fit: cover; display: block; }
.ugc-sticker { object-fit: contain; display: block; }
.ugc-missing {
  display: flex;
  align-items: center;
  justify-content: center;
  background: #eceef2;
  border: 0.3cqw dashed #9aa1ad;
  color: #5b6270;
}
.ugc-missing svg { width: 30%; height: 30%; max-width: 9cqw; }
.ugc-cover {
  position: absolute;
  inset: 0;
  width: 100%;
  margin: 0;
  padding: 0;
  border: 0;
  font: inherit;
  color: var(--_on-accent);
  background:
    ${crease('to top right')} left top / ${flap},
    ${crease('to top left')} right top / ${flap},
    linear-gradient(${sheen.angle}deg, rgb(255 255 255 / ${sheen.lightAlpha}), rgb(0 0 0 / ${sheen.darkAlpha})),
    var(--_accent);
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${COVER.gap}cqw;
  cursor: pointer;
  transform-origin: left center;
  backface-visibility: hidden;
  z-index: 100;
}
.ugc-cover:focus-visible { outline: 3px solid var(--_text); outline-offset: -6px; }
.ugc-seal {
  width: ${seal.size}cqw;
  height: ${seal.size}cqw;
  border-radius: 50%;
  background: var(--_on-accent);
  color: var(--_accent);
  display: flex;
  align-items: center;
  justify-content: center;
  box-shadow: 0 ${seal.shadowY}cqw ${seal.shadowBlur}cqw rgb(0 0 0 / ${seal.shadowAlpha});
}
.ugc-seal svg { width: ${seal.iconPercent}%; height: ${seal.iconPercent}%; }
.ugc-tap {
  font-size: max(${tap.minFontPx}px, ${tap.fontSize}cqw);
  font-weight: ${tap.fontWeight};
  letter-spacing: ${tap.letterSpacing}em;
  padding: ${tap.padY}cqw ${tap.padX}cqw;
  border-radius: 999px;
  background: rgb(0 0 0 / ${tap.backgroundAlpha});
}
.ugc-cover[data-animate='true'] {
  animation: ugc-cover-open ${OPEN_DURATION_MS}ms cubic-bezier(0.45, 0, 0.25, 1) forwards;
}
@keyframes ugc-cover-open {
  from { transform: rotateY(0deg); }
  to { transform: rotateY(-180deg); }
}
@media (prefers-reduced-motion: reduce) {
  .ugc-cover[data-animate='true'] { animation: none; visibility: hidden; }
}
.ugc-below { display: flex; flex-direction: column; gap: 12px; padding-top: 12px; }
.ugc-music { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
.ugc-music-name { display: inline-flex; align-items: center; gap: 6px; color: var(--_muted); font-size: 0.9375rem; }
.ugc-music-name svg { width: 16px; height: 16px; flex: none; }
.ugc-message-heading { margin: 0; font-size: 0.875rem; font-weight: 600; color: var(--_muted); }
.ugc-message { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 1rem; line-height: 1.4; }
.ugc-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 16px;
  border-radius: 999px;
  border: 2px solid var(--_accent);
  background: var(--_surface);
  color: var(--_text);
  font: inherit;
  font-size: 0.9375rem;
  font-weight: 600;
  cursor: pointer;
}
.ugc-button[data-variant='primary'] { background: var(--_accent); color: var(--_on-accent); }
.ugc-button:disabled { opacity: 0.5; cursor: not-allowed; }
.ugc-button:focus-visible { outline: 3px solid var(--_text); outline-offset: 2px; }
.ugc-button svg { width: 18px; height: 18px; flex: none; }
.ugc-icon-button { min-height: 44px; min-width: 44px; padding: 0; }
.ugc-visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px;
  padding: 0; margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
.ugc-field { display: flex; flex-direction: column; gap: 6px; }
.ugc-field-label { font-size: 0.875rem; font-weight: 600; color: var(--_muted); }
.ugc-input {
  width: 100%;
  font: inherit;
  font-size: 1rem;
  color: var(--_text);
  background: var(--_surface);
  border: 1px solid #8a919e;
  border-radius: 8px;
  padding: 10px 12px;
  resize: none;
}
.ugc-input:focus-visible { outline: 3px solid var(--_accent); outline-offset: 1px; }
.ugc-overlay-input {
  background: rgb(255 255 255 / 0.35);
  border: 0.3cqw dashed rgb(0 0 0 / 0.45);
  border-radius: 0.8cqw;
  resize: none;
  text-align: center;
  padding: 0.6cqw;
  margin: 0;
  overflow: auto;
}
.ugc-overlay-input::placeholder { color: inherit; opacity: 0.75; }
.ugc-overlay-input:focus-visible { outline: 0.5cqw solid var(--_accent); outline-offset: 0; background: rgb(255 255 255 / 0.6); }
.ugc-slot {
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1cqw;
  border: 0.3cqw dashed rgb(0 0 0 / 0.5);
  border-radius: 0.8cqw;
  background: rgb(255 255 255 / 0.7);
  color: #1f2430;
  overflow: hidden;
}
.ugc-slot img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
.ugc-slot-actions {
  position: absolute;
  left: 0; right: 0; bottom: 0;
  display: flex;
  justify-content: center;
  gap: 1cqw;
  padding: 1cqw;
}
.ugc-chip {
  font: inherit;
  font-size: max(12px, 2.6cqw);
  font-weight: 600;
  min-height: 28px;
  padding: 0.6cqw 2cqw;
  border-radius: 999px;
  border: 0;
  background: rgb(31 36 48 / 0.85);
  color: #ffffff;
  cursor: pointer;
}
.ugc-chip:focus-visible { outline: 3px solid var(--_accent); outline-offset: 1px; }
.ugc-error { margin: 0; color: var(--_danger); font-size: 0.875rem; }
.ugc-backdrop {
  position: fixed;
  inset: 0;
  background: rgb(0 0 0 / 0.5);
  display: flex;
  align-items: flex-end;
  justify-content: center;
  z-index: 1000;
}
.ugc-dialog {
  width: 100%;
  max-width: 480px;
  max-height: 80vh;
  display: flex;
  flex-direction: column;
  background: var(--_surface);
  color: var(--_text);
  border-radius: 16px 16px 0 0;
  padding: 16px;
  gap: 12px;
}
.ugc-dialog-header { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.ugc-dialog-title { margin: 0; font-size: 1.125rem; font-weight: 700; }
.ugc-music-list { list-style: none; margin: 0; padding: 0; overflow: auto; display: flex; flex-direction: column; gap: 4px; }
.ugc-music-row {
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 4px 8px;
  border-radius: 10px;
  border: 2px solid transparent;
}
.ugc-music-row[data-selected='true'] { border-color: var(--_accent); }
.ugc-music-row label { flex: 1; display: flex; align-items: center; gap: 10px; min-height: 44px; cursor: pointer; font-size: 1rem; }
.ugc-music-row input { width: 20px; height: 20px; accent-color: var(--_accent); margin: 0; }
`;

/**
 * Puts the stylesheet in the document (or the shadow root) once, however many cards render:
 * React 19 hoists and de-duplicates <style> elements that carry href and precedence.
 */
export function StyleSheet() {
  return (
    <style href="ugift-giftcard-renderer" precedence="default">
      {CSS}
    </style>
  );
}
