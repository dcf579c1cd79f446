// Time zones by IANA name, with the platform's Intl data (no offsets are ever stored: an instant
// and a zone are, so daylight-saving changes are always the zone database's).

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** Whether the name is an IANA zone this platform knows (Europe/London, not UTC+1 or GMT+8). */
export function isZone(zone: string): boolean {
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(zone) && zone !== 'UTC') return false;
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function partsAt(instant: number, zone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(new Date(instant)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return parts as unknown as LocalParts;
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const p = partsAt(instant, zone);
  const local = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return local - Math.floor(instant / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant's local date (YYYY-MM-DD) and time (HH:mm) in a zone. */
function localDateTime(instant: Date, zone: string): { date: string; time: string } {
  const p = partsAt(instant.getTime(), zone);
  return {
    date: `${p.year}-${pad(p.month)}-${pad(p.day)}`,
    time: `${pad(p.hour)}:${pad(p.minute)}`,
  };
}

/** 'YYYY-MM-DD HH:mm' in the zone. */
export function localText(instant: Date, zone: string): string {
  const { date, time } = localDateTime(instant, zone);
  return `${date} ${time}`;
}

/**
 * The instant a local date (YYYY-MM-DD) and time (HH:mm) name in a zone, or undefined when the
 * zone skips that time (clocks going forward). A time that happens twice (clocks going back) is
 * its first occurrence.
 */
export function instantOf(date: string, time: string, zone: string): Date | undefined {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, h, mi);
  // The earlier of the two candidate offsets first, so that a repeated hour answers its first.
  const candidates = [
    ...new Set([offsetAt(asUtc - 86_400_000, zone), offsetAt(asUtc + 86_400_000, zone)]),
  ]
    .map((offset) => asUtc - offset)
    .sort((a, b) => a - b);
  for (const instant of candidates) {
    const local = localDateTime(new Date(instant), zone);
    if (local.date === date && local.time === time) return new Date(instant);
  }
  return undefined;
}

/** Each country's default zone, by its calling code (the seeded countries and a few more). */
const ZONE_OF_COUNTRY: Record<string, string> = {
  '+60': 'Asia/Kuala_Lumpur',
  '+62': 'Asia/Jakarta',
  '+65': 'Asia/Singapore',
  '+81': 'Asia/Tokyo',
  '+66': 'Asia/Bangkok',
  '+61': 'Australia/Sydney',
  '+44': 'Europe/London',
  '+64': 'Pacific/Auckland',
  '+1': 'America/New_York',
};

/** The zone of a country (calling code), Singapore's when unknown. */
export const zoneOfCountry = (countryCode: string | undefined): string =>
  (countryCode && ZONE_OF_COUNTRY[countryCode]) || 'Asia/Singapore';

/** Quiet hours in the member's zone: from 22:00 to 08:00. */
export const QUIET_FROM_HOUR = 22;
export const QUIET_UNTIL_HOUR = 8;

/**
 * When a message that should go out at `instant` may go out in a zone: the instant itself outside
 * quiet hours, otherwise the next 08:00 there.
 */
export function afterQuietHours(instant: Date, zone: string): Date {
  const p = partsAt(instant.getTime(), zone);
  if (p.hour >= QUIET_UNTIL_HOUR && p.hour < QUIET_FROM_HOUR) return instant;
  const day =
    p.hour >= QUIET_FROM_HOUR
      ? new Date(Date.UTC(p.year, p.month - 1, p.day + 1))
      : new Date(Date.UTC(p.year, p.month - 1, p.day));
  const date = day.toISOString().slice(0, 10);
  return instantOf(date, `${pad(QUIET_UNTIL_HOUR)}:00`, zone) ?? instant;
}
