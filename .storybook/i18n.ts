import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import cn from '../apps/web/src/locales/cn';
import eng from '../apps/web/src/locales/eng';
import jp from '../apps/web/src/locales/jp';
import { uiResources } from '../packages/ui/src/i18n/resources';

export const STORY_LOCALES = ['eng', 'cn', 'jp'] as const;
export type StoryLocale = (typeof STORY_LOCALES)[number];

/** BCP 47 tags for <html lang>, so fonts and screen readers pick the right language. */
export const htmlLang: Record<StoryLocale, string> = { eng: 'en', cn: 'zh-CN', jp: 'ja' };

/**
 * Storybook's own i18next instance, initialised once with bundled resources: the web app's
 * strings as the default 'translation' namespace and the kit's as 'ui'. Nothing is fetched.
 */
export const storyI18n = i18next.createInstance();

void storyI18n.use(initReactI18next).init({
  resources: {
    eng: { translation: eng, ui: uiResources.eng },
    cn: { translation: cn, ui: uiResources.cn },
    jp: { translation: jp, ui: uiResources.jp },
  },
  ns: ['translation', 'ui'],
  defaultNS: 'translation',
  lng: 'eng',
  fallbackLng: 'eng',
  interpolation: { escapeValue: false },
  initAsync: false,
});
