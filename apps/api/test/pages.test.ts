import { describe, expect, it } from 'vitest';

import { pageLanguage } from '../src/web/pages';

describe('given the language a public page is drawn in on the server', () => {
  it('should take the device choice mirrored to the cookie first', () => {
    expect(pageLanguage('jp', 'zh-CN,zh;q=0.9')).toBe('jp');
  });

  it('should take the first language of Accept-Language the app has, by weight', () => {
    expect(pageLanguage(null, 'fr-FR,ja;q=0.8,zh-CN;q=0.9')).toBe('cn');
    expect(pageLanguage(null, 'ja-JP')).toBe('jp');
  });

  it('should fall back to English for an unknown cookie or language', () => {
    expect(pageLanguage('xx', 'fr-FR')).toBe('eng');
    expect(pageLanguage(null, undefined)).toBe('eng');
  });
});
