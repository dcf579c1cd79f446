import { describe, expect, it } from 'vitest';

import { withEachDatabase } from '../../test/helpers';
import type { Db } from '../db';
import { isFailure } from '../lib/errors';
import { addTaskProgress, campaignStanding, redeemCampaignReward } from './campaigns';

// Seed campaigns: 1 product_discount (product 1); 2 buy 3 products, product 9 free; 3 new_app;
// 4 send 2 gifts, 1000 points; 25 to 28 invite friends (Alice referred Dana and Evan). Alice
// has made 3 purchases and sent 1 gift; Ben made 1 purchase.
const ALICE = 1;
const BEN = 2;
const CHRIS = 3;

async function points(db: Db, memberId: number) {
  const row = await db
    .selectFrom('members')
    .select('points')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.points;
}

describe('commerce/campaigns', () => {
  withEachDatabase((getDb) => {
    it('counts invites by referred members, other tasks as recorded, and nothing for a guest', async () => {
      const db = getDb();
      expect(await campaignStanding(db, { id: 25, task_type: 'invite' }, ALICE)).toMatchObject({
        progress: 2,
        is_redeemed: false,
      });
      expect(await campaignStanding(db, { id: 26, task_type: 'invite' }, ALICE)).toMatchObject({
        is_redeemed: true,
        redeemed_at: expect.any(Date),
      });
      expect((await campaignStanding(db, { id: 2, task_type: 'purchase' }, ALICE)).progress).toBe(
        3,
      );
      expect(await campaignStanding(db, { id: 2, task_type: 'purchase' }, null)).toEqual({
        progress: 0,
        is_redeemed: false,
        redeemed_at: null,
      });
    });

    it('adds task progress to every campaign of the kind, starting a member’s record', async () => {
      const db = getDb();
      await db.transaction().execute(async (trx) => {
        await addTaskProgress(trx, BEN, 'purchase', 2);
        await addTaskProgress(trx, CHRIS, 'purchase', 2);
        await addTaskProgress(trx, CHRIS, 'send_gift', 0);
      });
      const standing = (memberId: number, id: number, task: string) =>
        campaignStanding(db, { id, task_type: task }, memberId);
      expect((await standing(BEN, 2, 'purchase')).progress).toBe(3);
      expect((await standing(CHRIS, 2, 'purchase')).progress).toBe(2);
      expect((await standing(CHRIS, 4, 'send_gift')).progress).toBe(0);
    });

    it('gives points once the tasks are done, once', async () => {
      const db = getDb();
      expect(await redeemCampaignReward(db, ALICE, 4)).toMatchObject({
        message: 'Complete the campaign tasks to redeem the reward.',
      });
      await db.transaction().execute((trx) => addTaskProgress(trx, ALICE, 'send_gift', 1));
      const before = await points(db, ALICE);
      expect(await redeemCampaignReward(db, ALICE, 4)).toEqual({ type: 'points', points: 1000 });
      expect(await points(db, ALICE)).toBe(before + 1000);
      expect(await redeemCampaignReward(db, ALICE, 4)).toMatchObject({
        message: 'You have already redeemed this reward.',
      });
      expect(await points(db, ALICE)).toBe(before + 1000);
    });

    it('gives a free product as a paid order of its own with its voucher, taking one from the stock', async () => {
      const db = getDb();
      const stock = async () =>
        (
          await db
            .selectFrom('products')
            .select('stock')
            .where('id', '=', 9)
            .executeTakeFirstOrThrow()
        ).stock;
      const before = await stock();
      const now = new Date('2030-03-10T04:00:00Z');
      expect(await redeemCampaignReward(db, ALICE, 2, now)).toEqual({
        type: 'product_free',
        productId: 9,
      });
      expect(await stock()).toBe(before - 1);
      const order = await db
        .selectFrom('orders')
        .selectAll()
        .where('member_id', '=', ALICE)
        .where('campaign_id', '=', 2)
        .where('order_no', 'like', 'UGC%')
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({
        payment_status: 'Campaign Redemption',
        order_status: 'Self-Use',
        paid_at: now,
      });
      expect(Number(order.order_amount)).toBe(0);
      const vouchers = await db
        .selectFrom('order_evouchers')
        .innerJoin('order_products', 'order_products.id', 'order_evouchers.order_product_id')
        .select('order_evouchers.id')
        .where('order_products.order_id', '=', order.id)
        .execute();
      expect(vouchers).toHaveLength(1);
    });

    it('rolls the claim back when the free product is out of stock', async () => {
      const db = getDb();
      await db.updateTable('products').set({ stock: 0 }).where('id', '=', 9).execute();
      expect(await redeemCampaignReward(db, BEN, 2)).toMatchObject({
        message: 'The reward of this campaign is out of stock.',
      });
      expect((await campaignStanding(db, { id: 2, task_type: 'purchase' }, BEN)).is_redeemed).toBe(
        false,
      );
    });

    it('answers the product of a discount and refuses app-only and unknown campaigns', async () => {
      const db = getDb();
      expect(await redeemCampaignReward(db, BEN, 1)).toEqual({
        type: 'product_discount',
        productId: 1,
      });
      const appOnly = await redeemCampaignReward(db, BEN, 3);
      expect(isFailure(appOnly) && appOnly.message).toBe(
        'This reward is redeemed in the Ugift app.',
      );
      expect(await redeemCampaignReward(db, BEN, 77)).toMatchObject({
        message: 'This campaign does not exist.',
      });
    });
  });
});
