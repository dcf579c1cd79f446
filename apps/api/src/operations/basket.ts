import { imageElementKeys } from '@ugift/api-client/contract';

import { ensureBasket, fromCents, cents, pointsFor, pricedBasket } from '../commerce/basket';
import { productNames } from '../commerce/orders';
import { ApiError, fail } from '../lib/errors';
import { sniffImage, storeUpload } from '../lib/images';
import { ok, type HandlerMap, type OperationContext } from './types';

function member(ctx: OperationContext): number {
  if (ctx.memberId === null) throw new ApiError(403, 'Welcome, please login to continue');
  return ctx.memberId;
}

/** Basket order_status values: the checkout choice. */
const BASKET_STATUS = { myself: 'Self-Use', gift: 'Gift' } as const;

export const basketHandlers: HandlerMap = {
  async detail_basket(ctx) {
    const { db } = ctx.services;
    const memberId = member(ctx);
    const basket = await db
      .selectFrom('baskets')
      .leftJoin('giftcards', 'giftcards.id', 'baskets.giftcard_id')
      .selectAll('baskets')
      .select('giftcards.image as giftcard_image')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (!basket) return ok({ table: null });
    const priced = await pricedBasket(db, basket.id, memberId);
    const udollar = Math.min(cents(basket.udollar_amount), priced.totalCents);
    return ok({
      table: {
        id: String(basket.id),
        products: priced.lines.map((l) => ({
          product_id: String(l.product_id),
          image: l.image,
          quantity: l.quantity,
          amount: fromCents(l.lineCents),
          currency_code: l.currency_code ?? priced.currency,
          multiple_languages: productNames(l.languages),
          campaign_info:
            l.campaign_id !== null && l.discount_mode
              ? { discount_mode: l.discount_mode, discount_message: l.discount_message ?? '' }
              : null,
        })),
        giftcard_id: String(basket.giftcard_id),
        ...(basket.giftcard_image ? { giftcard_image: basket.giftcard_image } : {}),
        giftcard_edit_parameter: basket.giftcard_edit_parameter,
        billing_address: basket.billing_address,
        sub_total: fromCents(priced.subTotalCents),
        total_discount: fromCents(priced.subTotalCents - priced.totalCents),
        points: pointsFor(priced.totalCents),
        order_amount: fromCents(priced.totalCents - udollar),
        currency: priced.currency,
        udollar_amount: fromCents(udollar),
        order_status: basket.order_status,
      },
    });
  },

  async product_to_basket(ctx, input) {
    const { db } = ctx.services;
    const memberId = member(ctx);
    const quantity = Number(input.quantity);
    const product = await db
      .selectFrom('products')
      .leftJoin('countries', 'countries.id', 'products.country_id')
      .select(['products.id', 'products.stock', 'countries.currency_code'])
      .where('products.id', '=', Number(input.product_id))
      .executeTakeFirst();
    if (!product) return fail('This product does not exist.');
    if (product.stock < 1) return fail('This product is out of stock.');
    if (quantity > product.stock) return fail(`Only ${product.stock} left in stock.`);
    const basket = await ensureBasket(db, memberId);
    // One order is paid in one currency.
    const other = await db
      .selectFrom('basket_products')
      .innerJoin('products', 'products.id', 'basket_products.product_id')
      .innerJoin('countries', 'countries.id', 'products.country_id')
      .select('countries.currency_code')
      .where('basket_products.basket_id', '=', basket.id)
      .where('basket_products.product_id', '<>', product.id)
      .where('countries.currency_code', '<>', product.currency_code ?? '')
      .executeTakeFirst();
    if (product.currency_code && other)
      return fail(`Your cart holds products paid in ${other.currency_code}: check it out first.`);
    await db
      .insertInto('basket_products')
      .values({ basket_id: basket.id, product_id: product.id, quantity })
      .onConflict((oc) => oc.columns(['basket_id', 'product_id']).doUpdateSet({ quantity }))
      .execute();
    return ok({ message: 'Cart updated' });
  },

  async giftcard_to_basket(ctx, input) {
    const { db, uploadsDir } = ctx.services;
    const memberId = member(ctx);
    const card = await db
      .selectFrom('giftcards')
      .select(['id', 'edit_parameter', 'is_editable'])
      .where('id', '=', Number(input.giftcard_id))
      .executeTakeFirst();
    if (!card) return fail('This gift card does not exist.');
    let parameter = input.giftcard_edit_parameter ?? card.edit_parameter;
    if (ctx.files.length > 0) {
      // The contract has checked that each file sits under an image element key; store each under
      // a name of ours and point its element at it.
      const keys = new Set(imageElementKeys(parameter));
      const elements = JSON.parse(parameter) as { type: string; key: string; content?: string }[];
      for (const file of ctx.files) {
        if (!keys.has(file.field)) return fail(`${file.field} is not a photo slot of this card.`);
        const kind = sniffImage(file.data);
        if (!kind) return fail(`${file.field} must be a PNG, JPEG, GIF or WebP image.`);
        const url = await storeUpload(uploadsDir, file.data, kind.ext);
        for (const element of elements) {
          if (element.type === 'image' && element.key === file.field) element.content = url;
        }
      }
      parameter = JSON.stringify(elements);
    }
    const basket = await ensureBasket(db, memberId);
    await db
      .updateTable('baskets')
      .set({
        giftcard_id: card.id,
        giftcard_edit_parameter: parameter,
        order_status: BASKET_STATUS.gift,
      })
      .where('id', '=', basket.id)
      .execute();
    return ok({ message: 'Cart updated' });
  },

  async update_order_status(ctx, input) {
    const { db } = ctx.services;
    const basket = await ensureBasket(db, member(ctx));
    await db
      .updateTable('baskets')
      .set(
        input.order_status === 'myself'
          ? { order_status: BASKET_STATUS.myself, giftcard_id: 0, giftcard_edit_parameter: '' }
          : { order_status: BASKET_STATUS.gift },
      )
      .where('id', '=', basket.id)
      .execute();
    return ok();
  },

  async remove_product(ctx, input) {
    const { db } = ctx.services;
    const memberId = member(ctx);
    const removed = await db
      .deleteFrom('basket_products')
      .where('product_id', '=', Number(input.product_id))
      .where('basket_id', 'in', (eb) =>
        eb.selectFrom('baskets').select('id').where('member_id', '=', memberId),
      )
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) return fail('This product is not in your cart.');
    return ok({ message: 'Cart updated' });
  },

  async remove_giftcard(ctx) {
    const { db } = ctx.services;
    await db
      .updateTable('baskets')
      .set({ giftcard_id: 0, giftcard_edit_parameter: '' })
      .where('member_id', '=', member(ctx))
      .execute();
    return ok({ message: 'Cart updated' });
  },

  async update_billing_address(ctx, input) {
    const { db } = ctx.services;
    const basket = await ensureBasket(db, member(ctx));
    await db
      .updateTable('baskets')
      .set({ billing_address: input.billing_address.trim() })
      .where('id', '=', basket.id)
      .execute();
    return ok({ message: 'Billing address updated' });
  },
};
