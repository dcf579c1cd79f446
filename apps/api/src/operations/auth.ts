import crypto from 'node:crypto';

import { hashPassword, verifyPassword } from '../auth/password';
import { ApiError, fail } from '../lib/errors';
import { authUser, newMemberId, newReferralCode } from '../members/accounts';
import { rememberSocialFriends } from '../members/friends';
import { ok, type GroupHandlers } from './types';

/** The auth group: api tokens, accounts, OTPs, logins and sessions. */
export const authHandlers: GroupHandlers<'auth'> = {
  async get_api_token(ctx, input) {
    await ctx.services.limits.tokenPerClient.hit(ctx.clientIp, 'Too many token requests');
    const expected = Buffer.from(ctx.services.config.apiKey);
    const given = Buffer.from(input.api_key);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
      return fail('Invalid api key');
    }
    const token = await ctx.services.sessions.issue(
      ctx.services.config.tokenTtlSeconds,
      input.source,
    );
    return ok({ ...token });
  },

  async track_link(ctx, input) {
    await ctx.services.db
      .insertInto('link_tracks')
      .values({ source: input.source, member_id: ctx.memberId ?? 0 })
      .execute();
    return ok();
  },

  async get_otp(ctx, input) {
    const { db, otp } = ctx.services;
    const member = await db
      .selectFrom('members')
      .select('id')
      .where('phone_number', '=', input.phone_number)
      .executeTakeFirst();
    if (input.action === 'register' && member)
      return fail('This phone number is already registered. Please log in.');
    // A reset for a number no account uses answers as one for a member's number, under the same
    // limits and resend wait, but sends nothing: the answer does not tell who is a member. Nor
    // does its time: a member's text message goes out after the answer (issue 47, finding 9).
    const reset = input.action === 'forgot_password';
    const sent = await otp.send(input.action, input.phone_number, ctx.clientIp, {
      deliver: !reset || member !== undefined,
      detach: reset,
    });
    if (!sent.success) return sent;
    return ok({ message: 'OTP Sent' });
  },

  async verify_otp(ctx, input) {
    const result = await ctx.services.otp.verify(
      input.action,
      input.phone_number,
      input.otp,
      ctx.clientIp,
    );
    if (!result.success) return result;
    return ok({
      otp_proof: result.proof,
      otp_proof_expiry: Math.floor(result.proofExpiry.getTime() / 1000),
    });
  },

  async create_account(ctx, input) {
    const { db, otp } = ctx.services;
    const digits = input.phone_prefix.slice(1);
    if (!input.phone_number.startsWith(digits) || input.phone_number.length <= digits.length + 4) {
      return fail('The phone number does not start with its country code.');
    }
    const existing = await db
      .selectFrom('members')
      .select('id')
      .where('phone_number', '=', input.phone_number)
      .executeTakeFirst();
    if (existing) return fail('This phone number is already registered. Please log in.');
    if (!(await otp.spendProof('register', input.phone_number, input.otp_proof))) {
      return fail('The phone number is not verified. Please request a new OTP.');
    }
    const country = await db
      .selectFrom('countries')
      .select('id')
      .where('country_code', '=', input.phone_prefix)
      .executeTakeFirst();
    const passwordHash = await hashPassword(input.password);
    const member = await db
      .insertInto('members')
      .values({
        id: await newMemberId(db),
        phone_number: input.phone_number,
        phone_prefix: input.phone_prefix,
        password_hash: passwordHash,
        name: '',
        email: '',
        gender: '',
        dob: null,
        country_id: country?.id ?? 0,
        market_country_id: null,
        profile_picture: '',
        referral_code: await newReferralCode(db),
        referred_by: null,
        fb_account_id: null,
        billing_country_id: null,
        shipping_country_id: null,
      })
      .onConflict((oc) => oc.column('phone_number').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!member) return fail('This phone number is already registered. Please log in.');
    await ctx.services.sessions.markCreatedMember(ctx.session, member.id);
    return ok({ message: 'Account Created', member_id: String(member.id) });
  },

  async apply_referral_code(ctx, input) {
    const { db } = ctx.services;
    const target = ctx.memberId ?? ctx.session.createdMemberId;
    if (target === null) throw new ApiError(403, 'Please log in to apply a referral code.');
    if (input.member_id !== undefined && Number(input.member_id) !== target) {
      throw new ApiError(403, 'member_id does not match the session.');
    }
    const referrer = await db
      .selectFrom('members')
      .select('id')
      .where('referral_code', '=', input.referral_code.trim().toUpperCase())
      .executeTakeFirst();
    if (!referrer) return fail('This referral code does not exist.');
    if (referrer.id === target) return fail('You cannot use your own referral code.');
    const updated = await db
      .updateTable('members')
      .set({ referred_by: referrer.id })
      .where('id', '=', target)
      .where('referred_by', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1)
      return fail('A referral code has already been applied.');
    return ok({ message: 'Referral code applied' });
  },

  async login(ctx, input) {
    const { db, login, config } = ctx.services;
    // Counted before the password is checked: parallel guesses cannot all be checked.
    await login.attempt(input.phone_number, ctx.clientIp);
    const member = await db
      .selectFrom('members')
      .select(['id', 'password_hash', 'migrate_member'])
      .where('phone_number', '=', input.phone_number)
      .executeTakeFirst();
    const valid = await verifyPassword(input.password, member?.password_hash ?? null);
    if (!member || !valid) {
      await login.failed(input.phone_number, ctx.clientIp);
      return fail('The phone number or password is incorrect.');
    }
    await login.succeeded(input.phone_number, ctx.clientIp);
    if (member.migrate_member) {
      return fail('Your password has expired. Please reset it.', { migrate_member: true });
    }
    const token = await ctx.services.sessions.startMember(
      ctx.session,
      member.id,
      config.tokenTtlSeconds,
    );
    return ok({
      message: 'Login success',
      data: await authUser(db, member.id),
      migrate_member: false,
      ...token,
    });
  },

  async login_facebook(ctx, input) {
    const { db, social, config } = ctx.services;
    await ctx.services.limits.loginPerClient.hit(
      ctx.clientIp,
      'Too many failed logins from this device',
    );
    if (social.name === 'off') return fail('Social login is turned off.');
    const identity = await social.verify(input.access_token);
    if (!identity || identity.id !== input.facebook_id) {
      return fail('The social account could not be verified.');
    }
    await ctx.services.limits.loginPerClient.add(ctx.clientIp, -1);
    let member = await db
      .selectFrom('members')
      .select('id')
      .where('fb_account_id', '=', identity.id)
      .executeTakeFirst();
    if (!member) {
      member = await db
        .insertInto('members')
        .values({
          id: await newMemberId(db),
          phone_number: null,
          phone_prefix: null,
          password_hash: null,
          name: input.full_name || identity.name,
          email: '',
          gender: '',
          dob: null,
          // 0: the app asks for a country next.
          country_id: 0,
          market_country_id: null,
          profile_picture: identity.picture || input.profile_picture_link || '',
          referral_code: await newReferralCode(db),
          referred_by: null,
          fb_account_id: identity.id,
          billing_country_id: null,
          shipping_country_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    }
    await rememberSocialFriends(db, member.id, await social.friends(input.access_token));
    const token = await ctx.services.sessions.startMember(
      ctx.session,
      member.id,
      config.tokenTtlSeconds,
    );
    return ok({ message: 'Login success', data: await authUser(db, member.id), ...token });
  },

  async logout(ctx) {
    await ctx.services.sessions.end(ctx.session);
    return ok({ message: 'Logged out' });
  },

  async reset_password(ctx, input) {
    const { db, otp } = ctx.services;
    const member = await db
      .selectFrom('members')
      .select('id')
      .where('phone_number', '=', input.phone_number)
      .executeTakeFirst();
    if (!member) return fail('No account uses this phone number.');
    if (!(await otp.spendProof('forgot_password', input.phone_number, input.otp_proof))) {
      return fail('The phone number is not verified. Please request a new OTP.');
    }
    await db
      .updateTable('members')
      .set({ password_hash: await hashPassword(input.password), migrate_member: false })
      .where('id', '=', member.id)
      .execute();
    // Whoever held the old password loses their sessions.
    await ctx.services.sessions.endAllOf(member.id);
    await ctx.services.login.reset(input.phone_number, ctx.clientIp);
    return ok({ message: 'Password updated' });
  },
};
