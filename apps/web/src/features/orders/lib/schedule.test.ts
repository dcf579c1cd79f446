import { describe, expect, it } from 'vitest';

import { choiceOf, scheduleFields, SEND_NOW } from './schedule';

describe('scheduleFields', () => {
  it('should send nothing extra to send now', () => {
    expect(scheduleFields(SEND_NOW)).toEqual({});
  });

  it('should send the date, time and a chosen zone, and leave the zone to the server otherwise', () => {
    expect(
      scheduleFields({ mode: 'later', date: '2026-12-25', time: '09:00', zone: 'Europe/London' }),
    ).toEqual({
      schedule_date: '2026-12-25',
      schedule_time: '09:00',
      schedule_zone: 'Europe/London',
    });
    expect(scheduleFields({ mode: 'later', date: '2026-12-25', time: '09:00', zone: '' })).toEqual({
      schedule_date: '2026-12-25',
      schedule_time: '09:00',
    });
  });

  it('should call a schedule without a date or a time incomplete', () => {
    expect(scheduleFields({ mode: 'later', date: '', time: '09:00', zone: '' })).toBe('incomplete');
    expect(scheduleFields({ mode: 'later', date: '2026-12-25', time: '', zone: '' })).toBe(
      'incomplete',
    );
  });
});

describe('choiceOf', () => {
  it("should start a change from the schedule's own date, time and zone", () => {
    expect(choiceOf({ date_time: '2026-12-25 09:00', time_zone: 'Asia/Tokyo' })).toEqual({
      mode: 'later',
      date: '2026-12-25',
      time: '09:00',
      zone: 'Asia/Tokyo',
    });
  });
});
