import * as v from 'valibot';
import { defineOperation } from '../define';
import {
  friendRequestSchema,
  friendSchema,
  notificationSchema,
  profileSchema,
  reminderSettingsSchema,
  socialContactSchema,
} from '../entities';
import * as f from '../fields';
import { ok, req, res } from './shared';

const friendAction = (option: string, summary: string) => ({
  option,
  group: 'profile' as const,
  auth: 'member' as const,
  summary,
  request: req({ member_id: f.memberId(), friend_id: f.id() }),
  response: ok(),
});

const isContactList = (value: unknown) =>
  Array.isArray(value) &&
  value.length <= 5000 &&
  value.every(
    (c) =>
      typeof c === 'object' &&
      c !== null &&
      typeof (c as { id?: unknown }).id === 'string' &&
      typeof (c as { name?: unknown }).name === 'string',
  );

/** update_profile's fields: each optional; the server changes only those sent non-empty. */
const updateProfileRequest = req({
  member_id: f.memberId(),
  name: v.optional(f.text(100, 1)),
  email: v.optional(v.pipe(v.string(), v.maxLength(254), v.email('must be an email address'))),
  gender: v.optional(v.picklist(['Male', 'Female'])),
  /** Date of birth in epoch seconds. */
  dob: v.optional(v.pipe(v.string(), v.regex(/^-?\d{1,11}$/, 'must be epoch seconds'))),
  country_id: v.optional(f.id()),
  billing_address: v.optional(f.text(500)),
  billing_postcode: v.optional(f.text(20)),
  billing_state: v.optional(f.text(100)),
  billing_country_id: v.optional(f.id()),
  billing_country: v.optional(f.text(100)),
  shipping_address: v.optional(f.text(500)),
  shipping_postcode: v.optional(f.text(20)),
  shipping_state: v.optional(f.text(100)),
  shipping_country_id: v.optional(f.id()),
  shipping_country: v.optional(f.text(100)),
});

/**
 * The profile fields update_profile stores as they are sent (trimmed; an empty one is skipped)
 * and detail_profile answers under the same names. The server and the profile form take their
 * lists from here; dob and the country ids have rules of their own.
 */
export const PROFILE_TEXT_FIELDS = [
  'name',
  'email',
  'gender',
  'billing_address',
  'billing_postcode',
  'billing_state',
  'shipping_address',
  'shipping_postcode',
  'shipping_state',
] as const satisfies readonly (keyof typeof updateProfileRequest.entries &
  keyof typeof profileSchema.entries)[];

export const profileOperations = {
  update_country: defineOperation({
    option: 'update_country',
    group: 'profile',
    auth: 'member',
    summary: "Sets the member's registered country (after a social login without one).",
    request: req({ country_id: f.id(), member_id: f.memberId() }),
    response: ok(),
  }),
  set_market_country: defineOperation({
    option: 'set_market_country',
    group: 'profile',
    auth: 'member',
    summary: 'Sets the country whose catalogue the member browses.',
    request: req({ member_id: f.memberId(), country_id: f.id() }),
    response: ok(),
  }),
  detail_profile: defineOperation({
    option: 'detail_profile',
    group: 'profile',
    auth: 'member',
    summary: "The member's profile.",
    request: req({ member_id: f.memberId() }),
    response: res({ table: profileSchema }),
  }),
  update_profile: defineOperation({
    option: 'update_profile',
    group: 'profile',
    auth: 'member',
    summary: 'Updates the non-empty profile fields sent; optional profile_picture image file.',
    multipart: true,
    files: {
      kind: 'named',
      names: ['profile_picture'],
      mimePrefix: 'image/',
      maxBytes: 5 * 1024 * 1024,
      maxFiles: 1,
    },
    request: updateProfileRequest,
    response: ok(),
  }),
  update_facebook_id: defineOperation({
    option: 'update_facebook_id',
    group: 'profile',
    auth: 'member',
    summary: "Links a social account to the member's profile.",
    request: req({
      member_id: f.memberId(),
      facebook_id: f.text(64, 1),
      access_token: v.optional(f.text(4096, 1)),
    }),
    response: ok(),
  }),
  facebook_member: defineOperation({
    option: 'facebook_member',
    group: 'profile',
    auth: 'member',
    summary:
      'Matches social friends (contact: JSON list of {id, name, profile_picture?}) with Ugift members and their friendship status.',
    request: req({
      member_id: f.memberId(),
      contact: f.jsonText(500_000, isContactList, 'a list of {id, name} objects'),
    }),
    response: res({ table: v.array(socialContactSchema) }),
  }),
  list_friend: defineOperation({
    option: 'list_friend',
    group: 'profile',
    auth: 'member',
    summary: "The member's friends, optionally filtered by name.",
    request: req({
      order_by: v.optional(f.orderBy()),
      member_id: f.memberId(),
      filter_by_name: v.optional(f.text(100)),
    }),
    response: res({ total: v.number(), table: v.array(friendSchema) }),
  }),
  list_facebook: defineOperation({
    option: 'list_facebook',
    group: 'profile',
    auth: 'member',
    summary: 'Social contacts last matched by facebook_member, with their friendship status.',
    request: req({ member_id: f.memberId() }),
    response: res({ table: v.array(socialContactSchema) }),
  }),
  list_friend_request: defineOperation({
    option: 'list_friend_request',
    group: 'profile',
    auth: 'member',
    summary: 'Incoming friend requests; the table length is the request count.',
    request: req({ member_id: f.memberId() }),
    response: res({ table: v.array(friendRequestSchema) }),
  }),
  add_friend: defineOperation(friendAction('add_friend', 'Sends a friend request.')),
  accept_friend: defineOperation(friendAction('accept_friend', 'Accepts a friend request.')),
  reject_friend: defineOperation(friendAction('reject_friend', 'Rejects a friend request.')),
  remove_friend: defineOperation(friendAction('remove_friend', 'Ends a friendship.')),
  list_notification: defineOperation({
    option: 'list_notification',
    group: 'profile',
    auth: 'member',
    summary: "The member's notifications, newest first.",
    request: req({ member_id: f.memberId() }),
    response: res({ table: v.array(notificationSchema) }),
  }),
  read_notification: defineOperation({
    option: 'read_notification',
    group: 'profile',
    auth: 'member',
    summary: 'Marks one notification as read.',
    request: req({ notification_id: f.id(), member_id: f.memberId() }),
    response: ok(),
  }),
  get_reminder_settings: defineOperation({
    option: 'get_reminder_settings',
    group: 'profile',
    auth: 'member',
    extension: true,
    summary:
      "Extension (issue 24): the member's reminder choices (unopened gifts, expiring vouchers), channels (in-app, SMS, push), zone and quiet hours.",
    request: req({ member_id: f.memberId() }),
    response: res({ table: reminderSettingsSchema }),
  }),
  update_reminder_settings: defineOperation({
    option: 'update_reminder_settings',
    group: 'profile',
    auth: 'member',
    extension: true,
    summary:
      "Extension (issue 24): saves the member's reminder choices; time_zone empty means their country's zone.",
    request: req({
      member_id: f.memberId(),
      unopened_gift: f.flag(),
      voucher_expiry: f.flag(),
      in_app: f.flag(),
      sms: f.flag(),
      push: f.flag(),
      time_zone: v.optional(v.union([v.literal(''), f.timeZone()])),
    }),
    response: ok(),
  }),
  push_key: defineOperation({
    option: 'push_key',
    group: 'profile',
    auth: 'token',
    extension: true,
    summary:
      'Extension (web push): the VAPID public key a browser subscribes with; enabled false when the server sends no push.',
    request: req({}),
    response: res({ enabled: v.boolean(), public_key: v.string() }),
  }),
  subscribe_push: defineOperation({
    option: 'subscribe_push',
    group: 'profile',
    auth: 'member',
    extension: true,
    summary:
      "Extension (web push): keeps this device's push subscription for the member (one per endpoint; a device that changes member moves with it).",
    request: req({
      member_id: f.memberId(),
      endpoint: v.pipe(f.text(1000, 12), v.url('must be a URL')),
      /** The subscription's P-256 public key, base64url (PushSubscription.getKey('p256dh')). */
      p256dh: v.pipe(
        v.string(),
        v.regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'must be a base64url P-256 key'),
      ),
      /** The subscription's auth secret, base64url (16 bytes). */
      auth: v.pipe(
        v.string(),
        v.regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, 'must be a base64url secret'),
      ),
    }),
    response: ok(),
  }),
  unsubscribe_push: defineOperation({
    option: 'unsubscribe_push',
    group: 'profile',
    auth: 'member',
    extension: true,
    summary: "Extension (web push): forgets this device's push subscription (idempotent).",
    request: req({ member_id: f.memberId(), endpoint: f.text(1000, 1) }),
    response: ok(),
  }),
};
