import * as v from 'valibot';
import { defineOperation } from '../define';
import { bannerSchema, campaignSchema, countrySchema, popupSchema } from '../entities';
import * as f from '../fields';
import { ok, req, res } from './shared';

/** The invite-a-friend campaign (spec section 9). */
export const INVITE_CAMPAIGN_ID = '25';

export const frontendOperations = {
  list_country: defineOperation({
    option: 'list_country',
    group: 'frontend',
    auth: 'token',
    summary: 'Countries with their calling code and currency.',
    request: req({ order_by: v.optional(f.orderBy()) }),
    response: res({ table: v.array(countrySchema) }),
  }),
  list_popup: defineOperation({
    option: 'list_popup',
    group: 'frontend',
    auth: 'token',
    summary: 'Promo popups for the country, without those the member chose not to see again.',
    request: req({
      order_by: v.optional(f.orderBy()),
      filter_by_country_id: v.optional(f.id()),
      member_id: f.memberId(),
    }),
    response: res({ table: v.array(popupSchema) }),
  }),
  mark_not_show_again: defineOperation({
    option: 'mark_not_show_again',
    group: 'frontend',
    auth: 'member',
    summary: 'Hides a popup for the member from now on.',
    request: req({ member_id: f.memberId(), popup_id: f.id() }),
    response: ok(),
  }),
  list_banner: defineOperation({
    option: 'list_banner',
    group: 'frontend',
    auth: 'token',
    summary: 'Home banners for the country.',
    request: req({
      order_by: v.optional(f.orderBy()),
      filter_by_country_id: v.optional(f.id()),
    }),
    response: res({ table: v.array(bannerSchema) }),
  }),
  detail_campaign: defineOperation({
    option: 'detail_campaign',
    group: 'frontend',
    auth: 'token',
    summary: "A campaign; with a session, the member's progress and redemption.",
    request: req({ campaign_id: f.id(), member_id: f.memberId() }),
    response: res({ table: campaignSchema }),
  }),
  redeem_campaign_reward: defineOperation({
    option: 'redeem_campaign_reward',
    group: 'frontend',
    auth: 'member',
    summary: "Redeems a campaign's reward; product_id names the rewarded product, if any.",
    request: req({ member_id: f.memberId(), campaign_id: f.id() }),
    response: res({ product_id: v.optional(v.string()) }),
  }),
};
