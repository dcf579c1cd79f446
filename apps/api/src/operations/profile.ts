import type { Db } from '../db';
import { fail } from '../lib/errors';
import { MAX_UPLOAD_BYTES, sniffImage, storeUpload } from '../lib/images';
import { rememberSocialFriends } from './auth';
import { ok, type HandlerMap } from './types';

async function countryExists(db: Db, id: number) {
  return !!(await db.selectFrom('countries').select('id').where('id', '=', id).executeTakeFirst());
}

function isoFromEpoch(seconds: string): string | null {
  const date = new Date(Number(seconds) * 1000);
  if (Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  if (year < 1900 || date.getTime() > Date.now()) return null;
  // Epoch seconds of a date picked in the browser: take the calendar day in Singapore time.
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

export const profileHandlers: HandlerMap = {
  async update_country(ctx, input) {
    const { db } = ctx.services;
    const countryId = Number(input.country_id);
    if (!(await countryExists(db, countryId))) return fail('This country does not exist.');
    await db
      .updateTable('members')
      .set({ country_id: countryId })
      .where('id', '=', ctx.memberId!)
      .execute();
    return ok({ message: 'Country updated' });
  },

  async set_market_country(ctx, input) {
    const { db } = ctx.services;
    const countryId = Number(input.country_id);
    if (!(await countryExists(db, countryId))) return fail('This country does not exist.');
    await db
      .updateTable('members')
      .set({ market_country_id: countryId })
      .where('id', '=', ctx.memberId!)
      .execute();
    return ok({ message: 'Country updated' });
  },

  async detail_profile(ctx) {
    const { db } = ctx.services;
    const m = await db
      .selectFrom('members')
      .leftJoin('countries', 'countries.id', 'members.country_id')
      .selectAll('members')
      .select('countries.name as country_name')
      .where('members.id', '=', ctx.memberId!)
      .executeTakeFirstOrThrow();
    const id = (n: number | null) => (n ? String(n) : '');
    return ok({
      table: {
        member_id: String(m.id),
        name: m.name,
        email: m.email,
        gender: m.gender === 'Male' || m.gender === 'Female' ? m.gender : '',
        dob: m.dob ?? '0000-00-00',
        phone_number: m.phone_number ?? '',
        phone_prefix: m.phone_prefix ?? '',
        country: m.country_name ?? '',
        country_id: String(m.country_id),
        profile_picture: m.profile_picture,
        referral_code: m.referral_code,
        fb_account_id: m.fb_account_id ?? '',
        billing_address: m.billing_address,
        billing_postcode: m.billing_postcode,
        billing_state: m.billing_state,
        billing_country_id: id(m.billing_country_id),
        shipping_address: m.shipping_address,
        shipping_postcode: m.shipping_postcode,
        shipping_state: m.shipping_state,
        shipping_country_id: id(m.shipping_country_id),
      },
    });
  },

  async update_profile(ctx, input) {
    const { db } = ctx.services;
    const member = await db
      .selectFrom('members')
      .select(['country_id'])
      .where('id', '=', ctx.memberId!)
      .executeTakeFirstOrThrow();
    const changes: Record<string, string | number | null> = {};
    for (const field of [
      'name',
      'email',
      'gender',
      'billing_address',
      'billing_postcode',
      'billing_state',
      'shipping_address',
      'shipping_postcode',
      'shipping_state',
    ] as const) {
      const value = input[field];
      if (value !== undefined && value !== '') changes[field] = value.trim();
    }
    if (input.dob !== undefined && input.dob !== '') {
      const dob = isoFromEpoch(input.dob);
      if (!dob) return fail('The date of birth is not a valid date.');
      changes.dob = dob;
    }
    for (const field of ['billing_country_id', 'shipping_country_id'] as const) {
      const value = input[field];
      if (value === undefined || value === '' || value === '0') continue;
      if (!(await countryExists(db, Number(value)))) return fail('This country does not exist.');
      changes[field] = Number(value);
    }
    if (input.country_id !== undefined && input.country_id !== '' && input.country_id !== '0') {
      const countryId = Number(input.country_id);
      if (member.country_id && member.country_id !== countryId) {
        return fail('The registered country cannot be changed.');
      }
      if (!(await countryExists(db, countryId))) return fail('This country does not exist.');
      changes.country_id = countryId;
    }
    const photo = ctx.files.find((f) => f.field === 'profile_picture');
    if (photo) {
      if (photo.data.length > MAX_UPLOAD_BYTES) return fail('The photo must be at most 5 MB.');
      const kind = sniffImage(photo.data);
      if (!kind) return fail('The photo must be a PNG, JPEG, GIF or WebP image.');
      changes.profile_picture = await storeUpload(ctx.services.uploadsDir, photo.data, kind.ext);
    }
    if (Object.keys(changes).length) {
      await db.updateTable('members').set(changes).where('id', '=', ctx.memberId!).execute();
    }
    return ok({ message: 'Profile updated' });
  },

  async update_facebook_id(ctx, input) {
    const { db, social } = ctx.services;
    if (!input.access_token) return fail('The social account could not be verified.');
    const identity = await social.verify(input.access_token);
    if (!identity || identity.id !== input.facebook_id)
      return fail('The social account could not be verified.');
    const owner = await db
      .selectFrom('members')
      .select('id')
      .where('fb_account_id', '=', identity.id)
      .executeTakeFirst();
    if (owner && owner.id !== ctx.memberId)
      return fail('This social account is linked to another member.');
    await db
      .updateTable('members')
      .set({ fb_account_id: identity.id })
      .where('id', '=', ctx.memberId!)
      .execute();
    await rememberSocialFriends(db, ctx.memberId!, await social.friends(input.access_token));
    return ok({ message: 'Social account linked' });
  },
};
