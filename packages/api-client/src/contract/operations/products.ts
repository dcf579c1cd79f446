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

/** The most products one list_product answer holds (our extension: the server's maximum). */
export const PRODUCT_PAGE_MAX = 20;
/** The languages whose names list_product can sort by. */
export const PRODUCT_LANGUAGES = ['en', 'cn', 'jp'] as const;

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
    summary:
      'Products of a country, filtered and sorted, a page at a time (our extension): at most PRODUCT_PAGE_MAX rows per answer, and next_cursor when more follow.',
    request: req({
      member_id: f.memberId(),
      order_by: v.optional(f.orderBy()),
      /** Rows wanted; more than PRODUCT_PAGE_MAX are answered a page at a time. */
      limit: v.optional(f.count(500)),
      /** Our extension: the page size (default and maximum PRODUCT_PAGE_MAX). */
      page_size: v.optional(f.count(PRODUCT_PAGE_MAX)),
      /** Our extension: the next_cursor of the previous page, with the same filters and sort. */
      cursor: v.optional(f.text(200, 1)),
      /** Our extension: A to Z (ASC, DESC) by the names in this language, English where missing. */
      language: v.optional(v.picklist(PRODUCT_LANGUAGES)),
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
    response: res({
      table: v.array(productSummarySchema),
      /** Our extension: present when more rows follow; send it back as cursor for them. */
      next_cursor: v.optional(v.string()),
    }),
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
