import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import cn from '../locales/cn.json';
import eng from '../locales/eng.json';
import jp from '../locales/jp.json';

export const LANGUAGES = ['eng', 'cn', 'jp'] as const;
export type Language = (typeof LANGUAGES)[number];

function storedLanguage(): Language {
  try {
    const raw = globalThis.localStorage?.getItem('I18N_LANGUAGE');
    const value = raw ? (JSON.parse(raw) as unknown) : null;
    return LANGUAGES.includes(value as Language) ? (value as Language) : 'eng';
  } catch {
    return 'eng';
  }
}

// Bundled resources: no request is made for translations.
void i18next.use(initReactI18next).init({
  resources: { eng: { translation: eng }, cn: { translation: cn }, jp: { translation: jp } },
  lng: storedLanguage(),
  fallbackLng: 'eng',
  interpolation: { escapeValue: false },
});

export { i18next };
