// The installed app's icons, drawn from our own artwork (apps/web/public/favicon.svg) by Debian's
// chromium: nothing is downloaded. Run after the artwork changes and commit the PNGs:
//   node scripts/pwa-icons.mjs
// Writes apps/web/public/icons/: icon-192.png, icon-512.png (the artwork as it is, 'any'),
// maskable-512.png (the artwork inside the 80% safe zone on the brand blue, 'maskable': launchers
// crop it to a circle or a squircle) and apple-touch-icon.png (180 px, opaque: iOS fills
// transparency with black).
import fs from 'node:fs';
import path from 'node:path';

import { chromium } from 'playwright';

const root = path.resolve(import.meta.dirname, '..');
const svg = fs.readFileSync(path.join(root, 'apps/web/public/favicon.svg'), 'utf8');
const out = path.join(root, 'apps/web/public/icons');
fs.mkdirSync(out, { recursive: true });

/** The brand blue of the artwork's rounded square (and of the manifest's theme colour). */
const BLUE = svg.match(/fill="(#[0-9a-f]{6})"/i)?.[1] ?? '#1565c0';
const dataUri = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const ICONS = [
  { file: 'icon-192.png', size: 192, inset: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, inset: 0, background: 'transparent' },
  { file: 'maskable-512.png', size: 512, inset: 0.1, background: BLUE },
  { file: 'apple-touch-icon.png', size: 180, inset: 0.06, background: BLUE },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const icon of ICONS) {
    const pad = Math.round(icon.size * icon.inset);
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<body style="margin:0;background:${icon.background}">` +
        `<img src="${dataUri}" width="${icon.size - 2 * pad}" height="${icon.size - 2 * pad}" ` +
        `style="display:block;margin:${pad}px"></body>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({
      path: path.join(out, icon.file),
      omitBackground: icon.background === 'transparent',
    });
    console.log(`wrote apps/web/public/icons/${icon.file} (${icon.size} px)`);
  }
} finally {
  await browser.close();
}
