import crypto from 'node:crypto';

import type { Db } from '../db';

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The smallest id a new member can get: the demo members below it keep 1, 2, 3 and so on. */
export const MEMBER_ID_MIN = 100_000_000;
/** One above the largest: members.id is a PostgreSQL integer. */
const MEMBER_ID_END = 2 ** 31;

/**
 * An id no member has yet, drawn at random from about two billion (issue 47, item 9): a serial id
 * told everyone how many members there were and which ids to try next (profiles, friend requests,
 * referral links). Ids are still numbers, as the contract's member_id has always been.
 */
export function newMemberId(db: Db): Promise<number> {
  return unused(db, 'id', () => crypto.randomInt(MEMBER_ID_MIN, MEMBER_ID_END));
}

/** A referral code no member has yet: UG and six letters or digits without look-alikes. */
export function newReferralCode(db: Db): Promise<string> {
  return unused(db, 'referral_code', () => {
    let code = 'UG';
    for (let i = 0; i < 6; i++)
      code += REFERRAL_ALPHABET[crypto.randomInt(REFERRAL_ALPHABET.length)];
    return code;
  });
}

/** Draws until no member has the value in that column (both columns are unique). */
async function unused<T extends number | string>(
  db: Db,
  column: 'id' | 'referral_code',
  draw: () => T,
): Promise<T> {
  for (;;) {
    const value = draw();
    const taken = await db
      .selectFrom('members')
      .select('id')
      .where(column, '=', value)
      .executeTakeFirst();
    if (!taken) return value;
  }
}

/** The member a login answers (the web keeps it as authUser). */
export async function authUser(db: Db, memberId: number) {
  const m = await db
    .selectFrom('members')
    .select(['id', 'country_id', 'name', 'phone_number', 'phone_prefix', 'profile_picture'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return {
    member_id: String(m.id),
    country_id: String(m.country_id),
    name: m.name,
    phone_number: m.phone_number ?? '',
    phone_prefix: m.phone_prefix ?? '',
    profile_picture: m.profile_picture,
  };
}
