// Web push (issue 25): the subscriptions of each member's devices and sending to them with the
// web-push package (VAPID-signed, payload encrypted with the browser's keys, aes128gcm).
// Other parts of the api (reminders, orders) call sendPushToMember; the service worker shows the
// notification and opens `url` when it is tapped (apps/web/src/sw).
import type https from 'node:https';

import webpush, { WebPushError } from 'web-push';

import type { PushSettings } from '../config';
import type { Db } from '../db';

/** What a notification says and the screen it opens: an app path such as /voucher-details?id=7. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

export interface PushOutcome {
  /** Subscriptions the push service accepted the message for. */
  sent: number;
  /**
   * Subscriptions deleted: the push service said they are gone (404, 410), or they failed
   * MAX_FAILURES times in a row.
   */
  removed: number;
  /** Other failures (the push service down, refusing, too slow): kept for the next message. */
  failed: number;
}

/**
 * How one notification's sending is bounded (issue 47: one "gift opened" notice to 304 endpoints
 * ran 10,985 ms): at most `concurrency` posts at once, each given up after `timeoutMs`.
 */
export interface PushSendLimits {
  concurrency: number;
  timeoutMs: number;
}

export const PUSH_SEND_LIMITS: PushSendLimits = { concurrency: 4, timeoutMs: 5_000 };

/** Failures in a row (other than 404/410) after which a subscription is deleted. */
export const MAX_FAILURES = 5;

/** The post outlived its deadline (the push service too slow, or not answering). */
class PushTimeout extends Error {}

/** A browser's subscription as PushSubscription.toJSON() gives it. */
export interface DeviceSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

let configured: PushSettings | undefined;

/** The server's push settings (services.ts, at start-up); undefined turns sending off. */
export function configurePush(settings: PushSettings | undefined): void {
  configured = settings;
}

/**
 * Whether the api may post to this endpoint: https (web-push speaks nothing else) on an allowed
 * push service's host, or on any host in development, where allowedHosts is null.
 */
export function endpointAllowed(endpoint: string, settings: PushSettings): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (settings.allowedHosts === null) return url.protocol === 'https:';
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return settings.allowedHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** The push subscriptions (devices) one member keeps. */
const MAX_DEVICES = 10;

/** Keeps a device's subscription for the member (a device that changes member moves with it). */
export async function saveSubscription(
  db: Db,
  memberId: number,
  subscription: DeviceSubscription,
): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({ member_id: memberId, ...subscription })
    .onConflict((conflict) =>
      conflict.column('endpoint').doUpdateSet({
        member_id: memberId,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        failures: 0,
      }),
    )
    .execute();
  // A member's devices are few: past MAX_DEVICES the oldest subscriptions go, so one member
  // cannot make a notification fan out to hundreds of endpoints (issue 47: 304 of them).
  await db
    .deleteFrom('push_subscriptions')
    .where('member_id', '=', memberId)
    .where(
      'id',
      'not in',
      db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('member_id', '=', memberId)
        .orderBy('id', 'desc')
        .limit(MAX_DEVICES),
    )
    .execute();
}

/** Forgets the member's subscription of one device (nothing happens for another member's). */
export async function removeSubscription(db: Db, memberId: number, endpoint: string) {
  await db
    .deleteFrom('push_subscriptions')
    .where('member_id', '=', memberId)
    .where('endpoint', '=', endpoint)
    .execute();
}

const TITLE_MAX = 120;
const BODY_MAX = 400;

/** The message as the service worker reads it (push-message.ts); the url must be an app path. */
export function pushPayload(message: PushMessage): string {
  if (!message.title.trim()) throw new Error('A push message needs a title');
  if (!/^\/(?!\/)[^\s]*$/.test(message.url)) {
    throw new Error(`A push message opens an app path such as /vouchers, not ${message.url}`);
  }
  return JSON.stringify({
    title: message.title.slice(0, TITLE_MAX),
    body: message.body.slice(0, BODY_MAX),
    url: message.url,
  });
}

/**
 * Sends one notification to every device of the member (MAX_DEVICES at most), a few at a time,
 * each post bounded by a deadline. Gone subscriptions (404, 410) are deleted; other failures are
 * counted and kept until MAX_FAILURES in a row, then deleted; a success clears the count.
 * Without push settings nothing is sent.
 */
export async function sendPushToMember(
  db: Db,
  memberId: number,
  message: PushMessage,
  settings: PushSettings | undefined = configured,
  /** The https agent to post with (a proxy's, or a test's that trusts its own push service). */
  agent?: https.Agent,
  limits: PushSendLimits = PUSH_SEND_LIMITS,
): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0 };
  if (!settings) return outcome;
  const payload = pushPayload(message);
  const subscriptions = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(MAX_DEVICES)
    .execute();

  const post = (subscription: (typeof subscriptions)[number]) => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PushTimeout()), limits.timeoutMs);
    });
    const sending = webpush.sendNotification(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      payload,
      {
        vapidDetails: {
          subject: settings.subject,
          publicKey: settings.publicKey,
          privateKey: settings.privateKey,
        },
        // A reminder a day late is no longer news.
        TTL: 24 * 3600,
        // web-push's own timeout is the socket's idle time; the deadline above bounds the whole.
        timeout: limits.timeoutMs,
        contentEncoding: 'aes128gcm',
        ...(agent ? { agent } : {}),
      },
    );
    // A post given up on may still fail later: nobody waits for it any more.
    sending.catch(() => undefined);
    return Promise.race([sending, deadline]).finally(() => clearTimeout(timer));
  };

  const failedOnce = async (id: number) => {
    const counted = await db
      .updateTable('push_subscriptions')
      .set((eb) => ({ failures: eb('failures', '+', 1) }))
      .where('id', '=', id)
      .returning('failures')
      .executeTakeFirst();
    if (counted && counted.failures >= MAX_FAILURES) {
      await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
      outcome.removed += 1;
    } else {
      outcome.failed += 1;
    }
  };

  const sendOne = async (subscription: (typeof subscriptions)[number]) => {
    if (!endpointAllowed(subscription.endpoint, settings)) {
      await failedOnce(subscription.id);
      return;
    }
    try {
      await post(subscription);
      outcome.sent += 1;
      await db
        .updateTable('push_subscriptions')
        .set({ last_sent_at: new Date(), failures: 0 })
        .where('id', '=', subscription.id)
        .execute();
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await db.deleteFrom('push_subscriptions').where('id', '=', subscription.id).execute();
        outcome.removed += 1;
      } else {
        await failedOnce(subscription.id);
      }
    }
  };

  // A few posts at a time: one notification holds at most `concurrency` sockets.
  const queue = [...subscriptions];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await sendOne(next);
  };
  await Promise.all(Array.from({ length: Math.min(limits.concurrency, queue.length) }, worker));
  return outcome;
}
