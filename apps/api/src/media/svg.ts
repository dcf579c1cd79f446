// Generated artwork: every picture the app shows is drawn here, so nothing is fetched from
// outside. Each picture is a pure function of its kind and id (the seed and the media route
// agree on names without any stored files).

export const PALETTE = [
  ['#ff6b6b', '#ffd93d'],
  ['#4d96ff', '#6bcbff'],
  ['#6bcb77', '#c9f299'],
  ['#9b5de5', '#f15bb5'],
  ['#ff924c', '#ffca3a'],
  ['#00bbf9', '#00f5d4'],
  ['#ef476f', '#ffd166'],
  ['#118ab2', '#06d6a0'],
] as const;

/**
 * Every label on the artwork is white on a dark plate: the gradients run from dark blue to pale
 * yellow, so white straight on them gave 1.6 to 3.5:1. The plate keeps 4.5:1 over any colour
 * (svg.test.ts measures it over the palette and over white).
 */
export const LABEL = { text: '#ffffff', plate: '#000000', plateOpacity: 0.6 } as const;

/**
 * The width each kind of picture is shown at in the 480 px column (a product tile is half the
 * column; a banner, popup or product page spans it), so labels are sized to be 12 px or more there.
 */
export const SHOWN_WIDTH = {
  product: 216,
  banner: 448,
  popup: 400,
  cardThumb: 160,
  placeholder: 96,
};

const FONT = 'Arial, Helvetica, sans-serif';

function plate(x: number, y: number, width: number, height: number, radius = 0): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${LABEL.plate}" fill-opacity="${LABEL.plateOpacity}"/>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) =>
    c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : c === "'" ? '&apos;' : '&quot;',
  );
}

function colours(seed: number) {
  return PALETTE[Math.abs(seed) % PALETTE.length]!;
}

/**
 * A gradient tile with a simple motif and an optional label on a plate along the bottom:
 * products carry their brand and name; categories and brands none (the app prints the name under
 * the tile, and a label small enough to fit a tile would be unreadable).
 */
export function tileSvg(options: {
  seed: number;
  label?: string;
  sublabel?: string;
  width?: number;
  height?: number;
  motif?: 'gift' | 'circle' | 'star' | 'none';
}): string {
  const { seed, label = '', sublabel = '', width = 600, height = 600, motif = 'gift' } = options;
  const [a, b] = colours(seed);
  const cx = width / 2;
  const cy = height / 2 - height * 0.08;
  const s = Math.min(width, height) * 0.22;
  const shapes: Record<string, string> = {
    gift: `<rect x="${cx - s}" y="${cy - s * 0.7}" width="${2 * s}" height="${1.5 * s}" rx="${s * 0.1}" fill="#fff" fill-opacity="0.85"/>
  <rect x="${cx - s * 0.12}" y="${cy - s * 0.7}" width="${s * 0.24}" height="${1.5 * s}" fill="${a}"/>
  <rect x="${cx - s * 1.1}" y="${cy - s}" width="${2.2 * s}" height="${s * 0.4}" rx="${s * 0.08}" fill="#fff"/>
  <circle cx="${cx - s * 0.3}" cy="${cy - s * 1.15}" r="${s * 0.25}" fill="none" stroke="#fff" stroke-width="${s * 0.1}"/>
  <circle cx="${cx + s * 0.3}" cy="${cy - s * 1.15}" r="${s * 0.25}" fill="none" stroke="#fff" stroke-width="${s * 0.1}"/>`,
    circle: `<circle cx="${cx}" cy="${cy}" r="${s}" fill="#fff" fill-opacity="0.85"/>
  <circle cx="${cx}" cy="${cy}" r="${s * 0.55}" fill="${a}" fill-opacity="0.7"/>`,
    star: `<polygon fill="#fff" fill-opacity="0.9" points="${starPoints(cx, cy, s, s * 0.45)}"/>`,
    none: '',
  };
  const fontSize = Math.round(Math.min(width, height) * 0.075);
  const subSize = Math.round(fontSize * 0.8);
  const top = height * 0.82 - fontSize * 1.1;
  const labels = label
    ? `${plate(0, top, width, height - top)}
  <text x="${cx}" y="${height * 0.82}" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="${LABEL.text}" text-anchor="middle">${escapeXml(label)}</text>
  ${sublabel ? `<text x="${cx}" y="${height * 0.82 + fontSize * 1.2}" font-family="${FONT}" font-size="${subSize}" fill="${LABEL.text}" text-anchor="middle">${escapeXml(sublabel)}</text>` : ''}`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  ${shapes[motif]}
  ${labels}
</svg>`;
}

function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(
      `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return points.join(' ');
}

/**
 * A greeting-card design at the spec's card size (686x460). The full card is background art only:
 * its title and the rest are overlays from the edit parameter. The thumbnail carries the title.
 */
export function cardSvg(seed: number, title: string, withTitle = false): string {
  const [a, b] = colours(seed * 3 + 1);
  const confetti = Array.from({ length: 18 }, (_, i) => {
    const x = (i * 97 + seed * 53) % 686;
    const y = (i * 61 + seed * 29) % 460;
    return `<circle cx="${x}" cy="${y}" r="${4 + (i % 4) * 2}" fill="#fff" fill-opacity="${0.25 + (i % 3) * 0.15}"/>`;
  }).join('');
  const ribbon = `<path d="M0 380 C 170 330, 340 430, 686 360 L686 460 L0 460 Z" fill="#fff" fill-opacity="0.18"/>
  <path d="M0 410 C 200 370, 380 460, 686 400 L686 460 L0 460 Z" fill="#fff" fill-opacity="0.22"/>`;
  // The thumbnail's title, in the app's sans-serif (the design's serif fell back to whatever the
  // machine had), on a plate: 64 design px is 15 px on a 160 px thumbnail.
  const heading = withTitle
    ? `${plate(40, 178, 606, 100, 20)}
  <text x="343" y="250" font-family="${FONT}" font-size="64" font-weight="700" fill="${LABEL.text}" text-anchor="middle">${escapeXml(title)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="686" height="460" viewBox="0 0 686 460">
  <defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="686" height="460" rx="24" fill="url(#c)"/>
  ${confetti}
  ${ribbon}
  <rect x="11" y="7" width="664" height="446" rx="18" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="4"/>
  ${heading}
</svg>`;
}

/** A portrait promo popup picture. */
export function popupSvg(seed: number, title: string, subtitle: string): string {
  const [a, b] = colours(seed + 5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
  <defs><linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="600" height="800" fill="url(#p)"/>
  <circle cx="300" cy="300" r="190" fill="#fff" fill-opacity="0.15"/>
  <polygon fill="#fff" fill-opacity="0.9" points="${starPoints(300, 300, 140, 62)}"/>
  ${plate(0, 520, 600, 170)}
  <text x="300" y="590" font-family="${FONT}" font-size="54" font-weight="700" fill="${LABEL.text}" text-anchor="middle">${escapeXml(title)}</text>
  <text x="300" y="650" font-family="${FONT}" font-size="32" fill="${LABEL.text}" text-anchor="middle">${escapeXml(subtitle)}</text>
</svg>`;
}

/** A wide banner or popup picture. */
export function bannerSvg(
  seed: number,
  title: string,
  subtitle: string,
  width = 960,
  height = 480,
): string {
  const [a, b] = colours(seed + 5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#b)"/>
  <circle cx="${width * 0.85}" cy="${height * 0.3}" r="${height * 0.35}" fill="#fff" fill-opacity="0.15"/>
  <polygon fill="#fff" fill-opacity="0.9" points="${starPoints(width * 0.82, height * 0.45, height * 0.18, height * 0.08)}"/>
  ${plate(width * 0.03, height * 0.26, width * 0.66, height * 0.44, height * 0.04)}
  <text x="${width * 0.06}" y="${height * 0.45}" font-family="${FONT}" font-size="${height * 0.13}" font-weight="700" fill="${LABEL.text}">${escapeXml(title)}</text>
  <text x="${width * 0.06}" y="${height * 0.62}" font-family="${FONT}" font-size="${height * 0.07}" fill="${LABEL.text}">${escapeXml(subtitle)}</text>
</svg>`;
}

/** A sticker for cards: a small star, heart or balloon with a transparent background. */
export function stickerSvg(kind: string): string {
  const shapes: Record<string, string> = {
    star: `<polygon fill="#ffca3a" stroke="#fff" stroke-width="6" points="${starPoints(100, 100, 90, 40)}"/>`,
    heart: `<path fill="#ef476f" stroke="#fff" stroke-width="6" d="M100 170 C20 110 10 60 50 35 C75 20 95 35 100 55 C105 35 125 20 150 35 C190 60 180 110 100 170Z"/>`,
    balloon: `<ellipse cx="100" cy="80" rx="55" ry="68" fill="#4d96ff" stroke="#fff" stroke-width="6"/><path d="M100 148 Q90 170 105 195" stroke="#555" stroke-width="3" fill="none"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">${shapes[kind] ?? shapes.star}</svg>`;
}

/** Round flags for the country picker: simplified, recognisable designs. */
const FLAGS: Record<string, string> = {
  sg: `<rect width="100" height="50" fill="#ef3340"/><rect y="50" width="100" height="50" fill="#fff"/>
    <circle cx="30" cy="25" r="13" fill="#fff"/><circle cx="35" cy="25" r="13" fill="#ef3340"/>
    <g fill="#fff"><circle cx="42" cy="16" r="2"/><circle cx="48" cy="21" r="2"/><circle cx="46" cy="29" r="2"/><circle cx="38" cy="29" r="2"/><circle cx="36" cy="21" r="2"/></g>`,
  my: `${Array.from({ length: 14 }, (_, i) => `<rect y="${(i * 100) / 14}" width="100" height="${100 / 14 + 0.5}" fill="${i % 2 ? '#fff' : '#cc0001'}"/>`).join('')}
    <rect width="50" height="57" fill="#010066"/><circle cx="22" cy="28" r="14" fill="#fc0"/><circle cx="26" cy="28" r="12" fill="#010066"/>
    <polygon fill="#fc0" points="${starPoints(40, 28, 8, 3.5)}"/>`,
  jp: `<rect width="100" height="100" fill="#fff"/><circle cx="50" cy="50" r="22" fill="#bc002d"/>`,
  th: `<rect width="100" height="100" fill="#a51931"/><rect y="17" width="100" height="66" fill="#f4f5f8"/><rect y="33" width="100" height="34" fill="#2d2a4a"/>`,
  id: `<rect width="100" height="50" fill="#ce1126"/><rect y="50" width="100" height="50" fill="#fff"/>`,
};

export function flagSvg(code: string): string | undefined {
  const body = Object.hasOwn(FLAGS, code) ? FLAGS[code] : undefined;
  if (!body) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">
  <defs><clipPath id="r"><circle cx="50" cy="50" r="50"/></clipPath></defs>
  <g clip-path="url(#r)">${body}</g>
</svg>`;
}

/** Grey on the placeholder's light grey, 7:1 (the former #6c757d gave 3.9:1). */
export const PLACEHOLDER = { text: '#495057', background: '#e9ecef' } as const;

/** The image shown for a voucher that has expired, and the fallback for missing pictures. */
export function placeholderSvg(label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="${PLACEHOLDER.background}"/>
  <text x="200" y="222" font-family="${FONT}" font-size="64" font-weight="700" fill="${PLACEHOLDER.text}" text-anchor="middle">${escapeXml(label)}</text>
</svg>`;
}

/** A round avatar with the first letter of a name. */
export function avatarSvg(seed: number, name: string): string {
  const [a, b] = colours(seed);
  const letter = escapeXml((name.trim()[0] ?? '?').toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
  <defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <circle cx="100" cy="100" r="100" fill="url(#a)"/>
  <text x="100" y="132" font-family="Arial, Helvetica, sans-serif" font-size="96" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text>
</svg>`;
}
