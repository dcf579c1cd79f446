import { describe, expect, it } from 'vitest';

import { balanceOf as balance, withEachDatabase } from '../../test/helpers';
import type { Db } from '../db';
import { putProduct } from './basket';
import { applyUdollar } from './udollar';

// Seed: Alice (1) holds SGD cards 1 (62.50) and 2 (50.00) and MYR card 3; her basket (id 1)
// costs 294.00 SGD. Ben (2) holds SGD card 4 (30.00) and has no basket.
const ALICE = 1;
const BEN = 2;

async function pendingHistory(db: Db, udollarId: number) {
  const rows = await db
    .selectFrom('udollar_history')
    .select('amount')
    .where('udollar_id', '=', udollarId)
    .where('order_id', 'is', null)
    .execute();
  return rows.map((r) => Number(r.amount));
}

describe('commerce/udollar', () => {
  withEachDatabase((getDb) => {
    it('takes the amount off the card at once; a new amount first gives the previous one back', async () => {
      const db = getDb();
      expect(await applyUdollar(db, ALICE, 1, 1, '10')).toBeUndefined();
      expect(await balance(db, 1)).toBe(52.5);
      expect(await pendingHistory(db, 1)).toEqual([10]);
      expect(await applyUdollar(db, ALICE, 1, 1, '4.25')).toBeUndefined();
      expect(await balance(db, 1)).toBe(58.25);
      expect(await pendingHistory(db, 1)).toEqual([4.25]);
      const basket = await db
        .selectFrom('baskets')
        .select(['udollar_id', 'udollar_amount'])
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      expect(basket.udollar_id).toBe(1);
      expect(Number(basket.udollar_amount)).toBe(4.25);
    });

    it('refuses zero, more than the balance, another currency, an expired card and others’ cards or baskets, taking nothing', async () => {
      const db = getDb();
      const before = await balance(db, 1);
      const refused = async (
        memberId: number,
        basketId: number,
        udollarId: number,
        amount: string,
        now?: Date,
      ) => applyUdollar(db, memberId, basketId, udollarId, amount, now);
      expect(await refused(ALICE, 1, 1, '0')).toMatchObject({
        message: 'Please enter a valid redemption amount',
      });
      // 58.25 on the card and 4.25 applied: 62.50 at most.
      expect(await refused(ALICE, 1, 1, '62.51')).toMatchObject({ reason: 'above_balance' });
      expect(await refused(ALICE, 1, 3, '1')).toMatchObject({
        message: 'This cart is paid in SGD, not MYR.',
      });
      const card2 = await db
        .selectFrom('udollar_cards')
        .select('expires_at')
        .where('id', '=', 2)
        .executeTakeFirstOrThrow();
      const afterExpiry = new Date(card2.expires_at.getTime() + 1000);
      expect(await refused(ALICE, 1, 2, '1', afterExpiry)).toMatchObject({
        message: 'This uDollar gift card has expired.',
      });
      expect(await refused(BEN, 1, 4, '1')).toMatchObject({ message: 'This cart does not exist.' });
      await putProduct(db, BEN, 13, 1);
      const benBasket = await db
        .selectFrom('baskets')
        .select('id')
        .where('member_id', '=', BEN)
        .executeTakeFirstOrThrow();
      expect(await refused(BEN, benBasket.id, 1, '1')).toMatchObject({
        message: 'Please choose a uDollar giftcard',
      });
      // Product 13 costs 4.00.
      expect(await refused(BEN, benBasket.id, 4, '4.01')).toMatchObject({ reason: 'above_total' });
      expect(await balance(db, 1)).toBe(before);
      expect(await balance(db, 4)).toBe(30);
      expect(await pendingHistory(db, 4)).toEqual([]);
    });

    it('never takes a balance below zero when applications race', async () => {
      const db = getDb();
      const benBasket = await db
        .selectFrom('baskets')
        .select('id')
        .where('member_id', '=', BEN)
        .executeTakeFirstOrThrow();
      await putProduct(db, BEN, 2, 5); // 50.00 more
      await db.updateTable('udollar_cards').set({ balance: 5 }).where('id', '=', 4).execute();
      const results = await Promise.all(
        ['4', '3', '5', '2'].map((amount) => applyUdollar(db, BEN, benBasket.id, 4, amount)),
      );
      expect(results.some((r) => r === undefined)).toBe(true);
      const applied = (await pendingHistory(db, 4)).reduce((sum, a) => sum + a, 0);
      expect(await balance(db, 4)).toBe(5 - applied);
      expect(await balance(db, 4)).toBeGreaterThanOrEqual(0);
      expect(await pendingHistory(db, 4)).toHaveLength(1);
    });
  });
});
