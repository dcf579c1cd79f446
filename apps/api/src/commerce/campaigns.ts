import { sql, type Selectable } from 'kysely';

import type { Db } from '../db';
import type { CampaignTable } from '../db/schema';
import { affected, inTransaction, Rollback, type Trx } from '../db/tx';
import { fail, type Failure } from '../lib/errors';
import { newPublicId } from './ids';
import { issueVouchers } from './vouchers';

type Campaign = Selectable<CampaignTable>;

/** Adds to a member's progress in every task campaign of the kind (purchase, send_gift). */
export async function addTaskProgress(trx: Trx, memberId: number, taskType: string, steps: number) {
  if (steps <= 0) return;
  const campaigns = await trx
    .selectFrom('campaigns')
    .select('id')
    .where('campaign_type', '=', 'task_based')
    .where('task_type', '=', taskType)
    .where('retired_at', 'is', null)
    .execute();
  for (const c of campaigns) {
    await trx
      .insertInto('campaign_members')
      .values({ campaign_id: c.id, member_id: memberId, progress: steps })
      .onConflict((oc) =>
        oc
          .columns(['campaign_id', 'member_id'])
          .doUpdateSet((eb) => ({ progress: eb('campaign_members.progress', '+', steps) })),
      )
      .execute();
  }
}

/**
 * Takes back what a refunded order added to a member's progress (`orders refund`): the units it
 * counted in every task campaign of the kind that was running when it was paid (not retired
 * before `countedAt`), never below 0. A reward already redeemed stays given: is_redeemed and
 * redeemed_at are left alone (the member was entitled to it when they claimed it, and a product
 * reward may be in use): the progress goes down, the reward is not taken back. Campaigns
 * keep no start date, so one added after the payment (which did not count the order) loses the
 * units too; the floor of 0 bounds that.
 */
export async function takeBackTaskProgress(
  trx: Trx,
  memberId: number,
  taskType: string,
  steps: number,
  countedAt: Date,
) {
  if (steps <= 0) return;
  await trx
    .updateTable('campaign_members')
    .set({ progress: sql<number>`greatest(progress - ${steps}, 0)` })
    .where('member_id', '=', memberId)
    .where('progress', '>', 0)
    .where(
      'campaign_id',
      'in',
      trx
        .selectFrom('campaigns')
        .select('id')
        .where('campaign_type', '=', 'task_based')
        .where('task_type', '=', taskType)
        .where((c) => c.or([c('retired_at', 'is', null), c('retired_at', '>', countedAt)])),
    )
    .execute();
}

/**
 * Where a member stands in a campaign: invites count the members they referred, other tasks
 * are recorded as they happen (addTaskProgress). A guest has done nothing.
 */
export async function campaignStanding(
  db: Db | Trx,
  campaign: { id: number; task_type: string },
  memberId: number | null,
) {
  if (memberId === null)
    return { progress: 0, is_redeemed: false, redeemed_at: null as Date | null };
  const record = await db
    .selectFrom('campaign_members')
    .select(['progress', 'is_redeemed', 'redeemed_at'])
    .where('campaign_id', '=', campaign.id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  let progress = record?.progress ?? 0;
  if (campaign.task_type === 'invite') {
    const referred = await db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('referred_by', '=', memberId)
      .executeTakeFirstOrThrow();
    progress = Number(referred.n);
  }
  return {
    progress,
    is_redeemed: record?.is_redeemed ?? false,
    redeemed_at: record?.redeemed_at ?? null,
  };
}

/** What a redeemed reward gave. */
export type Reward =
  | { type: 'product_free'; productId: number }
  | { type: 'product_discount'; productId: number | null }
  | { type: 'points'; points: number };

/**
 * Redeems a campaign's reward, once per member: the insert-or-update of the member's campaign
 * row only goes through while is_redeemed is false, and the reward is given in the same
 * transaction (a free product becomes an order of its own with its voucher issued).
 */
export async function redeemCampaignReward(
  db: Db,
  memberId: number,
  campaignId: number,
  now = new Date(),
): Promise<Reward | Failure> {
  return inTransaction(db, async (trx) => {
    const campaign = await trx
      .selectFrom('campaigns')
      .selectAll()
      .where('id', '=', campaignId)
      .executeTakeFirst();
    if (!campaign) throw new Rollback(fail('This campaign does not exist.'));
    if (!campaign.is_redeem) throw new Rollback(fail('This campaign has no reward to redeem.'));
    if (campaign.task_type === 'new_app')
      throw new Rollback(fail('This reward is redeemed in the Ugift app.'));
    if (campaign.campaign_type === 'task_based') {
      const { progress } = await campaignStanding(trx, campaign, memberId);
      if (progress < campaign.target)
        throw new Rollback(fail('Complete the campaign tasks to redeem the reward.'));
    }
    const claimed = await trx
      .insertInto('campaign_members')
      .values({
        campaign_id: campaignId,
        member_id: memberId,
        is_redeemed: true,
        redeemed_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['campaign_id', 'member_id'])
          .doUpdateSet({ is_redeemed: true, redeemed_at: now })
          .where('campaign_members.is_redeemed', '=', false),
      )
      .returning('campaign_id')
      .executeTakeFirst();
    if (!claimed) throw new Rollback(fail('You have already redeemed this reward.'));
    return giveReward(trx, campaign, memberId, now);
  });
}

async function giveReward(
  trx: Trx,
  campaign: Campaign,
  memberId: number,
  now: Date,
): Promise<Reward> {
  switch (campaign.reward_type) {
    case 'product_free':
      if (campaign.reward_product_id === null)
        throw new Rollback(fail('The reward of this campaign is not available.'));
      await freeProductOrder(trx, memberId, campaign.id, campaign.reward_product_id, now);
      return { type: 'product_free', productId: campaign.reward_product_id };
    case 'product_discount':
      return { type: 'product_discount', productId: campaign.reward_product_id };
    default:
      await trx
        .updateTable('members')
        .set((eb) => ({ points: eb('points', '+', campaign.reward_points) }))
        .where('id', '=', memberId)
        .execute();
      return { type: 'points', points: campaign.reward_points };
  }
}

/** A free product as a Campaign Redemption order of its own, with its voucher issued at once. */
async function freeProductOrder(
  trx: Trx,
  memberId: number,
  campaignId: number,
  productId: number,
  now: Date,
) {
  const product = await trx
    .selectFrom('products')
    .leftJoin('countries', 'countries.id', 'products.country_id')
    .select(['products.id', 'products.original_price', 'countries.currency_code'])
    .where('products.id', '=', productId)
    .executeTakeFirst();
  if (!product) throw new Rollback(fail('The reward of this campaign is not available.'));
  const taken = await trx
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', 1) }))
    .where('id', '=', productId)
    .where('stock', '>=', 1)
    .executeTakeFirst();
  if (affected(taken) !== 1)
    throw new Rollback(fail('The reward of this campaign is out of stock.'));
  const currency = product.currency_code ?? 'SGD';
  const publicId = newPublicId();
  const order = await trx
    .insertInto('orders')
    .values({
      public_id: publicId,
      order_no: `TMP${publicId}`,
      member_id: memberId,
      payment_status: 'Campaign Redemption',
      order_status: 'Self-Use',
      self_use: true,
      sub_total: product.original_price,
      total_discount: product.original_price,
      order_amount: 0,
      currency,
      campaign_id: campaignId,
      paid_at: now,
      phrase: 'A gift is a wish for happiness.',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('orders')
    .set({ order_no: `UGC${String(order.id).padStart(8, '0')}` })
    .where('id', '=', order.id)
    .execute();
  await trx
    .insertInto('order_products')
    .values({
      order_id: order.id,
      product_id: productId,
      quantity: 1,
      amount: 0,
      currency_code: currency,
    })
    .execute();
  await issueVouchers(trx, order.id, now);
}
