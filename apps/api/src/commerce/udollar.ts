import { sql } from 'kysely';

import type { Db } from '../db';
import { inTransaction, Rollback, type Trx } from '../db/tx';
import { fail, type Failure } from '../lib/errors';
import { cents, fromCents, pricedBasket } from './basket';

/**
 * Spends part of a uDollar balance on the member's basket. The amount leaves the card at once,
 * by a conditional update that cannot take a balance below zero; a new application first gives
 * back the previous one. The basket row is locked for the whole transaction, so applications on
 * one basket run one after another. reserve_order later ties the spending to the order.
 */
export async function applyUdollar(
  db: Db,
  memberId: number,
  basketId: number,
  udollarId: number,
  amountText: string,
  now = new Date(),
): Promise<Failure | undefined> {
  const amount = cents(amountText);
  if (amount <= 0) return fail('Please enter a valid redemption amount');
  return inTransaction(db, async (trx) => {
    const basket = await trx
      .selectFrom('baskets')
      .selectAll()
      .where('id', '=', basketId)
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    if (!basket) throw new Rollback(fail('This cart does not exist.'));
    const card = await trx
      .selectFrom('udollar_cards')
      .selectAll()
      .where('id', '=', udollarId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (!card) throw new Rollback(fail('Please choose a uDollar giftcard'));
    if (card.expires_at.getTime() < now.getTime())
      throw new Rollback(fail('This uDollar gift card has expired.'));
    const priced = await pricedBasket(trx, basket.id, memberId);
    if (card.currency_code !== priced.currency)
      throw new Rollback(
        fail(`This cart is paid in ${priced.currency}, not ${card.currency_code}.`),
      );
    if (amount > priced.totalCents)
      throw new Rollback(fail('Please enter a valid redemption amount', { reason: 'above_total' }));

    if (basket.udollar_id !== null && cents(basket.udollar_amount) > 0) {
      await returnToCard(trx, basket.udollar_id, basket.udollar_amount);
    }
    const value = fromCents(amount);
    const spent = await trx
      .updateTable('udollar_cards')
      .set({ balance: sql`balance - ${value}` })
      .where('id', '=', udollarId)
      .where('balance', '>=', String(value))
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1)
      throw new Rollback(
        fail('Please enter a valid redemption amount', { reason: 'above_balance' }),
      );
    // The basket stage has no order yet: reserve_order fills in order_id.
    await trx
      .insertInto('udollar_history')
      .values({ udollar_id: udollarId, amount: value })
      .execute();
    await trx
      .updateTable('baskets')
      .set({ udollar_id: udollarId, udollar_amount: value })
      .where('id', '=', basket.id)
      .execute();
    return undefined;
  });
}

/** The refusal when a basket's currency is no longer its applied uDollar's. */
function currencyChanged(udollarCurrency: string, basketCurrency: string): Failure {
  return fail(
    `The uDollar applied to this cart is in ${udollarCurrency}, but the cart is now paid in ${basketCurrency}: it has gone back to its card.`,
  );
}

/** Puts a basket's applied uDollar (not yet part of an order) back on its card. */
async function returnToCard(trx: Trx, udollarId: number, amount: string): Promise<void> {
  await trx
    .updateTable('udollar_cards')
    .set({ balance: sql`balance + ${amount}` })
    .where('id', '=', udollarId)
    .execute();
  await trx
    .deleteFrom('udollar_history')
    .where('udollar_id', '=', udollarId)
    .where('order_id', 'is', null)
    .execute();
}

/**
 * In the caller's transaction, with the basket locked and priced: gives the basket's applied
 * uDollar back to its card when the basket is no longer paid in the card's currency (a product
 * of another currency replaced the last one, or the basket was emptied). Returns the refusal to
 * show, or undefined when the uDollar still fits (or none is applied).
 */
export async function releaseIfMismatched(
  trx: Trx,
  basket: { id: number; udollar_id: number | null; udollar_amount: string },
  priced: { lines: unknown[]; currency: string },
): Promise<Failure | undefined> {
  if (basket.udollar_id === null || cents(basket.udollar_amount) <= 0) return undefined;
  const card = await trx
    .selectFrom('udollar_cards')
    .select('currency_code')
    .where('id', '=', basket.udollar_id)
    .executeTakeFirstOrThrow();
  if (priced.lines.length > 0 && priced.currency === card.currency_code) return undefined;
  await returnToCard(trx, basket.udollar_id, basket.udollar_amount);
  await trx
    .updateTable('baskets')
    .set({ udollar_id: null, udollar_amount: 0 })
    .where('id', '=', basket.id)
    .execute();
  return currencyChanged(card.currency_code, priced.currency);
}

/** releaseIfMismatched in a transaction of its own: after every change of a basket's products. */
export async function releaseMismatchedUdollar(db: Db, memberId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const basket = await trx
      .selectFrom('baskets')
      .select(['id', 'udollar_id', 'udollar_amount'])
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    if (!basket || basket.udollar_id === null) return;
    await releaseIfMismatched(trx, basket, await pricedBasket(trx, basket.id, memberId));
  });
}
