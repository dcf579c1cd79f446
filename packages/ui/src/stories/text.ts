import { uiResources, type UiResourceKey } from '../i18n/resources';

/** The story's language, from the `lang` Storybook's preview sets on <html> for the locale global. */
export function storyLanguage(): keyof typeof uiResources {
  const lang = document.documentElement.lang;
  if (lang.startsWith('zh')) return 'cn';
  if (lang.startsWith('ja')) return 'jp';
  return 'eng';
}

/**
 * One of the kit's own strings in the language the story is rendered in: what play functions find
 * the kit's built-in labels by (Show password, Close ...), so one play runs in every mode.
 */
export function uiText(
  key: UiResourceKey | (string & {}),
  values: Record<string, string | number> = {},
): string {
  const strings: Record<string, string> = uiResources[storyLanguage()];
  // A plural (`_one`, `_other`) by its `count`, as i18next picks it.
  const plural = `${key}_${values.count === 1 ? 'one' : 'other'}`;
  const text = strings[key] ?? strings[plural] ?? strings[`${key}_other`];
  if (text === undefined) throw new Error(`No kit string for the key ${key}`);
  return Object.entries(values).reduce(
    (result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)),
    text,
  );
}
