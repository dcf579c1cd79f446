// Voucher code pools (issue 44): how many free codes each pool product has left, and whether that
// is at or below its threshold (products.code_pool_low). Set whenever codes are issued or loaded
// and by `codes status`; an operator alerts on ugift_voucher_pool_low == 1 or on the log line.
import client from 'prom-client';

import { registry } from './metrics';

export const poolRemaining = new client.Gauge({
  name: 'ugift_voucher_pool_remaining',
  help: 'Free (unissued) voucher codes in the pool of a product whose stock mode is pool.',
  labelNames: ['product'] as const,
  registers: [registry],
});

export const poolLow = new client.Gauge({
  name: 'ugift_voucher_pool_low',
  help: '1 while a pool product has as few free codes as its threshold (code_pool_low) or fewer.',
  labelNames: ['product'] as const,
  registers: [registry],
});

interface WarnLog {
  warn: (obj: object, msg: string) => void;
}

let log: WarnLog = { warn: (obj, msg) => console.warn(msg, JSON.stringify(obj)) };

/** Where the low-pool line goes (the server's logger; the console until one is given). */
export function setPoolLog(logger: WarnLog) {
  log = logger;
}

/** Records a pool's level; at or below its threshold, raises the gauge and logs a warning. */
export function notePoolLevel(productId: number, remaining: number, threshold: number) {
  const labels = { product: String(productId) };
  poolRemaining.set(labels, remaining);
  const low = remaining <= threshold;
  poolLow.set(labels, low ? 1 : 0);
  if (low) {
    log.warn(
      { event: 'voucher_pool_low', product_id: productId, remaining, threshold },
      `voucher pool low: product ${productId} has ${remaining} free codes (threshold ${threshold})`,
    );
  }
  return low;
}
