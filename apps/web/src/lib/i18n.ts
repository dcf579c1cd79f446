import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { UI_NAMESPACE, uiResources } from '@ugift/ui';

import { eng, loadBundle } from '../locales';
import { DEFAULT_LANGUAGE, htmlLang, isLanguage, LANGUAGES, type Language } from './languages';

export { LANGUAGES, type Language };

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

/** The interface language now (what useLanguage gives a screen), for code outside React. */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : storedLanguage();
}

/** Adds a language's strings (the app's and the kit's) once; English is always there. */
export async function loadLanguage(language: Language) {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const bundle = await loadBundle(language);
  i18next.addResourceBundle(language, 'translation', bundle, true, true);
  i18next.addResourceBundle(language, UI_NAMESPACE, uiResources[language], true, true);
}

/**
 * Switches the interface language and keeps the choice on the device. Dates follow it: lib/dayjs
 * listens (it is loaded only by the screens that show dates, not by the first screen).
 */
export async function setLanguage(language: Language) {
  globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(language));
  await loadLanguage(language);
  await i18next.changeLanguage(language);
}

function addAppBundles() {
  i18next.addResourceBundle(DEFAULT_LANGUAGE, 'translation', eng, true, true);
  i18next.addResourceBundle(
    DEFAULT_LANGUAGE,
    UI_NAMESPACE,
    uiResources[DEFAULT_LANGUAGE],
    true,
    true,
  );
}

// English ships with the app; the stored language, when another, is loaded before the first render
// (see i18nReady). Storybook's preview may have initialised the same instance already; then the
// app's bundles are only added to it.
const initialLanguage = storedLanguage();
if (i18next.isInitialized) {
  addAppBundles();
} else {
  void i18next.use(initReactI18next).init({
    resources: {
      [DEFAULT_LANGUAGE]: { translation: eng, [UI_NAMESPACE]: uiResources[DEFAULT_LANGUAGE] },
    },
    ns: ['translation', UI_NAMESPACE],
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}
i18next.on('languageChanged', (lng) => {
  if (!isLanguage(lng)) return;
  // Before the first render too: a Japanese page that starts as lang="en" would fetch the
  // Chinese font's slices first (the body's font stack follows the document's language).
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang[lng];
});

/** Settles once the stored language's strings are in; the app renders after it. */
export const i18nReady: Promise<void> =
  initialLanguage === DEFAULT_LANGUAGE
    ? Promise.resolve()
    : setLanguage(initialLanguage).catch(() => undefined);

export { i18next };
