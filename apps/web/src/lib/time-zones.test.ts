import { describe, expect, it } from 'vitest';

import { TIME_ZONES, utcOffsetMinutes, zoneChoices, zoneOptions } from './time-zones';

describe('time zones', () => {
  it('should offer only zones this browser knows, on both sides of the date line', () => {
    for (const zone of TIME_ZONES) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    }
    expect(TIME_ZONES).toContain('Pacific/Kiritimati');
    expect(TIME_ZONES).toContain('Pacific/Pago_Pago');
  });

  it('should put a current zone that is not in the list first', () => {
    expect(zoneOptions('Europe/Lisbon')[0]).toBe('Europe/Lisbon');
    expect(zoneOptions('Asia/Tokyo')).toEqual([...TIME_ZONES]);
    expect(zoneOptions(undefined)).toEqual([...TIME_ZONES]);
  });
});

describe('given the zones a select offers', () => {
  // 15 Jan 2026: London on GMT, Sydney and Auckland on their summer time.
  const january = Date.UTC(2026, 0, 15, 12);

  it('should read each zone’s offset through Intl', () => {
    expect(utcOffsetMinutes('Asia/Singapore', january)).toBe(480);
    expect(utcOffsetMinutes('Asia/Kolkata', january)).toBe(330);
    expect(utcOffsetMinutes('Europe/London', january)).toBe(0);
    expect(utcOffsetMinutes('Pacific/Pago_Pago', january)).toBe(-660);
    expect(utcOffsetMinutes('Europe/London', Date.UTC(2026, 6, 1))).toBe(60);
  });

  it.each(['eng', 'cn', 'jp'] as const)(
    'should name every zone in %s, never by its IANA id, west to east',
    (language) => {
      const choices = zoneChoices(language, undefined, january);
      expect(choices.map((zone) => zone.id).sort()).toEqual([...TIME_ZONES].sort());
      for (const zone of choices) expect(zone.label).not.toMatch(/\/|_/);
      const offsets = choices.map((zone) => utcOffsetMinutes(zone.id, january));
      expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
      expect(choices[0]?.id).toBe('Pacific/Pago_Pago');
      expect(choices.at(-1)?.id).toBe('Pacific/Kiritimati');
    },
  );

  it('should label a zone with its offset and its name in the language', () => {
    const label = (language: 'eng' | 'cn' | 'jp') =>
      zoneChoices(language, undefined, january).find((zone) => zone.id === 'Asia/Singapore')?.label;
    expect(label('eng')).toBe('(GMT+08:00) Singapore Standard Time');
    expect(label('cn')).toBe('(GMT+08:00) 新加坡标准时间');
    expect(label('jp')).toBe('(GMT+08:00) シンガポール標準時');
    expect(
      zoneChoices('eng', undefined, january).find((zone) => zone.id === 'Asia/Kolkata')?.label,
    ).toBe('(GMT+05:30) India Standard Time');
  });

  it('should put the member’s current zone first, even one not in the list', () => {
    expect(zoneChoices('eng', 'Asia/Tokyo', january)[0]?.id).toBe('Asia/Tokyo');
    const lisbon = zoneChoices('jp', 'Europe/Lisbon', january);
    expect(lisbon[0]?.id).toBe('Europe/Lisbon');
    expect(lisbon[0]?.label).toMatch(/^\(GMT\+00:00\) /);
    expect(lisbon).toHaveLength(TIME_ZONES.length + 1);
  });
});
