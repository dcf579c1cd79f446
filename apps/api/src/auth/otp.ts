import crypto from 'node:crypto';

import { sql } from 'kysely';

import type { Db } from '../db';
import { fail, type Failure } from '../lib/errors';
import { RateLimiter, type LimitStore } from '../lib/rate-limit';
import { SmsDeliveryError, type SmsSender } from './sms';
import { randomToken, sha256 } from '../lib/tokens';

export type OtpAction = 'register' | 'forgot_password';

const OTP_TTL_MS = 5 * 60_000;
const OTP_RESEND_MS = 30_000;
const OTP_MAX_TRIES = 5;
const OTP_PROOF_TTL_MS = 15 * 60_000;

export interface OtpLimits {
  /** Codes sent to one phone number (default 5 per hour). */
  perPhone: RateLimiter;
  /** Codes requested from one client address (default 20 per hour). */
  perClient: RateLimiter;
  /** Verification attempts from one client address (default 30 per 10 minutes). */
  verifyPerClient: RateLimiter;
}

export function defaultOtpLimits(store: LimitStore): OtpLimits {
  return {
    perPhone: new RateLimiter('otp-phone', 5, 3_600_000, store),
    perClient: new RateLimiter('otp-client', 20, 3_600_000, store),
    verifyPerClient: new RateLimiter('otp-verify-client', 30, 600_000, store),
  };
}

/**
 * One-time passwords: 6 digits from the system's cryptographic source, kept only as a keyed
 * hash, valid 5 minutes, spent by the first right answer, dead after 5 wrong ones.
 */
export class OtpService {
  constructor(
    private readonly db: Db,
    private readonly sms: SmsSender,
    private readonly secret: string,
    readonly limits: OtpLimits,
  ) {}

  /**
   * The calling codes of the configured markets (the countries table), without their plus sign:
   * the only ones a text message goes to (issue 47: +882, +269 and +999 reached the gateway, an
   * invitation to SMS pumping). Calling codes are prefix-free (ITU E.164), so a number belongs to
   * at most one of them.
   */
  private async callingCodes(): Promise<string[]> {
    const rows = await this.db.selectFrom('countries').select('country_code').distinct().execute();
    return rows
      .map((row) => row.country_code.replace(/^\+/, ''))
      .filter((code) => /^\d{1,4}$/.test(code))
      .sort();
  }

  private hash(phone: string, action: OtpAction, code: string) {
    return crypto
      .createHmac('sha256', this.secret)
      .update(`${action}:${phone}:${code}`)
      .digest('hex');
  }

  /** Text messages sent after their answer (forgot_password), until they are done. */
  private readonly detached = new Set<Promise<void>>();

  /** Resolves once every text message sent after its answer is done (tests, shutdown). */
  async deliveries(): Promise<void> {
    await Promise.all([...this.detached]);
  }

  async send(
    action: OtpAction,
    phone: string,
    clientIp: string,
    {
      deliver = true,
      detach = false,
    }: {
      /** false: every step but the text message (a reset asked for a number without an account). */
      deliver?: boolean;
      /**
       * true: answer without waiting for the gateway, whose delay and failures would otherwise
       * tell a number with an account (a message sent) from one without (none).
       */
      detach?: boolean;
    } = {},
  ): Promise<Failure | { success: true }> {
    const markets = await this.callingCodes();
    if (!markets.some((code) => phone.startsWith(code))) {
      return fail(
        `Codes can only be sent to phone numbers of the countries we serve (${markets.map((code) => `+${code}`).join(', ')}).`,
      );
    }
    const last = await this.db
      .selectFrom('otps')
      .select('created_at')
      .where('phone_number', '=', phone)
      .where('action', '=', action)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last) {
      const wait = Math.ceil((last.created_at.getTime() + OTP_RESEND_MS - Date.now()) / 1000);
      if (wait > 0) return fail(`Please wait ${wait} seconds before requesting another OTP.`);
    }
    await this.limits.perClient.hit(clientIp, 'Too many OTP requests from this device');
    await this.limits.perPhone.hit(phone, 'Too many OTP requests for this phone number');

    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    const now = new Date();
    await this.db
      .updateTable('otps')
      .set({ used_at: now })
      .where('phone_number', '=', phone)
      .where('action', '=', action)
      .where('used_at', 'is', null)
      .execute();
    const otp = await this.db
      .insertInto('otps')
      .values({
        phone_number: phone,
        action,
        code_hash: this.hash(phone, action, code),
        expires_at: new Date(now.getTime() + OTP_TTL_MS),
        used_at: null,
        proof_hash: null,
        proof_expires_at: null,
        proof_used_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!deliver) return { success: true };
    const text = `Your Ugift verification code is ${code}. It expires in 5 minutes.`;
    // A code nobody received: gone, so that asking again is not held up by the resend wait.
    const forget = () => this.db.deleteFrom('otps').where('id', '=', otp.id).execute();
    if (detach) {
      const delivery = this.sms.send(phone, text).catch(async () => {
        // The gateway logs its own failures; the member asks again after the resend wait.
        await forget().catch(() => undefined);
      });
      this.detached.add(delivery);
      void delivery.finally(() => this.detached.delete(delivery));
      return { success: true };
    }
    try {
      await this.sms.send(phone, text);
    } catch (error) {
      if (!(error instanceof SmsDeliveryError)) throw error;
      await forget();
      return fail('The text message could not be sent. Please try again in a few minutes.');
    }
    return { success: true };
  }

  /** Checks a code; on success returns a proof that create_account or reset_password spends. */
  async verify(
    action: OtpAction,
    phone: string,
    code: string,
    clientIp: string,
  ): Promise<Failure | { success: true; proof: string; proofExpiry: Date }> {
    await this.limits.verifyPerClient.hit(clientIp, 'Too many OTP attempts from this device');
    const row = await this.db
      .selectFrom('otps')
      .selectAll()
      .where('phone_number', '=', phone)
      .where('action', '=', action)
      .where('used_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row || row.expires_at.getTime() <= Date.now()) {
      return fail('The OTP has expired. Please request a new one.');
    }
    if (row.attempts >= OTP_MAX_TRIES) {
      return fail('Too many wrong attempts. Please request a new OTP.');
    }
    const expected = Buffer.from(row.code_hash, 'hex');
    const actual = Buffer.from(this.hash(phone, action, code), 'hex');
    if (!crypto.timingSafeEqual(expected, actual)) {
      // One conditional update: concurrent wrong guesses each take one attempt, and none is
      // counted once the code is dead (read, add and write back would let them overlap).
      const counted = await this.db
        .updateTable('otps')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          used_at: sql`case when attempts + 1 >= ${OTP_MAX_TRIES} then now() else used_at end`,
        }))
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .where('attempts', '<', OTP_MAX_TRIES)
        .returning('attempts')
        .executeTakeFirst();
      return fail(
        !counted || counted.attempts >= OTP_MAX_TRIES
          ? 'Too many wrong attempts. Please request a new OTP.'
          : 'Invalid OTP',
      );
    }
    const proof = randomToken();
    const proofExpiry = new Date(Date.now() + OTP_PROOF_TTL_MS);
    // Spent only if still unspent: two concurrent right answers cannot both get a proof.
    const spent = await this.db
      .updateTable('otps')
      .set({ used_at: new Date(), proof_hash: sha256(proof), proof_expires_at: proofExpiry })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return fail('The OTP has already been used.');
    return { success: true, proof, proofExpiry };
  }

  /** Spends a proof from verify(); true when it was valid for this phone and action. */
  async spendProof(action: OtpAction, phone: string, proof: string): Promise<boolean> {
    const result = await this.db
      .updateTable('otps')
      .set({ proof_used_at: new Date() })
      .where('proof_hash', '=', sha256(proof))
      .where('phone_number', '=', phone)
      .where('action', '=', action)
      .where('proof_used_at', 'is', null)
      .where('proof_expires_at', '>', new Date())
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
