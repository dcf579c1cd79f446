import { hexToUtf8 } from '@ugift/giftcard-renderer/model';
import { describe, expect, it } from 'vitest';

import { ControlledClock } from '../../src/lib/clock';
import { insertMembers } from '../fixtures';
import { FakeSms, friendsOf, giftBasket, newSender } from '../gift-many-setup';
import { moveClock, runDeliveryJob } from '../gifts';
import { bind, onEachDatabase, stockOf, type Json, type TestApi } from '../helpers';

// Issue 45, item 3: one gift to many, through HTTP on both databases. A sender buys one copy of a
// gift basket (product 9 and a card with a name field) for several recipients: friends and phone
// numbers of people who are not members. The text messages go to a fake gateway the test reads.

const sms = new FakeSms();

/** The vouchers (codes) a member holds for a gift. */
async function codesOf(api: TestApi, token: string, gift: string): Promise<string[]> {
  const res = await api.call('list_evoucher', { filter_by_order_id: gift }, { token });
  const table = (res.json().table ?? []) as Json[];
  const codes: string[] = [];
  for (const line of table) {
    const detail = await api.call('detail_evoucher', { order_product_id: line.id }, { token });
    for (const v of detail.json().table as Json[]) codes.push(v.evoucher_code as string);
  }
  return codes;
}

describe('one gift to many (issue 45)', () => {
  onEachDatabase(
    (getApi, kind) => {
      const { call, payByCashier } = bind(getApi);
      // Distinct numbers per database: each has its own seeded database, but the prefixes keep
      // the fake gateway's log readable.
      const p = kind === 'pglite' ? '6597' : '6596';

      it('buys one copy per recipient, then gives each a gift of their own: vouchers, card with their name, delivery', async () => {
        const api = getApi();
        await api.db.updateTable('products').set({ stock: 20 }).where('id', '=', 9).execute();
        const sender = await newSender(api.db, `${p}10`);
        const [ben, dana] = await friendsOf(api.db, sender.id, 2, `${p}11`);
        await giftBasket(api, sender.token, 9);
        const phone = `${p}770001`;
        const reserved = await call(sender.token, 'reserve_order', {
          recipients: JSON.stringify([
            { member_id: String(ben!.id) },
            { member_id: String(dana!.id) },
            { phone: `+${phone}`, name: 'May' },
          ]),
        });
        expect(reserved).toMatchObject({ success: true });
        // Three copies of the basket: three units of product 9 taken, three paid for.
        expect(await stockOf(api.db, 9)).toBe(17);
        const pending = (await call(sender.token, 'detail_order', { order_id: reserved.order_id }))
          .table;
        expect(pending.products[0].quantity).toBe(3);

        await payByCashier(sender.token, reserved.order_id);
        const detail = (await call(sender.token, 'detail_order', { order_id: reserved.order_id }))
          .table as Json;
        expect(detail.order_status).toBe('Gifted');
        const rows = detail.recipients as Json[];
        expect(rows.map((r) => [r.recipient_name, r.status, r.phone])).toEqual([
          ['Buyer 0', 'delivered', ''],
          ['Buyer 1', 'delivered', ''],
          ['May', 'delivered', `+${phone}`],
        ]);
        expect(new Set(rows.map((r) => r.order_id)).size).toBe(3);
        expect(rows.every((r) => r.events.some((e: Json) => e.event === 'delivered'))).toBe(true);

        // The phone's text message carries that recipient's own link.
        expect(sms.linkTo(phone)).toBe(rows[2]!.order_id);

        // Each friend has their own gift in Received, their own voucher, and their name on it.
        for (const [i, friend] of [ben!, dana!].entries()) {
          const received = (await call(friend.token, 'list_order', { filter_by: 'received' }))
            .table as Json[];
          expect(received.map((o) => o.id)).toEqual([rows[i]!.order_id]);
          const gift = (await call(friend.token, 'detail_order', { order_id: rows[i]!.order_id }))
            .table;
          const name = JSON.parse(gift.giftcard_edit_parameter).find((e: Json) => e.key === 'name');
          expect(hexToUtf8(name.content)).toEqual({ ok: true, value: `Buyer ${i}` });
          expect(await codesOf(api, friend.token, rows[i]!.order_id)).toHaveLength(1);
        }
        const benCodes = await codesOf(api, ben!.token, rows[0]!.order_id);
        const danaCodes = await codesOf(api, dana!.token, rows[1]!.order_id);
        expect(benCodes[0]).not.toBe(danaCodes[0]);
        // The sender's lists hold the one order she bought, and her wallet none of the gifts.
        const sent = (await call(sender.token, 'list_order', { filter_by: 'sent' }))
          .table as Json[];
        expect(sent.map((o) => o.id)).toEqual([reserved.order_id]);
        expect(
          (await call(sender.token, 'list_evoucher', { filter_by_status: 'active' })).table,
        ).toEqual([]);
        // Nobody else sees the bought order.
        const other = await api.call(
          'detail_order',
          { order_id: reserved.order_id },
          { token: ben!.token },
        );
        expect(other.json().success).toBe(false);

        // Ben opens his card: his row says opened, Dana's still delivered.
        await call(ben!.token, 'open_order', { order_id: rows[0]!.order_id });
        const after = (await call(sender.token, 'detail_order', { order_id: reserved.order_id }))
          .table.recipients as Json[];
        expect(after.map((r) => r.status)).toEqual(['opened', 'delivered', 'delivered']);
      });

      it("shows a phone gift's card to anyone, but only the member of that number can claim it", async () => {
        const api = getApi();
        const sender = await newSender(api.db, `${p}20`);
        const [friend] = await friendsOf(api.db, sender.id, 1, `${p}21`);
        await giftBasket(api, sender.token, 9);
        const phone = `${p}220000`;
        const reserved = await call(sender.token, 'reserve_order', {
          recipients: JSON.stringify([{ phone: `+${phone}`, name: 'Cousin May' }]),
        });
        await payByCashier(sender.token, reserved.order_id);
        const link = sms.linkTo(phone)!;
        expect(link).toBeTruthy();

        // A forwarded link: the friend (another number) sees the card, cannot claim it.
        const seen = (await call(friend!.token, 'detail_order', { order_id: link })).table;
        expect(seen.order_status).toBe('Pending Claim');
        expect(await call(friend!.token, 'redeem_order', { order_id: link })).toEqual({
          success: false,
          message:
            'This gift was sent to another phone number: log in with the account of that number to claim it.',
        });
        // A guest sees it too.
        const guest = await api.guestToken();
        expect((await call(guest, 'detail_order', { order_id: link })).success).toBe(true);

        // The member of that number (registered since: phone_number is verified by OTP) claims.
        const [may] = await insertMembers(api.db, 1, `${p}22`);
        expect(await call(may!.token, 'redeem_order', { order_id: link })).toMatchObject({
          success: true,
        });
        expect(await codesOf(api, may!.token, link)).toHaveLength(1);
        expect(await codesOf(api, friend!.token, link)).toHaveLength(0);
        const row = (await call(sender.token, 'detail_order', { order_id: reserved.order_id }))
          .table.recipients[0];
        expect(row).toMatchObject({ status: 'opened', recipient_id: String(may!.id) });
        // Claimed once: again is refused.
        expect((await call(may!.token, 'redeem_order', { order_id: link })).success).toBe(false);
      });

      it('refuses a 50-recipient order with 49 units left, whole and before payment', async () => {
        const api = getApi();
        const sender = await newSender(api.db, `${p}30`);
        const friends = await friendsOf(api.db, sender.id, 50, `${p}31`);
        await giftBasket(api, sender.token, 9);
        await api.db.updateTable('products').set({ stock: 49 }).where('id', '=', 9).execute();
        const orders = async () =>
          (
            await api.db
              .selectFrom('orders')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('member_id', '=', sender.id)
              .executeTakeFirstOrThrow()
          ).n;
        const refused = await call(sender.token, 'reserve_order', {
          recipients: JSON.stringify(friends.map((f) => ({ member_id: String(f.id) }))),
        });
        expect(refused).toMatchObject({ success: false, insufficient_stock: expect.any(String) });
        expect(await stockOf(api.db, 9)).toBe(49);
        expect(Number(await orders())).toBe(0);
        // The basket is untouched: 49 recipients go through.
        const ok = await call(sender.token, 'reserve_order', {
          recipients: JSON.stringify(friends.slice(1).map((f) => ({ member_id: String(f.id) }))),
        });
        expect(ok.success).toBe(true);
        expect(await stockOf(api.db, 9)).toBe(0);
        await api.db.updateTable('products').set({ stock: 20 }).where('id', '=', 9).execute();
      });

      it('checks every recipient before reserving: friends only, valid numbers of our countries, once each, at most 50', async () => {
        const api = getApi();
        const sender = await newSender(api.db, `${p}40`);
        const [friend] = await friendsOf(api.db, sender.id, 1, `${p}41`);
        const [stranger] = await insertMembers(api.db, 1, `${p}42`);
        await giftBasket(api, sender.token, 9);
        const stock = await stockOf(api.db, 9);
        const reserve = (recipients: unknown) =>
          api.call(
            'reserve_order',
            { recipients: JSON.stringify(recipients) },
            { token: sender.token },
          );
        const message = async (recipients: unknown) => (await reserve(recipients)).json().message;
        expect(await message([{ member_id: String(stranger!.id) }])).toBe(
          'You can only send a gift to a friend.',
        );
        expect(await message([{ member_id: String(sender.id) }])).toBe(
          'You cannot send a gift to yourself.',
        );
        expect(await message([{ phone: '+6512345678' }])).toBe(
          '+6512345678 is not a valid phone number: write it with its country code (+65...).',
        );
        expect(await message([{ phone: '+12025550123' }])).toMatch(
          /^Gifts can be sent by text message only to numbers of the countries we serve \(.*\+65.*\)\.$/,
        );
        expect(
          await message([{ member_id: String(friend!.id) }, { member_id: String(friend!.id) }]),
        ).toBe('Buyer 0 is named twice: each recipient gets one gift.');
        // The same number written another way is the same recipient.
        expect(
          await message([{ phone: '+6597771111' }, { phone: '+6597771111', name: 'Again' }]),
        ).toBe('Again is named twice: each recipient gets one gift.');
        // The shape is the contract's: 51 recipients, or none, are refused before the api runs.
        const many = Array.from({ length: 51 }, () => ({ phone: '+6597771111' }));
        expect((await reserve(many)).statusCode).toBe(400);
        expect((await reserve([])).statusCode).toBe(400);
        expect((await reserve([{ member_id: '2', phone: '+6597771111' }])).json().message).toBe(
          'Each recipient is either a friend (member_id) or a phone number.',
        );
        expect(await stockOf(api.db, 9)).toBe(stock);
      });

      it('delivers each recipient at their own time, in their zone, with the schedule job', async () => {
        const api = getApi();
        await moveClock(api, { set: '2026-12-20T00:00:00Z' });
        const sender = await newSender(api.db, `${p}50`);
        const [friend] = await friendsOf(api.db, sender.id, 1, `${p}51`);
        await giftBasket(api, sender.token, 9);
        const phone = `${p}520000`;
        const reserved = await call(sender.token, 'reserve_order', {
          recipients: JSON.stringify([
            { member_id: String(friend!.id), schedule_date: '2026-12-25', schedule_time: '09:00' },
            // Japan's number, Tokyo's morning (the zone comes from the number's country).
            {
              phone: '+819012345678',
              name: 'Ken',
              schedule_date: '2026-12-25',
              schedule_time: '09:00',
            },
            { phone: `+${phone}`, name: 'Now' },
          ]),
        });
        expect(reserved.success).toBe(true);
        await payByCashier(sender.token, reserved.order_id);
        const rows = async () =>
          (await call(sender.token, 'detail_order', { order_id: reserved.order_id })).table
            .recipients as Json[];
        expect((await rows()).map((r) => r.status)).toEqual([
          'scheduled',
          'scheduled',
          'delivered',
        ]);
        // 09:00 in Tokyo is 00:00 UTC; 09:00 in Singapore is 01:00 UTC.
        await moveClock(api, { set: '2026-12-25T00:30:00Z' });
        await runDeliveryJob(api);
        expect((await rows()).map((r) => r.status)).toEqual([
          'scheduled',
          'delivered',
          'delivered',
        ]);
        expect(sms.linkTo('819012345678')).toBe((await rows())[1]!.order_id);
        await moveClock(api, { set: '2026-12-25T01:00:00Z' });
        await runDeliveryJob(api);
        expect((await rows()).map((r) => r.status)).toEqual([
          'delivered',
          'delivered',
          'delivered',
        ]);
        const received = (await call(friend!.token, 'list_order', { filter_by: 'received' }))
          .table as Json[];
        expect(received).toHaveLength(1);
      });

      it('shows a failed text message with its reason, and sends it again on resend_gift', async () => {
        const api = getApi();
        const sender = await newSender(api.db, `${p}60`);
        const [friend] = await friendsOf(api.db, sender.id, 1, `${p}61`);
        await giftBasket(api, sender.token, 9);
        const phone = `${p}620000`;
        sms.refuse.add(phone);
        const reserved = await call(sender.token, 'reserve_order', {
          recipients: JSON.stringify([
            { member_id: String(friend!.id) },
            { phone: `+${phone}`, name: 'Lost' },
          ]),
        });
        await payByCashier(sender.token, reserved.order_id);
        const rows = async () =>
          (await call(sender.token, 'detail_order', { order_id: reserved.order_id })).table
            .recipients as Json[];
        const [friendRow, failed] = await rows();
        expect(failed).toMatchObject({
          status: 'failed',
          failed_reason: 'The text message could not be delivered to this number.',
          can_resend: true,
        });
        const resend = (gift: string) =>
          call(sender.token, 'resend_gift', { order_id: reserved.order_id, gift_id: gift });
        // Still refused by the gateway: still failed.
        expect((await resend(failed!.order_id)).success).toBe(false);
        sms.refuse.delete(phone);
        expect(await resend(failed!.order_id)).toMatchObject({ success: true });
        expect((await rows())[1]).toMatchObject({ status: 'delivered', failed_reason: '' });
        expect(sms.linkTo(phone)).toBe(failed!.order_id);
        // A friend who has not opened it gets the notice again; once opened, nothing to resend.
        expect(await resend(friendRow!.order_id)).toMatchObject({ success: true });
        await call(friend!.token, 'open_order', { order_id: friendRow!.order_id });
        expect((await resend(friendRow!.order_id)).success).toBe(false);
        // Only the sender, and only her order's gifts.
        const stranger = await api.call(
          'resend_gift',
          { order_id: reserved.order_id, gift_id: failed!.order_id },
          { token: friend!.token },
        );
        expect(stranger.json()).toEqual({ success: false, message: 'This order does not exist.' });
      });
    },
    { sms, clock: new ControlledClock() },
  );
});
