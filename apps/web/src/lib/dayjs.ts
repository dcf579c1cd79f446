import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import 'dayjs/locale/zh-cn';
import customParseFormat from 'dayjs/plugin/customParseFormat';

import { currentLanguage, i18next } from './i18n';
import { isLanguage, type Language } from './languages';

// Plugins and locales are global in dayjs: they are set up here once, and only here.
dayjs.extend(customParseFormat);

/** Display formats of spec section 9. */
const DATE_FORMAT = 'D MMM YYYY';
const DATE_TIME_FORMAT = 'D MMM YYYY HH:mm:ss';

/** Formats the backend sends dates in (spec sections 3 and 9), tried in this order. */
const DATA_FORMATS = ['DD-MM-YYYY', 'DD/MM/YYYY HH:mm:ss', 'YYYY-MM-DD HH:mm:ss'] as const;

const dayjsLocales: Record<Language, string> = { eng: 'en', cn: 'zh-cn', jp: 'ja' };

/** Sets the language of month names; the interface language's changes set it too (below). */
export function setDateLanguage(language: Language) {
  dayjs.locale(dayjsLocales[language]);
}

// Dates follow the interface language: from the language of the moment this module is first
// loaded (a screen with dates), then on every change.
setDateLanguage(currentLanguage());
i18next.on('languageChanged', (language) => {
  if (isLanguage(language)) setDateLanguage(language);
});

/** Reads a backend date in any of the data formats; null when it is none of them. */
export function parseDate(value: string | null | undefined): dayjs.Dayjs | null {
  if (!value) return null;
  for (const format of DATA_FORMATS) {
    const parsed = dayjs(value, format, true);
    if (parsed.isValid()) return parsed;
  }
  return null;
}

/** A date to show: a backend string in one of the data formats, or a moment of our own. */
type Displayable = string | number | Date | null | undefined;

function display(value: Displayable, format: string, language?: string) {
  const parsed =
    typeof value === 'number' || value instanceof Date ? dayjs(value) : parseDate(value);
  if (parsed && !parsed.isValid()) return '';
  if (!parsed) return '';
  const locale = language && language in dayjsLocales ? dayjsLocales[language as Language] : null;
  return (locale ? parsed.locale(locale) : parsed).format(format);
}

/**
 * 'D MMM YYYY', or an empty string for a missing or unreadable date. Month names follow
 * `language` when given (a screen passes i18n.language), else the global locale.
 */
export function formatDate(value: Displayable, language?: string): string {
  return display(value, DATE_FORMAT, language);
}

/**
 * 'D MMM YYYY HH:mm:ss', or an empty string for a missing or unreadable date. Every date and time
 * the app shows goes through formatDate or this, so one format reads the same on every screen.
 */
export function formatDateTime(value: Displayable, language?: string): string {
  return display(value, DATE_TIME_FORMAT, language);
}

export { dayjs };
