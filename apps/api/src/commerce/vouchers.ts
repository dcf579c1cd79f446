import crypto from 'node:crypto';

import { sql, type SqlBool } from 'kysely';

import type { Db } from '../db';
import { affected, inTransaction, Rollback, type Trx } from '../db/tx';
import { fail, type Failure } from '../lib/errors';
import { dateDash } from '../lib/format';
import { notify } from '../members/notify';
import { remind } from '../notifications/reminders';
import { checkPoolLevel, claimCodes } from './pools';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 16 characters of a 32-letter alphabet without look-alikes: 80 bits, not guessable. */
function randomCode(length = 16): string {
  const bytes = crypto.randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

/** The code of one voucher in the product's code type (spec section 4, voucher code display). */
function voucherCode(codeType: string): string {
  switch (codeType) {
    case 'qrcode':
      return `UGQR-${randomCode()}`;
    case 'barcode':
      // Numeric, so every barcode symbology can carry it: 20 digits, about 66 bits.
      return Array.from({ length: 20 }, () => crypto.randomInt(0, 10)).join('');
    case 'url':
      return `https://vouchers.ugift.example/redeem/${randomCode(20)}`;
    default:
      return randomCode();
  }
}

/** YYYY-MM-DD, days after the given time, in Singapore time (like every date on the wire). */
export function dateAfter(now: Date, days: number): string {
  const d = new Date(now.getTime() + 8 * 3_600_000 + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** Today in Singapore time, YYYY-MM-DD. */
export const today = (now = new Date()) => dateAfter(now, 0);

/** Whether a voucher's expiry date (YYYY-MM-DD, last valid day) has passed. */
export const isExpired = (expiryDate: string, now = new Date()) => expiryDate < today(now);

/** Issues the missing vouchers of each line of an order: one per unit, codes of its product's type. */
export async function issueVouchers(trx: Trx, orderId: number, now = new Date()): Promise<number> {
  const lines = await trx
    .selectFrom('order_products')
    .innerJoin('products', 'products.id', 'order_products.product_id')
    .select([
      'order_products.id',
      'order_products.quantity',
      'order_products.product_id',
      'products.evoucher_code_type',
      'products.validity_days',
      'products.stock_mode',
      (eb) =>
        eb
          .selectFrom('order_evouchers')
          .select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('order_evouchers.order_product_id', '=', 'order_products.id')
          .as('issued'),
    ])
    .where('order_products.order_id', '=', orderId)
    .orderBy('order_products.id')
    .execute();
  let issued = 0;
  for (const line of lines) {
    const missing = line.quantity - Number(line.issued ?? 0);
    if (missing <= 0) continue;
    const validUntil = dateAfter(now, line.validity_days);
    const vouchers =
      line.stock_mode === 'pool'
        ? // The brand's codes: a pool short of codes (loaded after the stock was counted, say)
          // issues what it has; refresh_evoucher issues the rest once codes are loaded.
          (await claimCodes(trx, line.product_id, orderId, missing, today(now), now)).map((c) => ({
            order_product_id: line.id,
            code: c.code,
            code_type: c.code_type ?? line.evoucher_code_type,
            expiry_date: c.expiry_date ?? validUntil,
          }))
        : Array.from({ length: missing }, () => ({
            order_product_id: line.id,
            code: voucherCode(line.evoucher_code_type),
            code_type: line.evoucher_code_type,
            expiry_date: validUntil,
          }));
    if (vouchers.length === 0) continue;
    await trx.insertInto('order_evouchers').values(vouchers).execute();
    issued += vouchers.length;
    if (line.stock_mode === 'pool') await checkPoolLevel(trx, line.product_id);
  }
  return issued;
}

/** How many days before expiry the reminder goes out. */
export const REMINDER_DAYS = 3;

/**
 * Reminds a member once per voucher 3 days before it expires and once on its last day (in the
 * app, by SMS and by push as they chose: notifications/reminders.ts), and tells them once when it
 * has expired. Run by the reminder job (sweepAllVoucherExpiry) and when the member looks at
 * notifications or the wallet; the conditional updates make each notice once-only even when two
 * sweeps meet.
 */
export async function sweepVoucherExpiry(
  db: Db,
  memberId: number,
  now = new Date(),
  pushAvailable = false,
) {
  const todayText = today(now);
  const soon = dateAfter(now, REMINDER_DAYS);
  const rows = await ownedVouchers(db, memberId)
    .select([
      'order_evouchers.id',
      'order_evouchers.expiry_date',
      'order_evouchers.reminded_at',
      'order_evouchers.last_day_reminded_at',
      'order_evouchers.expired_notified_at',
      'order_products.id as order_product_id',
      'products.languages',
      'products.image',
    ])
    .where('order_evouchers.status', '<>', 'Used')
    .where('order_evouchers.expiry_date', '<=', soon)
    .where((eb) =>
      eb.or([
        eb('order_evouchers.expired_notified_at', 'is', null),
        eb('order_evouchers.reminded_at', 'is', null),
        eb('order_evouchers.last_day_reminded_at', 'is', null),
      ]),
    )
    .execute();
  const once = async (
    id: number,
    column: 'reminded_at' | 'last_day_reminded_at' | 'expired_notified_at',
  ) => {
    const marked = await db
      .updateTable('order_evouchers')
      .set({
        [column]: now,
        // An expired voucher needs no reminder any more, nor a last-day one.
        ...(column === 'expired_notified_at'
          ? {
              reminded_at: sql`coalesce(reminded_at, ${now})`,
              last_day_reminded_at: sql`coalesce(last_day_reminded_at, ${now})`,
            }
          : column === 'last_day_reminded_at'
            ? { reminded_at: sql`coalesce(reminded_at, ${now})` }
            : {}),
      })
      .where('id', '=', id)
      .where(column, 'is', null)
      .executeTakeFirst();
    return Number(marked.numUpdatedRows) === 1;
  };
  for (const row of rows) {
    const name = row.languages.en.name;
    const reminder = (stage: string, message: string) =>
      remind(
        db,
        'voucher_expiry',
        {
          memberId,
          key: `voucher:${row.id}:${stage}`,
          type: 'expired_evoucher',
          relatedId: row.order_product_id,
          message,
          image: row.image,
          url: `/voucher-details?id=${row.order_product_id}`,
        },
        now,
        pushAvailable,
      );
    if (row.expiry_date < todayText) {
      if (!row.expired_notified_at && (await once(row.id, 'expired_notified_at'))) {
        await notify(
          db,
          memberId,
          'expired_evoucher',
          row.order_product_id,
          `Your ${name} voucher expired on ${dateDash(row.expiry_date)}.`,
          row.image,
        );
      }
    } else if (row.expiry_date === todayText) {
      if (!row.last_day_reminded_at && (await once(row.id, 'last_day_reminded_at')))
        await reminder('last-day', `Today is the last day to use your ${name} voucher.`);
    } else if (!row.reminded_at && (await once(row.id, 'reminded_at'))) {
      await reminder(
        'soon',
        `Your ${name} voucher expires on ${dateDash(row.expiry_date)}: use it before then.`,
      );
    }
  }
}

/**
 * The expiry notices of every member who holds a voucher that is due one (the reminder job), so
 * a member hears of it without opening the app. Returns how many members were swept.
 */
export async function sweepAllVoucherExpiry(
  db: Db,
  now = new Date(),
  batch = 500,
  pushAvailable = false,
) {
  const soon = dateAfter(now, REMINDER_DAYS);
  const holders = await db
    .selectFrom('order_evouchers')
    .innerJoin('order_products', 'order_products.id', 'order_evouchers.order_product_id')
    .innerJoin('orders', 'orders.id', 'order_products.order_id')
    .select(
      sql<number>`case when orders.order_status = 'Gifted' then orders.recipient_id else orders.member_id end`.as(
        'holder',
      ),
    )
    .distinct()
    .where('order_evouchers.status', '<>', 'Used')
    .where('order_evouchers.expiry_date', '<=', soon)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('order_evouchers.expiry_date', '<', today(now)),
          eb('order_evouchers.expired_notified_at', 'is', null),
        ]),
        eb('order_evouchers.reminded_at', 'is', null),
        eb.and([
          eb('order_evouchers.expiry_date', '=', today(now)),
          eb('order_evouchers.last_day_reminded_at', 'is', null),
        ]),
      ]),
    )
    .limit(batch)
    .execute();
  for (const { holder } of holders) await sweepVoucherExpiry(db, holder, now, pushAvailable);
  return holders.length;
}

/**
 * The vouchers a member holds: those of their own orders not gifted away, and those of orders
 * gifted to them.
 */
export function ownedVouchers(db: Db | Trx, memberId: number) {
  return (
    db
      .selectFrom('order_evouchers')
      .innerJoin('order_products', 'order_products.id', 'order_evouchers.order_product_id')
      .innerJoin('orders', 'orders.id', 'order_products.order_id')
      .innerJoin('products', 'products.id', 'order_products.product_id')
      .where(ownsOrder(memberId))
      // A refunded order's vouchers are void: gone from the wallet.
      .where('order_evouchers.voided_at', 'is', null)
  );
}

/** The order's vouchers belong to the member (see ownedVouchers); needs orders in the query. */
export function ownsOrder(memberId: number) {
  // A recipient's gift of a gift to many (issue 45, parent_order_id) is never its sender's: until
  // it is delivered or claimed its vouchers are in nobody's wallet.
  return sql<SqlBool>`((orders.member_id = ${memberId} and orders.order_status <> 'Gifted'
      and orders.parent_order_id is null)
    or (orders.recipient_id = ${memberId} and orders.order_status = 'Gifted'))`;
}

/**
 * Asks the issuer again: any voucher missing from a paid line the member holds is issued now.
 * Idempotent: the order is locked, so two refreshes cannot both issue the same missing vouchers.
 */
export async function refreshVouchers(
  db: Db,
  memberId: number,
  orderProductId: number,
): Promise<Failure | undefined> {
  return inTransaction(db, async (trx) => {
    const line = await trx
      .selectFrom('order_products')
      .innerJoin('orders', 'orders.id', 'order_products.order_id')
      .select(['orders.id as order_id', 'orders.payment_status'])
      .where('order_products.id', '=', orderProductId)
      .where(ownsOrder(memberId))
      .executeTakeFirst();
    if (!line) throw new Rollback(fail('These vouchers do not exist.'));
    if (line.payment_status === 'Pending') throw new Rollback(fail('This order is not paid yet.'));
    await trx
      .selectFrom('orders')
      .select('id')
      .where('id', '=', line.order_id)
      .forUpdate()
      .execute();
    await issueVouchers(trx, line.order_id);
    return undefined;
  });
}

/** Marks a voucher the member holds used, once. */
export async function markVoucherUsed(
  db: Db,
  memberId: number,
  voucherId: number,
  now = new Date(),
): Promise<Failure | undefined> {
  const marked = await db
    .updateTable('order_evouchers')
    .set({ status: 'Used', mark_used_date: now })
    .where('id', '=', voucherId)
    .where('status', '<>', 'Used')
    .where('voided_at', 'is', null)
    .where('order_product_id', 'in', (eb) =>
      eb
        .selectFrom('order_products')
        .innerJoin('orders', 'orders.id', 'order_products.order_id')
        .select('order_products.id')
        .where(ownsOrder(memberId)),
    )
    .executeTakeFirst();
  if (affected(marked) === 1) return undefined;
  const owned = await ownedVouchers(db, memberId)
    .select('order_evouchers.status')
    .where('order_evouchers.id', '=', voucherId)
    .executeTakeFirst();
  return fail(owned ? 'This voucher is already used.' : 'This voucher does not exist.');
}
