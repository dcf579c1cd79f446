import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { theme } from '@ugift/ui';

import { BACKGROUND_COLOR, THEME_COLOR, webManifest } from './manifest';

describe('the web app manifest', () => {
  it('starts at home inside the base path and takes its colours from the theme', () => {
    const manifest = webManifest('/ugift/');
    expect(manifest).toMatchObject({
      id: '/ugift/',
      scope: '/ugift/',
      start_url: '/ugift/home',
      display: 'standalone',
    });
    expect(THEME_COLOR).toBe(theme.colors.primary);
    expect(BACKGROUND_COLOR).toBe(theme.colors.background);
  });

  it('names icons of 192 and 512 px and a maskable one, each a file in public/', () => {
    const icons = webManifest('/').icons ?? [];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const file = path.resolve(import.meta.dirname, '../../public', icon.src);
      const png = fs.readFileSync(file);
      // The PNG's own width and height (IHDR) are the sizes the manifest claims.
      const [width, height] = (icon.sizes ?? '').split('x').map(Number);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
    }
  });
});
