import fs from 'node:fs';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { ALICE, BEN, PNG_1X1, multipart, type TestApi } from '../helpers';

export function profileSuite(getApi: () => TestApi) {
  describe('given two members', () => {
    let api: TestApi;
    let alice: string;
    let ben: string;

    const updateProfile = async (
      token: string,
      fields: Record<string, string>,
      files: Parameters<typeof multipart>[1] = [],
    ) => {
      const body = multipart({ option: 'update_profile', ...fields }, files);
      return api.app.inject({
        method: 'POST',
        url: '/api/external/profile/',
        payload: body.payload,
        headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
      });
    };
    const profileOf = async (token: string) =>
      (await api.call('detail_profile', {}, { token })).json().table;

    beforeAll(async () => {
      api = getApi();
      alice = await api.login(ALICE.phone, ALICE.password, '10.9.0.1');
      ben = await api.login(BEN.phone, BEN.password, '10.9.0.2');
    });

    describe('profile', () => {
      it("shows the member's own profile", async () => {
        expect(await profileOf(alice)).toEqual({
          member_id: '1',
          name: 'Alice Tan',
          email: 'alice@example.com',
          gender: 'Female',
          dob: '1994-06-15',
          phone_number: '6591234567',
          phone_prefix: '+65',
          country: 'Singapore',
          country_id: '3',
          profile_picture: '',
          referral_code: 'UGALICE1',
          fb_account_id: 'sandbox-1001',
          billing_address: '10 Orchard Road, #05-01',
          billing_postcode: '238826',
          billing_state: 'Singapore',
          billing_country_id: '3',
          shipping_address: '',
          shipping_postcode: '',
          shipping_state: '',
          shipping_country_id: '',
        });
      });

      it('updates the fields sent, skipping empty ones, with a photo stored under a server-made name', async () => {
        const res = await updateProfile(
          ben,
          {
            name: 'Benjamin Lim',
            billing_state: '',
            gender: 'Male',
            dob: String(Date.UTC(1990, 0, 31, 0, 0, 0) / 1000),
            shipping_address: '1 Marina Boulevard',
            shipping_postcode: '018989',
            shipping_country_id: '3',
            shipping_country: 'Singapore',
            billing_country_id: '0',
          },
          [
            {
              field: 'profile_picture',
              filename: '../../evil.php',
              type: 'image/png',
              data: PNG_1X1,
            },
          ],
        );
        expect(res.json()).toEqual({ success: true, message: 'Profile updated' });
        expect(res.statusCode).toBe(200);
        const profile = await profileOf(ben);
        expect(profile).toMatchObject({
          name: 'Benjamin Lim',
          email: 'ben@example.com',
          gender: 'Male',
          dob: '1990-01-31',
          shipping_address: '1 Marina Boulevard',
          shipping_country_id: '3',
          billing_country_id: '',
        });
        expect(profile.profile_picture).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
        const stored = path.join(api.dataDir, 'uploads', path.basename(profile.profile_picture));
        expect(fs.readFileSync(stored)).toEqual(PNG_1X1);
        const served = await api.app.inject({ method: 'GET', url: profile.profile_picture });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/png');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
      });

      it('refuses a photo that is not an image by its bytes, whatever its name and type', async () => {
        const res = await updateProfile(ben, { name: 'Ben' }, [
          {
            field: 'profile_picture',
            filename: 'photo.png',
            type: 'image/png',
            data: Buffer.from('<script>alert(1)</script>'),
          },
        ]);
        expect(res.json()).toEqual({
          success: false,
          message: 'The photo must be a PNG, JPEG, GIF or WebP image.',
        });
        expect((await profileOf(ben)).name).toBe('Benjamin Lim');
      });

      it('answers 400 for a photo over 5 MB, a non-image type and an unexpected file field', async () => {
        const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)]);
        const tooBig = await updateProfile(ben, {}, [
          { field: 'profile_picture', filename: 'big.png', type: 'image/png', data: big },
        ]);
        expect(tooBig.statusCode).toBe(400);
        expect(tooBig.json()).toMatchObject({ success: false, field: 'profile_picture' });
        const text = await updateProfile(ben, {}, [
          { field: 'profile_picture', filename: 'a.txt', type: 'text/plain', data: PNG_1X1 },
        ]);
        expect(text.statusCode).toBe(400);
        const other = await updateProfile(ben, {}, [
          { field: 'avatar', filename: 'a.png', type: 'image/png', data: PNG_1X1 },
        ]);
        expect(other.statusCode).toBe(400);
        expect(other.json().field).toBe('avatar');
      });

      it('answers 400 naming the field for a malformed email, gender or date of birth', async () => {
        for (const [fields, field] of [
          [{ email: 'not-an-email' }, 'email'],
          [{ gender: 'Robot' }, 'gender'],
          [{ dob: '31-01-1990' }, 'dob'],
          [{ name: 'x'.repeat(101) }, 'name'],
          [{ shipping_country_id: 'SG' }, 'shipping_country_id'],
          [{ nickname: 'Benny' }, 'nickname'],
        ] as const) {
          const res = await updateProfile(ben, fields);
          expect(res.statusCode, field).toBe(400);
          expect(res.json().field).toBe(field);
        }
      });

      it('refuses a future date of birth, an unknown country and a change of registered country', async () => {
        const future = await updateProfile(ben, {
          dob: String(Math.floor(Date.now() / 1000) + 86_400 * 30),
        });
        expect(future.json().success).toBe(false);
        const unknown = await updateProfile(ben, { billing_country_id: '99' });
        expect(unknown.json()).toEqual({ success: false, message: 'This country does not exist.' });
        const change = await updateProfile(ben, { country_id: '1' });
        expect(change.json()).toEqual({
          success: false,
          message: 'The registered country cannot be changed.',
        });
        const same = await updateProfile(ben, { country_id: '3' });
        expect(same.json().success).toBe(true);
      });

      it('sets the market country', async () => {
        expect(
          (await api.call('set_market_country', { country_id: '1' }, { token: ben })).json()
            .success,
        ).toBe(true);
        const row = await api.db
          .selectFrom('members')
          .select('market_country_id')
          .where('id', '=', 2)
          .executeTakeFirstOrThrow();
        expect(row.market_country_id).toBe(1);
        expect(
          (await api.call('set_market_country', { country_id: '42' }, { token: ben })).json()
            .success,
        ).toBe(false);
      });
    });

    describe("one member and the other's member_id", () => {
      it("cannot read or change the other's data by sending the other's member_id", async () => {
        const before = await profileOf(ben);
        const attempts = [
          api.call('detail_profile', { member_id: BEN.id }, { token: alice }),
          api.call('update_country', { member_id: BEN.id, country_id: '1' }, { token: alice }),
          api.call('set_market_country', { member_id: BEN.id, country_id: '4' }, { token: alice }),
          api.call(
            'update_facebook_id',
            {
              member_id: BEN.id,
              facebook_id: 'sandbox-1001',
              access_token: 'sandbox-token-sandbox-1001',
            },
            { token: alice },
          ),
          api.call('mark_not_show_again', { member_id: BEN.id, popup_id: '1' }, { token: alice }),
          api.call('list_popup', { member_id: BEN.id }, { token: alice }),
          api.call('list_product', { member_id: BEN.id }, { token: alice }),
          api.call('detail_product', { member_id: BEN.id, product_id: '9' }, { token: alice }),
          api.call('detail_campaign', { member_id: BEN.id, campaign_id: '25' }, { token: alice }),
          api.call('list_interest', { member_id: BEN.id }, { token: alice }),
          api.call(
            'track_link',
            { member_id: BEN.id, source: 'x', api_key: 'k' },
            { token: alice },
          ),
          api.call(
            'apply_referral_code',
            { member_id: BEN.id, referral_code: 'UGALICE1' },
            { token: alice },
          ),
          api.call('logout', { member_id: BEN.id }, { token: alice }),
          updateProfile(alice, { member_id: BEN.id, name: 'Hacked' }),
        ];
        for (const res of await Promise.all(attempts)) {
          expect(res.statusCode).toBe(403);
          expect(res.json().success).toBe(false);
          expect(JSON.stringify(res.json())).not.toContain('Benjamin');
        }
        expect(await profileOf(ben)).toEqual(before);
        const dismissed = await api.db
          .selectFrom('popup_dismissals')
          .selectAll()
          .where('member_id', '=', 2)
          .execute();
        expect(dismissed).toEqual([]);
        // Alice's own session still works, and her member_id is accepted.
        expect(
          (await api.call('detail_profile', { member_id: ALICE.id }, { token: alice })).json().table
            .name,
        ).toBe('Alice Tan');
      });

      it("cannot use a guest token with a member's id", async () => {
        const guest = await api.guestToken();
        for (const res of await Promise.all([
          api.call('detail_profile', { member_id: ALICE.id }, { token: guest }),
          api.call('list_popup', { member_id: ALICE.id }, { token: guest }),
          api.call('detail_product', { member_id: ALICE.id, product_id: '9' }, { token: guest }),
        ])) {
          expect(res.statusCode).toBe(403);
        }
        // member_id 0 is how a guest says "nobody".
        expect(
          (await api.call('list_popup', { member_id: '0' }, { token: guest })).statusCode,
        ).toBe(200);
      });
    });
  });
}
