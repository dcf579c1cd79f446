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

/**
 * A string in the language the story is rendered in (the `locale` global, set before the story
 * renders): what play functions find elements by and expect to read, so that the same play runs
 * in every mode and the Chinese and Japanese captures show what the interaction produced in their
 * language. Keys as in the app (`account.login.submit`) or the kit's with `ui:` (`ui:common.close`).
 */
export function t(key: string, options?: Record<string, unknown>): string {
  const text = storyI18n.t(key, options);
  // A key that is not in the bundles would otherwise come back as itself and fail far away.
  if (!storyI18n.exists(key, options)) throw new Error(`No string for the key ${key}`);
  return text;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A string of the story's language as a pattern, for texts with values in them that the story
 * does not fix (a date in the language's format, a count): each `{{value}}` of the string matches
 * the value given for it, or any text. `tMatch('wallet.used')` matches "Used: 10 Jan 2026" and
 * "使用日期：2026年1月10日".
 */
export function tMatch(key: string, values: Record<string, string | number> = {}): RegExp {
  const [ns, name] = key.startsWith('ui:') ? ['ui', key.slice(3)] : ['translation', key];
  const raw: unknown = storyI18n.getResource(storyI18n.language, ns, name);
  if (typeof raw !== 'string') throw new Error(`No string for the key ${key}`);
  const parts = raw.split(/\{\{\s*(\w+)\s*\}\}/);
  return new RegExp(
    parts
      .map((part, index) => {
        if (index % 2 === 0) return escapeRegExp(part);
        return part in values ? escapeRegExp(String(values[part])) : '.+';
      })
      .join(''),
  );
}

const dataLanguage: Record<StoryLocale, 'en' | 'cn' | 'jp'> = { eng: 'en', cn: 'cn', jp: 'jp' };

/**
 * The api's text in the story's language, from data that carries one per language (the contract's
 * `multiple_languages`: en, cn, jp), as the mocked api answers it; English when it has none.
 */
export function inLanguage<T>(texts: Partial<Record<'en' | 'cn' | 'jp', T>>): T {
  const language = dataLanguage[storyI18n.language as StoryLocale] ?? 'en';
  const text = texts[language] ?? texts.en;
  if (text === undefined) throw new Error('No text in English either');
  return text;
}

/**
 * The English texts of these keys that an element shows although the story is rendered in another
 * language (none in English): what a play function expects to be empty once an interaction has
 * produced text, e.g. `expect(englishIn(alert, ['account.login.failed'])).toEqual([])`.
 */
export function englishIn(element: HTMLElement, keys: string[]): string[] {
  if (storyI18n.language === 'eng') return [];
  const english = storyI18n.getFixedT('eng');
  const shown = element.textContent ?? '';
  return keys.flatMap((key) => {
    const text = english(key);
    return text !== t(key) && shown.includes(text) ? [text] : [];
  });
}
