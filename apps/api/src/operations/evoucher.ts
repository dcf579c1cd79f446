import { markGiftUsed } from '../commerce/schedules';
import { sql } from 'kysely';

import { EVOUCHER_CODE_TYPES, type EvoucherCodeType } from '@ugift/api-client/contract';

import {
  isExpired,
  markVoucherUsed,
  ownedVouchers,
  ownsOrder,
  refreshVouchers,
  sweepVoucherExpiry,
  today,
} from '../commerce/vouchers';
import { fail } from '../lib/errors';
import { productNames } from '../catalogue/shapes';
import { dateDash, dateTimeSlash } from '../lib/format';
import { ok, type GroupHandlers } from './types';

const isCodeType = (type: string): type is EvoucherCodeType =>
  (EVOUCHER_CODE_TYPES as readonly string[]).includes(type);

function voucherShape(row: {
  id: number;
  code: string;
  code_type: string;
  status: string;
  mark_used_date: Date | null;
  redeemed_outlet: string | null;
  expiry_date: string;
  name: string;
  image: string;
}) {
  return {
    id: String(row.id),
    name: row.name,
    image: row.image,
    // 'Used', 'Expired' (the date has passed) or 'Active'.
    status: row.status === 'Used' ? 'Used' : isExpired(row.expiry_date) ? 'Expired' : 'Active',
    mark_used_date: dateTimeSlash(row.mark_used_date),
    ...(row.status === 'Used' && row.redeemed_outlet ? { used_outlet: row.redeemed_outlet } : {}),
    expiry_date: dateDash(row.expiry_date),
    evoucher_code: row.code,
    evoucher_code_type: isCodeType(row.code_type) ? row.code_type : 'alphanumeric',
    // The web app draws QR codes and barcodes from the code itself.
    evoucher_code_image: '',
  };
}

/** The evoucher group: the member's wallet of vouchers. */
export const evoucherHandlers: GroupHandlers<'evoucher'> = {
  async list_evoucher(ctx, input) {
    const { db } = ctx.services;
    const { memberId } = ctx;
    await sweepVoucherExpiry(db, memberId, ctx.services.clock.now(), Boolean(ctx.services.push));
    const todayText = today();
    let q = ownedVouchers(db, memberId).select([
      'order_evouchers.id',
      'order_evouchers.code',
      'order_evouchers.code_type',
      'order_evouchers.status',
      'order_evouchers.mark_used_date',
      'order_evouchers.redeemed_outlet',
      'order_evouchers.expiry_date',
      'order_products.id as order_product_id',
      'products.image',
      'products.languages',
    ]);
    switch (input.filter_by_status) {
      case 'active':
        q = q
          .where('orders.member_id', '=', memberId)
          .where('order_evouchers.status', '<>', 'Used')
          .where('order_evouchers.expiry_date', '>=', todayText);
        break;
      case 'received':
        q = q
          .where('orders.recipient_id', '=', memberId)
          .where('order_evouchers.status', '<>', 'Used')
          .where('order_evouchers.expiry_date', '>=', todayText);
        break;
      case 'used':
        q = q.where((eb) =>
          eb.or([
            eb('order_evouchers.status', '=', 'Used'),
            eb('order_evouchers.expiry_date', '<', todayText),
          ]),
        );
        break;
      default:
    }
    if (input.filter_by_order_id) q = q.where('orders.public_id', '=', input.filter_by_order_id);
    if (input.filter_by_keywords?.trim()) {
      const pattern = `%${input.filter_by_keywords.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where(sql<boolean>`products.languages::text ilike ${pattern}`);
    }
    const rows = await q
      .orderBy('orders.created_at', 'desc')
      .orderBy('order_products.id')
      .orderBy('order_evouchers.id')
      .execute();
    const groups = new Map<
      number,
      {
        id: string;
        product_name: string;
        multiple_languages: ReturnType<typeof productNames>;
        image: string;
        order_evouchers: ReturnType<typeof voucherShape>[];
      }
    >();
    for (const row of rows) {
      const name = row.languages.en.name;
      let group = groups.get(row.order_product_id);
      if (!group) {
        group = {
          id: String(row.order_product_id),
          product_name: name,
          multiple_languages: productNames(row.languages),
          image: row.image,
          order_evouchers: [],
        };
        groups.set(row.order_product_id, group);
      }
      group.order_evouchers.push(voucherShape({ ...row, name }));
    }
    return ok({ table: [...groups.values()] });
  },

  async detail_evoucher(ctx, input) {
    const { db } = ctx.services;
    const { memberId } = ctx;
    const line = await db
      .selectFrom('order_products')
      .innerJoin('orders', 'orders.id', 'order_products.order_id')
      .innerJoin('products', 'products.id', 'order_products.product_id')
      .select(['order_products.id', 'products.languages', 'products.image', 'products.outlets'])
      .where('order_products.id', '=', Number(input.order_product_id))
      .where(ownsOrder(memberId))
      .executeTakeFirst();
    if (!line) return fail('These vouchers do not exist.');
    const vouchers = await db
      .selectFrom('order_evouchers')
      .selectAll()
      .where('order_product_id', '=', line.id)
      .orderBy('id')
      .execute();
    const name = line.languages.en.name;
    return ok({
      table: vouchers.map((v) => voucherShape({ ...v, name, image: line.image })),
      product_name: name,
      multiple_languages: productNames(line.languages),
      terms_and_conditions: line.languages.en.terms_and_conditions ?? '',
      redeem_howto: line.languages.en.redeem_howto ?? '',
      applicable_outlets: line.outlets,
    });
  },

  /** Asks the issuer again: any voucher missing from a paid line is issued now (idempotent). */
  async refresh_evoucher(ctx, input) {
    const failure = await refreshVouchers(
      ctx.services.db,
      ctx.memberId,
      Number(input.order_product_id),
    );
    return failure ?? ok({ message: 'Vouchers refreshed' });
  },

  async mark_evoucher_used(ctx, input) {
    const { db, clock, push } = ctx.services;
    const now = clock.now();
    const voucherId = Number(input.order_evoucher_id);
    const failure = await markVoucherUsed(db, ctx.memberId, voucherId, now);
    if (failure) return failure;
    // A gift's first used voucher: "redeemed" on its sender's timeline, and the sender is told.
    await markGiftUsed(db, voucherId, ctx.memberId, now, Boolean(push));
    return ok({ message: 'Voucher marked as used' });
  },
};
