import { beforeAll, describe, expect, it } from 'vitest';

import { ALICE, BEN, bind, onEachDatabase, type Json, type TestApi } from '../helpers';

describe('the frontend group', () => {
  onEachDatabase((getApi) => {
    let api: TestApi;
    let guest: string;
    let alice: string;
    const { call } = bind(getApi);

    beforeAll(async () => {
      api = getApi();
      guest = await api.guestToken();
      alice = await api.login(ALICE.phone, ALICE.password);
    });

    describe('home content', () => {
      it('lists the countries A to Z, Singapore as id 3 with +65 and SGD', async () => {
        const table = (await api.call('list_country', { order_by: 'ASC' }, { token: guest })).json()
          .table;
        expect(table.map((c: { name: string }) => c.name)).toEqual([
          'Indonesia',
          'Japan',
          'Malaysia',
          'Singapore',
          'Thailand',
        ]);
        expect(table).toContainEqual({
          id: '3',
          name: 'Singapore',
          image: '/api/media/flag/sg.svg',
          country_code: '+65',
          currency_code: 'SGD',
        });
        expect(table).toContainEqual(
          expect.objectContaining({ name: 'Malaysia', country_code: '+60', currency_code: 'MYR' }),
        );
      });

      it('lists the banners of a country, with every linkage type in Singapore', async () => {
        const sg = (
          await api.call(
            'list_banner',
            { order_by: 'ASC', filter_by_country_id: '3' },
            { token: guest },
          )
        ).json().table;
        expect(sg.map((b: { linkage_type: string }) => b.linkage_type).sort()).toEqual([
          'linkage_campaign',
          'linkage_product',
          'linkage_url',
          'linkage_video',
        ]);
        expect(sg[0]).toMatchObject({
          linkage_info: { name: expect.any(String), description: expect.any(String) },
        });
        const video = sg.find((b: { linkage_type: string }) => b.linkage_type === 'linkage_video');
        const file = await api.app.inject({ method: 'GET', url: video.linkage_detail });
        expect(file.headers['content-type']).toBe('video/webm');
        const my = (
          await api.call('list_banner', { filter_by_country_id: '1' }, { token: guest })
        ).json().table;
        expect(my).toHaveLength(2);
        const desc = (await api.call('list_banner', { order_by: 'DESC' }, { token: guest })).json()
          .table;
        expect(desc.map((b: { id: string }) => b.id)).toEqual(
          sg.map((b: { id: string }) => b.id).reverse(),
        );
      });

      it('hides a popup the member chose not to see again, for that member only', async () => {
        const before = (
          await api.call('list_popup', { filter_by_country_id: '3' }, { token: alice })
        ).json().table;
        expect(before).toHaveLength(2);
        const hide = await api.call(
          'mark_not_show_again',
          { popup_id: before[0].id },
          { token: alice },
        );
        expect(hide.json().success).toBe(true);
        const again = await api.call(
          'mark_not_show_again',
          { popup_id: before[0].id },
          { token: alice },
        );
        expect(again.json().success).toBe(true);
        const after = (
          await api.call(
            'list_popup',
            { filter_by_country_id: '3', member_id: '1' },
            { token: alice },
          )
        ).json().table;
        expect(after.map((p: { id: string }) => p.id)).toEqual([before[1].id]);
        expect(
          (await api.call('list_popup', { filter_by_country_id: '3' }, { token: guest })).json()
            .table,
        ).toHaveLength(2);
        const missing = await api.call(
          'mark_not_show_again',
          { popup_id: '999' },
          { token: alice },
        );
        expect(missing.json()).toEqual({ success: false, message: 'This popup does not exist.' });
        expect(
          (await api.call('mark_not_show_again', { popup_id: '1' }, { token: guest })).statusCode,
        ).toBe(403);
      });
    });

    describe('campaigns', () => {
      const detail = async (campaign_id: string) =>
        (await call(alice, 'detail_campaign', { campaign_id })).table;

      it('details the invite campaign with the member progress and its child campaigns', async () => {
        const asGuest = (
          await api.call('detail_campaign', { campaign_id: '25' }, { token: guest })
        ).json().table;
        expect(asGuest).toMatchObject({
          id: '25',
          is_redeemed: false,
          campaign_progress: { percentage: 0 },
        });
        const mine = (
          await api.call('detail_campaign', { campaign_id: '25', member_id: '1' }, { token: alice })
        ).json().table;
        expect(mine.campaign_progress).toEqual({
          percentage: 40,
          campaign_progress_message: '2 of 5 friends invited',
        });
        expect(mine.child_campaign).toEqual([
          {
            name: 'Invite 1 friend',
            campaign_progress: 200,
            is_redeemed: true,
            is_redeemed_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
          },
          {
            name: 'Invite 3 friends',
            campaign_progress: 67,
            is_redeemed: false,
            is_redeemed_date: '',
          },
          {
            name: 'Invite 5 friends',
            campaign_progress: 40,
            is_redeemed: false,
            is_redeemed_date: '',
          },
        ]);
        const free = (
          await api.call('detail_campaign', { campaign_id: '2' }, { token: alice })
        ).json().table;
        expect(free).toMatchObject({
          reward_type: 'product_free',
          campaign_progress: { percentage: 100 },
        });
        const discount = (
          await api.call('detail_campaign', { campaign_id: '1' }, { token: guest })
        ).json().table;
        expect(discount.campaign_progress).toBeUndefined();
        expect(
          (await api.call('detail_campaign', { campaign_id: '77' }, { token: guest })).json()
            .success,
        ).toBe(false);
      });

      it('gives a product_free reward as a voucher, once', async () => {
        const res = await call(alice, 'redeem_campaign_reward', { campaign_id: '2' });
        expect(res).toMatchObject({ success: true, product_id: '9' });
        expect((await detail('2')).is_redeemed).toBe(true);
        expect((await call(alice, 'redeem_campaign_reward', { campaign_id: '2' })).success).toBe(
          false,
        );
        const orders = await api.db
          .selectFrom('orders')
          .selectAll()
          .where('member_id', '=', 1)
          .where('payment_status', '=', 'Campaign Redemption')
          .where('campaign_id', '=', 2)
          .execute();
        expect(orders).toHaveLength(2); // the seed's and this one
        // The seed's order is numbered by date (UG2...); a reward's order by the campaign (UGC...).
        const fresh = orders.find((o) => o.order_no.startsWith('UGC'))!;
        expect(fresh.public_id).toMatch(/^[1-9]\d{38}$/);
        expect(
          (await call(alice, 'list_evoucher', { filter_by_order_id: fresh.public_id })).table,
        ).toHaveLength(1);
      });

      it('returns the product of a product_discount reward', async () => {
        expect(await call(alice, 'redeem_campaign_reward', { campaign_id: '1' })).toMatchObject({
          success: true,
          product_id: '1',
        });
      });

      it('refuses a task campaign until its tasks are done, counting sent gifts and referrals', async () => {
        // Points Booster: send 2 gifts. Alice sent 1 in the seed; sending the one she has paid
        // for and not sent yet makes 2.
        expect((await detail('4')).campaign_progress.percentage).toBe(50);
        expect((await call(alice, 'redeem_campaign_reward', { campaign_id: '4' })).message).toBe(
          'Complete the campaign tasks to redeem the reward.',
        );
        const unsent = (await call(alice, 'list_order', { filter_by: 'purchased' })).table.find(
          (o: Json) => o.order_status === 'Pending Send',
        );
        expect(
          (await call(alice, 'send_order', { order_id: unsent.id, recipient_id: BEN.id })).success,
        ).toBe(true);
        expect((await detail('4')).campaign_progress.percentage).toBe(100);
        const points = async () =>
          (
            await api.db
              .selectFrom('members')
              .select('points')
              .where('id', '=', 1)
              .executeTakeFirstOrThrow()
          ).points;
        const before = await points();
        expect((await call(alice, 'redeem_campaign_reward', { campaign_id: '4' })).success).toBe(
          true,
        );
        expect(await points()).toBe(before + 1000);
        // Invite 3 friends: Alice referred 2.
        expect((await call(alice, 'redeem_campaign_reward', { campaign_id: '27' })).success).toBe(
          false,
        );
        await api.db.updateTable('members').set({ referred_by: 1 }).where('id', '=', 6).execute();
        expect((await call(alice, 'redeem_campaign_reward', { campaign_id: '27' })).success).toBe(
          true,
        );
        expect((await call(alice, 'redeem_campaign_reward', { campaign_id: '26' })).success).toBe(
          false,
        ); // seeded as redeemed
        expect((await call(alice, 'redeem_campaign_reward', { campaign_id: '3' })).success).toBe(
          false,
        ); // new_app
      });
    });
  });
});
