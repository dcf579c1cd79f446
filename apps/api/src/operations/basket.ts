import { imageElementKeys } from '@ugift/api-client/contract';
import { isOwnMediaUrl } from '@ugift/giftcard-renderer/model';

import { productNames } from '../catalogue/shapes';
import {
  cents,
  ensureBasket,
  fromCents,
  pointsFor,
  pricedBasket,
  putProduct,
} from '../commerce/basket';
import { fail } from '../lib/errors';

import { sniffImage } from '../lib/images';
import { storeUpload } from '../storage/uploads';
import { releaseMismatchedUdollar } from '../commerce/udollar';
import { ok, type GroupHandlers } from './types';

/** Basket order_status values: the checkout choice. */
const BASKET_STATUS = { myself: 'Self-Use', gift: 'Gift' } as const;

/** The basket group: the member's basket (products, the customised card, uDollar, billing). */
export const basketHandlers: GroupHandlers<'basket'> = {
  async detail_basket(ctx) {
    const { db } = ctx.services;
    const { memberId } = ctx;
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
    const failure = await putProduct(
      ctx.services.db,
      ctx.memberId,
      Number(input.product_id),
      Number(input.quantity),
    );
    return failure ?? ok({ message: 'Cart updated' });
  },

  async giftcard_to_basket(ctx, input) {
    const { db, storage } = ctx.services;
    const { memberId } = ctx;
    const card = await db
      .selectFrom('giftcards')
      .select(['id', 'edit_parameter', 'is_editable'])
      .where('id', '=', Number(input.giftcard_id))
      // A design the last catalogue import left out is no longer offered (a basket that already
      // holds it still checks out: order.ts reads it without this).
      .where('retired_at', 'is', null)
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
        const url = await storeUpload(
          db,
          storage,
          memberId,
          file.data,
          kind,
          ctx.services.uploadQuotaBytes,
        );
        for (const element of elements) {
          if (element.type === 'image' && element.key === file.field) element.content = url;
        }
      }
      parameter = JSON.stringify(elements);
    }
    // A picture on a card comes from us: an uploaded photo or our media, never another site
    // (a remote image would track who opens the card).
    const foreign = (
      JSON.parse(parameter) as { type: string; key: string; content?: string }[]
    ).find((e) => (e.type === 'image' || e.type === 'sticker') && !isOwnMediaUrl(e.content ?? ''));
    if (foreign) return fail(`${foreign.key} must be a photo uploaded to Ugift.`);
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
    const basket = await ensureBasket(db, ctx.memberId);
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
    const { memberId } = ctx;
    const removed = await db
      .deleteFrom('basket_products')
      .where('product_id', '=', Number(input.product_id))
      .where('basket_id', 'in', (eb) =>
        eb.selectFrom('baskets').select('id').where('member_id', '=', memberId),
      )
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) return fail('This product is not in your cart.');
    // An emptied cart, or one now of another currency, gives its uDollar back.
    await releaseMismatchedUdollar(db, memberId);
    return ok({ message: 'Cart updated' });
  },

  async remove_giftcard(ctx) {
    const { db } = ctx.services;
    await db
      .updateTable('baskets')
      .set({ giftcard_id: 0, giftcard_edit_parameter: '' })
      .where('member_id', '=', ctx.memberId)
      .execute();
    return ok({ message: 'Cart updated' });
  },

  async update_billing_address(ctx, input) {
    const { db } = ctx.services;
    const basket = await ensureBasket(db, ctx.memberId);
    await db
      .updateTable('baskets')
      .set({ billing_address: input.billing_address.trim() })
      .where('id', '=', basket.id)
      .execute();
    return ok({ message: 'Billing address updated' });
  },
};
