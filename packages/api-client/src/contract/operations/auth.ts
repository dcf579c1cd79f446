import * as v from 'valibot';
import { defineOperation } from '../define';
import { apiTokenSchema, authUserSchema } from '../entities';
import * as f from '../fields';
import { ok, req, res } from './shared';

export const OTP_ACTIONS = ['register', 'forgot_password'] as const;
export type OtpAction = (typeof OTP_ACTIONS)[number];

/** A session-bound token may replace the stored one after login (see README, Sessions). */
const sessionToken = {
  api_token: v.optional(v.pipe(v.string(), v.minLength(16))),
  api_token_expiry: v.optional(v.pipe(v.number(), v.integer())),
};

export const authOperations = {
  get_api_token: defineOperation({
    option: 'get_api_token',
    group: 'auth',
    auth: 'none',
    summary: 'Issues a guest api token (bearer) and its expiry in epoch seconds.',
    request: req({ source: v.picklist(['web']), api_key: f.text(128, 1) }),
    response: apiTokenSchema,
  }),
  track_link: defineOperation({
    option: 'track_link',
    group: 'auth',
    auth: 'token',
    summary: 'Records a visit from a shared or referral link.',
    request: req({ source: f.text(64, 1), member_id: f.memberId(), api_key: f.text(128, 1) }),
    response: ok(),
  }),
  get_otp: defineOperation({
    option: 'get_otp',
    group: 'auth',
    auth: 'token',
    summary:
      'Sends a one-time password to the phone. `otp` is returned only by test servers; check it with verify_otp.',
    request: req({ action: v.picklist(OTP_ACTIONS), phone_number: f.phoneNumber() }),
    response: res({ otp: v.optional(f.otp()) }),
  }),
  verify_otp: defineOperation({
    option: 'verify_otp',
    group: 'auth',
    auth: 'token',
    extension: true,
    summary:
      'Extension: checks the code server-side and returns a short-lived proof that create_account or reset_password require.',
    request: req({
      action: v.picklist(OTP_ACTIONS),
      phone_number: f.phoneNumber(),
      otp: f.otp(),
    }),
    response: res({
      otp_proof: v.pipe(v.string(), v.minLength(16)),
      /** Epoch seconds. */
      otp_proof_expiry: v.pipe(v.number(), v.integer()),
    }),
  }),
  create_account: defineOperation({
    option: 'create_account',
    group: 'auth',
    auth: 'token',
    summary:
      'Creates a member from a verified phone number (otp_proof from verify_otp, action register).',
    request: req({
      phone_number: f.phoneNumber(),
      phone_prefix: f.phonePrefix(),
      password: f.password(),
      otp_proof: f.text(512, 16),
    }),
    response: res({ member_id: v.string() }),
  }),
  apply_referral_code: defineOperation({
    option: 'apply_referral_code',
    group: 'auth',
    auth: 'token',
    summary:
      'Applies a referral code to the session member, or to the member just created with this api token.',
    request: req({ member_id: f.memberId(), referral_code: f.text(32, 1) }),
    response: ok(),
  }),
  login: defineOperation({
    option: 'login',
    group: 'auth',
    auth: 'token',
    summary:
      'Logs in with phone and password and binds the member to the bearer token. A failure with migrate_member true means the password expired.',
    request: req({ phone_number: f.phoneNumber(), password: f.password() }),
    response: res({
      data: authUserSchema,
      migrate_member: v.optional(v.boolean()),
      ...sessionToken,
    }),
  }),
  login_facebook: defineOperation({
    option: 'login_facebook',
    group: 'auth',
    auth: 'token',
    summary:
      'Logs in with a social account; the server verifies access_token (extension) before trusting facebook_id.',
    request: req({
      facebook_id: f.text(64, 1),
      full_name: f.text(128),
      profile_picture_link: v.optional(f.text(2048)),
      access_token: f.text(4096, 1),
    }),
    response: res({ data: authUserSchema, ...sessionToken }),
  }),
  logout: defineOperation({
    option: 'logout',
    group: 'auth',
    auth: 'token',
    extension: true,
    summary: 'Extension: ends the server session bound to the bearer token (idempotent).',
    request: req({ member_id: f.memberId() }),
    response: ok(),
  }),
  reset_password: defineOperation({
    option: 'reset_password',
    group: 'auth',
    auth: 'token',
    summary:
      'Sets a new password for a verified phone number (otp_proof from verify_otp, action forgot_password).',
    request: req({
      phone_number: f.phoneNumber(),
      password: f.password(),
      otp_proof: f.text(512, 16),
    }),
    response: ok(),
  }),
};
