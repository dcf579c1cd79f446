import { afterEach, describe, expect, it } from 'vitest';

import cn from '../locales/cn';
import jp from '../locales/jp';
import { i18next, i18nReady, setLanguage, storedLanguage } from './i18n';

const tabs = (bundle: Record<string, unknown>) => bundle.tabs as Record<string, string>;

describe('the interface language', () => {
  afterEach(async () => {
    await setLanguage('eng');
  });

  it('should start in English, with only English loaded', async () => {
    await i18nReady;
    expect(i18next.language).toBe('eng');
    expect(i18next.hasResourceBundle('eng', 'translation')).toBe(true);
    expect(i18next.hasResourceBundle('jp', 'translation')).toBe(false);
  });

  it('should load Chinese and Japanese when chosen and keep the choice on the device', async () => {
    await setLanguage('jp');
    expect(i18next.t('tabs.home')).toBe(tabs(jp).home);
    expect(storedLanguage()).toBe('jp');
    await setLanguage('cn');
    expect(i18next.t('tabs.home')).toBe(tabs(cn).home);
    expect(localStorage.getItem('I18N_LANGUAGE')).toBe('"cn"');
  });
});
