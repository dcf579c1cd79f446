import { countryIdOf, giftcardShape, productSummary, productsQuery } from '../catalogue/shapes';
import { applyUdollar } from '../commerce/udollar';
import { fail } from '../lib/errors';
import { dateTimeIso, dateTimeSlash, money } from '../lib/format';
import { ok, type GroupHandlers } from './types';

/** The giftcards group: card designs and music, and the member's uDollar gift cards. */
export const giftcardsHandlers: GroupHandlers<'giftcards'> = {
  async list_giftcard(ctx, input) {
    const { db } = ctx.services;
    const countryId = countryIdOf(input.filter_by_country_id);
    let query = db
      .selectFrom('giftcards')
      .innerJoin('giftcard_categories', 'giftcard_categories.id', 'giftcards.category_id')
      .selectAll('giftcards')
      .select([
        'giftcard_categories.name as category_name',
        'giftcard_categories.sort_order as category_order',
      ])
      .where((eb) =>
        eb.or([eb('giftcards.country_id', '=', countryId), eb('giftcards.country_id', 'is', null)]),
      )
      .where('giftcards.retired_at', 'is', null);
    if (input.filter_by_editable)
      query = query.where('giftcards.is_editable', '=', input.filter_by_editable === 'Yes');
    if (input.filter_by_categories_id?.length) {
      query = query.where('giftcards.category_id', 'in', input.filter_by_categories_id.map(Number));
    }
    const direction = input.order_by?.toUpperCase() === 'DESC' ? 'desc' : 'asc';
    query = query
      .orderBy('giftcard_categories.sort_order')
      .orderBy('giftcards.sort_order', direction)
      .orderBy('giftcards.id');
    if (input.group_by_categories === 'true' || input.group_by_categories === '1') {
      const rows = await query.execute();
      const groups = new Map<string, ReturnType<typeof giftcardShape>[]>();
      for (const row of rows) {
        const list = groups.get(row.category_name) ?? [];
        if (!input.limit || list.length < Number(input.limit)) list.push(giftcardShape(row));
        groups.set(row.category_name, list);
      }
      return ok({
        table: [...groups].map(([category_name, giftcards]) => ({ category_name, giftcards })),
      });
    }
    if (input.limit) query = query.limit(Number(input.limit));
    const rows = await query.execute();
    return ok({ table: rows.map(giftcardShape) });
  },

  async detail_giftcard(ctx, input) {
    const { db } = ctx.services;
    const row = await db
      .selectFrom('giftcards')
      .innerJoin('giftcard_categories', 'giftcard_categories.id', 'giftcards.category_id')
      .selectAll('giftcards')
      .select('giftcard_categories.name as category_name')
      .where('giftcards.id', '=', Number(input.giftcard_id))
      .executeTakeFirst();
    if (!row) return fail('This gift card does not exist.');
    const countryId = countryIdOf(input.filter_by_country_id);
    const ids = row.related_product_ids;
    const related = ids.length
      ? await productsQuery(db)
          .where('products.id', 'in', ids)
          .where((eb) =>
            eb.or([
              eb('products.country_id', '=', countryId),
              eb('products.country_id', 'is', null),
            ]),
          )
          .orderBy('products.id')
          .execute()
      : [];
    return ok({ table: { ...giftcardShape(row), related_products: related.map(productSummary) } });
  },

  async list_music(ctx, input) {
    let query = ctx.services.db
      .selectFrom('music')
      .select(['id', 'name', 'url'])
      .where('retired_at', 'is', null);
    const giftcardId = input.giftcard_id ? Number(input.giftcard_id) : null;
    query = query.where((eb) =>
      giftcardId === null
        ? eb('giftcard_id', 'is', null)
        : eb.or([eb('giftcard_id', 'is', null), eb('giftcard_id', '=', giftcardId)]),
    );
    const direction = input.order_by?.toUpperCase() === 'DESC' ? 'desc' : 'asc';
    const rows = await query.orderBy('sort_order', direction).orderBy('id', direction).execute();
    return ok({ table: rows.map((m) => ({ id: String(m.id), name: m.name, url: m.url })) });
  },

  async list_udollar_giftcards(ctx, input) {
    const { db } = ctx.services;
    let query = db
      .selectFrom('udollar_cards')
      .selectAll()
      .where('member_id', '=', ctx.memberId)
      .orderBy('expires_at', 'desc')
      .orderBy('id');
    if (input.currency_code) query = query.where('currency_code', '=', input.currency_code);
    const rows = await query.execute();
    return ok({
      table: rows.map((r) => ({
        id: String(r.id),
        udollar_balance: money(r.balance),
        udollar_orig_balance: money(r.orig_balance),
        udollar_expire_date: dateTimeIso(r.expires_at),
        order_date: dateTimeIso(r.ordered_at),
        currency_code: r.currency_code,
      })),
    });
  },

  /** Spends part of a balance on the member's basket (order_id is the basket's id). */
  async apply_udollar_giftcard(ctx, input) {
    const failure = await applyUdollar(
      ctx.services.db,
      ctx.memberId,
      Number(input.order_id),
      Number(input.udollar_id),
      input.udollar_amount,
    );
    return failure ?? ok({ message: 'uDollar applied' });
  },

  async history_udollar_giftcards(ctx, input) {
    const { db } = ctx.services;
    const card = await db
      .selectFrom('udollar_cards')
      .select('id')
      .where('id', '=', Number(input.udollar_id))
      .where('member_id', '=', ctx.memberId)
      .executeTakeFirst();
    if (!card) return fail('This uDollar gift card does not exist.');
    const rows = await db
      .selectFrom('udollar_history')
      .leftJoin('orders', 'orders.id', 'udollar_history.order_id')
      .select(['udollar_history.created_at', 'udollar_history.amount', 'orders.order_no'])
      .where('udollar_history.udollar_id', '=', card.id)
      .orderBy('udollar_history.created_at', 'desc')
      .orderBy('udollar_history.id', 'desc')
      .execute();
    return ok({
      table: rows.map((r) => ({
        ordered_date: dateTimeSlash(r.created_at),
        amount: money(r.amount),
        order_no: r.order_no ?? '',
      })),
    });
  },
};
