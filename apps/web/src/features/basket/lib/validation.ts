import { expiryState } from '@ugift/ui';

/** A uDollar card is expired when now is after its udollar_expire_date (spec section 9). */
export function isUdollarExpired(
  card: { udollar_expire_date: string },
  now: Date = new Date(),
): boolean {
  return (
    card.udollar_expire_date !== '' && expiryState(card.udollar_expire_date, now) === 'expired'
  );
}

/** What is wrong with a uDollar redemption (spec section 5), or null when it may be applied. */
export function udollarProblem(
  selectedBalance: number | null,
  amountText: string,
): 'basket.udollar.chooseCard' | 'basket.udollar.invalidAmount' | null {
  if (selectedBalance === null) return 'basket.udollar.chooseCard';
  const trimmed = amountText.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return 'basket.udollar.invalidAmount';
  const amount = Number(trimmed);
  if (!(amount > 0) || amount > selectedBalance) return 'basket.udollar.invalidAmount';
  return null;
}
