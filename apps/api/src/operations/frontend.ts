import { countryIdOf } from '../catalogue/shapes';
import { campaignStanding, redeemCampaignReward } from '../commerce/campaigns';
import { fail, isFailure } from '../lib/errors';
import { dateTimeIso } from '../lib/format';
import { ok, type GroupHandlers } from './types';

const percent = (progress: number, target: number) =>
  target > 0 ? Math.round((progress / target) * 100) : 0;

function progressMessage(taskType: string, progress: number, target: number) {
  const done = Math.min(progress, target);
  const noun =
    taskType === 'invite'
      ? 'friends invited'
      : taskType === 'purchase'
        ? 'purchases made'
        : taskType === 'send_gift'
          ? 'gifts sent'
          : 'steps done';
  return `${done} of ${target} ${noun}`;
}

/** The frontend group: home content (countries, banners, popups) and campaigns. */
export const frontendHandlers: GroupHandlers<'frontend'> = {
  async list_country(ctx, input) {
    const direction = input.order_by?.toUpperCase() === 'DESC' ? 'desc' : 'asc';
    const rows = await ctx.services.db
      .selectFrom('countries')
      .select(['id', 'name', 'image', 'country_code', 'currency_code'])
      .orderBy('name', direction)
      .execute();
    return ok({ table: rows.map((c) => ({ ...c, id: String(c.id) })) });
  },

  async list_popup(ctx, input) {
    const { db } = ctx.services;
    const countryId = countryIdOf(input.filter_by_country_id);
    let query = db
      .selectFrom('popups')
      .selectAll()
      .where((eb) => eb.or([eb('country_id', '=', countryId), eb('country_id', 'is', null)]));
    if (ctx.memberId !== null) {
      const memberId = ctx.memberId;
      query = query.where(
        'id',
        'not in',
        db.selectFrom('popup_dismissals').select('popup_id').where('member_id', '=', memberId),
      );
    }
    const direction = input.order_by?.toUpperCase() === 'DESC' ? 'desc' : 'asc';
    const rows = await query.orderBy('sort_order', direction).orderBy('id').execute();
    return ok({
      table: rows.map((p) => ({
        id: String(p.id),
        image: p.image,
        name: p.title,
        linkage_type: p.linkage_type as
          'linkage_url' | 'linkage_product' | 'linkage_video' | 'linkage_campaign',
        linkage_detail: p.linkage_detail,
      })),
    });
  },

  async mark_not_show_again(ctx, input) {
    const { db } = ctx.services;
    const popupId = Number(input.popup_id);
    const popup = await db
      .selectFrom('popups')
      .select('id')
      .where('id', '=', popupId)
      .executeTakeFirst();
    if (!popup) return fail('This popup does not exist.');
    await db
      .insertInto('popup_dismissals')
      .values({ member_id: ctx.memberId, popup_id: popupId })
      .onConflict((oc) => oc.columns(['member_id', 'popup_id']).doNothing())
      .execute();
    return ok();
  },

  async list_banner(ctx, input) {
    const countryId = countryIdOf(input.filter_by_country_id);
    const direction = input.order_by?.toUpperCase() === 'DESC' ? 'desc' : 'asc';
    const rows = await ctx.services.db
      .selectFrom('banners')
      .selectAll()
      .where((eb) => eb.or([eb('country_id', '=', countryId), eb('country_id', 'is', null)]))
      .orderBy('sort_order', direction)
      .orderBy('id')
      .execute();
    return ok({
      table: rows.map((b) => ({
        id: String(b.id),
        image: b.image,
        linkage_type: b.linkage_type as
          'linkage_url' | 'linkage_product' | 'linkage_video' | 'linkage_campaign',
        linkage_detail: b.linkage_detail,
        linkage_info: { name: b.name, description: b.description },
      })),
    });
  },

  async detail_campaign(ctx, input) {
    const { db } = ctx.services;
    const campaign = await db
      .selectFrom('campaigns')
      .selectAll()
      .where('id', '=', Number(input.campaign_id))
      .executeTakeFirst();
    if (!campaign) return fail('This campaign does not exist.');
    const mine = await campaignStanding(db, campaign, ctx.memberId);
    const children = await db
      .selectFrom('campaigns')
      .selectAll()
      .where('parent_id', '=', campaign.id)
      .where('retired_at', 'is', null)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    const childCampaigns = [];
    for (const child of children) {
      const progress = await campaignStanding(db, child, ctx.memberId);
      childCampaigns.push({
        name: child.name,
        campaign_progress: percent(progress.progress, child.target),
        is_redeemed: progress.is_redeemed,
        is_redeemed_date: dateTimeIso(progress.redeemed_at),
      });
    }
    return ok({
      table: {
        id: String(campaign.id),
        name: campaign.name,
        image: campaign.image,
        description: campaign.description,
        terms_and_conditions: campaign.terms_and_conditions,
        campaign_type: campaign.campaign_type,
        task_type: campaign.task_type,
        reward_type: campaign.reward_type as 'product_free' | 'product_discount' | 'points',
        is_redeem: campaign.is_redeem,
        is_redeemed: mine.is_redeemed,
        ...(campaign.campaign_type === 'task_based'
          ? {
              campaign_progress: {
                percentage: Math.min(100, percent(mine.progress, campaign.target)),
                campaign_progress_message: progressMessage(
                  campaign.task_type,
                  mine.progress,
                  campaign.target,
                ),
              },
            }
          : {}),
        child_campaign: childCampaigns,
      },
    });
  },

  async redeem_campaign_reward(ctx, input) {
    const reward = await redeemCampaignReward(
      ctx.services.db,
      ctx.memberId,
      Number(input.campaign_id),
    );
    if (isFailure(reward)) return reward;
    switch (reward.type) {
      case 'product_free':
        return ok({
          message: 'Reward redeemed: your voucher is in your wallet.',
          product_id: String(reward.productId),
        });
      case 'product_discount':
        return ok({
          message: 'Reward redeemed: the discount is yours.',
          ...(reward.productId !== null ? { product_id: String(reward.productId) } : {}),
        });
      default:
        return ok({
          message: `Reward redeemed: ${reward.points.toLocaleString('en-US')} points credited.`,
        });
    }
  },
};
