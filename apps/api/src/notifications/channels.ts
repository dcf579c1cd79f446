import type { SmsSender } from '../auth/sms';
import type { Db } from '../db';

/** A message for a member outside the app: a text message or a push notification. */
export interface OutboundMessage {
  memberId: number;
  title: string;
  body: string;
  /** The app's path it opens (push), e.g. /order-details?id=... */
  url: string;
}

/** The channels a member may choose besides the in-app list (which is not a channel here). */
export const OUTBOUND_CHANNELS = ['sms', 'push'] as const;
export type OutboundChannelName = (typeof OUTBOUND_CHANNELS)[number];

/**
 * A way to reach a member outside the app. send answers false when the member cannot be reached
 * on it (no phone number, push not turned on): the message is then dropped, not retried.
 */
export interface DeliveryChannel {
  readonly name: OutboundChannelName;
  send(db: Db, message: OutboundMessage): Promise<boolean>;
}

/**
 * The push channel: web push (push/channel.ts) when WEB_PUSH is on, or a test's, as
 * `overrides.push` / `services.push`: reminders and notices then also go by push to members who
 * turned it on. Without one, nothing is queued for push.
 */
export interface PushChannel extends DeliveryChannel {
  readonly name: 'push';
}

/** Text messages through the SMS provider (auth/sms.ts): the sandbox outbox, or Twilio. */
class SmsChannel implements DeliveryChannel {
  readonly name = 'sms' as const;

  constructor(private readonly sms: SmsSender) {}

  async send(db: Db, message: OutboundMessage): Promise<boolean> {
    const member = await db
      .selectFrom('members')
      .select('phone_number')
      .where('id', '=', message.memberId)
      .executeTakeFirst();
    if (!member?.phone_number) return false;
    await this.sms.send(member.phone_number, `Ugift: ${message.body}`);
    return true;
  }
}

/** The channels messages go out on: SMS always, push when one is registered. */
export function outboundChannels(sms: SmsSender, push: PushChannel | undefined) {
  const channels: DeliveryChannel[] = [new SmsChannel(sms)];
  if (push) channels.push(push);
  return channels;
}
