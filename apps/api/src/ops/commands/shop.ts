// The shop's voucher codes, merchants and support desk on `pnpm ops` and the operator api
// (issue 44): thin commands over ops/codes.ts, ops/merchants.ts and ops/orders.ts.
import * as v from 'valibot';

import { isFailure, type Failure } from '../../lib/errors';
import { codesStatus, importCodes, type ImportCodesResult } from '../codes';
import { addMerchant, addMerchantInput, listMerchants, revokeMerchant } from '../merchants';
import { findOrders, findOrdersInput, refundOrder, refundOrderInput } from '../orders';
import { defineCommand, fileInput, flag, OpsRefusal } from '../registry';

/** An id given on the command line (a string) or in the api's body (a number). */
const id = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/, 'a whole number'))]),
  v.transform(Number),
  v.integer(),
  v.minValue(1),
);

function refuseFailure<T>(value: T | Failure): T {
  if (isFailure(value)) throw new OpsRefusal(value.message);
  return value;
}

export const codesImportCommand = defineCommand({
  name: 'codes import',
  summary: "Load a brand's voucher codes for a product (CSV, all or nothing)",
  usage: 'PRODUCT FILE [--dry-run]',
  help: [
    'FILE is a CSV of codes: code, optional expiry (YYYY-MM-DD), optional code type; a header row',
    'is allowed. A code twice in the file or already in the pool refuses the whole file, with its',
    'rows. The product becomes a pool product: its stock is the number of its codes not issued.',
  ].join('\n'),
  args: ['product', 'file'],
  files: ['file'],
  input: v.object({ product: id, file: fileInput, dry_run: flag }),
  async run({ db, now }, { product, file, dry_run }) {
    const result = await importCodes(db, { product, csv: file.text, dryRun: dry_run }, now());
    if ('errors' in result && !isFailure(result)) {
      // A problem of the whole file (row 0: no codes at all) names no row.
      throw new OpsRefusal(
        `${file.name}: refused, nothing was written`,
        result.errors.map(({ row, ...problem }) => (row > 0 ? { row, ...problem } : problem)),
      );
    }
    const done = refuseFailure(result as ImportCodesResult | Failure);
    return {
      summary: `${done.dryRun ? 'Would load' : 'Loaded'} ${done.imported} codes for product ${done.product}: ${done.free} free, stock ${done.stock}.`,
      data: done,
    };
  },
});

export const codesStatusCommand = defineCommand({
  name: 'codes status',
  summary: 'Show how many codes each pool product has left',
  usage: '[PRODUCT]',
  args: ['product'],
  input: v.object({ product: v.optional(id) }),
  async run({ db, now }, { product }) {
    const pools = await codesStatus(db, product ? { product } : {}, now());
    const lines = pools.map(
      (p) =>
        `${p.product} ${p.name}: ${p.free} free, ${p.issued} issued, ${p.expired} expired, stock ${p.stock}${p.low ? ` (LOW: at or below ${p.threshold})` : ''}`,
    );
    return {
      summary: lines.length ? lines.join('\n') : 'No product takes its codes from a pool.',
      data: pools,
    };
  },
});

export const ordersFindCommand = defineCommand({
  name: 'orders find',
  summary: 'Find orders by order number, member phone or voucher code',
  usage: 'QUERY',
  args: ['query'],
  // The function's own schema: a query too short is refused with its field, not thrown later.
  input: findOrdersInput,
  async run({ db }, { query }) {
    const orders = await findOrders(db, { query });
    const lines = orders.map(
      (o) =>
        `${o.order_no} ${o.order_status} ${o.payment_status} ${o.order_amount} ${o.currency}${o.refunded_at ? ` refunded ${o.refunded_at.toISOString()}` : ''}`,
    );
    return { summary: lines.length ? lines.join('\n') : 'No order matches.', data: orders };
  },
});

export const ordersRefundCommand = defineCommand({
  name: 'orders refund',
  summary:
    'Refund a paid, unredeemed order: vouchers void, stock and uDollar back, payment refunded',
  usage: 'ORDER',
  help: [
    'ORDER is the order number (UG…) or the order id of its links. Only a paid order whose',
    'vouchers are all unused and that was not delivered to a recipient can be refunded. In one',
    'transaction: its vouchers become void; generated products get their stock back; a brand',
    "pool's codes stay void (listed: tell the brand); uDollar goes back to the member's card; the",
    'payment is refunded through the payment provider that took it; the member is notified.',
    'Refunding again changes nothing and answers the first refund.',
  ].join('\n'),
  args: ['order'],
  input: refundOrderInput,
  async run({ db, cashier, now }, { order }) {
    const refund = await refundOrder(db, { order }, { cashier, now: now() });
    const when = refund.refunded_at.toISOString();
    const lines = refund.replay
      ? [`Order ${refund.order_no} was already refunded at ${when}: nothing changed.`]
      : [
          `Order ${refund.order_no} refunded: ${refund.currency} ${refund.amount} through the payment provider${refund.refund_reference ? ` (${refund.refund_reference})` : ''}, ${refund.udollar} uDollar back, ${refund.vouchers_voided} vouchers void.`,
          ...refund.stock_back.map((s) => `  product ${s.product_id}: ${s.units} back in stock`),
          ...refund.brand_codes_voided.map(
            (c) => `  product ${c.product_id}: brand code ${c.code} void (tell the brand)`,
          ),
        ];
    return { summary: lines.join('\n'), data: refund };
  },
});

export const merchantsAddCommand = defineCommand({
  name: 'merchants add',
  summary: "Make a merchant key for a brand's outlet (shown once)",
  usage: 'BRAND NAME',
  args: ['brand', 'name'],
  // The name checked as addMerchant checks it, so an empty one is a refusal with its field.
  input: v.object({ brand: id, name: addMerchantInput.entries.name }),
  async run({ db }, input) {
    const merchant = refuseFailure(await addMerchant(db, input));
    return {
      summary: `Merchant ${merchant.id} (${merchant.name}, ${merchant.brand}): key ${merchant.key}\nThe key is shown only now: give it to the outlet.`,
      data: merchant,
    };
  },
});

export const merchantsListCommand = defineCommand({
  name: 'merchants list',
  summary: 'List the merchants and whether their keys are revoked (never the keys)',
  input: v.object({}),
  async run({ db }) {
    const merchants = await listMerchants(db);
    const lines = merchants.map(
      (m) => `${m.id} ${m.name} (${m.brand})${m.revoked ? ' revoked' : ''}`,
    );
    return { summary: lines.length ? lines.join('\n') : 'No merchants yet.', data: merchants };
  },
});

export const merchantsRevokeCommand = defineCommand({
  name: 'merchants revoke',
  summary: "Revoke a merchant's key at once",
  usage: 'ID',
  args: ['id'],
  input: v.object({ id }),
  async run({ db }, input) {
    const { id: revoked } = refuseFailure(await revokeMerchant(db, input));
    return { summary: `Merchant ${revoked}: key revoked.`, data: { id: revoked } };
  },
});
