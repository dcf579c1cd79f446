import * as v from 'valibot';
import { defineOperation } from '../define';
import {
  evoucherSchema,
  orderProductVouchersSchema,
  outletSchema,
  productNameTextsSchema,
} from '../entities';
import * as f from '../fields';
import { ok, req, res } from './shared';

export const EVOUCHER_FILTERS = ['active', 'received', 'used'] as const;
export type EvoucherFilter = (typeof EVOUCHER_FILTERS)[number];

export const evoucherOperations = {
  list_evoucher: defineOperation({
    option: 'list_evoucher',
    group: 'evoucher',
    auth: 'member',
    summary: "The member's vouchers grouped by order product: active, received or used.",
    request: req({
      member_id: f.memberId(),
      filter_by_status: v.optional(v.picklist(EVOUCHER_FILTERS)),
      filter_by_keywords: v.optional(f.text(100)),
      filter_by_order_id: v.optional(f.orderId()),
    }),
    response: res({ table: v.array(orderProductVouchersSchema) }),
  }),
  detail_evoucher: defineOperation({
    option: 'detail_evoucher',
    group: 'evoucher',
    auth: 'member',
    summary: 'The vouchers of one order product, with its terms, how to redeem and outlets.',
    request: req({ order_product_id: f.id(), member_id: f.memberId() }),
    response: res({
      table: v.array(evoucherSchema),
      product_name: v.optional(v.string()),
      /** The product's name in each language (extension, issue 45), as in list_evoucher. */
      multiple_languages: v.optional(productNameTextsSchema),
      terms_and_conditions: v.string(),
      redeem_howto: v.string(),
      applicable_outlets: v.array(outletSchema),
    }),
  }),
  refresh_evoucher: defineOperation({
    option: 'refresh_evoucher',
    group: 'evoucher',
    auth: 'member',
    summary: 'Asks the voucher issuer again for the codes of an order product.',
    request: req({ order_product_id: f.id(), member_id: f.memberId() }),
    response: ok(),
  }),
  mark_evoucher_used: defineOperation({
    option: 'mark_evoucher_used',
    group: 'evoucher',
    auth: 'member',
    summary: 'Marks one voucher as used (not undoable).',
    request: req({ member_id: f.memberId(), order_evoucher_id: f.id() }),
    response: ok(),
  }),
};
