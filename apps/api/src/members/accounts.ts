import crypto from 'node:crypto';

import type { Db } from '../db';

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A referral code no member has yet: UG and six letters or digits without look-alikes. */
export async function newReferralCode(db: Db): Promise<string> {
  for (;;) {
    let code = 'UG';
    for (let i = 0; i < 6; i++)
      code += REFERRAL_ALPHABET[crypto.randomInt(REFERRAL_ALPHABET.length)];
    const taken = await db
      .selectFrom('members')
      .select('id')
      .where('referral_code', '=', code)
      .executeTakeFirst();
    if (!taken) return code;
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
