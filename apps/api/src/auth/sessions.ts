import type { Db } from '../db';
import { CHANNELS, type Notifier } from '../db/notify';
import { LruCache } from '../lib/lru';
import { randomToken, sha256 } from '../lib/tokens';

export interface Session {
  tokenHash: string;
  memberId: number | null;
  createdMemberId: number | null;
  expiresAt: Date;
}

export interface IssuedToken {
  api_token: string;
  /** Epoch seconds. */
  api_token_expiry: number;
}

/** How long a looked-up session is trusted without asking the database again. */
const CACHE_MS = 60_000;

/**
 * The api tokens' sessions, kept in the database (every process sees the same) and, for the hot
 * path, in a short-lived in-process cache: a request whose token was seen in the last minute
 * costs no database round trip. Every change of a session goes through here and is told to
 * every process (ugift_sessions: `token:<hash>` or `member:<id>`), which drop it from their
 * caches, so a logout or a password reset is refused at once everywhere.
 */
export class Sessions {
  private readonly cache = new LruCache<string, { session: Session; until: number }>(20_000);

  constructor(
    private readonly db: Db,
    private readonly notifier: Notifier,
    private readonly now: () => number = Date.now,
  ) {
    notifier.on(CHANNELS.sessions, (payload) => {
      if (payload === '*') this.cache.clear();
      else if (payload.startsWith('token:')) this.cache.delete(payload.slice(6));
      else if (payload.startsWith('member:')) {
        const memberId = Number(payload.slice(7));
        this.cache.deleteWhere((entry) => entry.session.memberId === memberId);
      }
    });
  }

  private async changed(payload: string): Promise<void> {
    await this.notifier.notify(CHANNELS.sessions, payload);
  }

  async issue(
    ttlSeconds: number,
    source: string,
    memberId: number | null = null,
  ): Promise<IssuedToken> {
    const token = randomToken();
    const expiresAt = new Date(this.now() + ttlSeconds * 1000);
    await this.db
      .insertInto('sessions')
      .values({
        token_hash: sha256(token),
        member_id: memberId,
        source,
        expires_at: expiresAt,
        created_member_id: null,
      })
      .execute();
    return { api_token: token, api_token_expiry: Math.floor(expiresAt.getTime() / 1000) };
  }

  /** The live session of a bearer token; expired ones are removed on the way. */
  async find(token: string): Promise<Session | null> {
    const tokenHash = sha256(token);
    const now = this.now();
    const cached = this.cache.get(tokenHash);
    if (cached && cached.until > now && cached.session.expiresAt.getTime() > now) {
      return cached.session;
    }
    const row = await this.db
      .selectFrom('sessions')
      .select(['token_hash', 'member_id', 'created_member_id', 'expires_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) {
      this.cache.delete(tokenHash);
      return null;
    }
    if (row.expires_at.getTime() <= now) {
      await this.db.deleteFrom('sessions').where('token_hash', '=', row.token_hash).execute();
      this.cache.delete(tokenHash);
      return null;
    }
    const session = {
      tokenHash: row.token_hash,
      memberId: row.member_id,
      createdMemberId: row.created_member_id,
      expiresAt: row.expires_at,
    };
    this.cache.set(tokenHash, { session, until: now + CACHE_MS });
    return session;
  }

  /**
   * Logs a member in: the token that made the call is replaced by a fresh one bound to the member
   * (a token known before login never grants a member's rights).
   */
  async startMember(previous: Session, memberId: number, ttlSeconds: number): Promise<IssuedToken> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', previous.tokenHash).execute();
    await this.changed(`token:${previous.tokenHash}`);
    return this.issue(ttlSeconds, 'web', memberId);
  }

  /** create_account: the member made through this token (apply_referral_code may follow). */
  async markCreatedMember(session: Session, memberId: number): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ created_member_id: memberId })
      .where('token_hash', '=', session.tokenHash)
      .execute();
    await this.changed(`token:${session.tokenHash}`);
  }

  /** Logout: the token stays a guest's. */
  async end(session: Session): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ member_id: null })
      .where('token_hash', '=', session.tokenHash)
      .execute();
    await this.changed(`token:${session.tokenHash}`);
  }

  /** Every session of the member ends (a password reset). */
  async endAllOf(memberId: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('member_id', '=', memberId).execute();
    await this.changed(`member:${memberId}`);
  }
}
