import type { PRODUCT_LANGUAGES } from '@ugift/api-client/contract';

// Times and zones in the api's own messages as people read them (issue 45): a wall time in the
// member's language and format and a zone by its Intl name ("Singapore Standard Time",
// "新加坡标准时间"), never 'YYYY-MM-DD HH:mm' or an IANA id. The same formats as the web's
// lib/zoned-time, so a message reads as the screen around it.

/** The languages a message can be in: the contract's (en, cn, jp). */
export type MessageLanguage = (typeof PRODUCT_LANGUAGES)[number];

const INTL_LOCALES: Record<MessageLanguage, string> = { en: 'en', cn: 'zh-CN', jp: 'ja' };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS: Record<MessageLanguage, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  cn: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
  jp: ['日', '月', '火', '水', '木', '金', '土'],
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant's wall time in a zone, in the language's format ('Fri 25 Dec 2026, 09:00'). */
export function wallTimeText(instant: Date, zone: string, language: MessageLanguage): string {
  const parts: Record<string, number> = {};
  for (const p of new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0 } = parts;
  const weekday = WEEKDAYS[language][new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  const time = `${pad(hour)}:${pad(minute)}`;
  if (language === 'en') return `${weekday} ${day} ${MONTHS[month - 1]} ${year}, ${time}`;
  if (language === 'cn') return `${year}年${month}月${day}日 ${weekday} ${time}`;
  return `${year}年${month}月${day}日(${weekday}) ${time}`;
}

/**
 * A zone's name in the language at an instant ('Greenwich Mean Time' in winter, 'British Summer
 * Time' in summer), or its generic name ('United Kingdom Time'), from Intl; its city for an id
 * Intl does not name.
 */
export function zoneNameText(
  zone: string,
  language: MessageLanguage,
  instant: Date,
  generic = false,
): string {
  try {
    const name = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      timeZone: zone,
      timeZoneName: generic ? 'longGeneric' : 'long',
    })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (name) return name;
  } catch {
    // Not a zone Intl knows: its city below.
  }
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/** A wall time with its zone's name: 'Fri 25 Dec 2026, 09:00 (Greenwich Mean Time)'. */
function zonedTimeText(instant: Date, zone: string, language: MessageLanguage): string {
  const time = wallTimeText(instant, zone, language);
  const name = zoneNameText(zone, language, instant);
  return language === 'en' ? `${time} (${name})` : `${time}（${name}）`;
}

/** The answer to a scheduled send: when the gift arrives where its recipient is. */
export function scheduledMessage(
  recipientName: string,
  instant: Date,
  zone: string,
  language: MessageLanguage = 'en',
): string {
  const when = zonedTimeText(instant, zone, language);
  if (language === 'cn') return `你送给${recipientName}的礼物将于${when}送达。`;
  if (language === 'jp') return `${recipientName}さんへのギフトは${when}に届きます。`;
  return `Your gift to ${recipientName} will arrive on ${when}.`;
}

/** The answer to a changed schedule. */
export function rescheduledMessage(
  instant: Date,
  zone: string,
  language: MessageLanguage = 'en',
): string {
  const when = zonedTimeText(instant, zone, language);
  if (language === 'cn') return `礼物将于${when}送达。`;
  if (language === 'jp') return `ギフトは${when}に届きます。`;
  return `The gift will arrive on ${when}.`;
}

/**
 * A local time the clocks skip in a zone (spring forward), in the language, the zone by its
 * generic name: the time is in neither its winter nor its summer time.
 */
export function skippedTimeMessage(
  date: string,
  time: string,
  zone: string,
  language: MessageLanguage = 'en',
): string {
  const name = zoneNameText(zone, language, new Date(`${date}T12:00:00Z`), true);
  if (language === 'cn') return `${date} ${time}在${name}不存在：当时时钟调整。请选择其他时间。`;
  if (language === 'jp')
    return `${date} ${time}は${name}に存在しません（時計が切り替わる時刻です）。別の時刻を選んでください。`;
  return `${date} ${time} does not exist in ${name}: the clocks change then. Pick another time.`;
}
