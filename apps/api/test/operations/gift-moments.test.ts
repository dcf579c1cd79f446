import { describe, expect, it } from 'vitest';

import { ControlledClock } from '../../src/lib/clock';
import { moveClock, paidGift } from '../gifts';
import { ALICE, BEN, onEachDatabase, type Json, type TestApi } from '../helpers';

// Issue 45: one meaning of sent, delivered, opened and redeemed (the contract's TIMELINE_EVENTS
// documentation), read the same way by the four views of a gift: the order status, the redeem
// date, the share page's data (detail_order as the recipient and as someone else) and the
// sender's timeline. Walked for a gift sent to a friend and for one shared by link.

// The api's clock is the test's, ahead of the real one (sessions expire by the real clock);
// dates on the wire are in Singapore time (UTC+8).

/** The four views of a gift at one moment. */
async function views(api: TestApi, gift: string, sender: string, recipient: string, other: string) {
  const mine = (await api.call('detail_order', { order_id: gift }, { token: sender })).json().table;
  const theirs = (await api.call('detail_order', { order_id: gift }, { token: recipient })).json()
    .table;
  const stranger = (await api.call('detail_order', { order_id: gift }, { token: other })).json()
    .table;
  return {
    status: mine.order_status as string,
    received: mine.received_date as string,
    opened: mine.opened_date as string,
    redeemed: mine.redeemed_date as string,
    timeline: (mine.timeline?.events ?? []).map((e: Json) => e.event) as string[],
    recipientSees: {
      recipientId: theirs.recipient_id as string,
      opened: theirs.opened_date as string | undefined,
      redeemed: theirs.redeemed_date as string | undefined,
    },
    strangerSees: {
      status: stranger.order_status as string,
      opened: stranger.opened_date as string | undefined,
    },
  };
}

async function useFirstVoucher(api: TestApi, gift: string, token: string) {
  const vouchers = await api.db
    .selectFrom('order_evouchers')
    .innerJoin('order_products', 'order_products.id', 'order_evouchers.order_product_id')
    .innerJoin('orders', 'orders.id', 'order_products.order_id')
    .select('order_evouchers.id')
    .where('orders.public_id', '=', gift)
    .execute();
  const used = await api.call(
    'mark_evoucher_used',
    { order_evoucher_id: String(vouchers[0]!.id) },
    { token },
  );
  expect(used.json().success).toBe(true);
}

describe('the moments of a gift, the same in every view', () => {
  onEachDatabase(
    (getApi) => {
      it('to a friend: delivered at send, opened by open_order, redeemed at the first used voucher', async () => {
        const api = getApi();
        await moveClock(api, { set: '2026-12-29T02:00:00Z' });
        const alice = await api.login(ALICE.phone, ALICE.password);
        const ben = await api.login(BEN.phone, BEN.password);
        const guest = await api.guestToken();
        const gift = await paidGift(api.db);
        const sent = await api.call(
          'send_order',
          { order_id: gift, recipient_id: BEN.id },
          {
            token: alice,
          },
        );
        expect(sent.json().success).toBe(true);

        // Delivered: Gifted with a received date, not opened, not redeemed, in every view.
        expect(await views(api, gift, alice, ben, guest)).toEqual({
          status: 'Gifted',
          received: '29/12/2026 10:00:00',
          opened: '',
          redeemed: '',
          timeline: ['sent', 'delivered'],
          recipientSees: { recipientId: BEN.id, opened: '', redeemed: '' },
          strangerSees: { status: 'Gifted', opened: undefined },
        });

        await moveClock(api, { advance_seconds: 600 });
        expect(
          (await api.call('open_order', { order_id: gift }, { token: ben })).json().success,
        ).toBe(true);
        // Only the recipient opens it: the sender and others are refused, and change nothing.
        const refused = (await api.call('open_order', { order_id: gift }, { token: alice })).json();
        expect(refused.success).toBe(false);
        // Opening again keeps the first time.
        await moveClock(api, { advance_seconds: 600 });
        await api.call('open_order', { order_id: gift }, { token: ben });
        const opened = await views(api, gift, alice, ben, guest);
        expect(opened).toMatchObject({
          status: 'Gifted',
          opened: '29/12/2026 10:10:00',
          redeemed: '',
          timeline: ['sent', 'delivered', 'opened'],
          recipientSees: { opened: '29/12/2026 10:10:00', redeemed: '' },
        });

        await moveClock(api, { advance_seconds: 600 });
        await useFirstVoucher(api, gift, ben);
        expect(await views(api, gift, alice, ben, guest)).toMatchObject({
          status: 'Gifted',
          redeemed: '29/12/2026 10:30:00',
          timeline: ['sent', 'delivered', 'opened', 'redeemed'],
          recipientSees: { redeemed: '29/12/2026 10:30:00' },
        });
        const told = (await api.call('list_notification', {}, { token: alice })).json().table;
        expect(told.filter((n: Json) => n.related_id === gift).map((n: Json) => n.message)).toEqual(
          ['Ben Lim redeemed the gift you sent.', 'Ben Lim opened the gift you sent.'],
        );
      });

      it('by link: the claim delivers and opens it for the claimer; redeemed at the first used voucher', async () => {
        const api = getApi();
        await moveClock(api, { set: '2026-12-29T03:00:00Z' });
        const alice = await api.login(ALICE.phone, ALICE.password);
        const ben = await api.login(BEN.phone, BEN.password);
        const guest = await api.guestToken();
        const gift = await paidGift(api.db);

        // Shared, not claimed: nothing has happened yet; anyone with the link sees it pending.
        // Ben is Alice's friend, but here he claims the link as anyone could.
        const before = (await api.call('detail_order', { order_id: gift }, { token: guest })).json()
          .table;
        expect(before).toMatchObject({ order_status: 'Pending Send', recipient_id: '0' });
        const mine = (await api.call('detail_order', { order_id: gift }, { token: alice })).json()
          .table;
        expect(mine.received_date).toBe('');
        expect(mine.redeemed_date).toBe('');

        await moveClock(api, { advance_seconds: 300 });
        expect((await api.call('redeem_order', { order_id: gift }, { token: ben })).json()).toEqual(
          { success: true, message: 'Gift redeemed: the vouchers are in your wallet.' },
        );
        expect(await views(api, gift, alice, ben, guest)).toEqual({
          status: 'Gifted',
          received: '29/12/2026 11:05:00',
          opened: '29/12/2026 11:05:00',
          redeemed: '',
          timeline: ['sent', 'delivered', 'opened'],
          recipientSees: { recipientId: BEN.id, opened: '29/12/2026 11:05:00', redeemed: '' },
          strangerSees: { status: 'Gifted', opened: undefined },
        });

        await moveClock(api, { advance_seconds: 300 });
        await useFirstVoucher(api, gift, ben);
        expect(await views(api, gift, alice, ben, guest)).toMatchObject({
          redeemed: '29/12/2026 11:10:00',
          timeline: ['sent', 'delivered', 'opened', 'redeemed'],
        });
        const told = (await api.call('list_notification', {}, { token: alice })).json().table;
        expect(told.filter((n: Json) => n.related_id === gift).map((n: Json) => n.message)).toEqual(
          ['Ben Lim redeemed the gift you sent.', 'Ben Lim received the gift you shared.'],
        );
      });
    },
    { clock: new ControlledClock() },
  );
});
