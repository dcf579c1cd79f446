import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from '../../src/config';
import { ControlledClock } from '../../src/lib/clock';
import { moveClock, paidGift, runDeliveryJob } from '../gifts';
import { ALICE, BEN, onEachDatabase, startApi, type Json } from '../helpers';

// Scheduled gifts, the sender's timeline and reminder settings through HTTP, with the api's clock
// under the test's control (issue 24). Alice (1) sends to her friend Ben (2), both in Singapore.

describe('scheduled gifts through the api', () => {
  onEachDatabase(
    (getApi) => {
      let alice: string;
      let ben: string;
      let gift: string;

      it('schedules a gift in the recipient zone and shows it Scheduled to the sender, in both zones', async () => {
        const api = getApi();
        await moveClock(api, { set: '2026-12-20T00:00:00Z' });
        alice = await api.login(ALICE.phone, ALICE.password);
        ben = await api.login(BEN.phone, BEN.password);
        gift = await paidGift(api.db);
        const sent = await api.call(
          'send_order',
          {
            order_id: gift,
            recipient_id: BEN.id,
            schedule_date: '2026-12-25',
            schedule_time: '09:00',
            schedule_zone: 'Europe/London',
          },
          { token: alice },
        );
        expect(sent.json()).toEqual({
          success: true,
          message:
            'Your gift to Ben Lim will arrive on Fri 25 Dec 2026, 09:00 (Greenwich Mean Time).',
        });
        const detail = (
          await api.call('detail_order', { order_id: gift }, { token: alice })
        ).json();
        expect(detail.table).toMatchObject({
          order_status: 'Scheduled',
          recipient_name: 'Ben Lim',
          schedule: {
            date_time: '2026-12-25 09:00',
            time_zone: 'Europe/London',
            sender_date_time: '2026-12-25 17:00',
            sender_time_zone: 'Asia/Singapore',
          },
          timeline: {
            time_zone: 'Asia/Singapore',
            events: [
              { event: 'sent', date: '2026-12-20 08:00' },
              { event: 'scheduled', date: '2026-12-25 17:00' },
            ],
          },
        });
        // Not the recipient's yet: not in Received, and the link shows no timeline to others.
        const received = await api.call('list_order', { filter_by: 'received' }, { token: ben });
        expect(received.json().table.map((o: Json) => o.id)).not.toContain(gift);
      });

      it('refuses incomplete, impossible and past schedules with clear messages', async () => {
        const api = getApi();
        const other = await paidGift(api.db);
        const send = (fields: Json) =>
          api.call(
            'send_order',
            { order_id: other, recipient_id: BEN.id, ...fields },
            { token: alice },
          );
        expect((await send({ schedule_time: '09:00' })).json()).toEqual({
          success: false,
          message: 'A scheduled gift needs both schedule_date and schedule_time.',
        });
        const badZone = await send({
          schedule_date: '2026-12-25',
          schedule_time: '09:00',
          schedule_zone: 'GMT+8',
        });
        expect(badZone.statusCode).toBe(400);
        expect(badZone.json().message).toMatch(/^schedule_zone /);
        expect(
          (await send({ schedule_date: '2026-02-30', schedule_time: '09:00' })).statusCode,
        ).toBe(400);
        expect(
          (await send({ schedule_date: '2026-12-25', schedule_time: '24:00' })).statusCode,
        ).toBe(400);
        expect(
          (
            await send({
              schedule_date: '2027-03-28',
              schedule_time: '01:30',
              schedule_zone: 'Europe/London',
            })
          ).json().message,
        ).toBe(
          '2027-03-28 01:30 does not exist in United Kingdom Time: the clocks change then. Pick another time.',
        );
        expect(
          (await send({ schedule_date: '2026-12-19', schedule_time: '09:00' })).json().message,
        ).toBe('The delivery time must be in the future.');
      });

      it('lets the sender change the schedule (not anyone else), and cancel and schedule again', async () => {
        const api = getApi();
        const change = (token: string, fields: Json) =>
          api.call('change_schedule', { order_id: gift, ...fields }, { token });
        expect(
          (await change(ben, { schedule_date: '2026-12-25', schedule_time: '10:00' })).json(),
        ).toEqual({
          success: false,
          message: 'This order does not exist.',
        });
        expect(
          (await change(alice, { schedule_date: '2026-12-25', schedule_time: '10:00' })).json(),
        ).toEqual({
          success: true,
          message: 'The gift will arrive on Fri 25 Dec 2026, 10:00 (Greenwich Mean Time).',
        });
        // In the member's language (issue 45): the zone by its name there, never its IANA id.
        for (const [language, message] of [
          ['cn', '礼物将于2026年12月25日 星期五 10:00（格林尼治标准时间）送达。'],
          ['jp', 'ギフトは2026年12月25日(金) 10:00（グリニッジ標準時）に届きます。'],
        ] as const) {
          expect(
            (
              await change(alice, { schedule_date: '2026-12-25', schedule_time: '10:00', language })
            ).json(),
          ).toEqual({ success: true, message });
        }
        const other = await paidGift(api.db);
        await api.call(
          'send_order',
          {
            order_id: other,
            recipient_id: BEN.id,
            schedule_date: '2026-12-24',
            schedule_time: '18:00',
          },
          { token: alice },
        );
        expect(
          (await api.call('cancel_schedule', { order_id: other }, { token: alice })).json(),
        ).toEqual({
          success: true,
          message: 'The scheduled delivery was cancelled.',
        });
        const back = (await api.call('detail_order', { order_id: other }, { token: alice })).json();
        expect(back.table.order_status).toBe('Pending Send');
        expect(back.table.schedule).toBeUndefined();
      });

      it('delivers at the instant the clock reaches, once; the opening and the redeeming show on the timeline', async () => {
        const api = getApi();
        // 2026-12-25 10:00 in London is 10:00 UTC: one minute before, nothing.
        await moveClock(api, { set: '2026-12-25T09:59:00Z' });
        expect(await runDeliveryJob(api)).toEqual({ delivered: 0, texted: 0 });
        const moved = (await moveClock(api, { advance_seconds: 60 })).json();
        expect(moved.now).toBe('2026-12-25T10:00:00.000Z');
        expect(await runDeliveryJob(api)).toEqual({ delivered: 1, texted: 0 });
        expect(await runDeliveryJob(api)).toEqual({ delivered: 0, texted: 0 });
        const received = await api.call('list_order', { filter_by: 'received' }, { token: ben });
        expect(received.json().table.map((o: Json) => o.id)).toContain(gift);
        const notices = (await api.call('list_notification', {}, { token: ben })).json().table;
        expect(notices.filter((n: Json) => n.related_id === gift)).toHaveLength(1);

        await moveClock(api, { advance_seconds: 3600 });
        const seen = await api.call('detail_order', { order_id: gift }, { token: ben });
        expect(seen.json().table.timeline).toBeUndefined();
        // Reading the order opens nothing (issue 45): the card is opened by open_order.
        expect(seen.json().table.opened_date).toBe('');
        const opened = await api.call('open_order', { order_id: gift }, { token: ben });
        expect(opened.json().success).toBe(true);
        await moveClock(api, { advance_seconds: 3600 });
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
          { token: ben },
        );
        expect(used.json().success).toBe(true);
        const detail = (
          await api.call('detail_order', { order_id: gift }, { token: alice })
        ).json();
        expect(detail.table.order_status).toBe('Gifted');
        expect(detail.table.schedule).toBeUndefined();
        expect(detail.table.timeline.events).toEqual([
          { event: 'sent', date: '2026-12-20 08:00' },
          { event: 'delivered', date: '2026-12-25 18:00' },
          { event: 'opened', date: '2026-12-25 19:00' },
          { event: 'redeemed', date: '2026-12-25 20:00' },
        ]);
        const told = (await api.call('list_notification', {}, { token: alice })).json().table;
        expect(told.filter((n: Json) => n.related_id === gift).map((n: Json) => n.message)).toEqual(
          ['Ben Lim redeemed the gift you sent.', 'Ben Lim opened the gift you sent.'],
        );
      });

      it("keeps each member's reminder settings, with their country's zone by default", async () => {
        const api = getApi();
        const get = async () =>
          (await api.call('get_reminder_settings', {}, { token: ben })).json();
        expect((await get()).table).toEqual({
          time_zone: 'Asia/Singapore',
          zone_chosen: '0',
          unopened_gift: '1',
          voucher_expiry: '1',
          in_app: '1',
          sms: '1',
          push: '1',
          quiet_from: '22:00',
          quiet_until: '08:00',
        });
        const fields = {
          unopened_gift: '0',
          voucher_expiry: '1',
          in_app: '1',
          sms: '0',
          push: '1',
        };
        const saved = await api.call(
          'update_reminder_settings',
          { ...fields, time_zone: 'Australia/Sydney' },
          { token: ben },
        );
        expect(saved.json()).toEqual({ success: true, message: 'Reminder settings saved' });
        expect((await get()).table).toMatchObject({
          time_zone: 'Australia/Sydney',
          zone_chosen: '1',
          unopened_gift: '0',
          sms: '0',
        });
        const unknown = await api.call(
          'update_reminder_settings',
          { ...fields, time_zone: 'Mars/Base' },
          { token: ben },
        );
        expect(unknown.json()).toEqual({
          success: false,
          message: 'time_zone Mars/Base is not a time zone name (e.g. Asia/Tokyo)',
        });
        expect(
          (await api.call('update_reminder_settings', { ...fields, sms: 'maybe' }, { token: ben }))
            .statusCode,
        ).toBe(400);
        await api.call('update_reminder_settings', { ...fields, time_zone: '' }, { token: ben });
        expect((await get()).table).toMatchObject({
          time_zone: 'Asia/Singapore',
          zone_chosen: '0',
        });
        // Alice's settings are hers.
        const hers = (await api.call('get_reminder_settings', {}, { token: alice })).json();
        expect(hers.table.unopened_gift).toBe('1');
      });
    },
    { clock: new ControlledClock() },
  );
});

describe('the test clock control', () => {
  const cashier = {
    name: 'test',
    createCheckout: async () => ({ url: '/x', expiresAt: new Date() }),
  };

  it('is refused in production: by the settings and by the services', async () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        UGIFT_API_KEY: 'a-key-of-our-own',
        OTP_SECRET: 'x'.repeat(32),
        SOCIAL_LOGIN: 'off',
        TEST_CLOCK: 'on',
      }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: 'on' })).toThrow(
      /TEST_CLOCK must be off/,
    );
    await expect(
      startApi('pglite', { cashier, clock: new ControlledClock() }, { production: true }),
    ).rejects.toThrow('A controlled clock cannot run in production');
  });

  it('is absent from a production server, and from a development one on the real clock', async () => {
    for (const production of [true, false]) {
      const api = await startApi('pglite', production ? { cashier } : {}, { production });
      try {
        expect(api.app.hasRoute({ method: 'POST', url: '/api/test/clock' })).toBe(false);
        const res = await moveClock(api, { advance_seconds: 60 });
        expect(res.statusCode).toBe(404);
      } finally {
        await api.close();
      }
    }
  }, 60_000);

  it('moves a controlled clock in development, and refuses what is not a time', async () => {
    const clock = new ControlledClock(new Date('2030-01-01T00:00:00Z'));
    const api = await startApi('pglite', { clock });
    try {
      expect((await moveClock(api, { advance_seconds: 90 })).json().now).toBe(
        '2030-01-01T00:01:30.000Z',
      );
      expect(clock.now().toISOString()).toBe('2030-01-01T00:01:30.000Z');
      expect((await moveClock(api, { advance_seconds: -5 })).statusCode).toBe(400);
      expect((await moveClock(api, { set: 'soon' })).statusCode).toBe(400);
      const reset = (await moveClock(api, { reset: true })).json();
      expect(Math.abs(new Date(reset.now).getTime() - Date.now())).toBeLessThan(5000);
    } finally {
      await api.close();
    }
  }, 60_000);
});
