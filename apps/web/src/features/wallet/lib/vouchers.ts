import type { Evoucher } from '@ugift/api-client';

import { dayjs, parseDate } from '../../../lib/dayjs';

/** Spec section 4: expired when today is after the expiry date (DD-MM-YYYY). */
export function isExpired(voucher: Pick<Evoucher, 'expiry_date'>, now: Date = new Date()): boolean {
  const expiry = parseDate(voucher.expiry_date);
  return expiry !== null && dayjs(now).isAfter(expiry.endOf('day'));
}

export function isUsed(voucher: Pick<Evoucher, 'status'>): boolean {
  return voucher.status === 'Used';
}
