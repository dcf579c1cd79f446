import fs from 'node:fs';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import {
  ALICE,
  BEN,
  bind,
  onEachDatabase,
  PNG_1X1,
  type Json,
  type TestApi,
  updateProfile as updateProfileAs,
} from '../helpers';

describe('the profile group', () => {
  onEachDatabase((getApi) => {
    let api: TestApi;
    let alice: string;
    let ben: string;
    const { call } = bind(getApi);

    const updateProfile = (
      token: string,
      fields: Record<string, string>,
      files: Parameters<typeof updateProfileAs>[3] = [],
    ) => updateProfileAs(api, token, fields, files);
    const profileOf = async (token: string) =>
      (await api.call('detail_profile', {}, { token })).json().table;

    // The notices and friends first: the profile tests rename Ben.
    beforeAll(async () => {
      api = getApi();
      alice = await api.login(ALICE.phone, ALICE.password, '10.9.0.1');
      ben = await api.login(BEN.phone, BEN.password, '10.9.0.2');
    });

    describe('notifications', () => {
      it('reminds a few days before a voucher expires and tells when it has expired, once each', async () => {
        const group = (await call(alice, 'list_evoucher', { filter_by_status: 'active' })).table[0];
        const [soon, gone] =
          group.order_evouchers.length > 1
            ? group.order_evouchers
            : [group.order_evouchers[0], null];
        const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 86_400_000)
          .toISOString()
          .slice(0, 10);
        await api.db
          .updateTable('order_evouchers')
          .set({ expiry_date: tomorrow })
          .where('id', '=', Number(soon.id))
          .execute();
        const first = (await call(alice, 'list_notification')).table as Json[];
        const second = (await call(alice, 'list_notification')).table as Json[];
        const reminders = (list: Json[]) =>
          list.filter(
            (n) =>
              n.type === 'expired_evoucher' &&
              n.related_id === group.id &&
              n.message.includes('expires on'),
          );
        expect(reminders(first)).toHaveLength(1);
        expect(reminders(second)).toHaveLength(1);
        void gone;
        const expiredBefore = second.filter(
          (n) => n.type === 'expired_evoucher' && n.message.includes('expired on'),
        );
        // The seed holds vouchers past their date: each gets its notice once.
        expect(expiredBefore.length).toBeGreaterThan(0);
        const again = (await call(alice, 'list_notification')).table as Json[];
        expect(again.filter((n) => n.message.includes('expired on'))).toHaveLength(
          expiredBefore.length,
        );
      });

      it('links order notices of the seed by the order’s public id', async () => {
        const notes = (await call(alice, 'list_notification')).table as Json[];
        const sent = notes.find((n) => n.type === 'send_order' && n.message.startsWith('Ben Lim'))!;
        expect(sent.related_id).toMatch(/^[1-9]\d{38}$/);
        const order = (await call(alice, 'detail_order', { order_id: sent.related_id })).table;
        expect(order).toMatchObject({ member_name: 'Ben Lim', recipient_id: ALICE.id });
      });

      it('marks a notification read, only the member’s own', async () => {
        const [note] = (await call(alice, 'list_notification')).table as Json[];
        expect((await call(ben, 'read_notification', { notification_id: note!.id })).success).toBe(
          false,
        );
        expect(
          (await call(alice, 'read_notification', { notification_id: note!.id })).success,
        ).toBe(true);
        const after = (await call(alice, 'list_notification')).table.find(
          (n: Json) => n.id === note!.id,
        );
        expect(after.is_read).toBe('1');
        expect(after.created_date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
      });
    });

    describe('friends', () => {
      it('lists friends with a name search and the total', async () => {
        const all = await call(alice, 'list_friend', { order_by: 'ASC' });
        expect(all.total).toBe(2);
        expect(all.table.map((f: Json) => f.friend_name)).toEqual(['Ben Lim', 'Dana Lee']);
        const dana = await call(alice, 'list_friend', { filter_by_name: 'dan' });
        expect(dana).toMatchObject({
          total: 1,
          table: [{ friend_id: '4', friend_name: 'Dana Lee' }],
        });
      });

      it('lists social contacts with their friendship status', async () => {
        const table = (await call(alice, 'list_facebook')).table as Json[];
        const status = Object.fromEntries(table.map((c) => [c.name, c.status]));
        expect(status).toEqual({
          'Ben Lim': 'Accepted',
          'Dana Lee': 'Accepted',
          'Evan Koh': 'Pending',
          'Fiona Ng': 'Pending Approval',
          'Hana Sato': '',
        });
        expect(table.find((c) => c.name === 'Hana Sato')!.member_id).toBeUndefined();
      });

      it('accepts and rejects requests, notifying the requester', async () => {
        const requests = (await call(alice, 'list_friend_request')).table as Json[];
        expect(requests.map((r) => r.member_id).sort()).toEqual(['6', '7']);
        expect((await call(alice, 'accept_friend', { friend_id: '6' })).success).toBe(true);
        expect((await call(alice, 'reject_friend', { friend_id: '7' })).success).toBe(true);
        expect((await call(alice, 'accept_friend', { friend_id: '7' })).success).toBe(false);
        expect((await call(alice, 'list_friend_request')).table).toEqual([]);
        expect((await call(alice, 'list_friend')).total).toBe(3);
        const fiona = await api.db
          .selectFrom('notifications')
          .selectAll()
          .where('member_id', '=', 6)
          .execute();
        expect(fiona.map((n) => n.type)).toEqual(['accept_friend']);
        const george = await api.db
          .selectFrom('notifications')
          .selectAll()
          .where('member_id', '=', 7)
          .execute();
        expect(george.map((n) => n.type)).toEqual(['reject_friend']);
      });

      it('sends a request once, and adding back someone who asked accepts them', async () => {
        expect((await call(alice, 'add_friend', { friend_id: '3' })).success).toBe(true);
        expect((await call(alice, 'add_friend', { friend_id: '3' })).success).toBe(false);
        expect((await call(alice, 'add_friend', { friend_id: '1' })).success).toBe(false);
        expect((await call(alice, 'add_friend', { friend_id: '2' })).message).toBe(
          'You are already friends.',
        );
        const chris = await api.db
          .selectFrom('notifications')
          .selectAll()
          .where('member_id', '=', 3)
          .execute();
        expect(chris.map((n) => [n.type, n.related_id])).toEqual([['add_friend', '1']]);
        // George (7) asked Ben: Ben adding George accepts.
        expect((await call(ben, 'add_friend', { friend_id: '7' })).success).toBe(true);
        expect((await call(ben, 'list_friend')).table.map((f: Json) => f.friend_id)).toContain('7');
      });

      it('matches the contacts a social login gives, and removes a friend', async () => {
        const contact = JSON.stringify([
          { id: 'sandbox-1002', name: 'Ben Lim' },
          { id: 'sandbox-9999', name: 'Nobody Here', profile_picture: 'javascript:alert(1)' },
        ]);
        const table = (await call(alice, 'facebook_member', { contact })).table as Json[];
        expect(table).toEqual([
          expect.objectContaining({ id: 'sandbox-1002', status: 'Accepted', member_id: '2' }),
          { id: 'sandbox-9999', name: 'Nobody Here', profile_picture: '', status: '' },
        ]);
        expect((await call(alice, 'remove_friend', { friend_id: '2' })).success).toBe(true);
        expect((await call(alice, 'remove_friend', { friend_id: '2' })).success).toBe(false);
        expect((await call(alice, 'list_facebook')).table[0].status).toBe('');
      });
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
        // Refused by its first bytes as the body arrives (issue 47, finding 8).
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          message: 'profile_picture must be a PNG, JPEG, GIF or WebP image.',
          field: 'profile_picture',
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
  });
});
