// The Twilio sender against a local fake of its Messages API: the request Twilio documents (form
// POST to /2010-04-01/Accounts/{sid}/Messages.json, basic auth, To, From, Body), and what the user
// hears when Twilio refuses or cannot be reached.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { FastifyBaseLogger } from 'fastify';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config';
import { TwilioSmsSender } from '../src/auth/sms';
import { onEachDatabase } from './helpers';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'twilio-auth-token';

interface Received {
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

const received: Received[] = [];
let refuse = false;
let fake: http.Server;
/** The sender's settings; the fake's address is filled in once it listens. */
const settings = { accountSid: SID, authToken: TOKEN, from: '+6580000000', baseUrl: '' };
const quiet = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  fake = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        form: new URLSearchParams(body),
      });
      response.setHeader('content-type', 'application/json');
      if (refuse) {
        response.statusCode = 400;
        response.end(JSON.stringify({ code: 21211, message: "The 'To' number is not valid." }));
      } else {
        response.statusCode = 201;
        response.end(JSON.stringify({ sid: `SM${received.length}`, status: 'queued' }));
      }
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  settings.baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => fake.close(resolve));
});

describe('the Twilio settings', () => {
  it('need the account, token and sender, and a well-formed SID', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(
      'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
    );
    expect(() =>
      loadConfig({
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'nope',
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_FROM: '+1',
      }),
    ).toThrow('TWILIO_ACCOUNT_SID must be AC and 32 hex digits');
    const config = loadConfig({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: '+6580000000',
    });
    expect(config.twilio).toEqual({
      accountSid: SID,
      authToken: TOKEN,
      from: '+6580000000',
      baseUrl: 'https://api.twilio.com',
    });
  });

  it('satisfy production: it no longer names the SMS gateway', () => {
    let message = '';
    try {
      loadConfig({
        NODE_ENV: 'production',
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM: '+6580000000',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('PAYMENT_PROVIDER');
    expect(message).not.toContain('SMS_PROVIDER');
  });
});

describe('get_otp through Twilio', () => {
  onEachDatabase(
    (getApi) => {
      it('sends the code to Twilio, and says so clearly when Twilio refuses', async () => {
        const api = getApi();
        refuse = false;
        received.length = 0;
        const guest = await api.guestToken('10.9.0.1');
        const phone = '6590007777';
        const sent = await api.call(
          'get_otp',
          { phone_number: phone, action: 'register' } as never,
          {
            token: guest,
            ip: '10.9.0.1',
          },
        );
        expect(sent.json()).toMatchObject({ success: true });
        expect(received).toHaveLength(1);
        const [request] = received;
        expect(request!.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
        expect(request!.authorization).toBe(
          `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`,
        );
        expect(request!.form.get('To')).toBe(`+${phone}`);
        expect(request!.form.get('From')).toBe('+6580000000');
        expect(request!.form.get('Body')).toMatch(/^Your Ugift verification code is \d{6}\./);

        // Refused: a clear message, and asking again is not held up by the resend wait.
        refuse = true;
        const other = '6590008888';
        const refused = await api.call(
          'get_otp',
          { phone_number: other, action: 'register' } as never,
          { token: guest, ip: '10.9.0.1' },
        );
        expect(refused.json()).toEqual({
          success: false,
          message: 'The text message could not be sent. Please try again in a few minutes.',
        });
        refuse = false;
        const again = await api.call(
          'get_otp',
          { phone_number: other, action: 'register' } as never,
          { token: guest, ip: '10.9.0.1' },
        );
        expect(again.json()).toMatchObject({ success: true });
      });
    },
    { sms: new TwilioSmsSender(settings, quiet) },
  );
});
