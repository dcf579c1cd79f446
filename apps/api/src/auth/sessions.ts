import type { Db } from '../db';
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

export async function issueToken(
  db: Db,
  ttlSeconds: number,
  source: string,
  memberId: number | null = null,
): Promise<IssuedToken> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await db
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
export async function findSession(db: Db, token: string): Promise<Session | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['token_hash', 'member_id', 'created_member_id', 'expires_at'])
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row) return null;
  if (row.expires_at.getTime() <= Date.now()) {
    await db.deleteFrom('sessions').where('token_hash', '=', row.token_hash).execute();
    return null;
  }
  return {
    tokenHash: row.token_hash,
    memberId: row.member_id,
    createdMemberId: row.created_member_id,
    expiresAt: row.expires_at,
  };
}

/**
 * Logs a member in: the token that made the call is replaced by a fresh one bound to the member
 * (a token known before login never grants a member's rights).
 */
export async function startMemberSession(
  db: Db,
  previous: Session,
  memberId: number,
  ttlSeconds: number,
): Promise<IssuedToken> {
  await db.deleteFrom('sessions').where('token_hash', '=', previous.tokenHash).execute();
  return issueToken(db, ttlSeconds, 'web', memberId);
}

export async function endSession(db: Db, session: Session): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ member_id: null })
    .where('token_hash', '=', session.tokenHash)
    .execute();
}

export async function endAllSessionsOf(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('sessions').where('member_id', '=', memberId).execute();
}
