import { mockData } from '@ugift/api-client/mocks';

import { inLanguage } from '../../../../.storybook/i18n';

type Texts = Partial<Record<'en' | 'cn' | 'jp', Record<string, unknown>>>;

/** The text in the story's language of the first data that has `english` in another language too. */
function find(value: unknown, english: string, seen = new Set<unknown>()): string | undefined {
  if (!value || typeof value !== 'object' || seen.has(value)) return undefined;
  seen.add(value);
  const texts = (value as { multiple_languages?: Texts }).multiple_languages;
  const field = texts?.en && Object.keys(texts.en).find((key) => texts.en![key] === english);
  // Data that has the text in English only (an order line, say) is passed over for the catalogue's.
  if (texts && field && (texts.cn?.[field] ?? texts.jp?.[field]) !== undefined) {
    return String(inLanguage(texts)[field]);
  }
  for (const child of Object.values(value)) {
    const found = find(child, english, seen);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * A text of the mocked api (a category, brand or product name) in the story's language: the api
 * answers with the language's text from `multiple_languages`, so a play function that finds the
 * English name in the Chinese mode would find nothing. Looks in the fixtures given, then in the
 * api-client's mock data; a text the data has in English only is the English one.
 */
export function apiText(english: string, ...fixtures: unknown[]): string {
  // The fixtures given first: the same English text can be in several places of the mock data.
  for (const data of [...fixtures, mockData]) {
    const found = find(data, english);
    if (found !== undefined) return found;
  }
  return english;
}
