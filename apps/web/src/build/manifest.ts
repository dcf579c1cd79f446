// The web app manifest (vite-plugin-pwa writes it as manifest.webmanifest and links it from
// index.html). Its colours are the theme's (checked by manifest.test.ts); the icons are drawn
// from our own artwork by scripts/pwa-icons.mjs.
import type { ManifestOptions } from 'vite-plugin-pwa';

/** The top bar's blue (theme.colors.primary): the status bar of the installed app. */
export const THEME_COLOR = '#1760bd';
/** The page background (theme.colors.background): the splash screen behind the icon. */
export const BACKGROUND_COLOR = '#f6f7f9';

/** The manifest of the app built for `base` (a path with a leading and a trailing slash). */
export function webManifest(base: string): Partial<ManifestOptions> {
  return {
    id: base,
    name: 'Ugift',
    short_name: 'Ugift',
    description: 'Buy, customise and send gift cards and e-vouchers.',
    lang: 'en',
    start_url: `${base}home`,
    scope: base,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
