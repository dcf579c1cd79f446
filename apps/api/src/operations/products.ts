import type { Selectable } from 'kysely';

import type { Db } from '../db';
import type { ProductTable } from '../db/schema';
import { decodeCursor, encodeCursor, listProductsQuery, pageSizeOf } from '../catalogue/list';
import { ApiError, fail } from '../lib/errors';
import {
  categoryShape,
  countryIdOf,
  productDetail,
  productSummary,
  productsQuery,
} from '../catalogue/shapes';
import { ok, type GroupHandlers } from './types';

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
    const cursor = decodeCursor(input);
    // A malformed field, as the contract's own checks answer one.
    if (typeof cursor === 'string') throw new ApiError(400, cursor, { field: 'cursor' });
    const rows = (await (
      await listProductsQuery(ctx.services.db, input, cursor)
    ).execute()) as Array<
      Selectable<ProductTable> & { currency_code: string | null; sort_key: unknown }
    >;
    const size = pageSizeOf(input);
    const page = rows.slice(0, size);
    const last = page.at(-1);
    return ok({
      table: page.map(productSummary),
      ...(rows.length > size && last
        ? { next_cursor: encodeCursor(input, last.sort_key, last.id) }
        : {}),
    });
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
        ...productDetail(row),
        product_images: row.images.map((image) => ({ image })),
        applicable_outlets: row.outlets,
        giftcard_id: String(row.giftcard_id ?? 0),
        // Not in the spec's shape: how many the member already has in the basket (Update Cart).
        basket_quantity: basketQuantity,
      },
    });
  },
};
