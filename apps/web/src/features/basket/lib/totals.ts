import type { Basket } from '@ugift/api-client';

import { formatMoney } from '../../../lib/money';

export type BasketMode = 'cart' | 'confirmation';

/** A basket holds a chosen gift card (giftcard_id '' or '0' means none). */
export function hasCard(basket: Basket): boolean {
  return basket.giftcard_id !== '' && basket.giftcard_id !== '0';
}

/** Nothing to show: no basket, or no line and no card. */
export function isEmptyBasket(basket: Basket | null): boolean {
  return !basket || (basket.products.length === 0 && !hasCard(basket));
}

/** A card and no product: the order is sent (paid at once) rather than paid at the cashier. */
export function isCardOnly(basket: Basket): boolean {
  return basket.products.length === 0 && hasCard(basket);
}

/** One row of the totals: an i18n key and its value. */
export interface TotalRow {
  key: string;
  value: string | number;
  strong?: boolean;
}

/** Totals of spec section 2; Points only on the confirmation, uDollar once one is applied. */
export function totalRows(basket: Basket, mode: BasketMode): TotalRow[] {
  const money = (amount: number) => formatMoney(basket.currency, amount);
  const rows: TotalRow[] = [
    { key: 'basket.subtotal', value: money(basket.sub_total) },
    { key: 'basket.discount', value: `- ${money(basket.total_discount)}` },
  ];
  if (basket.udollar_amount > 0) {
    rows.push({ key: 'basket.udollarApplied', value: `- ${money(basket.udollar_amount)}` });
  }
  if (mode === 'confirmation') rows.push({ key: 'basket.points', value: basket.points });
  rows.push({ key: 'basket.total', value: money(basket.order_amount), strong: true });
  return rows;
}

/** Why an order could not be reserved: the server's message, then the short stock if any. */
export function reserveFailure(error: unknown): string {
  const stock = (error as { bodyField?: (name: string) => unknown }).bodyField?.(
    'insufficient_stock',
  );
  return [(error as Error).message, typeof stock === 'string' ? stock : '']
    .filter(Boolean)
    .join('\n');
}
