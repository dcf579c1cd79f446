import { sql } from 'kysely';

import type { Db } from '../db';
import { fail } from '../lib/errors';
import {
  categoryShape,
  countryIdOf,
  effectivePrice,
  productSummary,
  productsQuery,
} from '../catalogue/shapes';
import { ok, type GroupHandlers } from './types';

const isOn = (flag: string | undefined) => flag === 'true' || flag === '1';

/** Escapes LIKE wildcards so a keyword matches literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function sortNames<T extends { name: string; sort_order: number; id: number }>(
  rows: T[],
  orderBy: string | undefined,
) {
  const direction = orderBy?.toUpperCase();
  if (direction === 'ASC') return rows.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  if (direction === 'DESC') return rows.sort((a, b) => b.name.localeCompare(a.name) || a.id - b.id);
  return rows.sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
}

/** Categories or brands that hold products of the country (and of the other side's ids). */
async function listGroups(
  db: Db,
  table: 'categories' | 'brands',
  input: { order_by?: string; limit?: string; filter_by_country_id?: string },
  otherIds: string[] | undefined,
) {
  const own = table === 'categories' ? 'category_id' : 'brand_id';
  const other = table === 'categories' ? 'brand_id' : 'category_id';
  const countryId = countryIdOf(input.filter_by_country_id);
  let products = db
    .selectFrom('products')
    .select(`products.${own}` as 'products.category_id')
    .where((eb) =>
      eb.or([eb('products.country_id', '=', countryId), eb('products.country_id', 'is', null)]),
    );
  if (otherIds?.length)
    products = products.where(
      `products.${other}` as 'products.brand_id',
      'in',
      otherIds.map(Number),
    );
  const rows = await db.selectFrom(table).selectAll().where('id', 'in', products).execute();
  const sorted = sortNames(rows, input.order_by);
  const limited = input.limit ? sorted.slice(0, Number(input.limit)) : sorted;
  return ok({ table: limited.map(categoryShape) });
}

/** The products group: the catalogue's products, categories, brands and filters. */
export const productsHandlers: GroupHandlers<'products'> = {
  async list_category(ctx, input) {
    return listGroups(ctx.services.db, 'categories', input, input.filter_by_brands_id);
  },

  async list_brand(ctx, input) {
    return listGroups(ctx.services.db, 'brands', input, input.filter_by_categories_id);
  },

  async list_product(ctx, input) {
    const { db } = ctx.services;
    const countryId = countryIdOf(input.filter_by_country_id);
    let query = productsQuery(db).where((eb) =>
      eb.or([eb('products.country_id', '=', countryId), eb('products.country_id', 'is', null)]),
    );
    if (input.filter_by_brands_id?.length)
      query = query.where('products.brand_id', 'in', input.filter_by_brands_id.map(Number));
    if (input.filter_by_categories_id?.length) {
      query = query.where('products.category_id', 'in', input.filter_by_categories_id.map(Number));
    }
    if (input.filter_by_price_start !== undefined)
      query = query.where(effectivePrice, '>=', input.filter_by_price_start);
    if (input.filter_by_price_end !== undefined && Number(input.filter_by_price_end) > 0) {
      query = query.where(effectivePrice, '<=', input.filter_by_price_end);
    }
    if (isOn(input.filter_by_recommended))
      query = query.where('products.is_recommended', '=', true);
    if (isOn(input.filter_by_promo)) query = query.where('products.is_promo', '=', true);
    const keywords = input.filter_by_keywords?.trim();
    if (keywords) {
      const pattern = likePattern(keywords);
      query = query.where((eb) =>
        eb.or([
          eb(sql`products.languages->'en'->>'name'`, 'ilike', pattern),
          eb(sql`products.languages->'cn'->>'name'`, 'ilike', pattern),
          eb(sql`products.languages->'jp'->>'name'`, 'ilike', pattern),
          eb(
            'products.brand_id',
            'in',
            eb.selectFrom('brands').select('brands.id').where('brands.name', 'ilike', pattern),
          ),
        ]),
      );
    }
    if (input.filter_by_gender) {
      // Products for everyone suit either.
      const gender = input.filter_by_gender;
      query = query.where((eb) =>
        eb.or([eb('products.gender', '=', gender), eb('products.gender', 'is', null)]),
      );
    }
    if (input.filter_by_age && Number(input.filter_by_age) > 0) {
      query = query.where('products.age_min', '<', Number(input.filter_by_age));
    }
    if (input.filter_by_interest)
      query = query.where('products.interest', '=', input.filter_by_interest);
    if (input.filter_by_gift_intention)
      query = query.where('products.gift_intention', '=', input.filter_by_gift_intention);

    const nameEn = sql`products.languages->'en'->>'name'`;
    switch (input.order_by?.toUpperCase() ?? 'ASC') {
      case 'DESC':
        query = query.orderBy(nameEn, 'desc');
        break;
      case 'POPULAR':
        query = query.orderBy('products.popularity', 'desc');
        break;
      case 'NEW':
        query = query.orderBy('products.created_at', 'desc');
        break;
      case 'HIGH':
        query = query.orderBy(effectivePrice, 'desc');
        break;
      case 'LOW':
        query = query.orderBy(effectivePrice, 'asc');
        break;
      default:
        query = query.orderBy(nameEn, 'asc');
    }
    query = query.orderBy('products.id', 'asc');
    if (input.limit) query = query.limit(Number(input.limit));
    const rows = await query.execute();
    return ok({ table: rows.map(productSummary) });
  },

  async list_interest(ctx) {
    const rows = await ctx.services.db
      .selectFrom('interests')
      .select(['cf_content_label', 'cf_content_value'])
      .orderBy('sort_order')
      .execute();
    return ok({ table: rows });
  },

  async list_gift_intention(ctx) {
    const rows = await ctx.services.db
      .selectFrom('gift_intentions')
      .select(['cf_content_label', 'cf_content_value'])
      .orderBy('sort_order')
      .execute();
    return ok({ table: rows });
  },

  async detail_product(ctx, input) {
    const { db } = ctx.services;
    const row = await productsQuery(db)
      .where('products.id', '=', Number(input.product_id))
      .executeTakeFirst();
    if (!row) return fail('This product does not exist.');
    let basketQuantity = 0;
    if (ctx.memberId !== null) {
      const line = await db
        .selectFrom('basket_products')
        .innerJoin('baskets', 'baskets.id', 'basket_products.basket_id')
        .select('basket_products.quantity')
        .where('baskets.member_id', '=', ctx.memberId)
        .where('basket_products.product_id', '=', row.id)
        .executeTakeFirst();
      basketQuantity = line?.quantity ?? 0;
    }
    return ok({
      table: {
        ...productSummary(row),
        product_images: row.images.map((image) => ({ image })),
        applicable_outlets: row.outlets,
        giftcard_id: String(row.giftcard_id ?? 0),
        // Not in the spec's shape: how many the member already has in the basket (Update Cart).
        basket_quantity: basketQuantity,
      },
    });
  },
};
