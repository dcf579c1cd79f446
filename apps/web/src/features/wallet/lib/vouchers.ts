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

/**
 * Vouchers in the order a shopper reaches for them: the usable ones first, then the used and
 * the expired (each group keeps the api's order). A used voucher on top read as the one to show.
 */
export function usableFirst<T extends Pick<Evoucher, 'status' | 'expiry_date'>>(
  vouchers: readonly T[],
  now: Date = new Date(),
): T[] {
  const rank = (voucher: T) => (isUsed(voucher) ? 2 : isExpired(voucher, now) ? 1 : 0);
  return vouchers
    .map((voucher, index) => ({ voucher, index }))
    .sort((a, b) => rank(a.voucher) - rank(b.voucher) || a.index - b.index)
    .map(({ voucher }) => voucher);
}
