/** Interface languages offered by the chooser (spec section 1), stored as I18N_LANGUAGE. */
export const LANGUAGES = ['eng', 'cn', 'jp'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'eng';

/** BCP 47 tags for <html lang>: screen readers and the font stacks (Japanese glyphs) read it. */
export const htmlLang = { eng: 'en', cn: 'zh-CN', jp: 'ja' } as const satisfies Record<
  Language,
  string
>;

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** The key a language has inside a record's multiple_languages (eng is stored as en). */
export const contentLanguageKey = { eng: 'en', cn: 'cn', jp: 'jp' } as const satisfies Record<
  Language,
  string
>;

type Localised = Partial<Record<'en' | 'cn' | 'jp', Record<string, unknown> | null | undefined>>;

/**
 * A field of a record's multiple_languages in the chosen language, English when that one is
 * missing or blank, then the record's own field (`fallback`), then an empty string.
 */
export function localisedField(
  multipleLanguages: Localised | null | undefined,
  field: string,
  language: Language,
  fallback?: string | null,
): string {
  const pick = (key: 'en' | 'cn' | 'jp') => {
    const value = multipleLanguages?.[key]?.[field];
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  };
  return pick(contentLanguageKey[language]) ?? pick('en') ?? fallback ?? '';
}

/** The localised name of a product, card, category or brand (`name`, or `product_name` in baskets). */
export function localisedName(
  record: {
    multiple_languages?: Localised | null;
    name?: string | null;
    product_name?: string | null;
  },
  language: Language,
): string {
  const fallback = record.name ?? record.product_name ?? null;
  const field =
    record.multiple_languages &&
    Object.values(record.multiple_languages).some((entry) => entry && 'product_name' in entry)
      ? 'product_name'
      : 'name';
  return localisedField(record.multiple_languages, field, language, fallback);
}
