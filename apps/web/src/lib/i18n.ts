import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { UI_NAMESPACE, uiResources } from '@ugift/ui';

import cn from '../locales/cn.json';
import eng from '../locales/eng.json';
import jp from '../locales/jp.json';
import { setDateLanguage } from './dayjs';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';

export { LANGUAGES, type Language };

/** The app's own strings, one bundle per interface language (the default namespace). */
export const appResources = { eng, cn, jp } as const;

const STORAGE_KEY = 'I18N_LANGUAGE';

/** The language stored on the device (I18N_LANGUAGE), eng when none or an unknown one is stored. */
export function storedLanguage(): Language {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    const value = raw ? (JSON.parse(raw) as unknown) : null;
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Switches the interface language, dates included, and keeps the choice on the device. */
export async function setLanguage(language: Language) {
  globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(language));
  setDateLanguage(language);
  await i18next.changeLanguage(language);
}

function addAppBundles() {
  for (const language of LANGUAGES) {
    i18next.addResourceBundle(language, 'translation', appResources[language], true, true);
    i18next.addResourceBundle(language, UI_NAMESPACE, uiResources[language], true, true);
  }
}

// Bundled resources: no request is made for translations. Storybook's preview may have
// initialised the same instance already; then the app's bundles are only added to it.
if (i18next.isInitialized) {
  addAppBundles();
} else {
  const language = storedLanguage();
  setDateLanguage(language);
  void i18next.use(initReactI18next).init({
    resources: Object.fromEntries(
      LANGUAGES.map((lng) => [
        lng,
        { translation: appResources[lng], [UI_NAMESPACE]: uiResources[lng] },
      ]),
    ),
    ns: ['translation', UI_NAMESPACE],
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}
i18next.on('languageChanged', (lng) => {
  if (isLanguage(lng)) setDateLanguage(lng);
});

export { i18next };
