import crypto from 'node:crypto';
import { promisify } from 'node:util';

import { WorkQueue } from '../lib/work-queue';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

// OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1.
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
// 128 * N * r bytes are needed; Node's default maxmem (32 MiB) is below that.
const MAXMEM = 256 * 1024 * 1024;

/**
 * Every hash and check of this process goes through one queue: two at a time (the machines have
 * two cores; each takes 128 MiB), eight waiting, the rest refused with 429 (lib/work-queue.ts).
 */
const passwordQueue = new WorkQueue(2, 8);

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64), so parameters can change later. */
export function hashPassword(password: string): Promise<string> {
  return passwordQueue.run(() => hashNow(password));
}

async function hashNow(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, {
    N,
    r: R,
    p: P,
    maxmem: MAXMEM,
  });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

export function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  return passwordQueue.run(() => verifyNow(password, stored));
}

async function verifyNow(password: string, stored: string | null): Promise<boolean> {
  if (!stored) {
    // Spend comparable time so a missing account is not told apart by timing.
    await hashNow(password);
    return false;
  }
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(
    password.normalize('NFKC'),
    Buffer.from(salt, 'base64'),
    expected.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: MAXMEM,
    },
  );
  return crypto.timingSafeEqual(actual, expected);
}
