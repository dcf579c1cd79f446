import type { MutationVariables } from '@ugift/api-client';

/** What the send screen's picker holds: send now, or a date and time in a zone. */
export interface ScheduleChoice {
  mode: 'now' | 'later';
  /** YYYY-MM-DD (the date input's value). */
  date: string;
  /** HH:mm (the time input's value). */
  time: string;
  /** An IANA zone; '' for the recipient's own (the server's default). */
  zone: string;
}

export const SEND_NOW: ScheduleChoice = { mode: 'now', date: '', time: '', zone: '' };

type ScheduleFields = Pick<
  MutationVariables<'send_order'>,
  'schedule_date' | 'schedule_time' | 'schedule_zone'
>;

/**
 * The send_order fields of a choice: none to send now, the date, time and (when chosen) zone to
 * schedule; 'incomplete' when a schedule lacks its date or time.
 */
export function scheduleFields(choice: ScheduleChoice): ScheduleFields | 'incomplete' {
  if (choice.mode === 'now') return {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(choice.date) || !/^\d{2}:\d{2}$/.test(choice.time))
    return 'incomplete';
  return {
    schedule_date: choice.date,
    schedule_time: choice.time,
    ...(choice.zone ? { schedule_zone: choice.zone } : {}),
  };
}

/** The picker's starting point when the sender changes a schedule: its date, time and zone. */
export function choiceOf(schedule: { date_time: string; time_zone: string }): ScheduleChoice {
  const [date = '', time = ''] = schedule.date_time.split(' ');
  return { mode: 'later', date, time, zone: schedule.time_zone };
}
