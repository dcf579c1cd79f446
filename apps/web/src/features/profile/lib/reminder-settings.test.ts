import { describe, expect, it } from 'vitest';

import { countryZone, formOf, requestOf } from './reminder-settings';

const settings = {
  time_zone: 'Asia/Singapore',
  zone_chosen: '0',
  unopened_gift: '1',
  voucher_expiry: '0',
  in_app: '1',
  sms: '0',
  push: '1',
  quiet_from: '22:00',
  quiet_until: '08:00',
} as const;

describe('reminder settings', () => {
  it("should read the flags, and an unchosen zone as the country's", () => {
    expect(formOf(settings)).toEqual({
      unopenedGift: true,
      voucherExpiry: false,
      inApp: true,
      sms: false,
      push: true,
      zone: '',
    });
    expect(countryZone(settings)).toBe('Asia/Singapore');
    expect(formOf({ ...settings, zone_chosen: '1', time_zone: 'Europe/London' }).zone).toBe(
      'Europe/London',
    );
    expect(countryZone({ ...settings, zone_chosen: '1' })).toBeUndefined();
  });

  it('should send every flag as 1 or 0 and the zone as chosen', () => {
    expect(requestOf({ ...formOf(settings), sms: true, zone: 'Asia/Tokyo' })).toEqual({
      unopened_gift: '1',
      voucher_expiry: '0',
      in_app: '1',
      sms: '1',
      push: '1',
      time_zone: 'Asia/Tokyo',
    });
  });
});
