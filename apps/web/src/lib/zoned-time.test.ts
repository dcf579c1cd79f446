import { describe, expect, it } from 'vitest';

import { TIME_ZONES } from './time-zones';
import { formatWallTime, formatZonedTime, wallTimeIn, zoneName } from './zoned-time';

describe('given a scheduled wall time', () => {
  it('should show it in each language’s own format, never as an ISO string', () => {
    expect(formatWallTime('2026-11-29 05:05', 'eng')).toBe('Sun 29 Nov 2026, 05:05');
    expect(formatWallTime('2026-11-29 05:05', 'cn')).toBe('2026年11月29日 星期日 05:05');
    expect(formatWallTime('2026-11-29 05:05', 'jp')).toBe('2026年11月29日(日) 05:05');
  });

  it('should return an unreadable value as it came', () => {
    expect(formatWallTime('soon', 'eng')).toBe('soon');
  });
});

describe('given an IANA zone', () => {
  it('should name it in each language through Intl', () => {
    expect(zoneName('Asia/Singapore', 'eng')).toBe('Singapore Standard Time');
    expect(zoneName('Asia/Singapore', 'cn')).toBe('新加坡标准时间');
    expect(zoneName('Asia/Singapore', 'jp')).toBe('シンガポール標準時');
  });

  it('should name the zone of the moment when given one (summer or winter)', () => {
    expect(zoneName('Europe/London', 'eng', '2026-07-01 09:00')).toBe('British Summer Time');
    expect(zoneName('Europe/London', 'eng', '2026-01-15 09:00')).toBe('Greenwich Mean Time');
    expect(zoneName('Europe/London', 'eng')).toBe('United Kingdom Time');
  });

  it('should fall back to the city of an id Intl does not know', () => {
    expect(zoneName('Mars/Olympus_Mons', 'eng')).toBe('Olympus Mons');
  });

  it('should join the time and the zone in each language', () => {
    expect(formatZonedTime('2026-11-29 05:05', 'Asia/Singapore', 'eng')).toBe(
      'Sun 29 Nov 2026, 05:05 (Singapore Standard Time)',
    );
    expect(formatZonedTime('2026-11-29 05:05', 'Asia/Singapore', 'cn')).toBe(
      '2026年11月29日 星期日 05:05（新加坡标准时间）',
    );
    expect(formatZonedTime('2026-11-29 05:05', 'Asia/Tokyo', 'jp')).toBe(
      '2026年11月29日(日) 05:05（日本標準時）',
    );
  });
});

describe('given a moment measured on the device', () => {
  it('should read it as the wall time of the member’s zone, not the device’s', () => {
    const moment = Date.UTC(2026, 10, 28, 21, 5);
    expect(wallTimeIn(moment, 'Asia/Singapore')).toBe('2026-11-29 05:05');
    expect(wallTimeIn(moment, 'Europe/London')).toBe('2026-11-28 21:05');
  });
});

describe('given the zones the schedule picker offers', () => {
  it.each(['eng', 'cn', 'jp'] as const)('should name each differently in %s', (language) => {
    const names = TIME_ZONES.map((zone) => zoneName(zone, language));
    expect(new Set(names).size).toBe(TIME_ZONES.length);
    for (const name of names) expect(name).not.toMatch(/\//);
  });
});
