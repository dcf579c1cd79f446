import * as v from 'valibot';
import { defineOperation } from '../define';
import {
  categorySchema,
  optionItemSchema,
  productDetailSchema,
  productSummarySchema,
} from '../entities';
import * as f from '../fields';
import { req, res } from './shared';

export const productsOperations = {
  list_category: defineOperation({
    option: 'list_category',
    group: 'products',
    auth: 'token',
    summary: 'Categories, optionally only those holding products of the given brands.',
    request: req({
      order_by: v.optional(f.orderBy()),
      limit: v.optional(f.count(500)),
      filter_by_brands_id: v.optional(f.idList()),
      filter_by_country_id: v.optional(f.id()),
    }),
    response: res({ table: v.array(categorySchema) }),
  }),
  list_brand: defineOperation({
    option: 'list_brand',
    group: 'products',
    auth: 'token',
    summary: 'Brands, optionally only those with products in the given categories.',
    request: req({
      order_by: v.optional(f.orderBy()),
      limit: v.optional(f.count(500)),
      filter_by_categories_id: v.optional(f.idList()),
      filter_by_country_id: v.optional(f.id()),
    }),
    response: res({ table: v.array(categorySchema) }),
  }),
  list_product: defineOperation({
    option: 'list_product',
    group: 'products',
    auth: 'token',
    summary: 'Products of a country, filtered and sorted.',
    request: req({
      member_id: f.memberId(),
      order_by: v.optional(f.orderBy()),
      limit: v.optional(f.count(500)),
      filter_by_brands_id: v.optional(f.idList()),
      filter_by_categories_id: v.optional(f.idList()),
      filter_by_price_start: v.optional(f.amount()),
      filter_by_price_end: v.optional(f.amount()),
      filter_by_recommended: v.optional(f.flag()),
      filter_by_promo: v.optional(f.flag()),
      filter_by_keywords: v.optional(f.text(100)),
      filter_by_country_id: v.optional(f.id()),
      filter_by_gender: v.optional(v.picklist(['Male', 'Female'])),
      filter_by_age: v.optional(f.count(150)),
      filter_by_interest: v.optional(f.text(100)),
      filter_by_gift_intention: v.optional(f.text(100)),
    }),
    response: res({ table: v.array(productSummarySchema) }),
  }),
  list_interest: defineOperation({
    option: 'list_interest',
    group: 'products',
    auth: 'token',
    summary: 'Interest options of the product filter.',
    request: req({ member_id: f.memberId() }),
    response: res({ table: v.array(optionItemSchema) }),
  }),
  list_gift_intention: defineOperation({
    option: 'list_gift_intention',
    group: 'products',
    auth: 'token',
    summary: 'Gift-intention options of the product filter.',
    request: req({ member_id: f.memberId() }),
    response: res({ table: v.array(optionItemSchema) }),
  }),
  detail_product: defineOperation({
    option: 'detail_product',
    group: 'products',
    auth: 'token',
    summary: 'One product with its images, outlets and campaign.',
    request: req({ product_id: f.id(), member_id: f.memberId() }),
    response: res({ table: productDetailSchema }),
  }),
};
