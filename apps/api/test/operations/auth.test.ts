import { beforeAll, describe, expect, it } from 'vitest';

import { verifyPassword } from '../../src/auth/password';
import { RateLimiter } from '../../src/lib/rate-limit';
import { ALICE, BEN, CHRIS, onEachDatabase, type TestApi } from '../helpers';

describe('the auth group', () => {
  onEachDatabase((getApi) => {
    let api: TestApi;

    beforeAll(() => {
      api = getApi();
    });

    describe('api tokens', () => {
      it('issues a random 256-bit token with an expiry for source=web and the api key', async () => {
        const res = await api.call('get_api_token', {
          source: 'web',
          api_key: 'ugift-web-dev-key',
        });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.success).toBe(true);
        expect(body.api_token).toMatch(/^[0-9a-f]{64}$/);
        const now = Math.floor(Date.now() / 1000);
        expect(body.api_token_expiry).toBeGreaterThan(now + 3500);
        expect(body.api_token_expiry).toBeLessThanOrEqual(now + 3601);
        const other = (
          await api.call('get_api_token', { source: 'web', api_key: 'ugift-web-dev-key' })
        ).json();
        expect(other.api_token).not.toBe(body.api_token);
      });

      it('keeps only a hash of the token', async () => {
        const token = await api.guestToken();
        const rows = await api.db.selectFrom('sessions').select('token_hash').execute();
        expect(rows.some((r) => r.token_hash === token)).toBe(false);
      });

      it('refuses a wrong api key as a business failure', async () => {
        const res = await api.call('get_api_token', { source: 'web', api_key: 'wrong' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: false, message: 'Invalid api key' });
      });

      it('answers 400 naming the field for a source other than web', async () => {
        const res = await api.call('get_api_token', {
          source: 'ios',
          api_key: 'ugift-web-dev-key',
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, field: 'source' });
      });
    });

    describe('registration with an OTP', () => {
      const phone = '6590001111';

      it('sends a 6-digit code by SMS, keeps only its hash and never answers it', async () => {
        const token = await api.guestToken();
        const res = await api.call(
          'get_otp',
          { action: 'register', phone_number: phone },
          { token, ip: '10.1.0.1' },
        );
        expect(res.json()).toEqual({ success: true, message: 'OTP Sent' });
        const otp = await api.lastOtp(phone);
        expect(otp).toMatch(/^\d{6}$/);
        const row = await api.db
          .selectFrom('otps')
          .selectAll()
          .where('phone_number', '=', phone)
          .executeTakeFirstOrThrow();
        expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
        expect(row.code_hash).not.toContain(otp);
        const ttl = row.expires_at.getTime() - row.created_at.getTime();
        expect(ttl).toBeGreaterThan(299_000);
        expect(ttl).toBeLessThanOrEqual(300_500);
      });

      it('refuses a resend within 30 seconds', async () => {
        const token = await api.guestToken();
        const res = await api.call(
          'get_otp',
          { action: 'register', phone_number: phone },
          { token, ip: '10.1.0.1' },
        );
        expect(res.statusCode).toBe(200);
        expect(res.json().success).toBe(false);
        expect(res.json().message).toMatch(/wait \d+ seconds/);
      });

      it('rejects a wrong code, then a right code with a proof, then the same code again', async () => {
        const token = await api.guestToken();
        const otp = await api.lastOtp(phone);
        const wrong = otp === '000000' ? '111111' : '000000';
        const bad = await api.call(
          'verify_otp',
          { action: 'register', phone_number: phone, otp: wrong },
          { token },
        );
        expect(bad.json()).toEqual({ success: false, message: 'Invalid OTP' });
        const good = await api.call(
          'verify_otp',
          { action: 'register', phone_number: phone, otp },
          { token },
        );
        const body = good.json();
        expect(body.success).toBe(true);
        expect(body.otp_proof).toMatch(/^[0-9a-f]{64}$/);
        const again = await api.call(
          'verify_otp',
          { action: 'register', phone_number: phone, otp },
          { token },
        );
        expect(again.json().success).toBe(false);

        // The proof creates the account once, and only for that phone.
        const other = await api.call(
          'create_account',
          {
            phone_number: '6590002222',
            phone_prefix: '+65',
            password: 'secret1',
            otp_proof: body.otp_proof,
          },
          { token },
        );
        expect(other.json().success).toBe(false);
        const created = await api.call(
          'create_account',
          {
            phone_number: phone,
            phone_prefix: '+65',
            password: 'secret1',
            otp_proof: body.otp_proof,
          },
          { token },
        );
        expect(created.json()).toMatchObject({
          success: true,
          member_id: expect.stringMatching(/^\d+$/),
        });
        const member = await api.db
          .selectFrom('members')
          .select(['password_hash', 'country_id'])
          .where('phone_number', '=', phone)
          .executeTakeFirstOrThrow();
        expect(member.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
        expect(await verifyPassword('secret1', member.password_hash)).toBe(true);
        expect(member.country_id).toBe(3);

        // The same api token may apply a referral code to the account it just created.
        const referral = await api.call(
          'apply_referral_code',
          { referral_code: 'ugben2' },
          { token },
        );
        expect(referral.json()).toMatchObject({ success: true });
        const twice = await api.call(
          'apply_referral_code',
          { referral_code: 'UGALICE1' },
          { token },
        );
        expect(twice.json().success).toBe(false);
        const benInvited = await api.db
          .selectFrom('members')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('referred_by', '=', 2)
          .executeTakeFirstOrThrow();
        expect(Number(benInvited.n)).toBe(1);

        const login = await api.call(
          'login',
          { phone_number: phone, password: 'secret1' },
          { token: await api.guestToken() },
        );
        expect(login.json()).toMatchObject({
          success: true,
          data: { member_id: created.json().member_id },
        });
      });

      it('refuses an unknown referral code and a referral without any session member', async () => {
        const token = await api.guestToken();
        const res = await api.call('apply_referral_code', { referral_code: 'UGALICE1' }, { token });
        expect(res.statusCode).toBe(403);
        const member = await api.login(BEN.phone, BEN.password);
        const unknown = await api.call(
          'apply_referral_code',
          { referral_code: 'NOPE' },
          { token: member },
        );
        expect(unknown.json()).toEqual({
          success: false,
          message: 'This referral code does not exist.',
        });
        const own = await api.call(
          'apply_referral_code',
          { referral_code: 'UGBEN2' },
          { token: member },
        );
        expect(own.json().success).toBe(false);
      });

      it('refuses to register a phone number that already has an account', async () => {
        const token = await api.guestToken();
        const res = await api.call(
          'get_otp',
          { action: 'register', phone_number: ALICE.phone },
          { token },
        );
        expect(res.json().success).toBe(false);
      });

      it('refuses an account without a verified phone', async () => {
        const token = await api.guestToken();
        const res = await api.call(
          'create_account',
          {
            phone_number: '6590003333',
            phone_prefix: '+65',
            password: 'secret1',
            otp_proof: 'a'.repeat(64),
          },
          { token },
        );
        expect(res.json()).toEqual({
          success: false,
          message: 'The phone number is not verified. Please request a new OTP.',
        });
      });

      it('answers 400 for a short password, a bad prefix and a 5-digit otp', async () => {
        const token = await api.guestToken();
        const short = await api.call(
          'create_account',
          {
            phone_number: '6590003333',
            phone_prefix: '+65',
            password: '12345',
            otp_proof: 'a'.repeat(64),
          },
          { token },
        );
        expect(short.statusCode).toBe(400);
        expect(short.json().field).toBe('password');
        const prefix = await api.call(
          'create_account',
          {
            phone_number: '6590003333',
            phone_prefix: '65',
            password: '123456',
            otp_proof: 'a'.repeat(64),
          },
          { token },
        );
        expect(prefix.json().field).toBe('phone_prefix');
        const otp = await api.call(
          'verify_otp',
          { action: 'register', phone_number: '6590003333', otp: '12345' },
          { token },
        );
        expect(otp.statusCode).toBe(400);
        expect(otp.json().field).toBe('otp');
        const action = await api.call(
          'get_otp',
          { action: 'delete', phone_number: '6590003333' } as never,
          { token },
        );
        expect(action.json().field).toBe('action');
        const phoneField = await api.call(
          'get_otp',
          { action: 'register', phone_number: '+65 9000' },
          { token },
        );
        expect(phoneField.json().field).toBe('phone_number');
      });

      it('kills a code after 5 wrong tries', async () => {
        const token = await api.guestToken();
        const phone2 = '6590004444';
        await api.call(
          'get_otp',
          { action: 'register', phone_number: phone2 },
          { token, ip: '10.1.0.2' },
        );
        const otp = await api.lastOtp(phone2);
        const wrong = otp === '999999' ? '888888' : '999999';
        const messages: string[] = [];
        for (let i = 0; i < 5; i++) {
          const res = await api.call(
            'verify_otp',
            { action: 'register', phone_number: phone2, otp: wrong },
            { token },
          );
          messages.push(res.json().message);
        }
        expect(messages.slice(0, 4)).toEqual(Array(4).fill('Invalid OTP'));
        expect(messages[4]).toMatch(/Too many wrong attempts/);
        const right = await api.call(
          'verify_otp',
          { action: 'register', phone_number: phone2, otp },
          { token },
        );
        expect(right.json().success).toBe(false);
      });

      it('refuses an expired code', async () => {
        const token = await api.guestToken();
        const phone3 = '6590005555';
        await api.call(
          'get_otp',
          { action: 'register', phone_number: phone3 },
          { token, ip: '10.1.0.3' },
        );
        const otp = await api.lastOtp(phone3);
        await api.db
          .updateTable('otps')
          .set({ expires_at: new Date(Date.now() - 1000) })
          .where('phone_number', '=', phone3)
          .execute();
        const res = await api.call(
          'verify_otp',
          { action: 'register', phone_number: phone3, otp },
          { token },
        );
        expect(res.json()).toEqual({
          success: false,
          message: 'The OTP has expired. Please request a new one.',
        });
      });

      it('limits codes per phone number to 5 an hour, from any address', async () => {
        const token = await api.guestToken();
        const phone4 = '6590006666';
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) {
          // Step past the 30-second resend wait.
          await api.db
            .updateTable('otps')
            .set({ created_at: new Date(Date.now() - 60_000) })
            .where('phone_number', '=', phone4)
            .execute();
          const res = await api.call(
            'get_otp',
            { action: 'register', phone_number: phone4 },
            { token, ip: `10.2.0.${i}` },
          );
          statuses.push(res.statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      });

      it('limits codes per client address to 20 an hour', async () => {
        const token = await api.guestToken();
        const statuses: number[] = [];
        for (let i = 0; i < 21; i++) {
          const res = await api.call(
            'get_otp',
            { action: 'register', phone_number: `65800${String(i).padStart(5, '0')}` },
            { token, ip: '10.3.0.1' },
          );
          statuses.push(res.statusCode);
        }
        expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
        const last = await api.call(
          'get_otp',
          { action: 'register', phone_number: '6580099999' },
          { token, ip: '10.3.0.1' },
        );
        expect(last.statusCode).toBe(429);
        expect(last.headers['retry-after']).toMatch(/^\d+$/);
        expect(last.json().success).toBe(false);
        const elsewhere = await api.call(
          'get_otp',
          { action: 'register', phone_number: '6580099999' },
          { token, ip: '10.3.0.2' },
        );
        expect(elsewhere.statusCode).toBe(200);
      });

      it('limits OTP checks per client address', async () => {
        const token = await api.guestToken();
        const statuses: number[] = [];
        for (let i = 0; i < 31; i++) {
          const res = await api.call(
            'verify_otp',
            { action: 'register', phone_number: '6580000001', otp: '123456' },
            { token, ip: '10.4.0.1' },
          );
          statuses.push(res.statusCode);
        }
        expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
        expect(statuses[30]).toBe(429);
      });
    });

    describe('login and sessions', () => {
      it('logs in, replaces the guest token with a member session, and logs out', async () => {
        const guest = await api.guestToken();
        const res = await api.call(
          'login',
          { phone_number: ALICE.phone, password: ALICE.password },
          { token: guest },
        );
        const body = res.json();
        expect(body).toMatchObject({
          success: true,
          migrate_member: false,
          data: { member_id: '1', country_id: '3', name: 'Alice Tan', phone_prefix: '+65' },
        });
        expect(body.api_token).toMatch(/^[0-9a-f]{64}$/);
        expect(body.api_token).not.toBe(guest);
        expect((await api.call('list_country', {}, { token: guest })).statusCode).toBe(401);

        const member = body.api_token as string;
        const profile = await api.call('detail_profile', {}, { token: member });
        expect(profile.json().table.member_id).toBe('1');
        const out = await api.call('logout', {}, { token: member });
        expect(out.json().success).toBe(true);
        expect((await api.call('detail_profile', {}, { token: member })).statusCode).toBe(403);
        // The token stays good for browsing as a guest.
        expect((await api.call('list_country', {}, { token: member })).statusCode).toBe(200);
        expect((await api.call('logout', {}, { token: member })).json().success).toBe(true);
      });

      it('answers a wrong password as a business failure', async () => {
        const res = await api.call(
          'login',
          { phone_number: BEN.phone, password: 'wrong-password' },
          { token: await api.guestToken() },
        );
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          success: false,
          message: 'The phone number or password is incorrect.',
        });
      });

      it('refuses an account past its ceiling of failed logins from every address together', async () => {
        const services = api.app.services!;
        expect(services.limits.loginPerAccount.limit).toBe(50);
        expect(services.limits.loginPerAccount.windowMs).toBe(60 * 60_000);
        expect(services.limits.loginPerAccountClient.limit).toBe(5);
        // The same limiter with a ceiling of 5: each failed login costs a full scrypt.
        const original = services.limits.loginPerAccount;
        services.limits.loginPerAccount = new RateLimiter(
          'login-account-small',
          5,
          60 * 60_000,
          services.limitStore,
        );
        const phone = '6581112222';
        const statuses: number[] = [];
        for (let i = 0; i < 5; i++) {
          const res = await api.call(
            'login',
            { phone_number: phone, password: 'guess-' + i },
            { token: await api.guestToken(), ip: `10.5.0.${i}` },
          );
          statuses.push(res.statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 200, 200]);
        const locked = await api.call(
          'login',
          { phone_number: phone, password: 'guess-x' },
          { token: await api.guestToken(), ip: '10.5.1.1' },
        );
        expect(locked.statusCode).toBe(429);
        expect(locked.json().message).toMatch(/Too many failed logins for this account/);
        services.limits.loginPerAccount = original;
      });

      it('counts only failures against the account: a member who logs in often is never locked out', async () => {
        const services = api.app.services!;
        const original = services.limits.loginPerAccount;
        services.limits.loginPerAccount = new RateLimiter(
          'login-account-successes',
          3,
          60 * 60_000,
          services.limitStore,
        );
        try {
          // Twice the ceiling of right passwords, from as many devices: every one logs in.
          for (let i = 0; i < 6; i++) {
            const res = await api.call(
              'login',
              { phone_number: BEN.phone, password: BEN.password },
              { token: await api.guestToken(), ip: `10.7.0.${i}` },
            );
            expect(res.statusCode, `login ${i + 1}`).toBe(200);
            expect(res.json().success, `login ${i + 1}`).toBe(true);
          }
          // Failures still count: three wrong passwords use up the ceiling.
          for (let i = 0; i < 3; i++) {
            const res = await api.call(
              'login',
              { phone_number: BEN.phone, password: 'guess-' + i },
              { token: await api.guestToken(), ip: `10.7.1.${i}` },
            );
            expect(res.json().success).toBe(false);
          }
          const locked = await api.call(
            'login',
            { phone_number: BEN.phone, password: BEN.password },
            { token: await api.guestToken(), ip: '10.7.2.1' },
          );
          expect(locked.statusCode).toBe(429);
          expect(locked.json().message).toMatch(/Too many failed logins for this account/);
        } finally {
          services.limits.loginPerAccount = original;
        }
      });

      it('limits failed logins per client address', async () => {
        const services = api.app.services!;
        expect(services.limits.loginPerClient.limit).toBe(20);
        expect(services.limits.loginPerClient.windowMs).toBe(15 * 60_000);
        // The same limiter with a smaller limit: each failed login costs a full scrypt.
        const original = services.limits.loginPerClient;
        services.limits.loginPerClient = new RateLimiter(
          'login-client-small',
          3,
          15 * 60_000,
          services.limitStore,
        );
        const token = await api.guestToken('10.6.0.1');
        for (let i = 0; i < 3; i++) {
          const res = await api.call(
            'login',
            { phone_number: `6570000${String(i).padStart(3, '0')}`, password: 'nopenope' },
            { token, ip: '10.6.0.1' },
          );
          expect(res.statusCode).toBe(200);
        }
        const blocked = await api.call(
          'login',
          { phone_number: BEN.phone, password: BEN.password },
          { token, ip: '10.6.0.1' },
        );
        expect(blocked.statusCode).toBe(429);
        const elsewhere = await api.call(
          'login',
          { phone_number: BEN.phone, password: BEN.password },
          { token, ip: '10.6.0.2' },
        );
        expect(elsewhere.json().success).toBe(true);
        services.limits.loginPerClient = original;
      });

      it('asks a migrated member to reset the password, and the reset ends old sessions', async () => {
        const first = await api.call(
          'login',
          { phone_number: CHRIS.phone, password: CHRIS.password },
          { token: await api.guestToken() },
        );
        expect(first.json()).toMatchObject({ success: false, migrate_member: true });

        const token = await api.guestToken();
        const unknown = await api.call(
          'get_otp',
          { action: 'forgot_password', phone_number: '6599999999' },
          { token, ip: '10.7.0.1' },
        );
        // Answered as a member's number would be, and nothing sent (issue 47, finding 9).
        expect(unknown.json()).toMatchObject({ success: true, message: 'OTP Sent' });
        expect(await api.lastOtp('6599999999')).toBeUndefined();
        const sent = await api.call(
          'get_otp',
          { action: 'forgot_password', phone_number: CHRIS.phone },
          { token, ip: '10.7.0.1' },
        );
        expect(sent.json().success).toBe(true);
        const otp = await api.lastOtp(CHRIS.phone);
        // A proof for registration does not reset a password.
        const verified = await api.call(
          'verify_otp',
          { action: 'forgot_password', phone_number: CHRIS.phone, otp },
          { token },
        );
        const proof = verified.json().otp_proof as string;
        const reset = await api.call(
          'reset_password',
          { phone_number: CHRIS.phone, password: 'newpass1', otp_proof: proof },
          { token },
        );
        expect(reset.json()).toMatchObject({ success: true });
        const replay = await api.call(
          'reset_password',
          { phone_number: CHRIS.phone, password: 'hacked1', otp_proof: proof },
          { token },
        );
        expect(replay.json().success).toBe(false);

        const old = await api.call(
          'login',
          { phone_number: CHRIS.phone, password: CHRIS.password },
          { token: await api.guestToken() },
        );
        expect(old.json().success).toBe(false);
        const session = await api.login(CHRIS.phone, 'newpass1');
        expect(
          (await api.call('detail_profile', {}, { token: session })).json().table.member_id,
        ).toBe('3');

        // A second reset logs that session out.
        await api.db
          .updateTable('otps')
          .set({ created_at: new Date(Date.now() - 60_000) })
          .where('phone_number', '=', CHRIS.phone)
          .execute();
        await api.call(
          'get_otp',
          { action: 'forgot_password', phone_number: CHRIS.phone },
          { token, ip: '10.7.0.2' },
        );
        const otp2 = await api.lastOtp(CHRIS.phone);
        const proof2 = (
          await api.call(
            'verify_otp',
            { action: 'forgot_password', phone_number: CHRIS.phone, otp: otp2 },
            { token },
          )
        ).json().otp_proof;
        await api.call(
          'reset_password',
          { phone_number: CHRIS.phone, password: 'newpass2', otp_proof: proof2 },
          { token },
        );
        expect((await api.call('detail_profile', {}, { token: session })).statusCode).toBe(401);
      });
    });

    describe('social login (sandbox provider)', () => {
      it('logs a linked member in with a verified sandbox token', async () => {
        const res = await api.call(
          'login_facebook',
          {
            facebook_id: 'sandbox-1001',
            full_name: 'Alice Tan',
            access_token: 'sandbox-token-sandbox-1001',
          },
          { token: await api.guestToken() },
        );
        expect(res.json()).toMatchObject({
          success: true,
          data: { member_id: '1', country_id: '3' },
        });
      });

      it('refuses a facebook_id that the access token does not prove', async () => {
        const res = await api.call(
          'login_facebook',
          {
            facebook_id: 'sandbox-1001',
            full_name: 'Mallory',
            access_token: 'sandbox-token-sandbox-1007',
          },
          { token: await api.guestToken() },
        );
        expect(res.json()).toEqual({
          success: false,
          message: 'The social account could not be verified.',
        });
        const missing = await api.call(
          'login_facebook',
          { facebook_id: 'sandbox-1001', full_name: 'Mallory' } as never,
          {
            token: await api.guestToken(),
          },
        );
        expect(missing.statusCode).toBe(400);
        expect(missing.json().field).toBe('access_token');
      });

      it('creates a member without a country for a new identity, who then picks one', async () => {
        const res = await api.call(
          'login_facebook',
          {
            facebook_id: 'sandbox-1007',
            full_name: 'Ivan Chen',
            access_token: 'sandbox-token-sandbox-1007',
          },
          { token: await api.guestToken() },
        );
        const body = res.json();
        expect(body).toMatchObject({ success: true, data: { country_id: '0', name: 'Ivan Chen' } });
        const token = body.api_token as string;
        const unknown = await api.call('update_country', { country_id: '99' }, { token });
        expect(unknown.json().success).toBe(false);
        expect(
          (await api.call('update_country', { country_id: '3' }, { token })).json().success,
        ).toBe(true);
        expect((await api.call('detail_profile', {}, { token })).json().table).toMatchObject({
          country_id: '3',
          country: 'Singapore',
          fb_account_id: 'sandbox-1007',
        });
        const friends = await api.db
          .selectFrom('social_friends')
          .select('social_id')
          .where('member_id', '=', Number(body.data.member_id))
          .execute();
        expect(friends.map((f) => f.social_id).sort()).toEqual(['sandbox-1002', 'sandbox-1004']);
      });

      it('links a social account to a profile only with its access token and only once', async () => {
        const ben = await api.login(BEN.phone, BEN.password, '10.8.0.1');
        const taken = await api.call(
          'update_facebook_id',
          { facebook_id: 'sandbox-1001', access_token: 'sandbox-token-sandbox-1001' },
          { token: ben },
        );
        expect(taken.json()).toEqual({
          success: false,
          message: 'This social account is linked to another member.',
        });
        const unproven = await api.call(
          'update_facebook_id',
          { facebook_id: 'sandbox-1004' },
          { token: ben },
        );
        expect(unproven.json().success).toBe(false);
        const linked = await api.call(
          'update_facebook_id',
          { facebook_id: 'sandbox-1004', access_token: 'sandbox-token-sandbox-1004' },
          { token: ben },
        );
        expect(linked.json().success).toBe(true);
        expect(
          (await api.call('detail_profile', {}, { token: ben })).json().table.fb_account_id,
        ).toBe('sandbox-1004');
      });

      it('lists the sandbox identities for the web app in development', async () => {
        const res = await api.app.inject({ method: 'GET', url: '/api/dev/social' });
        expect(res.json().table).toContainEqual(
          expect.objectContaining({
            id: 'sandbox-1001',
            access_token: 'sandbox-token-sandbox-1001',
          }),
        );
      });
    });

    describe('tracked links', () => {
      let guest: string;
      let alice: string;
      beforeAll(async () => {
        guest = await api.guestToken();
        alice = await api.login(ALICE.phone, ALICE.password);
      });

      it('records a tracked link for a guest and for a member', async () => {
        expect(
          (
            await api.call('track_link', { source: 'referral', api_key: 'k' }, { token: guest })
          ).json().success,
        ).toBe(true);
        expect(
          (
            await api.call(
              'track_link',
              { source: 'share', member_id: '1', api_key: 'k' },
              { token: alice },
            )
          ).json().success,
        ).toBe(true);
        const rows = await api.db
          .selectFrom('link_tracks')
          .select(['source', 'member_id'])
          .orderBy('id')
          .execute();
        expect(rows).toEqual([
          { source: 'referral', member_id: 0 },
          { source: 'share', member_id: 1 },
        ]);
      });
    });
  });
});
