import type { Selectable } from 'kysely';

import type { Db } from '../db';
import type { OrderTable } from '../db/schema';
import { dateTimeSlash, money } from '../lib/format';
import { issueVouchers } from './vouchers';
import { inTransaction, type Trx } from './tx';

export const PHRASES = [
  'A gift is a wish for happiness.',
  'The best gifts come from the heart.',
  'Small gifts, big smiles.',
  'Giving is the start of every good story.',
];

/** Adds to a member's progress in every task campaign of the kind (purchase, send_gift). */
export async function addTaskProgress(trx: Trx, memberId: number, taskType: string, steps: number) {
  if (steps <= 0) return;
  const campaigns = await trx
    .selectFrom('campaigns')
    .select('id')
    .where('campaign_type', '=', 'task_based')
    .where('task_type', '=', taskType)
    .execute();
  for (const c of campaigns) {
    await trx
      .insertInto('campaign_members')
      .values({ campaign_id: c.id, member_id: memberId, progress: steps })
      .onConflict((oc) =>
        oc
          .columns(['campaign_id', 'member_id'])
          .doUpdateSet((eb) => ({ progress: eb('campaign_members.progress', '+', steps) })),
      )
      .execute();
  }
}

/**
 * Marks a pending order paid, exactly once: the conditional update from Pending lets one caller
 * through, and only that caller issues the vouchers, credits the points and counts the purchase.
 * Returns whether this call paid the order.
 */
export async function markPaid(db: Db, orderId: number, now = new Date()): Promise<boolean> {
  const result = await inTransaction(db, async (trx) => {
    const phrase = PHRASES[now.getUTCDate() % PHRASES.length]!;
    const paid = await trx
      .updateTable('orders')
      .set((eb) => ({
        payment_status: 'Paid',
        paid_at: now,
        phrase,
        order_status: eb
          .case()
          .when('self_use', '=', true)
          .then('Self-Use')
          .else('Pending Send')
          .end(),
      }))
      .where('id', '=', orderId)
      .where('payment_status', '=', 'Pending')
      .where('order_status', '=', 'Pending')
      .returning(['member_id', 'points'])
      .executeTakeFirst();
    if (!paid) return false;
    await issueVouchers(trx, orderId, now);
    if (paid.points > 0) {
      await trx
        .updateTable('members')
        .set((eb) => ({ points: eb('points', '+', paid.points) }))
        .where('id', '=', paid.member_id)
        .execute();
    }
    const units = await trx
      .selectFrom('order_products')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('quantity'), eb.lit(0)).as('n'))
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    await addTaskProgress(trx, paid.member_id, 'purchase', Number(units.n));
    return true;
  });
  return result === true;
}

export type OrderRow = Selectable<OrderTable>;

/** How a viewer stands to an order. */
export type OrderRole = 'sender' | 'recipient' | 'other';

export function roleOf(order: OrderRow, memberId: number | null): OrderRole {
  if (memberId !== null && order.member_id === memberId) return 'sender';
  if (memberId !== null && order.recipient_id === memberId && order.order_status === 'Gifted')
    return 'recipient';
  return 'other';
}

/** An order on the wire; prices only for its sender (spec section 4). */
export async function orderShape(db: Db, order: OrderRow, role: OrderRole) {
  const [lines, people, card] = await Promise.all([
    db
      .selectFrom('order_products')
      .innerJoin('products', 'products.id', 'order_products.product_id')
      .select([
        'order_products.product_id',
        'order_products.quantity',
        'order_products.amount',
        'order_products.currency_code',
        'products.image',
        'products.languages',
      ])
      .where('order_products.order_id', '=', order.id)
      .orderBy('order_products.id')
      .execute(),
    db
      .selectFrom('members')
      .select(['id', 'name', 'phone_number', 'profile_picture'])
      .where('id', 'in', [order.member_id, order.recipient_id || order.member_id])
      .execute(),
    order.giftcard_id
      ? db
          .selectFrom('giftcards')
          .select('image')
          .where('id', '=', order.giftcard_id)
          .executeTakeFirst()
      : undefined,
  ]);
  const person = (id: number) => people.find((p) => p.id === id);
  const nameOf = (id: number) => {
    const p = person(id);
    return p ? p.name || (p.phone_number ? `+${p.phone_number}` : '') : '';
  };
  const prices = role === 'sender';
  return {
    id: order.public_id,
    order_no: order.order_no,
    created_date: dateTimeSlash(order.created_at),
    paid_date: dateTimeSlash(order.paid_at),
    received_date: dateTimeSlash(order.received_at ?? order.redeemed_at),
    payment_status: order.payment_status as 'Pending' | 'Paid' | 'Campaign Redemption',
    order_status: order.order_status,
    order_type: order.order_type,
    giftcard_id: String(order.giftcard_id),
    ...(card ? { giftcard_image: card.image } : {}),
    giftcard_edit_parameter: order.giftcard_edit_parameter,
    member_id: String(order.member_id),
    member_name: nameOf(order.member_id),
    member_profile_picture: person(order.member_id)?.profile_picture ?? '',
    recipient_id: String(order.recipient_id),
    recipient_name: order.recipient_id ? nameOf(order.recipient_id) : '',
    phrase: order.phrase,
    ...(prices
      ? {
          sub_total: money(order.sub_total),
          total_discount: money(order.total_discount),
          order_amount: money(order.order_amount),
        }
      : {}),
    currency: order.currency,
    products: lines.map((l) => ({
      product_id: String(l.product_id),
      image: l.image,
      product_name: l.languages.en.name,
      quantity: l.quantity,
      currency_code: l.currency_code,
      ...(prices ? { amount: money(l.amount) } : {}),
      multiple_languages: productNames(l.languages),
    })),
  };
}

export function productNames(languages: {
  en: { name: string };
  cn?: { name?: string };
  jp?: { name?: string };
}) {
  return {
    en: { product_name: languages.en.name },
    ...(languages.cn?.name ? { cn: { product_name: languages.cn.name } } : {}),
    ...(languages.jp?.name ? { jp: { product_name: languages.jp.name } } : {}),
  };
}
