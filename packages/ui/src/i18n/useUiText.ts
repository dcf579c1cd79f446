import { useTranslation } from 'react-i18next';

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
 */
export function useUiText() {
  const { t, i18n } = useTranslation(UI_NAMESPACE);
  const text = (key: UiTextKey, options?: UiTextOptions): string => {
    const count = options?.count;
    const englishKey =
      typeof count === 'number' && !(key in uiResources.eng)
        ? ((count === 1 ? `${key}_one` : `${key}_other`) as UiResourceKey)
        : (key as UiResourceKey);
    const fallback = interpolate(uiResources.eng[englishKey as UiResourceKey] ?? key, options);
    return t(key, { ...options, defaultValue: fallback }) as string;
  };
  return { t: text, language: i18n?.language ?? 'eng' };
}
