import { newPublicId } from '../commerce/ids';
import { issueVouchers } from '../commerce/vouchers';
import { affected, inTransaction, Rollback, type Trx } from '../commerce/tx';
import { ApiError, fail } from '../lib/errors';
import { ok, type HandlerMap, type OperationContext } from './types';

function member(ctx: OperationContext): number {
  if (ctx.memberId === null) throw new ApiError(403, 'Welcome, please login to continue');
  return ctx.memberId;
}

/** A member's progress as detail_campaign shows it: invites count referred members. */
async function progressOf(trx: Trx, campaign: { id: number; task_type: string }, memberId: number) {
  if (campaign.task_type === 'invite') {
    const referred = await trx
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('referred_by', '=', memberId)
      .executeTakeFirstOrThrow();
    return Number(referred.n);
  }
  const record = await trx
    .selectFrom('campaign_members')
    .select('progress')
    .where('campaign_id', '=', campaign.id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return record?.progress ?? 0;
}

/** A free product as a Campaign Redemption order of its own, with its voucher issued at once. */
async function freeProductOrder(trx: Trx, memberId: number, campaignId: number, productId: number) {
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
  const now = new Date();
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

export const campaignsHandlers: HandlerMap = {
  /**
   * Once per member: the insert-or-update of the member's campaign row only goes through while
   * is_redeemed is false, and the reward is given in the same transaction.
   */
  async redeem_campaign_reward(ctx, input) {
    const { db } = ctx.services;
    const memberId = member(ctx);
    const campaignId = Number(input.campaign_id);
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
        const progress = await progressOf(trx, campaign, memberId);
        if (progress < campaign.target)
          throw new Rollback(fail('Complete the campaign tasks to redeem the reward.'));
      }
      const now = new Date();
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

      switch (campaign.reward_type) {
        case 'product_free':
          if (campaign.reward_product_id === null)
            throw new Rollback(fail('The reward of this campaign is not available.'));
          await freeProductOrder(trx, memberId, campaignId, campaign.reward_product_id);
          return ok({
            message: 'Reward redeemed: your voucher is in your wallet.',
            product_id: String(campaign.reward_product_id),
          });
        case 'product_discount':
          return ok({
            message: 'Reward redeemed: the discount is yours.',
            ...(campaign.reward_product_id !== null
              ? { product_id: String(campaign.reward_product_id) }
              : {}),
          });
        default:
          await trx
            .updateTable('members')
            .set((eb) => ({ points: eb('points', '+', campaign.reward_points) }))
            .where('id', '=', memberId)
            .execute();
          return ok({
            message: `Reward redeemed: ${campaign.reward_points.toLocaleString('en-US')} points credited.`,
          });
      }
    });
  },
};
