import type https from 'node:https';

import type { Db } from '../db';
import type { PushSettings } from '../config';
import type { OutboundMessage, PushChannel } from '../notifications/channels';
import { sendPushToMember } from './index';

/**
 * Web push as the reminders' and notices' push channel (notifications/channels.ts): the message
 * goes to every device the member turned push on for. Reached when at least one device took it;
 * a member with no device (or only gone ones) is not reachable by push, and the message is dropped.
 */
export class WebPushChannel implements PushChannel {
  readonly name = 'push' as const;

  constructor(
    private readonly settings: PushSettings,
    /** The https agent to post with (a test's, trusting its own push service). */
    private readonly agent?: https.Agent,
  ) {}

  async send(db: Db, message: OutboundMessage): Promise<boolean> {
    const outcome = await sendPushToMember(
      db,
      message.memberId,
      { title: message.title, body: message.body, url: message.url },
      this.settings,
      this.agent,
    );
    return outcome.sent > 0;
  }
}
