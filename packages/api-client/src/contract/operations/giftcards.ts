import * as v from 'valibot';
import { defineOperation } from '../define';
import {
  giftcardGroupSchema,
  giftcardSchema,
  musicSchema,
  udollarGiftcardSchema,
  udollarHistorySchema,
} from '../entities';
import * as f from '../fields';
import { ok, req, res } from './shared';

export const giftcardsOperations = {
  list_giftcard: defineOperation({
    option: 'list_giftcard',
    group: 'giftcards',
    auth: 'token',
    summary:
      'Gift cards of a country: a flat list, or groups {category_name, giftcards} when group_by_categories is true.',
    request: req({
      order_by: v.optional(f.orderBy()),
      limit: v.optional(f.count(500)),
      filter_by_editable: v.optional(v.picklist(['Yes', 'No'])),
      filter_by_country_id: v.optional(f.id()),
      filter_by_categories_id: v.optional(f.idList()),
      group_by_categories: v.optional(f.flag()),
    }),
    response: res({
      table: v.union([v.array(giftcardGroupSchema), v.array(giftcardSchema)]),
    }),
  }),
  detail_giftcard: defineOperation({
    option: 'detail_giftcard',
    group: 'giftcards',
    auth: 'token',
    summary: 'One gift card with its edit parameter and related products.',
    request: req({
      giftcard_id: f.id(),
      member_id: f.memberId(),
      order_by: v.optional(f.orderBy()),
      filter_by_country_id: v.optional(f.id()),
    }),
    response: res({ table: giftcardSchema }),
  }),
  list_music: defineOperation({
    option: 'list_music',
    group: 'giftcards',
    auth: 'token',
    summary: 'Music tracks for cards, optionally those offered for one gift card.',
    request: req({ order_by: v.optional(f.orderBy()), giftcard_id: v.optional(f.id()) }),
    response: res({ table: v.array(musicSchema) }),
  }),
  list_udollar_giftcards: defineOperation({
    option: 'list_udollar_giftcards',
    group: 'giftcards',
    auth: 'member',
    summary: "The member's uDollar balances in a currency.",
    request: req({ member_id: f.memberId(), currency_code: v.optional(f.currencyCode()) }),
    response: res({ table: v.array(udollarGiftcardSchema) }),
  }),
  apply_udollar_giftcard: defineOperation({
    option: 'apply_udollar_giftcard',
    group: 'giftcards',
    auth: 'member',
    summary: "Spends part of a uDollar balance on the member's basket order.",
    request: req({
      member_id: f.memberId(),
      order_id: f.id(),
      udollar_id: f.id(),
      udollar_amount: f.amount(),
    }),
    response: ok(),
  }),
  history_udollar_giftcards: defineOperation({
    option: 'history_udollar_giftcards',
    group: 'giftcards',
    auth: 'member',
    summary: 'Spending history of one uDollar balance.',
    request: req({ udollar_id: f.id(), member_id: f.memberId() }),
    response: res({ table: v.array(udollarHistorySchema) }),
  }),
};
