import { beforeAll, describe, expect, it } from 'vitest';

import {
  ALICE,
  BEN,
  onEachDatabase,
  type TestApi,
  updateProfile as updateProfileAs,
} from './helpers';

// The one validated dispatcher (src/routes/external.ts), whatever the operation: 400 for what
// the contract refuses, 401 for a missing or dead api token, 403 for a guest on a member
// operation or a member_id naming someone else, 415 for a body that is not a form.
describe('POST /api/external/{group}/', () => {
  onEachDatabase((getApi) => {
    let api: TestApi;
    let alice: string;
    let ben: string;

    const updateProfile = (token: string, fields: Record<string, string>) =>
      updateProfileAs(api, token, fields);
    const profileOf = async (token: string) =>
      (await api.call('detail_profile', {}, { token })).json().table;

    beforeAll(async () => {
      api = getApi();
      alice = await api.login(ALICE.phone, ALICE.password, '10.9.0.1');
      ben = await api.login(BEN.phone, BEN.password, '10.9.0.2');
    });

    it('answers 400 for an unknown option, an option of another group, and an unknown field', async () => {
      const token = await api.guestToken();
      const unknown = await api.app.inject({
        method: 'POST',
        url: '/api/external/products/',
        payload: 'option=drop_tables',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Bearer ${token}`,
        },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ field: 'option' });
      const wrongGroup = await api.app.inject({
        method: 'POST',
        url: '/api/external/auth/',
        payload: 'option=list_product',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Bearer ${token}`,
        },
      });
      expect(wrongGroup.statusCode).toBe(400);
      const extra = await api.call('list_country', { order_by: 'ASC', admin: '1' } as never, {
        token,
      });
      expect(extra.statusCode).toBe(400);
      expect(extra.json()).toEqual({
        success: false,
        message: 'admin is not a known field',
        field: 'admin',
      });
    });

    it('refuses a JSON body', async () => {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/external/auth/',
        payload: { option: 'get_api_token', source: 'web', api_key: 'ugift-web-dev-key' },
      });
      expect(res.statusCode).toBe(415);
      expect(res.body).not.toContain('at ');
    });

    it('refuses member operations for a guest with 403', async () => {
      const res = await api.call('detail_profile', {}, { token: await api.guestToken() });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        message: 'Welcome, please login to continue',
      });
    });

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
        api.call('track_link', { member_id: BEN.id, source: 'x', api_key: 'k' }, { token: alice }),
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
      expect((await api.call('list_popup', { member_id: '0' }, { token: guest })).statusCode).toBe(
        200,
      );
    });

    // Last: it ends every session of this server.
    it('answers 401 without a token, with an unknown one, and with an expired one', async () => {
      const none = await api.call('list_country', {});
      expect(none.statusCode).toBe(401);
      const unknown = await api.call('list_country', {}, { token: 'f'.repeat(64) });
      expect(unknown.statusCode).toBe(401);
      const token = await api.guestToken();
      await api.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .execute();
      const expired = await api.call('list_country', {}, { token });
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({
        success: false,
        message: 'The api token is missing or has expired.',
      });
    });
  });
});
