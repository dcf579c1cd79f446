import type { MutationVariables, ReminderSettings } from '@ugift/api-client';

/** The reminder settings form: the choices as booleans, the zone ('' for the country's). */
export interface ReminderForm {
  unopenedGift: boolean;
  voucherExpiry: boolean;
  inApp: boolean;
  sms: boolean;
  push: boolean;
  zone: string;
}

const on = (flag: '0' | '1') => flag === '1';
const bit = (value: boolean) => (value ? '1' : '0');

export function formOf(settings: ReminderSettings): ReminderForm {
  return {
    unopenedGift: on(settings.unopened_gift),
    voucherExpiry: on(settings.voucher_expiry),
    inApp: on(settings.in_app),
    sms: on(settings.sms),
    push: on(settings.push),
    zone: settings.zone_chosen === '1' ? settings.time_zone : '',
  };
}

export function requestOf(form: ReminderForm): MutationVariables<'update_reminder_settings'> {
  return {
    unopened_gift: bit(form.unopenedGift),
    voucher_expiry: bit(form.voucherExpiry),
    in_app: bit(form.inApp),
    sms: bit(form.sms),
    push: bit(form.push),
    time_zone: form.zone,
  };
}

/** The zone the member's country gives them: the one shown until they choose another. */
export const countryZone = (settings: ReminderSettings) =>
  settings.zone_chosen === '1' ? undefined : settings.time_zone;
