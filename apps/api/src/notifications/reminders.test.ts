import { describe, expect, it } from 'vitest';

import { paidGift } from '../../test/gifts';
import { withEachDatabase } from '../../test/helpers';
import type { SmsSender } from '../auth/sms';
import { sendOrder } from '../commerce/orders';
import { markOpened, remindUnopenedGifts } from '../commerce/schedules';
import { sweepAllVoucherExpiry } from '../commerce/vouchers';
import type { Db } from '../db';
import { outboundChannels, type OutboundMessage, type PushChannel } from './channels';
import { reminderSettings, saveReminderSettings, sendDueMessages } from './reminders';

// One test per reminder rule, with a controlled "now": Alice (1) sends gifts to Ben (2), whose
// zone is Singapore's (his country) unless a test chooses another.
const ALICE = 1;
const BEN = 2;
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** An SMS provider that keeps what it was asked to send. */
class FakeSms implements SmsSender {
  sent: { phone: string; message: string }[] = [];
  async send(phone: string, message: string) {
    this.sent.push({ phone, message });
  }
}

/** A push channel standing in for issue 25's web push: the registration point's contract. */
class FakePush implements PushChannel {
  readonly name = 'push' as const;
  sent: OutboundMessage[] = [];
  async send(_db: Db, message: OutboundMessage) {
    this.sent.push(message);
    return true;
  }
}

const DEFAULTS = {
  timeZone: null,
  unopenedGift: true,
  voucherExpiry: true,
  inApp: true,
  sms: true,
  push: true,
};

async function noticesFor(db: Db, memberId: number, relatedId: string | number) {
  return db
    .selectFrom('notifications')
    .select('message')
    .where('member_id', '=', memberId)
    .where('related_id', '=', String(relatedId))
    .orderBy('id')
    .execute();
}

async function queued(db: Db, memberId: number, keyPrefix: string) {
  return db
    .selectFrom('outbound_messages')
    .select(['channel', 'due_at', 'sent_at'])
    .where('member_id', '=', memberId)
    .where('key', 'like', `${keyPrefix}%`)
    .orderBy('channel')
    .execute();
}

/** A gift from Alice delivered to Ben at `at`. */
async function deliveredGift(db: Db, at: Date) {
  const gift = await paidGift(db);
  const sent = await sendOrder(db, ALICE, gift, BEN, at);
  if ('message' in sent) throw new Error(sent.message);
  return gift;
}

/** A voucher Ben holds (a gift from Alice) that expires on the date (YYYY-MM-DD). */
async function voucherExpiring(db: Db, expiry: string, at: Date) {
  const gift = await deliveredGift(db, at);
  await markOpened(db, BEN, gift, at, false);
  const row = await db
    .selectFrom('order_evouchers')
    .innerJoin('order_products', 'order_products.id', 'order_evouchers.order_product_id')
    .innerJoin('orders', 'orders.id', 'order_products.order_id')
    .select(['order_evouchers.id', 'order_products.id as line'])
    .where('orders.public_id', '=', gift)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('order_evouchers')
    .set({ expiry_date: expiry })
    .where('id', '=', row.id)
    .execute();
  return row;
}

describe('notifications/reminders', () => {
  withEachDatabase((getDb) => {
    it('reminds of an unopened gift after 3 days, once, then after 10 days, once, then never', async () => {
      const db = getDb();
      await saveReminderSettings(db, BEN, { ...DEFAULTS, sms: false, push: false });
      const delivered = new Date('2090-01-01T04:00:00Z');
      const gift = await deliveredGift(db, delivered);
      const at = (days: number) => new Date(delivered.getTime() + days * DAY);
      const reminders = async () => (await noticesFor(db, BEN, gift)).length - 1;
      await remindUnopenedGifts(db, at(2.9), false);
      expect(await reminders()).toBe(0);
      await remindUnopenedGifts(db, at(3), false);
      await remindUnopenedGifts(db, at(3.1), false);
      expect(await reminders()).toBe(1);
      expect((await noticesFor(db, BEN, gift))[1]?.message).toBe(
        'Alice Tan sent you a gift card: open it to see what is inside.',
      );
      await remindUnopenedGifts(db, at(9.9), false);
      expect(await reminders()).toBe(1);
      await Promise.all([
        remindUnopenedGifts(db, at(10), false),
        remindUnopenedGifts(db, at(10), false),
      ]);
      expect(await reminders()).toBe(2);
      await remindUnopenedGifts(db, at(40), false);
      expect(await reminders()).toBe(2);
    });

    it('does not remind of a gift its recipient has opened', async () => {
      const db = getDb();
      const delivered = new Date('2090-02-01T04:00:00Z');
      const gift = await deliveredGift(db, delivered);
      await markOpened(db, BEN, gift, new Date(delivered.getTime() + DAY), false);
      await remindUnopenedGifts(db, new Date(delivered.getTime() + 11 * DAY), false);
      expect(await noticesFor(db, BEN, gift)).toHaveLength(1);
    });

    it('reminds of a voucher 3 days before it expires, once', async () => {
      const db = getDb();
      // 2090-03-10 10:00 in Singapore: the voucher's last day is the 13th.
      const now = new Date('2090-03-10T02:00:00Z');
      const v = await voucherExpiring(db, '2090-03-13', now);
      await sweepAllVoucherExpiry(db, new Date(now.getTime() - DAY));
      expect(await noticesFor(db, BEN, v.line)).toEqual([]);
      await sweepAllVoucherExpiry(db, now);
      await sweepAllVoucherExpiry(db, new Date(now.getTime() + HOUR));
      expect(await noticesFor(db, BEN, v.line)).toEqual([
        { message: expect.stringMatching(/voucher expires on 13-03-2090: use it before then\.$/) },
      ]);
    });

    it('reminds of a voucher on its last day, once', async () => {
      const db = getDb();
      const now = new Date('2090-04-13T02:00:00Z');
      const v = await voucherExpiring(db, '2090-04-13', now);
      await Promise.all([sweepAllVoucherExpiry(db, now), sweepAllVoucherExpiry(db, now)]);
      await sweepAllVoucherExpiry(db, new Date(now.getTime() + HOUR));
      expect(await noticesFor(db, BEN, v.line)).toEqual([
        { message: expect.stringMatching(/^Today is the last day to use your .* voucher\.$/) },
      ]);
    });

    it('holds SMS and push in quiet hours (22:00 to 08:00 in the member zone) until 08:00, not in-app', async () => {
      const db = getDb();
      // Only this test's messages in the queue.
      await db.deleteFrom('outbound_messages').execute();
      await saveReminderSettings(db, BEN, { ...DEFAULTS, timeZone: 'Europe/London' });
      // 23:30 in London (winter, UTC+0) on the reminder's day.
      const delivered = new Date('2090-01-07T23:30:00Z');
      const gift = await deliveredGift(db, delivered);
      const now = new Date(delivered.getTime() + 3 * DAY);
      await remindUnopenedGifts(db, now, true);
      expect(await noticesFor(db, BEN, gift)).toHaveLength(2);
      const held = await queued(db, BEN, `unopened:${gift}`);
      expect(held.map((m) => [m.channel, m.due_at.toISOString()])).toEqual([
        ['push', '2090-01-11T08:00:00.000Z'],
        ['sms', '2090-01-11T08:00:00.000Z'],
      ]);
      const sms = new FakeSms();
      const push = new FakePush();
      const channels = outboundChannels(sms, push);
      expect(await sendDueMessages(db, channels, new Date('2090-01-11T07:59:00Z'))).toBe(0);
      // Two runners at 08:00: each message goes out once.
      const counts = await Promise.all([
        sendDueMessages(db, channels, new Date('2090-01-11T08:00:00Z')),
        sendDueMessages(db, channels, new Date('2090-01-11T08:00:00Z')),
      ]);
      expect(counts[0] + counts[1]).toBe(2);
      expect(sms.sent).toEqual([
        {
          phone: '6598765432',
          message: expect.stringMatching(/^Ugift: Alice Tan sent you a gift/),
        },
      ]);
      expect(push.sent).toEqual([
        expect.objectContaining({ memberId: BEN, url: `/order-details?id=${gift}` }),
      ]);
    });

    it('sends outside quiet hours at once, by SMS through the SMS provider', async () => {
      const db = getDb();
      await db.deleteFrom('outbound_messages').execute();
      // The earlier tests' gifts are opened: only this one is due a reminder.
      await db.updateTable('orders').set({ opened_at: new Date() }).execute();
      await saveReminderSettings(db, BEN, { ...DEFAULTS, timeZone: 'Asia/Tokyo' });
      const delivered = new Date('2090-05-01T03:00:00Z'); // 12:00 in Tokyo
      const gift = await deliveredGift(db, delivered);
      const now = new Date(delivered.getTime() + 3 * DAY);
      await remindUnopenedGifts(db, now, false);
      const messages = await queued(db, BEN, `unopened:${gift}`);
      expect(messages.map((m) => [m.channel, m.due_at.toISOString()])).toEqual([
        ['sms', now.toISOString()],
      ]);
      const sms = new FakeSms();
      expect(await sendDueMessages(db, outboundChannels(sms, undefined), now)).toBe(1);
      expect(sms.sent).toHaveLength(1);
    });

    it("follows the member's choices: no reminder they turned off, no channel they turned off", async () => {
      const db = getDb();
      const delivered = new Date('2090-06-01T03:00:00Z');
      await saveReminderSettings(db, BEN, { ...DEFAULTS, unopenedGift: false });
      const off = await deliveredGift(db, delivered);
      await remindUnopenedGifts(db, new Date(delivered.getTime() + 3 * DAY), true);
      expect(await noticesFor(db, BEN, off)).toHaveLength(1);
      expect(await queued(db, BEN, `unopened:${off}`)).toEqual([]);

      await saveReminderSettings(db, BEN, { ...DEFAULTS, inApp: false, sms: false });
      const pushOnly = await deliveredGift(db, new Date(delivered.getTime() + DAY));
      await remindUnopenedGifts(db, new Date(delivered.getTime() + 4 * DAY), true);
      expect(await noticesFor(db, BEN, pushOnly)).toHaveLength(1);
      expect((await queued(db, BEN, `unopened:${pushOnly}`)).map((m) => m.channel)).toEqual([
        'push',
      ]);
      expect(await reminderSettings(db, BEN)).toMatchObject({
        inApp: false,
        sms: false,
        push: true,
      });
    });

    it('queues nothing for push while no push channel is registered', async () => {
      const db = getDb();
      await saveReminderSettings(db, BEN, { ...DEFAULTS, timeZone: 'Asia/Tokyo' });
      const delivered = new Date('2090-07-01T03:00:00Z');
      const gift = await deliveredGift(db, delivered);
      await remindUnopenedGifts(db, new Date(delivered.getTime() + 3 * DAY), false);
      expect((await queued(db, BEN, `unopened:${gift}`)).map((m) => m.channel)).toEqual(['sms']);
    });
  });
});
