import { sql } from 'kysely';

import type { Db } from '../db';
import { inTransaction, Rollback } from '../db/tx';
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
      await trx
        .updateTable('udollar_cards')
        .set({ balance: sql`balance + ${basket.udollar_amount}` })
        .where('id', '=', basket.udollar_id)
        .execute();
      await trx
        .deleteFrom('udollar_history')
        .where('udollar_id', '=', basket.udollar_id)
        .where('order_id', 'is', null)
        .execute();
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
export function currencyChanged(udollarCurrency: string, basketCurrency: string): Failure {
  return fail(
    `The uDollar applied to this cart is in ${udollarCurrency}, but the cart is now paid in ${basketCurrency}: it has gone back to its card.`,
  );
}

/**
 * Gives a basket's applied uDollar back to its card when the basket is no longer paid in the
 * card's currency (a product of another currency replaced the last one, or the basket was
 * emptied). Run after every change of the basket's products and before reserve_order; returns
 * the refusal to show, or undefined when the uDollar still fits.
 */
export async function releaseMismatchedUdollar(
  db: Db,
  memberId: number,
): Promise<Failure | undefined> {
  return db.transaction().execute(async (trx) => {
    const basket = await trx
      .selectFrom('baskets')
      .leftJoin('udollar_cards', 'udollar_cards.id', 'baskets.udollar_id')
      .select([
        'baskets.id',
        'baskets.udollar_id',
        'baskets.udollar_amount',
        'udollar_cards.currency_code',
      ])
      .where('baskets.member_id', '=', memberId)
      .forUpdate('baskets')
      .executeTakeFirst();
    if (!basket || basket.udollar_id === null || cents(basket.udollar_amount) <= 0)
      return undefined;
    const priced = await pricedBasket(trx, basket.id, memberId);
    if (priced.lines.length > 0 && priced.currency === basket.currency_code) return undefined;
    await trx
      .updateTable('udollar_cards')
      .set({ balance: sql`balance + ${basket.udollar_amount}` })
      .where('id', '=', basket.udollar_id)
      .execute();
    await trx
      .deleteFrom('udollar_history')
      .where('udollar_id', '=', basket.udollar_id)
      .where('order_id', 'is', null)
      .execute();
    await trx
      .updateTable('baskets')
      .set({ udollar_id: null, udollar_amount: 0 })
      .where('id', '=', basket.id)
      .execute();
    return currencyChanged(basket.currency_code ?? '', priced.currency);
  });
}
