import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import 'dayjs/locale/zh-cn';
import customParseFormat from 'dayjs/plugin/customParseFormat';

import { currentLanguage, i18next } from './i18n';
import { isLanguage, type Language } from './languages';

// Plugins and locales are global in dayjs: they are set up here once, and only here.
dayjs.extend(customParseFormat);

/**
 * Display formats: spec section 9's in English; Chinese and Japanese read a date in their own
 * order, 2026年1月15日, not '15 1月 2026' (issue 45).
 */
const DATE_FORMATS: Record<Language, string> = {
  eng: 'D MMM YYYY',
  cn: 'YYYY年M月D日',
  jp: 'YYYY年M月D日',
};
const DATE_TIME_FORMATS: Record<Language, string> = {
  eng: 'D MMM YYYY HH:mm:ss',
  cn: 'YYYY年M月D日 HH:mm:ss',
  jp: 'YYYY年M月D日 HH:mm:ss',
};

/** The zone the api writes its dates in (Singapore, the default market, UTC+8). */
const WIRE_OFFSET_MS = 8 * 3_600_000;

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

/** The language of the global locale (the interface language's, see above). */
function globalLanguage(): Language {
  const locale = dayjs.locale();
  return locale === 'zh-cn' ? 'cn' : locale === 'ja' ? 'jp' : 'eng';
}

/**
 * A backend date (its wall time in the api's zone) as the wall time of `zone`: the moment it
 * names, read on the member's clock. Only dates with a time of day move.
 */
function inZone(parsed: dayjs.Dayjs, zone: string): dayjs.Dayjs {
  const moment =
    Date.UTC(
      parsed.year(),
      parsed.month(),
      parsed.date(),
      parsed.hour(),
      parsed.minute(),
      parsed.second(),
    ) - WIRE_OFFSET_MS;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    }).formatToParts(moment);
  } catch {
    // An id Intl does not know: the api's own wall time rather than none.
    return parsed;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return dayjs(
    new Date(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
      part('second'),
    ),
  );
}

function display(
  value: Displayable,
  formats: Record<Language, string>,
  language?: string,
  zone?: string,
) {
  const own = typeof value === 'number' || value instanceof Date;
  const parsed = own ? dayjs(value) : parseDate(value);
  if (parsed && !parsed.isValid()) return '';
  if (!parsed) return '';
  const lang = language && isLanguage(language) ? language : globalLanguage();
  // A moment of our own is already on this device's clock; a backend time is Singapore's. A
  // bare date (an expiry day) names no moment: it stays the day it is.
  const timed = !own && typeof value === 'string' && /\d:\d\d/.test(value);
  const shown = zone && timed ? inZone(parsed, zone) : parsed;
  return shown.locale(dayjsLocales[lang]).format(formats[lang]);
}

/**
 * A date in the language's own format ('15 Jan 2026', '2026年1月15日'), or an empty string for a
 * missing or unreadable date. The language is `language` when given (a screen passes
 * i18n.language), else the global locale's; `zone` as for formatDateTime.
 */
export function formatDate(value: Displayable, language?: string, zone?: string): string {
  return display(value, DATE_FORMATS, language, zone);
}

/**
 * A date and time in the language's own format ('15 Jan 2026 14:32:05', '2026年1月15日
 * 14:32:05'), or an empty string for a missing or unreadable date. With `zone` (the member's,
 * IANA) a backend time reads on the member's clock rather than Singapore's. Every date and time
 * the app shows goes through formatDate, this or lib/zoned-time, so one format reads the same on
 * every screen.
 */
export function formatDateTime(value: Displayable, language?: string, zone?: string): string {
  return display(value, DATE_TIME_FORMATS, language, zone);
}

export { dayjs };
