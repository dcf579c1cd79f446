import crypto from 'node:crypto';

/**
 * Digits of a public order id. The contract's ids match ^\d{1,18}$, so 18 random decimal digits
 * (about 59.8 bits) is the most it carries today; raise this when the contract allows longer ids.
 */
export const PUBLIC_ID_DIGITS = 18;

/** A random decimal id with a non-zero first digit, from the system's strong random source. */
export function newPublicId(digits = PUBLIC_ID_DIGITS): string {
  let out = String(crypto.randomInt(1, 10));
  while (out.length < digits) out += String(crypto.randomInt(0, 10));
  return out;
}

/** A random token for capability URLs (256 bits, base64url). */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function sha256(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}
