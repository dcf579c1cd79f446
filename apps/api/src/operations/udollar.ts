import { sql } from 'kysely';

import { cents, fromCents, pricedBasket } from '../commerce/basket';
import { inTransaction, Rollback } from '../commerce/tx';
import { ApiError, fail } from '../lib/errors';
import { dateTimeIso, dateTimeSlash, money } from '../lib/format';
import { ok, type HandlerMap, type OperationContext } from './types';

function member(ctx: OperationContext): number {
  if (ctx.memberId === null) throw new ApiError(403, 'Welcome, please login to continue');
  return ctx.memberId;
}

export const udollarHandlers: HandlerMap = {
  async list_udollar_giftcards(ctx, input) {
    const { db } = ctx.services;
    let query = db
      .selectFrom('udollar_cards')
      .selectAll()
      .where('member_id', '=', member(ctx))
      .orderBy('expires_at', 'desc')
      .orderBy('id');
    if (input.currency_code) query = query.where('currency_code', '=', input.currency_code);
    const rows = await query.execute();
    return ok({
      table: rows.map((r) => ({
        id: String(r.id),
        udollar_balance: money(r.balance),
        udollar_orig_balance: money(r.orig_balance),
        udollar_expire_date: dateTimeIso(r.expires_at),
        order_date: dateTimeIso(r.ordered_at),
        currency_code: r.currency_code,
      })),
    });
  },

  /**
   * Spends part of a balance on the member's basket (order_id is the basket's id). The amount
   * leaves the card at once, by a conditional update that cannot take a balance below zero; a
   * new application first gives back the previous one. The basket row is locked for the whole
   * transaction, so applications on one basket run one after another.
   */
  async apply_udollar_giftcard(ctx, input) {
    const { db } = ctx.services;
    const memberId = member(ctx);
    const amount = cents(input.udollar_amount);
    if (amount <= 0) return fail('Please enter a valid redemption amount');
    const basketId = Number(input.order_id);
    const udollarId = Number(input.udollar_id);
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
      if (card.expires_at.getTime() < Date.now())
        throw new Rollback(fail('This uDollar gift card has expired.'));
      const priced = await pricedBasket(trx, basket.id, memberId);
      if (card.currency_code !== priced.currency)
        throw new Rollback(
          fail(`This cart is paid in ${priced.currency}, not ${card.currency_code}.`),
        );
      if (amount > priced.totalCents)
        throw new Rollback(
          fail('Please enter a valid redemption amount', { reason: 'above_total' }),
        );

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
      return ok({ message: 'uDollar applied' });
    });
  },

  async history_udollar_giftcards(ctx, input) {
    const { db } = ctx.services;
    const card = await db
      .selectFrom('udollar_cards')
      .select('id')
      .where('id', '=', Number(input.udollar_id))
      .where('member_id', '=', member(ctx))
      .executeTakeFirst();
    if (!card) return fail('This uDollar gift card does not exist.');
    const rows = await db
      .selectFrom('udollar_history')
      .leftJoin('orders', 'orders.id', 'udollar_history.order_id')
      .select(['udollar_history.created_at', 'udollar_history.amount', 'orders.order_no'])
      .where('udollar_history.udollar_id', '=', card.id)
      .orderBy('udollar_history.created_at', 'desc')
      .orderBy('udollar_history.id', 'desc')
      .execute();
    return ok({
      table: rows.map((r) => ({
        ordered_date: dateTimeSlash(r.created_at),
        amount: money(r.amount),
        order_no: r.order_no ?? '',
      })),
    });
  },
};
