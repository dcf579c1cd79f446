import crypto from 'node:crypto';

/**
 * Digits of a public order id: 39 random decimal digits, about 129.6 bits, so that the bearer
 * links carrying it (/giftcard-share?id=) cannot be guessed. The contract's order ids allow 40.
 */
const PUBLIC_ID_DIGITS = 39;

/** A random decimal id with a non-zero first digit, from the system's strong random source. */
export function newPublicId(digits = PUBLIC_ID_DIGITS): string {
  let out = String(crypto.randomInt(1, 10));
  while (out.length < digits) out += String(crypto.randomInt(0, 10));
  return out;
}
