import { PROFILE_TEXT_FIELDS } from '@ugift/api-client/contract';
import { sql, type SqlBool } from 'kysely';

import { sweepVoucherExpiry } from '../commerce/vouchers';
import type { Db } from '../db';
import { isZone, QUIET_FROM_HOUR, QUIET_UNTIL_HOUR } from '../lib/zones';
import { memberZone, reminderSettings, saveReminderSettings } from '../notifications/reminders';
import { fail, isFailure } from '../lib/errors';
import { dateTimeSlash } from '../lib/format';
import { MAX_UPLOAD_BYTES, sniffImage } from '../lib/images';
import { storeUpload } from '../storage/uploads';
import {
  acceptFriend,
  rejectFriend,
  rememberSocialFriends,
  removeFriend,
  replaceSocialContacts,
  requestFriend,
  socialContacts,
} from '../members/friends';
import { displayName } from '../members/names';
import { endpointAllowed, removeSubscription, saveSubscription } from '../push';
import { ok, type GroupHandlers } from './types';

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

const ORDER_TYPES = new Set(['send_order', 'redeem_order']);

/** The profile group: the member's profile, countries, friends and notifications. */
export const profileHandlers: GroupHandlers<'profile'> = {
  async update_country(ctx, input) {
    const { db } = ctx.services;
    const countryId = Number(input.country_id);
    if (!(await countryExists(db, countryId))) return fail('This country does not exist.');
    await db
      .updateTable('members')
      .set({ country_id: countryId })
      .where('id', '=', ctx.memberId)
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
      .where('id', '=', ctx.memberId)
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
      .where('members.id', '=', ctx.memberId)
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
      .where('id', '=', ctx.memberId)
      .executeTakeFirstOrThrow();
    const changes: Record<string, string | number | null> = {};
    for (const field of PROFILE_TEXT_FIELDS) {
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
      changes.profile_picture = await storeUpload(
        db,
        ctx.services.storage,
        ctx.memberId,
        photo.data,
        kind,
        ctx.services.uploadQuotaBytes,
      );
    }
    if (Object.keys(changes).length) {
      await db.updateTable('members').set(changes).where('id', '=', ctx.memberId).execute();
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
      .where('id', '=', ctx.memberId)
      .execute();
    await rememberSocialFriends(db, ctx.memberId, await social.friends(input.access_token));
    return ok({ message: 'Social account linked' });
  },

  async list_friend(ctx, input) {
    const { db } = ctx.services;
    const { memberId } = ctx;
    let q = db
      .selectFrom('friendships')
      .innerJoin('members', (join) =>
        join.on(
          sql<SqlBool>`members.id = case when friendships.member_id = ${memberId} then friendships.friend_id else friendships.member_id end`,
        ),
      )
      .select(['members.id', 'members.name', 'members.phone_number', 'members.profile_picture'])
      .where('friendships.status', '=', 'Accepted')
      .where((eb) =>
        eb.or([
          eb('friendships.member_id', '=', memberId),
          eb('friendships.friend_id', '=', memberId),
        ]),
      );
    const filter = input.filter_by_name?.trim();
    if (filter) {
      const pattern = `%${filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) =>
        eb.or([eb('members.name', 'ilike', pattern), eb('members.phone_number', 'like', pattern)]),
      );
    }
    const direction = input.order_by?.toUpperCase() === 'DESC' ? 'desc' : 'asc';
    const rows = await q.orderBy('members.name', direction).orderBy('members.id').execute();
    // Each friend's zone names "the recipient's time zone" in the send dialog's schedule picker.
    const zones = await Promise.all(rows.map((r) => memberZone(ctx.services.db, r.id)));
    return ok({
      total: rows.length,
      table: rows.map((r, i) => ({
        friend_id: String(r.id),
        friend_name: displayName(r),
        friend_profile_picture: r.profile_picture,
        time_zone: zones[i],
      })),
    });
  },

  async list_facebook(ctx) {
    return ok({ table: await socialContacts(ctx.services.db, ctx.memberId) });
  },

  /** Replaces the member's social contacts with the list the social SDK gave, then matches them. */
  async facebook_member(ctx, input) {
    const { db } = ctx.services;
    const contacts = JSON.parse(input.contact) as {
      id: string;
      name: string;
      profile_picture?: unknown;
    }[];
    await replaceSocialContacts(db, ctx.memberId, contacts);
    return ok({ table: await socialContacts(db, ctx.memberId) });
  },

  async list_friend_request(ctx) {
    const { db } = ctx.services;
    const rows = await db
      .selectFrom('friendships')
      .innerJoin('members', 'members.id', 'friendships.member_id')
      .select(['members.id', 'members.name', 'members.phone_number', 'members.profile_picture'])
      .where('friendships.friend_id', '=', ctx.memberId)
      .where('friendships.status', '=', 'Pending')
      .orderBy('friendships.created_at', 'desc')
      .execute();
    return ok({
      table: rows.map((r) => ({
        member_id: String(r.id),
        friend_name: displayName(r),
        friend_profile_picture: r.profile_picture,
      })),
    });
  },

  async add_friend(ctx, input) {
    const outcome = await requestFriend(ctx.services.db, ctx.memberId, Number(input.friend_id));
    if (isFailure(outcome)) return outcome;
    return ok({
      message: outcome === 'accepted' ? 'Friend request accepted' : 'Friend request sent',
    });
  },

  async accept_friend(ctx, input) {
    const failure = await acceptFriend(ctx.services.db, ctx.memberId, Number(input.friend_id));
    return failure ?? ok({ message: 'Friend request accepted' });
  },

  async reject_friend(ctx, input) {
    const failure = await rejectFriend(ctx.services.db, ctx.memberId, Number(input.friend_id));
    return failure ?? ok({ message: 'Friend request removed' });
  },

  async remove_friend(ctx, input) {
    const failure = await removeFriend(ctx.services.db, ctx.memberId, Number(input.friend_id));
    return failure ?? ok({ message: 'Friend removed' });
  },

  async list_notification(ctx) {
    const { db } = ctx.services;
    const { memberId } = ctx;
    await sweepVoucherExpiry(db, memberId, ctx.services.clock.now(), Boolean(ctx.services.push));
    const rows = await db
      .selectFrom('notifications')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    // Order notices link by public order id; older rows (the seed) hold the serial id of an order
    // the member is party to, which is translated here.
    const serials = rows
      .filter((r) => ORDER_TYPES.has(r.type) && /^\d{1,9}$/.test(r.related_id))
      .map((r) => Number(r.related_id));
    const orders = serials.length
      ? await db
          .selectFrom('orders')
          .select(['id', 'public_id'])
          .where('id', 'in', serials)
          .where((eb) => eb.or([eb('member_id', '=', memberId), eb('recipient_id', '=', memberId)]))
          .execute()
      : [];
    return ok({
      table: rows.map((r) => ({
        id: String(r.id),
        type: r.type,
        related_id:
          ORDER_TYPES.has(r.type) && /^\d{1,9}$/.test(r.related_id)
            ? (orders.find((o) => o.id === Number(r.related_id))?.public_id ?? '')
            : r.related_id,
        message: r.message,
        image: r.image,
        is_read: r.is_read ? ('1' as const) : ('0' as const),
        created_date: dateTimeSlash(r.created_at),
      })),
    });
  },

  async read_notification(ctx, input) {
    const { db } = ctx.services;
    const updated = await db
      .updateTable('notifications')
      .set({ is_read: true })
      .where('id', '=', Number(input.notification_id))
      .where('member_id', '=', ctx.memberId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return fail('This notification does not exist.');
    return ok();
  },

  async get_reminder_settings(ctx) {
    const r = await reminderSettings(ctx.services.db, ctx.memberId);
    const bit = (b: boolean) => (b ? '1' : '0');
    return ok({
      table: {
        time_zone: r.timeZone,
        zone_chosen: bit(r.zoneChosen),
        unopened_gift: bit(r.unopenedGift),
        voucher_expiry: bit(r.voucherExpiry),
        in_app: bit(r.inApp),
        sms: bit(r.sms),
        push: bit(r.push),
        quiet_from: `${QUIET_FROM_HOUR}:00`,
        quiet_until: `0${QUIET_UNTIL_HOUR}:00`,
      },
    });
  },

  async update_reminder_settings(ctx, input) {
    const zone = input.time_zone || null;
    if (zone && !isZone(zone))
      return fail(`time_zone ${zone} is not a time zone name (e.g. Asia/Tokyo)`);
    const on = (flag: string) => flag === 'true' || flag === '1';
    await saveReminderSettings(ctx.services.db, ctx.memberId, {
      timeZone: zone,
      unopenedGift: on(input.unopened_gift),
      voucherExpiry: on(input.voucher_expiry),
      inApp: on(input.in_app),
      sms: on(input.sms),
      push: on(input.push),
    });
    return ok({ message: 'Reminder settings saved' });
  },

  async push_key(ctx) {
    const { webPush: push } = ctx.services;
    return ok({ enabled: push !== undefined, public_key: push?.publicKey ?? '' });
  },

  async subscribe_push(ctx, input) {
    const { db, webPush: push } = ctx.services;
    if (!push) return fail('Push notifications are off.');
    if (!endpointAllowed(input.endpoint, push)) {
      return fail('This push service is not one the server sends to.');
    }
    await saveSubscription(db, ctx.memberId, {
      endpoint: input.endpoint,
      p256dh: input.p256dh,
      auth: input.auth,
    });
    return ok({ message: 'Push notifications are on' });
  },

  async unsubscribe_push(ctx, input) {
    await removeSubscription(ctx.services.db, ctx.memberId, input.endpoint);
    return ok({ message: 'Push notifications are off' });
  },
};
