import { sweepVoucherExpiry } from '../commerce/vouchers';
import { ApiError, fail } from '../lib/errors';
import { dateTimeSlash } from '../lib/format';
import { ok, type HandlerMap, type OperationContext } from './types';

function member(ctx: OperationContext): number {
  if (ctx.memberId === null) throw new ApiError(403, 'Welcome, please login to continue');
  return ctx.memberId;
}

const ORDER_TYPES = new Set(['send_order', 'redeem_order']);

export const notificationsHandlers: HandlerMap = {
  async list_notification(ctx) {
    const { db } = ctx.services;
    const memberId = member(ctx);
    await sweepVoucherExpiry(db, memberId);
    const rows = await db
      .selectFrom('notifications')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    // Order notices link by public order id; older rows (the seed) hold the serial id of an order
    // the member is party to, which is translated here.
    const serials = rows
      .filter((r) => ORDER_TYPES.has(r.type) && /^\d{1,9}$/.test(r.related_id))
      .map((r) => Number(r.related_id));
    const orders = serials.length
      ? await db
          .selectFrom('orders')
          .select(['id', 'public_id'])
          .where('id', 'in', serials)
          .where((eb) => eb.or([eb('member_id', '=', memberId), eb('recipient_id', '=', memberId)]))
          .execute()
      : [];
    return ok({
      table: rows.map((r) => ({
        id: String(r.id),
        type: r.type,
        related_id:
          ORDER_TYPES.has(r.type) && /^\d{1,9}$/.test(r.related_id)
            ? (orders.find((o) => o.id === Number(r.related_id))?.public_id ?? '')
            : r.related_id,
        message: r.message,
        image: r.image,
        is_read: r.is_read ? ('1' as const) : ('0' as const),
        created_date: dateTimeSlash(r.created_at),
      })),
    });
  },

  async read_notification(ctx, input) {
    const { db } = ctx.services;
    const updated = await db
      .updateTable('notifications')
      .set({ is_read: true })
      .where('id', '=', Number(input.notification_id))
      .where('member_id', '=', member(ctx))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return fail('This notification does not exist.');
    return ok();
  },
};
