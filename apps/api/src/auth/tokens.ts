import crypto from 'node:crypto';

/** 256 random bits, hex: the api token and the otp proof. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('hex');
}

export function sha256(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}
