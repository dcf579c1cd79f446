// Fixture images as data: URIs, so that Storybook and tests never reach the network.

function escapeXml(text: string) {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A flat SVG picture with a label: deterministic, a few hundred bytes. */
export function svgImage(label: string, background: string, width = 400, height = 300): string {
  const fontSize = Math.round(Math.min(width, height) / 8);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${background}"/>` +
    `<circle cx="${width * 0.82}" cy="${height * 0.22}" r="${Math.min(width, height) * 0.12}" fill="#ffffff" fill-opacity="0.35"/>` +
    `<text x="50%" y="55%" font-family="sans-serif" font-size="${fontSize}" fill="#ffffff" text-anchor="middle">${escapeXml(label)}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A round flag-like badge for countries. */
export function flagImage(code: string, a: string, b: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="32" fill="${a}"/><rect y="32" width="64" height="32" fill="${b}"/>` +
    `<text x="32" y="40" font-family="sans-serif" font-size="18" fill="#222" text-anchor="middle">${escapeXml(code)}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A QR-like pattern (not a scannable code) for voucher fixtures. */
export function codeImage(kind: 'qrcode' | 'barcode', seed: string): string {
  let cells = '';
  let n = [...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  if (kind === 'barcode') {
    for (let x = 4; x < 196; x += 3) {
      n = (n * 1103515245 + 12345) >>> 0;
      if (n & 1) cells += `<rect x="${x}" y="4" width="${1 + ((n >> 3) & 1)}" height="72"/>`;
    }
    return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><rect width="200" height="80" fill="#fff"/><g fill="#000">${cells}</g></svg>`)}`;
  }
  for (let y = 0; y < 21; y++)
    for (let x = 0; x < 21; x++) {
      n = (n * 1103515245 + 12345) >>> 0;
      const finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
      if (
        finder
          ? x % 6 === 0 || y % 6 === 0 || (x % 7 > 1 && x % 7 < 5 && y % 7 > 1 && y % 7 < 5)
          : n & 4
      )
        cells += `<rect x="${x * 8 + 8}" y="${y * 8 + 8}" width="8" height="8"/>`;
    }
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="184" height="184"><rect width="184" height="184" fill="#fff"/><g fill="#000">${cells}</g></svg>`)}`;
}

/** A short silent WAV, so music previews have something to play offline. */
export const SILENT_WAV =
  'data:audio/wav;base64,UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQAAAAA=';
