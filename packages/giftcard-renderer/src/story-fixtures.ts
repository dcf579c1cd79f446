// Card designs, photos, stickers and music for the stories, generated here: nothing is fetched.
import { type CardElement, type ElementType, type TextSize } from './edit-parameter';
import type { Music } from './GiftCard';

const svg = (width: number, height: number, body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

/** The card picture fills the design's inner 674x440. */
const design = (body: string) => svg(674, 440, body);

export const designs = {
  birthday: design(
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff9a8b"/><stop offset="0.55" stop-color="#ff6a88"/><stop offset="1" stop-color="#ff99ac"/></linearGradient></defs>
    <rect width="674" height="440" fill="url(#g)"/>
    <g opacity="0.55">${[
      [40, 60, '#fff3b0'],
      [120, 380, '#b8f2e6'],
      [600, 70, '#fff3b0'],
      [520, 400, '#aed9e0'],
      [330, 30, '#ffffff'],
      [640, 250, '#b8f2e6'],
      [20, 250, '#ffffff'],
    ]
      .map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="9" fill="${c}"/>`)
      .join('')}</g>
    <g transform="translate(560 120)"><ellipse rx="34" ry="42" fill="#ffd166"/><path d="M0 42 q-6 40 8 90" stroke="#ffffff" stroke-width="2" fill="none"/></g>
    <g transform="translate(612 160)"><ellipse rx="28" ry="35" fill="#06d6a0"/><path d="M0 35 q6 40 -6 80" stroke="#ffffff" stroke-width="2" fill="none"/></g>
    <rect x="24" y="24" width="626" height="392" rx="18" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="4" stroke-dasharray="2 10" stroke-linecap="round"/>`,
  ),
  festive: design(
    `<defs><radialGradient id="g" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="#2d6a4f"/><stop offset="1" stop-color="#081c15"/></radialGradient></defs>
    <rect width="674" height="440" fill="url(#g)"/>
    ${[
      [30, 220, 0.7],
      [644, 220, 0.7],
      [44, 396, 0.7],
      [330, 404, 0.9],
      [630, 396, 0.7],
    ]
      .map(
        ([x, y, s]) =>
          `<path transform="translate(${x} ${y}) scale(${s})" d="M0-20 5-6 20-6 8 3 12 18 0 9-12 18-8 3-20-6-5-6z" fill="#e9c46a"/>`,
      )
      .join('')}
    <rect x="16" y="16" width="642" height="408" rx="10" fill="none" stroke="#e9c46a" stroke-width="3"/>`,
  ),
  thanks: design(
    `<rect width="674" height="440" fill="#fbf3e4"/>
    <g fill="#7fb069" opacity="0.8">${[0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<ellipse cx="${40 + i * 22}" cy="${380 - i * 40}" rx="30" ry="11" transform="rotate(${-35 - i * 6} ${40 + i * 22} ${380 - i * 40})"/>`,
      )
      .join('')}</g>
    <g fill="#e6aa68" opacity="0.85">${[0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<ellipse cx="${640 - i * 24}" cy="${60 + i * 38}" rx="28" ry="10" transform="rotate(${30 + i * 8} ${640 - i * 24} ${60 + i * 38})"/>`,
      )
      .join('')}</g>
    <circle cx="600" cy="380" r="40" fill="#ca3c25" opacity="0.8"/>`,
  ),
  night: design(
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b132b"/><stop offset="1" stop-color="#3a506b"/></linearGradient></defs>
    <rect width="674" height="440" fill="url(#g)"/>
    <circle cx="560" cy="100" r="52" fill="#fef9c3"/><circle cx="582" cy="86" r="48" fill="#16213e"/>
    ${[
      [60, 50],
      [160, 120],
      [260, 40],
      [420, 90],
      [90, 300],
      [300, 380],
      [470, 330],
      [630, 300],
      [380, 200],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.5" fill="#ffffff"/>`)
      .join('')}
    <path d="M0 440 L0 380 Q170 330 340 372 T674 360 L674 440z" fill="#1c2541"/>`,
  ),
} as const;

/** A landscape 'photo'. */
const photoLandscape = svg(
  400,
  300,
  `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ecae6"/><stop offset="1" stop-color="#e0f4ff"/></linearGradient></defs>
  <rect width="400" height="300" fill="url(#s)"/><circle cx="300" cy="80" r="36" fill="#ffb703"/>
  <path d="M0 300 L0 200 L90 120 L170 210 L250 140 L400 250 L400 300z" fill="#2a9d8f"/>
  <path d="M0 300 L0 250 L120 190 L260 270 L400 230 L400 300z" fill="#264653"/>`,
);

/** A portrait 'photo'. */
const photoPortrait = svg(
  300,
  360,
  `<rect width="300" height="360" fill="#f4d35e"/><circle cx="150" cy="140" r="62" fill="#8d5a3b"/>
  <path d="M40 360 Q40 230 150 230 Q260 230 260 360z" fill="#0d3b66"/>
  <circle cx="128" cy="132" r="6" fill="#1b1b1b"/><circle cx="172" cy="132" r="6" fill="#1b1b1b"/>
  <path d="M125 165 Q150 185 175 165" stroke="#1b1b1b" stroke-width="5" fill="none" stroke-linecap="round"/>`,
);

const stickerStar = svg(
  100,
  100,
  `<path d="M50 4 62 36 96 38 70 60 79 94 50 75 21 94 30 60 4 38 38 36z" fill="#ffd166" stroke="#ffffff" stroke-width="4" stroke-linejoin="round"/>`,
);

const stickerHeart = svg(
  100,
  100,
  `<path d="M50 88 C20 64 6 48 6 30 C6 16 17 6 30 6 C40 6 47 12 50 20 C53 12 60 6 70 6 C83 6 94 16 94 30 C94 48 80 64 50 88z" fill="#ef476f" stroke="#ffffff" stroke-width="4"/>`,
);

/** Fails to load at once (not an image), without any network request. */
export const brokenImage = 'data:image/png;base64,bm90IGFuIGltYWdl';

/** A photo the user 'uploads' in the editor stories. */
export function photoFile(): File {
  const body = decodeURIComponent(photoPortrait.slice('data:image/svg+xml,'.length));
  return new File([body], 'me.svg', { type: 'image/svg+xml' });
}

/** A short generated tone as a WAV data URI (8 kHz, 8-bit mono). */
function tone(frequency: number, seconds = 0.3): string {
  const rate = 8000;
  const samples = Math.round(rate * seconds);
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) =>
    [...text].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i += 1) {
    bytes[44 + i] = Math.round(128 + 60 * Math.sin((2 * Math.PI * frequency * i) / rate));
  }
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:audio/wav;base64,${btoa(binary)}`;
}

export const musics: Music[] = [
  { id: '1', name: 'Happy Birthday Chimes', url: tone(523) },
  { id: '2', name: 'Calm Piano', url: tone(392) },
  { id: '3', name: 'Jingle Sparkle', url: tone(659) },
];

// Generic families only: the renderer draws them with its own fonts (Noto Serif, Noto Sans SC/JP),
// so a story looks the same on every machine. A named family (say Georgia) would be the machine's.
const SERIF = 'serif';
const SANS = 'sans-serif';

interface Spec {
  type: ElementType;
  key: string;
  content?: string;
  placeholder?: string;
  at: [number, number, number, number];
  fontfamily?: string;
  fontcolor?: string;
  fontsize?: number;
  size?: TextSize;
}

function build(specs: Spec[]): CardElement[] {
  return specs.map(
    ({
      type,
      key,
      content = '',
      placeholder = '',
      at,
      fontfamily = '',
      fontcolor = '',
      fontsize,
      size,
    }) =>
      ({
        type,
        key,
        content,
        placeholder,
        xpos: at[0],
        ypos: at[1],
        width: at[2],
        height: at[3],
        fontfamily,
        fontcolor,
        fontsize: fontsize ?? null,
        size: size ?? null,
      }) as CardElement,
  );
}

/** A birthday card with a title, a photo, a wish, a sticker, a message and music. */
export const birthdayElements = build([
  {
    type: 'text',
    key: 'title',
    content: 'Happy Birthday!',
    at: [0.06, 0.06, 0.6, 0.2],
    fontfamily: SERIF,
    fontcolor: '#ffffff',
    size: 'larger',
  },
  {
    type: 'image',
    key: 'photo',
    content: photoPortrait,
    placeholder: 'Photo of the birthday girl',
    at: [0.07, 0.32, 0.3, 0.56],
  },
  {
    type: 'custom_text',
    key: 'wish',
    content: 'Wishing you a year full of laughter, cake and adventures.',
    placeholder: 'Write your wishes',
    at: [0.42, 0.36, 0.5, 0.4],
    fontfamily: SANS,
    fontcolor: '#3d0a1a',
    size: 'm',
  },
  { type: 'sticker', key: 'star', content: stickerStar, at: [0.86, 0.72, 0.1, 0.15] },
  {
    type: 'message',
    key: 'message',
    content: 'See you at the party on Saturday!',
    at: [0, 0, 0, 0],
  },
  { type: 'music', key: 'music', content: '1', at: [0, 0, 0, 0] },
]);

/** Every element type, and every text size (s, m, larger and an explicit fontsize). */
export const everyElement = build([
  {
    type: 'text',
    key: 'size-s',
    content: 'Size s',
    at: [0.05, 0.05, 0.28, 0.12],
    fontcolor: '#fefae0',
    fontfamily: SANS,
    size: 's',
  },
  {
    type: 'text',
    key: 'size-m',
    content: 'Size m',
    at: [0.36, 0.05, 0.28, 0.12],
    fontcolor: '#fefae0',
    fontfamily: SANS,
    size: 'm',
  },
  {
    type: 'text',
    key: 'size-l',
    content: 'Size larger',
    at: [0.67, 0.05, 0.3, 0.12],
    fontcolor: '#fefae0',
    fontfamily: SANS,
    size: 'larger',
  },
  {
    type: 'custom_text',
    key: 'custom',
    content: 'custom_text at 40px',
    at: [0.05, 0.22, 0.68, 0.16],
    fontcolor: '#e9c46a',
    fontfamily: SERIF,
    fontsize: 40,
  },
  {
    type: 'image',
    key: 'photo',
    content: photoLandscape,
    placeholder: 'Mountains at dawn',
    at: [0.05, 0.45, 0.42, 0.45],
  },
  { type: 'sticker', key: 'heart', content: stickerHeart, at: [0.52, 0.48, 0.14, 0.2] },
  { type: 'sticker', key: 'star', content: stickerStar, at: [0.7, 0.45, 0.12, 0.18] },
  {
    type: 'text',
    key: 'default',
    content: 'Default size',
    at: [0.52, 0.72, 0.44, 0.16],
    fontcolor: '#ffffff',
  },
  {
    type: 'message',
    key: 'message',
    content: 'A message travels under the card.',
    at: [0, 0, 0, 0],
  },
  { type: 'music', key: 'music', content: '3', at: [0, 0, 0, 0] },
]);

/** Long Chinese and Japanese text in small boxes. */
export const longCjkElements = build([
  {
    type: 'text',
    key: 'title',
    content: '新年快乐，万事如意！',
    at: [0.08, 0.08, 0.84, 0.18],
    fontcolor: '#fef9c3',
    fontfamily: SERIF,
    size: 'larger',
  },
  {
    type: 'custom_text',
    key: 'wish',
    content:
      '祝你在新的一年里身体健康、工作顺利、家庭幸福、心想事成。愿所有的美好都如约而至，所有的努力都不被辜负。新年快乐！お誕生日おめでとうございます。素敵な一年になりますように。',
    at: [0.08, 0.3, 0.56, 0.56],
    fontcolor: '#ffffff',
    fontfamily: SANS,
    size: 's',
  },
  {
    type: 'message',
    key: 'message',
    content: '春节快乐！我们除夕夜见，一起包饺子、看春晚、放烟花。',
    at: [0, 0, 0, 0],
  },
]);

/** A card whose photo and sticker are missing. */
export const missingImageElements = build([
  {
    type: 'text',
    key: 'title',
    content: 'Thank you',
    at: [0.2, 0.06, 0.6, 0.2],
    fontfamily: SERIF,
    fontcolor: '#5b3a29',
    size: 'larger',
  },
  {
    type: 'image',
    key: 'photo',
    content: brokenImage,
    placeholder: 'Team photo',
    at: [0.25, 0.3, 0.5, 0.5],
  },
  { type: 'sticker', key: 'leaf', content: brokenImage, at: [0.8, 0.3, 0.12, 0.18] },
]);

/** What a sender starts from: placeholders only. */
export const blankElements = build([
  {
    type: 'text',
    key: 'title',
    content: 'Season’s Greetings',
    at: [0.12, 0.08, 0.76, 0.18],
    fontfamily: SERIF,
    fontcolor: '#e9c46a',
    size: 'larger',
  },
  { type: 'image', key: 'photo', placeholder: 'Your photo', at: [0.08, 0.34, 0.36, 0.54] },
  {
    type: 'custom_text',
    key: 'wish',
    placeholder: 'Write your wishes',
    at: [0.5, 0.36, 0.42, 0.4],
    fontfamily: SANS,
    fontcolor: '#ffffff',
    size: 'm',
  },
  { type: 'sticker', key: 'star', content: stickerStar, at: [0.82, 0.74, 0.1, 0.15] },
  {
    type: 'message',
    key: 'message',
    placeholder: 'Add a message for your friend',
    at: [0, 0, 0, 0],
  },
  { type: 'music', key: 'music', at: [0, 0, 0, 0] },
]);

/** Twenty overlays, for the benchmark and a busy card. */
export function twentyOverlays(): CardElement[] {
  const types: ElementType[] = ['text', 'custom_text', 'image', 'sticker'];
  return build(
    Array.from({ length: 20 }, (_, i) => ({
      type: types[i % types.length]!,
      key: `e${i}`,
      content: i % 4 >= 2 ? (i % 4 === 2 ? photoLandscape : stickerStar) : `Overlay ${i} 祝你快乐`,
      at: [(i % 5) * 0.2, Math.floor(i / 5) * 0.25, 0.18, 0.22] as [number, number, number, number],
      fontcolor: '#ffffff',
      size: (['s', 'm', 'larger'] as const)[i % 3],
    })),
  );
}
