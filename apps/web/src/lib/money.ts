/** An amount with its currency, to 2 decimals (e.g. 'SGD 12.50'); a missing amount reads 0.00. */
export function formatMoney(currency: string, amount: number | null | undefined): string {
  return `${currency} ${(amount ?? 0).toFixed(2)}`.trim();
}
