/** Highest quantity a member may choose: the stock, never below 0 (spec section 5: 1..stock). */
export function maxQuantity(stock: number): number {
  return Math.max(0, Math.floor(stock));
}

/**
 * The quantity the stepper shows: what the member chose, else what the basket holds, else 1;
 * always within 1..stock (spec section 4: capped when the stock is lower).
 */
export function shownQuantity(
  chosen: number | null,
  inBasket: number | null,
  stock: number,
): number {
  const wanted = chosen ?? inBasket ?? 1;
  return Math.min(Math.max(1, Math.round(wanted)), Math.max(1, maxQuantity(stock)));
}

/** Price times quantity to 2 decimals, without binary drift (0.1 x 3 is 0.30, not 0.30000000000000004). */
export function lineTotal(price: number, quantity: number): number {
  return Math.round(price * 100 * quantity) / 100;
}

export type CartAction = 'add' | 'update' | 'outOfStock';

/** Stock 0 reads Out of stock; a product already in the basket reads Update Cart (spec section 4). */
export function cartAction(stock: number, inBasket: boolean): CartAction {
  if (maxQuantity(stock) < 1) return 'outOfStock';
  return inBasket ? 'update' : 'add';
}
