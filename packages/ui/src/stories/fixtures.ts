import { palette } from '../theme/tokens';

/** A deterministic SVG picture as a data URL (no network): a tinted box with a label. */
export function pictureUrl(
  label: string,
  tint: string = palette.blue100,
  ink: string = palette.blue700,
) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200"><rect width="320" height="200" fill="${tint}"/><circle cx="250" cy="60" r="28" fill="${ink}" opacity="0.35"/><path d="M0 200L110 90l70 70 40-40 100 80z" fill="${ink}" opacity="0.5"/><text x="24" y="48" font-family="sans-serif" font-size="28" font-weight="700" fill="${ink}">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A data URL that never decodes: exercises image fallbacks without a request. */
export const brokenImageUrl = 'data:image/png;base64,AAAA';

/** A round flag stand-in (two bands). */
export function flagUrl(top: string, bottom: string = palette.white) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect width="24" height="12" fill="${top}"/><rect y="12" width="24" height="12" fill="${bottom}"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const countries = [
  { code: '65', name: 'Singapore', iso: 'SG', flagSrc: flagUrl(palette.red600) },
  { code: '60', name: 'Malaysia', iso: 'MY', flagSrc: flagUrl(palette.blue700, palette.red600) },
  { code: '81', name: 'Japan', iso: 'JP' },
  { code: '86', name: 'China', iso: 'CN', flagSrc: flagUrl(palette.red600, palette.red600) },
];

/** Fixed dates for deterministic stories. */
export const fixedNow = new Date('2026-03-15T10:00:00Z');
