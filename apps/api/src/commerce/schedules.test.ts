import { describe, expect, it } from 'vitest';

import { paidGift } from '../../test/gifts';
import { withEachDatabase } from '../../test/helpers';
import type { Db } from '../db';
import { isFailure } from '../lib/errors';
import { startTimerJobs } from '../jobs/runner';
import { JOBS, type JobContext } from '../jobs/definitions';
import { ControlledClock } from '../lib/clock';
import { MemoryLimitStore } from '../lib/rate-limit';
import { DiskStorage } from '../storage';
import { orderByPublicId, sendOrder } from './orders';
import {
  cancelSchedule,
  changeSchedule,
  deliverDueGifts,
  markGiftUsed,
  markOpened,
  scheduleOf,
  timelineOf,
} from './schedules';
import { markVoucherUsed } from './vouchers';

// Scheduled gifts against a seeded database: Alice (1) sends to her friend Ben (2).
const ALICE = 1;
const BEN = 2;
const HOUR = 3_600_000;

async function notices(db: Db, memberId: number, relatedId: string) {
  return db
    .selectFrom('notifications')
    .select(['type', 'message'])
    .where('member_id', '=', memberId)
    .where('related_id', '=', relatedId)
    .orderBy('id')
    .execute();
}

function schedule(date: string, time: string, zone: string, now: Date) {
  const s = scheduleOf(date, time, zone, now);
  if (isFailure(s)) throw new Error(s.message);
  return s;
}

describe('scheduleOf: a local date and time in an IANA zone', () => {
  const now = new Date('2026-12-01T00:00:00Z');

  it('places the same wall-clock time on both sides of the date line a day apart', () => {
    // Kiritimati is UTC+14, Pago Pago UTC-11: 09:00 on the 25th is 25 hours apart.
    const east = schedule('2026-12-25', '09:00', 'Pacific/Kiritimati', now);
    const west = schedule('2026-12-25', '09:00', 'Pacific/Pago_Pago', now);
    expect(east.at.toISOString()).toBe('2026-12-24T19:00:00.000Z');
    expect(west.at.toISOString()).toBe('2026-12-25T20:00:00.000Z');
    expect(west.at.getTime() - east.at.getTime()).toBe(25 * HOUR);
  });

  it('follows daylight saving: Sydney moves from +10 to +11 on 4 October 2026', () => {
    const before = new Date('2026-09-01T00:00:00Z');
    expect(schedule('2026-10-03', '09:00', 'Australia/Sydney', before).at.toISOString()).toBe(
      '2026-10-02T23:00:00.000Z',
    );
    expect(schedule('2026-10-04', '09:00', 'Australia/Sydney', before).at.toISOString()).toBe(
      '2026-10-03T22:00:00.000Z',
    );
  });

  it('refuses a time the clocks skip, and takes the first of a time that happens twice', () => {
    const before = new Date('2026-09-01T00:00:00Z');
    expect(scheduleOf('2026-10-04', '02:30', 'Australia/Sydney', before)).toMatchObject({
      message: expect.stringContaining('does not exist in Australian Eastern Time'),
    });
    // London goes back an hour at 02:00 BST on 25 October 2026: 01:30 happens twice.
    expect(schedule('2026-10-25', '01:30', 'Europe/London', before).at.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('refuses the past, more than a year ahead, and names that are not zones', () => {
    expect(scheduleOf('2026-11-30', '09:00', 'Asia/Tokyo', now)).toMatchObject({
      message: 'The delivery time must be in the future.',
    });
    expect(scheduleOf('2028-01-01', '09:00', 'Asia/Tokyo', now)).toMatchObject({
      message: 'A gift can be scheduled up to a year ahead.',
    });
    expect(scheduleOf('2026-12-25', '09:00', 'Mars/Olympus', now)).toMatchObject({
      message: expect.stringContaining('is not a time zone name'),
    });
  });
});

describe('commerce/schedules', () => {
  withEachDatabase((getDb, kind) => {
    it('keeps a scheduled gift from its recipient until the instant, then delivers it once', async () => {
      const db = getDb();
      const gift = await paidGift(db);
      const now = new Date();
      const s = schedule('2099-01-01', '00:00', 'Asia/Tokyo', new Date('2098-12-01T00:00:00Z'));
      // The instant is far ahead: deliver it by moving "now" past it, as the clock would.
      expect(await sendOrder(db, ALICE, gift, BEN, now, s)).toEqual({ recipientName: 'Ben Lim' });
      expect(await orderByPublicId(db, gift)).toMatchObject({
        order_status: 'Scheduled',
        recipient_id: BEN,
        schedule_zone: 'Asia/Tokyo',
        delivered_at: null,
      });
      expect(await notices(db, BEN, gift)).toEqual([]);
      expect(await deliverDueGifts(db, new Date(s.at.getTime() - 1000))).not.toContain(gift);
      expect(await deliverDueGifts(db, s.at)).toContain(gift);
      expect(await deliverDueGifts(db, new Date(s.at.getTime() + 1000))).not.toContain(gift);
      expect(await orderByPublicId(db, gift)).toMatchObject({ order_status: 'Gifted' });
      expect(await notices(db, BEN, gift)).toEqual([
        { type: 'send_order', message: 'Alice Tan sent you a gift card!' },
      ]);
    });

    it('lets the sender change or cancel the schedule until delivery, then no more', async () => {
      const db = getDb();
      const gift = await paidGift(db);
      const now = new Date('2098-01-01T00:00:00Z');
      await sendOrder(
        db,
        ALICE,
        gift,
        BEN,
        now,
        schedule('2098-02-01', '09:00', 'Asia/Tokyo', now),
      );
      const later = schedule('2098-02-02', '10:00', 'Europe/London', now);
      expect(await changeSchedule(db, ALICE, gift, later)).toBeUndefined();
      expect(await changeSchedule(db, BEN, gift, later)).toMatchObject({
        message: 'This order does not exist.',
      });
      expect((await orderByPublicId(db, gift))?.scheduled_at?.toISOString()).toBe(
        '2098-02-02T10:00:00.000Z',
      );
      expect(await cancelSchedule(db, ALICE, gift)).toBeUndefined();
      expect(await orderByPublicId(db, gift)).toMatchObject({
        order_status: 'Pending Send',
        recipient_id: 0,
        scheduled_at: null,
      });
      // Sent again, delivered, and then neither can change.
      await sendOrder(db, ALICE, gift, BEN, now, later);
      await deliverDueGifts(db, later.at);
      expect(await changeSchedule(db, ALICE, gift, later)).toMatchObject({
        message: expect.stringContaining('not scheduled'),
      });
      expect(await cancelSchedule(db, ALICE, gift)).toMatchObject({
        message: expect.stringContaining('not scheduled'),
      });
    });

    it('delivers, after a restart that spanned the instant, on the job engine start', async () => {
      const db = getDb();
      const gift = await paidGift(db);
      const clock = new ControlledClock(new Date('2097-06-01T00:00:00Z'));
      const s = schedule('2097-06-01', '12:00', 'Europe/London', clock.now());
      await sendOrder(db, ALICE, gift, BEN, clock.now(), s);
      // The api is down across the instant: nothing runs. It starts again an hour after.
      clock.set(new Date(s.at.getTime() + HOUR));
      const context: JobContext = {
        db,
        storage: new DiskStorage('/nonexistent'),
        limitStore: new MemoryLimitStore(),
        settings: { pendingOrderTtlSeconds: 1800, uploadGraceSeconds: 86_400 },
        now: () => clock.now(),
        channels: [],
      };
      const log = { info: () => undefined, error: () => undefined } as never;
      const runner = startTimerJobs({
        jobs: JOBS.filter((j) => j.name === 'deliver-scheduled'),
        context,
        log,
      });
      try {
        await expect
          .poll(async () => (await orderByPublicId(db, gift))?.order_status, { timeout: 10_000 })
          .toBe('Gifted');
      } finally {
        await runner.stop();
      }
      expect((await orderByPublicId(db, gift))?.delivered_at?.toISOString()).toBe(
        new Date(s.at.getTime() + HOUR).toISOString(),
      );
    });

    it(`delivers once when several runners meet at the instant (${kind === 'postgres' ? 'concurrent transactions' : 'PGlite serialises them'})`, async () => {
      const db = getDb();
      const gifts = [await paidGift(db), await paidGift(db), await paidGift(db)];
      const now = new Date('2096-01-01T00:00:00Z');
      const s = schedule('2096-01-02', '08:00', 'Asia/Singapore', now);
      for (const gift of gifts) await sendOrder(db, ALICE, gift, BEN, now, s);
      const runs = await Promise.all(Array.from({ length: 6 }, () => deliverDueGifts(db, s.at)));
      const delivered = runs.flat().filter((id) => gifts.includes(id));
      expect(delivered.sort()).toEqual([...gifts].sort());
      for (const gift of gifts) expect(await notices(db, BEN, gift)).toHaveLength(1);
    });

    it('records the timeline (sent, delivered, opened once, redeemed once) and tells the sender', async () => {
      const db = getDb();
      const gift = await paidGift(db);
      const sentAt = new Date('2095-03-01T01:00:00Z');
      await sendOrder(db, ALICE, gift, BEN, sentAt);
      const openedAt = new Date('2095-03-02T02:30:00Z');
      expect(await markOpened(db, ALICE, gift, openedAt, false)).toBe(false);
      expect(await markOpened(db, BEN, gift, openedAt, false)).toBe(true);
      expect(await markOpened(db, BEN, gift, new Date('2095-03-03T00:00:00Z'), false)).toBe(false);
      const voucher = await db
        .selectFrom('order_evouchers')
        .innerJoin('order_products', 'order_products.id', 'order_evouchers.order_product_id')
        .innerJoin('orders', 'orders.id', 'order_products.order_id')
        .select('order_evouchers.id')
        .where('orders.public_id', '=', gift)
        .executeTakeFirstOrThrow();
      const usedAt = new Date('2095-03-04T10:00:00Z');
      expect(await markVoucherUsed(db, BEN, voucher.id, usedAt)).toBeUndefined();
      expect(await markGiftUsed(db, voucher.id, BEN, usedAt, false)).toBe(true);
      expect(await markGiftUsed(db, voucher.id, BEN, usedAt, false)).toBe(false);
      const order = (await orderByPublicId(db, gift))!;
      // Alice's zone is Singapore's (her country): UTC+8.
      expect(timelineOf(order, 'Asia/Singapore')).toEqual([
        { event: 'sent', date: '2095-03-01 09:00' },
        { event: 'delivered', date: '2095-03-01 09:00' },
        { event: 'opened', date: '2095-03-02 10:30' },
        { event: 'redeemed', date: '2095-03-04 18:00' },
      ]);
      expect(await notices(db, ALICE, gift)).toEqual([
        { type: 'open_order', message: 'Ben Lim opened the gift you sent.' },
        { type: 'redeem_order', message: 'Ben Lim redeemed the gift you sent.' },
      ]);
    });
  });
});
