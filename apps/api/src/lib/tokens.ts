import crypto from 'node:crypto';

/** 256 random bits, hex: the api token and the otp proof. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('hex');
}

/** 256 random bits, base64url: the token of a capability URL (the sandbox cashier's page). */
export function urlToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** What is kept of a token: a leaked table does not leak live tokens. */
export function sha256(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}
