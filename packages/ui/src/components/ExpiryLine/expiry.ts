import dayjs from 'dayjs';
// The .js extension lets Node's ESM resolver load the published build (dayjs has no exports map).
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

// Needed to read the api's 'DD-MM-YYYY' and 'YYYY-MM-DD HH:mm:ss' dates; extending twice is harmless.
dayjs.extend(customParseFormat);

/** Display format of spec section 9. */
export const DATE_FORMAT = 'D MMM YYYY';
/** Chinese and Japanese read a date in their own order: 2026年3月5日, never '5 3月 2026'. */
const CJK_DATE_FORMAT = 'YYYY年M月D日';

/** The date format of an interface language (eng, cn, jp); spec section 9's for any other. */
export function dateFormatOf(language: string | undefined): string {
  return language === 'cn' || language === 'jp' ? CJK_DATE_FORMAT : DATE_FORMAT;
}
/** Data formats the api sends (spec section 9). */
const INPUT_FORMATS = ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD', 'DD-MM-YYYY', 'DD/MM/YYYY HH:mm:ss'];

export type DateInput = Date | string | number;

/** Reads a date: Date, epoch milliseconds, ISO text or one of the api's formats. */
export function parseDate(input: DateInput): dayjs.Dayjs {
  if (input instanceof Date || typeof input === 'number') return dayjs(input);
  for (const format of INPUT_FORMATS) {
    const parsed = dayjs(input, format, true);
    if (parsed.isValid()) return parsed;
  }
  return dayjs(input);
}

/** 'D MMM YYYY', e.g. '5 Mar 2026' ('' for an invalid date). */
export function formatDate(input: DateInput, format: string = DATE_FORMAT): string {
  const date = parseDate(input);
  return date.isValid() ? date.format(format) : '';
}

export type ExpiryState = 'expired' | 'active';

/** Expired when the expiry moment has passed at `now`. */
export function expiryState(expiry: DateInput, now: DateInput = new Date()): ExpiryState {
  return parseDate(expiry).isBefore(parseDate(now)) ? 'expired' : 'active';
}
