import type { i18n as I18n } from 'i18next';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

import { type UiResourceKey, UI_NAMESPACE, uiResources } from './resources';

type PluralBase<K> = K extends `${infer B}_one` ? B : never;
/** A key of the kit's namespace, or the base of a plural key (used with `count`). */
export type UiTextKey = UiResourceKey | PluralBase<UiResourceKey>;

/** Options passed to i18next (interpolation values, count). */
export type UiTextOptions = Record<string, string | number>;

function interpolate(text: string, options: UiTextOptions = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ''));
}

/**
 * The kit's translator for namespace 'ui'. When the app has not registered the namespace, the
 * English resource is the default value, so a string is never shown as its raw key.
 *
 * It reads the app's i18next instance the way useTranslation finds it (an I18nextProvider, else
 * the instance given to initReactI18next) and re-renders when the language changes, without
 * importing useTranslation: that module imports a helper from i18next, whose single module then
 * lands whole (about 17 KiB gzip) in every app that uses a Button, i18next or not.
 */
export function useUiText() {
  const fromContext = useContext(I18nContext) as { i18n?: I18n } | undefined;
  const i18n: I18n | undefined = fromContext?.i18n ?? getI18n();
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n?.on('languageChanged', onChange);
      return () => i18n?.off('languageChanged', onChange);
    },
    [i18n],
  );
  const readLanguage = () => i18n?.language;
  const language = useSyncExternalStore(subscribe, readLanguage, readLanguage);
  const text = (key: UiTextKey, options?: UiTextOptions): string => {
    const count = options?.count;
    const englishKey =
      typeof count === 'number' && !(key in uiResources.eng)
        ? ((count === 1 ? `${key}_one` : `${key}_other`) as UiResourceKey)
        : (key as UiResourceKey);
    const fallback = interpolate(uiResources.eng[englishKey as UiResourceKey] ?? key, options);
    if (!i18n?.isInitialized) return fallback;
    return i18n.t(key, { ...options, lng: language, ns: UI_NAMESPACE, defaultValue: fallback });
  };
  return { t: text, language: language ?? 'eng' };
}
