import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../db';

/** Delivers text messages. Swap in a gateway by implementing this. */
export interface SmsSender {
  send(phoneNumber: string, message: string): Promise<void>;
}

function mask(phone: string) {
  return `${phone.slice(0, 3)}****${phone.slice(-2)}`;
}

/**
 * The default sender: no gateway. Outside production it writes the message to the log and to a
 * development outbox (GET /api/dev/outbox) that tests and the README's demo read; in production
 * the outbox is off and the log keeps only the masked number.
 */
export class LogSmsSender implements SmsSender {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly outbox: boolean,
  ) {}

  async send(phoneNumber: string, message: string): Promise<void> {
    if (!this.outbox) {
      this.log.warn(`SMS to ${mask(phoneNumber)} not delivered: no SMS gateway is configured`);
      return;
    }
    this.log.info(`SMS to +${phoneNumber}: ${message}`);
    await this.db.insertInto('sms_outbox').values({ phone_number: phoneNumber, message }).execute();
  }
}
