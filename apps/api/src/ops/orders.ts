import * as v from 'valibot';

import type { Db } from '../db';

// Operator commands for the support desk (issue 44): `orders find QUERY` by order number, member
// phone or voucher code. (`orders refund` is not built yet: see HANDOVER-44b.md.)

export const findOrdersInput = v.object({
  /** An order number (UG…), a member's phone number (digits, with or without +), or a code. */
  query: v.pipe(v.string(), v.trim(), v.minLength(3, 'at least 3 characters'), v.maxLength(200)),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200)), 50),
});
export type FindOrdersInput = v.InferInput<typeof findOrdersInput>;

/** The orders the query names, newest first, with their member and vouchers' states. */
export async function findOrders(db: Db, raw: FindOrdersInput) {
  const input = v.parse(findOrdersInput, raw);
  const phone = input.query.replace(/^\+/, '').replace(/[\s-]/g, '');
  const rows = await db
    .selectFrom('orders')
    .innerJoin('members', 'members.id', 'orders.member_id')
    .select([
      'orders.id',
      'orders.order_no',
      'orders.public_id',
      'orders.payment_status',
      'orders.order_status',
      'orders.order_amount',
      'orders.currency',
      'orders.created_at',
      'orders.paid_at',
      'orders.refunded_at',
      'members.id as member_id',
      'members.name as member_name',
      'members.phone_number',
    ])
    .select((eb) =>
      eb
        .selectFrom('order_evouchers')
        .innerJoin('order_products', 'order_products.id', 'order_evouchers.order_product_id')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('order_products.order_id', '=', 'orders.id')
        .as('vouchers'),
    )
    .where((eb) =>
      eb.or([
        eb('orders.order_no', '=', input.query.toUpperCase()),
        eb('orders.public_id', '=', input.query),
        eb(eb.fn('concat', ['members.phone_prefix', 'members.phone_number']), '=', `+${phone}`),
        eb('members.phone_number', '=', phone),
        eb(
          'orders.id',
          'in',
          eb
            .selectFrom('order_evouchers')
            .innerJoin('order_products', 'order_products.id', 'order_evouchers.order_product_id')
            .select('order_products.order_id')
            .where('order_evouchers.code', '=', input.query),
        ),
      ]),
    )
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(input.limit)
    .execute();
  return rows.map((r) => ({ ...r, vouchers: Number(r.vouchers ?? 0) }));
}
