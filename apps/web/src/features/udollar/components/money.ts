/** An amount with its currency, to 2 decimals (e.g. 'SGD 12.50'). */
export function formatMoney(currency: string, amount: number | null | undefined): string {
  return `${currency} ${(amount ?? 0).toFixed(2)}`.trim();
}
