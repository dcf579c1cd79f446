import type { Language } from './languages';
import { zoneName } from './zoned-time';

/**
 * The IANA time zones the schedule picker and the reminder settings offer: the countries Ugift
 * serves, and the zones their members' friends most often live in (both sides of the date line).
 */
export const TIME_ZONES = [
  'Asia/Singapore',
  'Asia/Kuala_Lumpur',
  'Asia/Jakarta',
  'Asia/Bangkok',
  'Asia/Tokyo',
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Kolkata',
  'Australia/Perth',
  'Australia/Sydney',
  'Pacific/Auckland',
  'Pacific/Kiritimati',
  'Europe/London',
  'Europe/Paris',
  'America/New_York',
  'America/Los_Angeles',
  'Pacific/Honolulu',
  'Pacific/Pago_Pago',
] as const;

/** The zones to offer: the list, with the current one first when it is not in it. */
export function zoneOptions(current: string | undefined): string[] {
  const zones: string[] = [...TIME_ZONES];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

/** A zone as a select offers it: its IANA id as the value, its name in the language as the text. */
export interface ZoneChoice {
  id: string;
  /** '(GMT+08:00) Singapore Standard Time': the offset first, so the sorted list reads in order. */
  label: string;
}

/** Minutes east of UTC at `moment` ('GMT+05:30' is 330), from Intl; 0 for an unknown id. */
export function utcOffsetMinutes(zone: string, moment: number): number {
  try {
    const name =
      new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
        .formatToParts(moment)
        .find((part) => part.type === 'timeZoneName')?.value ?? '';
    const match = /GMT([+\-−])(\d{2}):(\d{2})/.exec(name);
    if (!match) return 0;
    const minutes = Number(match[2]) * 60 + Number(match[3]);
    return match[1] === '+' ? minutes : -minutes;
  } catch {
    return 0;
  }
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `GMT${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The zones to offer in a select, named in the member's language (never an IANA id), sorted west
 * to east by their offset at `moment` and then by name, with `current` (the member's own zone)
 * first: the one they most likely keep is where the list opens.
 */
export function zoneChoices(
  language: Language,
  current: string | undefined,
  moment: number = Date.now(),
): ZoneChoice[] {
  const collator = new Intl.Collator(
    language === 'eng' ? 'en' : language === 'cn' ? 'zh-CN' : 'ja',
  );
  const sorted = zoneOptions(current)
    .map((id) => ({ id, offset: utcOffsetMinutes(id, moment), name: zoneName(id, language) }))
    .sort((a, b) => a.offset - b.offset || collator.compare(a.name, b.name));
  const first = sorted.findIndex((zone) => zone.id === current);
  if (first > 0) sorted.unshift(...sorted.splice(first, 1));
  return sorted.map(({ id, offset, name }) => ({ id, label: `(${offsetText(offset)}) ${name}` }));
}
