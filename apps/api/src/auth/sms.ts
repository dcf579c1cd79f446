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

/** Twilio's Messages API: the account, its auth token, the sender, and the api's address. */
export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164, e.g. +6512345678) or a messaging service's sender id. */
  from: string;
  /** https://api.twilio.com by default; tests point it at a local fake. */
  baseUrl: string;
}

/** A gateway that failed to take a message: the caller answers with a message for the user. */
export class SmsDeliveryError extends Error {}

/**
 * Sends through Twilio's Messages API over plain HTTPS (one form POST per message, basic auth with
 * the account SID and auth token), so no SDK is needed. The log keeps the masked number and
 * Twilio's message id, never the text (it holds the code).
 */
export class TwilioSmsSender implements SmsSender {
  constructor(
    private readonly settings: TwilioSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(phoneNumber: string, message: string): Promise<void> {
    const { accountSid, authToken, from, baseUrl } = this.settings;
    const url = `${baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: `+${phoneNumber}`, From: from, Body: message }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      this.log.error(`SMS to ${mask(phoneNumber)}: Twilio could not be reached (${String(error)})`);
      throw new SmsDeliveryError('Twilio could not be reached');
    }
    const body = (await response.json().catch(() => ({}))) as {
      sid?: string;
      code?: number;
      message?: string;
    };
    if (!response.ok) {
      this.log.error(
        `SMS to ${mask(phoneNumber)} refused by Twilio: ${response.status} ${body.code ?? ''} ${body.message ?? ''}`,
      );
      throw new SmsDeliveryError(`Twilio answered ${response.status}`);
    }
    this.log.info(`SMS to ${mask(phoneNumber)} sent (Twilio ${body.sid ?? 'without an id'})`);
  }
}
