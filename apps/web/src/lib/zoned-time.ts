import { dayjs } from './dayjs';
import type { Language } from './languages';

/**
 * Times as people read them (issue 45): a wall-clock time in the member's language and format,
 * and a zone by its name in that language ("Singapore Standard Time", "新加坡标准时间"), never an
 * IANA id or an ISO string. The schedule picker, the scheduled gift, the sender's timeline, the
 * send confirmation and the offline wallet's "as of" all go through here.
 */

const dayjsLocales: Record<Language, string> = { eng: 'en', cn: 'zh-cn', jp: 'ja' };
const intlLocales: Record<Language, string> = { eng: 'en', cn: 'zh-CN', jp: 'ja' };

/** Each language's own order: day month year in English, 年月日 in Chinese and Japanese. */
const WALL_FORMATS: Record<Language, string> = {
  eng: 'ddd D MMM YYYY, HH:mm',
  cn: 'YYYY年M月D日 dddd HH:mm',
  jp: 'YYYY年M月D日(ddd) HH:mm',
};

/** The wall-clock formats the api sends schedules and timelines in. */
const WALL_INPUTS = ['YYYY-MM-DD HH:mm', 'YYYY-MM-DD HH:mm:ss'] as const;

function parseWall(value: string) {
  for (const format of WALL_INPUTS) {
    const parsed = dayjs(value, format, true);
    if (parsed.isValid()) return parsed;
  }
  return null;
}

/**
 * A wall-clock time ('YYYY-MM-DD HH:mm', already in its zone) in the language's format:
 * 'Sun 29 Nov 2026, 05:05', '2026年11月29日 星期日 05:05', '2026年11月29日(日) 05:05'.
 * An unreadable value is returned as it came, rather than hidden.
 */
export function formatWallTime(value: string, language: Language): string {
  const parsed = parseWall(value);
  return parsed ? parsed.locale(dayjsLocales[language]).format(WALL_FORMATS[language]) : value;
}

/**
 * A zone's name in the language, from Intl. With `at` (a wall time in that zone) the name of
 * that moment ('British Summer Time' in July, 'Greenwich Mean Time' in January); without it the
 * generic one the picker lists ('United Kingdom Time'). An id Intl does not know shows its city.
 */
export function zoneName(zone: string, language: Language, at?: string): string {
  // The wall time read as UTC is at most a day off the real moment: enough to tell summer from
  // winter, except in the hours around a change.
  const wall = at ? parseWall(at) : null;
  const moment = wall ? Date.UTC(wall.year(), wall.month(), wall.date(), wall.hour()) : Date.now();
  try {
    const parts = new Intl.DateTimeFormat(intlLocales[language], {
      timeZone: zone,
      timeZoneName: wall ? 'long' : 'longGeneric',
    }).formatToParts(moment);
    const name = parts.find((part) => part.type === 'timeZoneName')?.value;
    if (name) return name;
  } catch {
    // An unknown zone id: its city below.
  }
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/** A wall time with its zone's name: 'Sun 29 Nov 2026, 05:05 (Singapore Standard Time)'. */
export function formatZonedTime(value: string, zone: string, language: Language): string {
  const time = formatWallTime(value, language);
  const name = zoneName(zone, language, value);
  return language === 'eng' ? `${time} (${name})` : `${time}（${name}）`;
}

/**
 * A moment (epoch ms or Date) as the wall time of `zone` ('YYYY-MM-DD HH:mm'), so a time this
 * device measured reads in the member's zone rather than the device's clock zone.
 */
export function wallTimeIn(moment: number | Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
