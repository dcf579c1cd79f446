import { describe, expect, it } from 'vitest';

import { TIME_ZONES, zoneLabel, zoneOptions } from './time-zones';

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

  it('should name a zone by its city', () => {
    expect(zoneLabel('Asia/Kuala_Lumpur')).toBe('Kuala Lumpur');
    expect(zoneLabel('UTC')).toBe('UTC');
  });
});
