import { sql } from 'kysely';

import { cancelUnpaidOrders } from '../commerce/orders';
import { sendGiftTexts } from '../commerce/recipients';
import { deliverDueGifts, remindUnopenedGifts } from '../commerce/schedules';
import type { SmsSender } from '../auth/sms';
import { sweepAllVoucherExpiry } from '../commerce/vouchers';
import type { Db } from '../db';
import type { LimitStore } from '../lib/rate-limit';
import type { UploadStorage } from '../storage';
import { removeUnusedUploads } from '../storage/uploads';
import type { DeliveryChannel } from '../notifications/channels';
import { purgeSentMessages, sendDueMessages } from '../notifications/reminders';

/** What a job may use. */
export interface JobContext {
  db: Db;
  storage: UploadStorage;
  limitStore: LimitStore;
  settings: { pendingOrderTtlSeconds: number; uploadGraceSeconds: number };
  now: () => Date;
  /** Where queued SMS and push messages go (notifications/channels.ts). */
  channels: readonly DeliveryChannel[];
  /**
   * Issue 45: where a phone recipient's text message goes, and the site address of its link.
   * Without them (a test's context) gifts for phone numbers wait for their message.
   */
  texts?: { sms: SmsSender; siteUrl: string };
}

const pushAvailable = (ctx: JobContext) => ctx.channels.some((c) => c.name === 'push');

/**
 * A piece of work done on a schedule, once per period across every api process (jobs/runner.ts).
 * Each job is safe to run twice (its changes are conditional), but the runner runs it once.
 */
export interface JobDefinition {
  name: string;
  /** How often it runs. */
  everySeconds: number;
  /** Does the work; the counts it returns are logged. */
  run: (ctx: JobContext) => Promise<Record<string, number>>;
}

export const JOBS: readonly JobDefinition[] = [
  {
    // An unpaid order holds its stock (and uDollar) only for a while: then it is cancelled and
    // both go back, so orders nobody pays cannot empty a product.
    name: 'cancel-unpaid-orders',
    everySeconds: 60,
    async run(ctx) {
      const cancelled = await cancelUnpaidOrders(
        ctx.db,
        ctx.settings.pendingOrderTtlSeconds,
        ctx.now(),
      );
      return { cancelled: cancelled.length };
    },
  },
  {
    // Tokens cost nothing to make: expired sessions, spent or expired OTPs and ended limit
    // windows are deleted instead of piling up.
    name: 'purge-expired',
    everySeconds: 3600,
    async run(ctx) {
      const now = ctx.now();
      const dayAgo = new Date(now.getTime() - 86_400_000);
      const sessions = await ctx.db.deleteFrom('sessions').where('expires_at', '<', now).execute();
      const otps = await ctx.db
        .deleteFrom('otps')
        .where('expires_at', '<', dayAgo)
        .where((eb) =>
          eb.or([eb('proof_expires_at', 'is', null), eb('proof_expires_at', '<', now)]),
        )
        .execute();
      const outbox = await sql`delete from sms_outbox where created_at < ${dayAgo}`.execute(ctx.db);
      const limits = await ctx.limitStore.purge();
      const messages = await purgeSentMessages(ctx.db, now);
      return {
        sessions: Number(sessions[0]?.numDeletedRows ?? 0),
        otps: Number(otps[0]?.numDeletedRows ?? 0),
        outbox: Number(outbox.numAffectedRows ?? 0),
        limits,
        messages,
      };
    },
  },
  {
    // Pictures of replaced cards, abandoned baskets and old profile photos.
    name: 'clean-uploads',
    everySeconds: 3600,
    async run(ctx) {
      const removed = await removeUnusedUploads(
        ctx.db,
        ctx.storage,
        ctx.settings.uploadGraceSeconds,
      );
      return { removed: removed.length };
    },
  },
  {
    // Expiry reminders reach members who do not open the app.
    name: 'voucher-reminders',
    everySeconds: 900,
    async run(ctx) {
      return {
        members: await sweepAllVoucherExpiry(ctx.db, ctx.now(), 500, pushAvailable(ctx)),
      };
    },
  },
  {
    // Scheduled gifts are delivered at their instant, each once; the first run after a start
    // delivers those whose instant passed while the api was down.
    name: 'deliver-scheduled',
    everySeconds: 30,
    async run(ctx) {
      const delivered = (await deliverDueGifts(ctx.db, ctx.now())).length;
      // Gifts for phone numbers made claimable now, and any text message a crash left unsent.
      const counts: Record<string, number> = { delivered };
      if (ctx.texts)
        counts.texted = await sendGiftTexts(ctx.db, ctx.texts.sms, ctx.texts.siteUrl, ctx.now());
      return counts;
    },
  },
  {
    // Gifts not opened 3 days (then 10) after delivery: their recipient is reminded.
    name: 'gift-reminders',
    everySeconds: 900,
    async run(ctx) {
      return { reminded: await remindUnopenedGifts(ctx.db, ctx.now(), pushAvailable(ctx)) };
    },
  },
  {
    // SMS and push messages that are due (quiet hours over) go out, each once.
    name: 'send-messages',
    everySeconds: 60,
    async run(ctx) {
      return { sent: await sendDueMessages(ctx.db, ctx.channels, ctx.now()) };
    },
  },
];
