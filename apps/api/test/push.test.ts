// Web push (issue 25): subscriptions per member and device through the contract, and the sending
// path against a local fake push service that decrypts each message with the test subscription's
// own keys (aes128gcm, RFC 8291), as a browser's push service hands it to the browser.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

// http_ece is what web-push encrypts with; here it decrypts as the browser would.
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  ConfigError,
  DEFAULT_PUSH_SERVICE_HOSTS,
  DEVELOPMENT_VAPID,
  loadConfig,
  type PushSettings,
} from '../src/config';
import {
  configurePush,
  endpointAllowed,
  MAX_FAILURES,
  PUSH_SEND_LIMITS,
  pushPayload,
  saveSubscription,
  sendPushToMember,
} from '../src/push';
import { WebPushChannel } from '../src/push/channel';
import { ALICE, BEN, CHRIS, onEachDatabase, type TestApi } from './helpers';

/** A browser's subscription keys: the P-256 pair and the 16-byte auth secret. */
function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16).toString('base64url');
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth };
}

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A self-signed certificate for 127.0.0.1 (web-push posts over https only). */
function certificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-push-cert-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    key,
    '-out',
    cert,
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
  ]);
  if (made.status !== 0) throw new Error(made.stderr.toString());
  const pem = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true, force: true });
  return pem;
}

/**
 * The fake push service: /gone answers 410, /missing 404, /down 500, /hold 201 after 150 ms
 * (counting the posts in flight at once), /never not at all (until released), anything else 201.
 */
function fakePushService() {
  const received: Received[] = [];
  const inFlight = { now: 0, max: 0 };
  const held: http.ServerResponse[] = [];
  const pem = certificate();
  // The api posts through an agent that trusts this service's certificate only.
  const agent = new https.Agent({ ca: pem.cert });
  const server = https.createServer(pem, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      if (request.url?.startsWith('/never')) {
        held.push(response);
        return;
      }
      if (request.url?.startsWith('/hold')) {
        inFlight.now += 1;
        inFlight.max = Math.max(inFlight.max, inFlight.now);
        setTimeout(() => {
          inFlight.now -= 1;
          response.writeHead(201).end();
        }, 150);
        return;
      }
      const status = request.url?.startsWith('/gone')
        ? 410
        : request.url?.startsWith('/missing')
          ? 404
          : request.url?.startsWith('/down')
            ? 500
            : 201;
      response.writeHead(status).end();
    });
  });
  /** Answers the posts /never held (so that the server can close). */
  const release = () => {
    for (const response of held.splice(0)) response.writeHead(201).end();
  };
  return { server, received, agent, inFlight, release };
}

const settings: PushSettings = { ...DEVELOPMENT_VAPID, allowedHosts: null };

describe('web push', () => {
  const fake = fakePushService();
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    origin = `https://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    fake.release();
    return new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });

  onEachDatabase((getApi) => {
    let api: TestApi;
    let ben: string;
    const benKeys = browserKeys();
    beforeAll(async () => {
      api = getApi();
      ben = await api.login(BEN.phone, BEN.password, '10.9.1.2');
    });

    const subscribe = (token: string, endpoint: string, keys = benKeys) =>
      api.call('subscribe_push', { endpoint, p256dh: keys.p256dh, auth: keys.auth }, { token });
    const rowsOf = async (memberId: number) =>
      api.db
        .selectFrom('push_subscriptions')
        .select(['endpoint', 'member_id'])
        .where('member_id', '=', memberId)
        .orderBy('endpoint')
        .execute();

    it('gives a guest the public key to subscribe with', async () => {
      const body = (await api.call('push_key', {}, { token: await api.guestToken() })).json();
      expect(body).toMatchObject({
        success: true,
        enabled: true,
        public_key: DEVELOPMENT_VAPID.publicKey,
      });
    });

    it('keeps a subscription per member and device, and refuses a guest and bad keys', async () => {
      const guest = await api.guestToken();
      expect((await subscribe(guest, `${origin}/device-a`)).statusCode).toBe(403);
      const bad = await api.call(
        'subscribe_push',
        { endpoint: `${origin}/device-a`, p256dh: 'short', auth: benKeys.auth },
        { token: ben },
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^p256dh /);
      expect((await subscribe(ben, `${origin}/device-a`)).json().success).toBe(true);
      expect((await subscribe(ben, `${origin}/device-a`)).json().success).toBe(true);
      expect(await rowsOf(2)).toEqual([{ endpoint: `${origin}/device-a`, member_id: 2 }]);
      // The same phone, now Alice's: the subscription moves to her.
      const alice = await api.login(ALICE.phone, ALICE.password, '10.9.1.1');
      await subscribe(alice, `${origin}/device-shared`, browserKeys());
      await subscribe(ben, `${origin}/device-shared`);
      expect((await rowsOf(2)).map((row) => row.endpoint)).toContain(`${origin}/device-shared`);
      expect(await rowsOf(1)).toEqual([]);
      // Unsubscribing another member's device does nothing; one's own removes it.
      await api.call('unsubscribe_push', { endpoint: `${origin}/device-shared` }, { token: alice });
      expect(await rowsOf(2)).toHaveLength(2);
      await api.call('unsubscribe_push', { endpoint: `${origin}/device-shared` }, { token: ben });
      expect(await rowsOf(2)).toEqual([{ endpoint: `${origin}/device-a`, member_id: 2 }]);
    });

    it('is the reminders’ push channel: a member with a device is reached, one without is not', async () => {
      const channel = new WebPushChannel(settings, fake.agent);
      fake.received.length = 0;
      const message = { title: 'Unopened gift', body: 'Mei has a gift', url: '/received' };
      expect(await channel.send(api.db, { memberId: 2, ...message })).toBe(true);
      expect(fake.received).toHaveLength(1);
      const plain = ece.decrypt(fake.received[0]!.body, {
        version: 'aes128gcm',
        privateKey: benKeys.ecdh,
        authSecret: benKeys.auth,
      });
      expect(JSON.parse(plain.toString('utf8'))).toEqual(message);
      // Alice has no device (her subscription moved to Ben): not reachable by push.
      expect(await channel.send(api.db, { memberId: 1, ...message })).toBe(false);
      expect(fake.received).toHaveLength(1);
      // The api's own channel is web push when push is on.
      expect(api.app.services!.push).toBeInstanceOf(WebPushChannel);
    });

    it("sends an encrypted, VAPID-signed message the device's keys decrypt", async () => {
      fake.received.length = 0;
      const outcome = await sendPushToMember(
        api.db,
        2,
        {
          title: 'Your voucher expires soon',
          body: 'Coffee for two',
          url: '/voucher-details?id=7',
        },
        settings,
        fake.agent,
      );
      expect(outcome).toEqual({ sent: 1, removed: 0, failed: 0 });
      const [message] = fake.received;
      expect(message?.path).toBe('/device-a');
      expect(message?.headers['content-encoding']).toBe('aes128gcm');
      expect(message?.headers.ttl).toBe(String(24 * 3600));
      expect(message?.headers.authorization).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${DEVELOPMENT_VAPID.publicKey}$`),
      );
      const plain = ece.decrypt(message!.body, {
        version: 'aes128gcm',
        privateKey: benKeys.ecdh,
        authSecret: benKeys.auth,
      });
      expect(JSON.parse(plain.toString('utf8'))).toEqual({
        title: 'Your voucher expires soon',
        body: 'Coffee for two',
        url: '/voucher-details?id=7',
      });
      // Another device's keys cannot read it.
      expect(() =>
        ece.decrypt(message!.body, {
          version: 'aes128gcm',
          privateKey: browserKeys().ecdh,
          authSecret: benKeys.auth,
        }),
      ).toThrow();
    });

    it('removes subscriptions the push service says are gone and keeps the rest', async () => {
      for (const path of ['/gone', '/missing', '/down'])
        await subscribe(ben, `${origin}${path}`, browserKeys());
      const outcome = await sendPushToMember(
        api.db,
        2,
        { title: 'Hi', body: '', url: '/home' },
        settings,
        fake.agent,
      );
      expect(outcome).toEqual({ sent: 1, removed: 2, failed: 1 });
      expect((await rowsOf(2)).map((row) => row.endpoint)).toEqual([
        `${origin}/device-a`,
        `${origin}/down`,
      ]);
      // Without push settings nothing is sent.
      expect(
        await (async () => {
          configurePush(undefined);
          return sendPushToMember(api.db, 2, { title: 'Hi', body: '', url: '/home' });
        })(),
      ).toEqual({
        sent: 0,
        removed: 0,
        failed: 0,
      });
    });

    it('keeps at most 10 devices per member: the oldest subscription goes (issue 47, finding 2)', async () => {
      const alice = await api.login(ALICE.phone, ALICE.password, '10.9.1.47');
      const keys = browserKeys();
      for (let i = 0; i < 12; i += 1) {
        const res = await subscribe(alice, `${origin}/cap-${String(i).padStart(2, '0')}`, keys);
        expect(res.json(), res.body).toMatchObject({ success: true });
      }
      const rows = (await rowsOf(Number(ALICE.id))).filter((r) => r.endpoint.includes('/cap-'));
      expect(rows.map((r) => r.endpoint.slice(-6))).toEqual(
        Array.from({ length: 10 }, (_, i) => `cap-${String(i + 2).padStart(2, '0')}`),
      );
    });

    describe('one notification stays bounded (issue 47, finding 2)', () => {
      const message = { title: 'Gift opened', body: 'Mei opened your gift', url: '/home' };
      // Chris (no device of his own so far; his password has expired, so no login).
      const chrisId = Number(CHRIS.id);
      const clear = () =>
        api.db.deleteFrom('push_subscriptions').where('member_id', '=', chrisId).execute();
      const device = (path: string) => {
        const keys = browserKeys();
        return saveSubscription(api.db, chrisId, {
          endpoint: `${origin}${path}`,
          p256dh: keys.p256dh,
          auth: keys.auth,
        });
      };

      it('posts to at most 4 endpoints at once', async () => {
        await clear();
        for (let i = 0; i < 10; i += 1) await device(`/hold-${i}`);
        fake.inFlight.max = 0;
        const outcome = await sendPushToMember(api.db, chrisId, message, settings, fake.agent);
        expect(outcome).toEqual({ sent: 10, removed: 0, failed: 0 });
        expect(fake.inFlight.max).toBe(PUSH_SEND_LIMITS.concurrency);
        expect(PUSH_SEND_LIMITS).toEqual({ concurrency: 4, timeoutMs: 5_000 });
      });

      it('gives up on an endpoint that does not answer by its deadline', async () => {
        await clear();
        await device(`/never`);
        await device(`/ok`);
        try {
          // The deadline is the behaviour under test, but /ok must make it on a busy machine:
          // with 300 ms, its encrypted post missed it once with both cores busy (failed: 2).
          const outcome = await sendPushToMember(api.db, chrisId, message, settings, fake.agent, {
            concurrency: 4,
            timeoutMs: 3_000,
          });
          // The post to /never is still held by the push service: the send did not wait for it.
          expect(outcome).toEqual({ sent: 1, removed: 0, failed: 1 });
        } finally {
          fake.release();
        }
      }, 20_000);

      it('deletes an endpoint after 5 failures in a row; a success starts the count again', async () => {
        await clear();
        await device(`/down-1`);
        await device(`/ok-1`);
        await api.db
          .updateTable('push_subscriptions')
          .set({ failures: MAX_FAILURES - 1 })
          .where('endpoint', '=', `${origin}/ok-1`)
          .execute();
        const outcomes = [];
        for (let i = 0; i < MAX_FAILURES; i += 1)
          outcomes.push(await sendPushToMember(api.db, chrisId, message, settings, fake.agent));
        expect(outcomes).toEqual([
          ...Array.from({ length: MAX_FAILURES - 1 }, () => ({ sent: 1, removed: 0, failed: 1 })),
          { sent: 1, removed: 1, failed: 0 },
        ]);
        expect(
          await api.db
            .selectFrom('push_subscriptions')
            .select(['endpoint', 'failures'])
            .where('member_id', '=', chrisId)
            .execute(),
        ).toEqual([{ endpoint: `${origin}/ok-1`, failures: 0 }]);
        expect(MAX_FAILURES).toBe(5);
      });
    });
  });
});

describe('where the api may send push messages', () => {
  it('only to https on the push services in production, anything in development', () => {
    const production: PushSettings = { ...settings, allowedHosts: DEFAULT_PUSH_SERVICE_HOSTS };
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', production)).toBe(true);
    expect(
      endpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/x', production),
    ).toBe(true);
    expect(endpointAllowed('http://fcm.googleapis.com/fcm/send/abc', production)).toBe(false);
    expect(endpointAllowed('https://fcm.googleapis.com:8443/x', production)).toBe(false);
    expect(endpointAllowed('https://127.0.0.1/x', production)).toBe(false);
    expect(endpointAllowed('https://evilfcm.googleapis.com.example/x', production)).toBe(false);
    expect(endpointAllowed('https://127.0.0.1:9/x', settings)).toBe(true);
    expect(endpointAllowed('http://127.0.0.1:9/x', settings)).toBe(false);
    expect(endpointAllowed('file:///etc/passwd', settings)).toBe(false);
  });

  it('opens only app paths', () => {
    expect(() => pushPayload({ title: 'x', body: '', url: 'https://evil.example/' })).toThrow();
    expect(() => pushPayload({ title: 'x', body: '', url: '//evil.example/' })).toThrow();
    expect(() => pushPayload({ title: ' ', body: '', url: '/home' })).toThrow();
    expect(JSON.parse(pushPayload({ title: 'x', body: 'y', url: '/orders' }))).toEqual({
      title: 'x',
      body: 'y',
      url: '/orders',
    });
  });
});

describe('the push settings', () => {
  const productionEnv = {
    NODE_ENV: 'production',
    UGIFT_API_KEY: 'a-key-of-our-own',
    OTP_SECRET: 'x'.repeat(32),
    SOCIAL_LOGIN: 'off',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk',
    STRIPE_WEBHOOK_SECRET: 'wh',
    PUBLIC_URL: 'https://ugift.example/',
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
    TWILIO_AUTH_TOKEN: 't',
    TWILIO_FROM: '+6500000000',
  };
  const own = {
    VAPID_PUBLIC_KEY:
      'BC672yFcB5N-_Tm6yH_dZKcn32zfZtK3jjuREQJYlneBXzDONoJvK9Jv_AbMssyEBIdO3j3e2nAWD1bxBxCbwCI',
    VAPID_PRIVATE_KEY: 'SQLG1v9i_Yimrw6YqdSXTiHQa7F64775McZksmWHxZE',
    VAPID_SUBJECT: 'mailto:ops@ugift.example',
  };

  it('are on with the development keys in development, and off when asked', () => {
    expect(loadConfig({}).push).toEqual({ ...DEVELOPMENT_VAPID, allowedHosts: null });
    expect(loadConfig({ WEB_PUSH: 'off' }).push).toBeUndefined();
  });

  it('in production: off by default, and on only with keys and a contact of its own', () => {
    expect(loadConfig(productionEnv).push).toBeUndefined();
    expect(() => loadConfig({ ...productionEnv, WEB_PUSH: 'on' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        ...productionEnv,
        WEB_PUSH: 'on',
        VAPID_PUBLIC_KEY: DEVELOPMENT_VAPID.publicKey,
        VAPID_PRIVATE_KEY: DEVELOPMENT_VAPID.privateKey,
        VAPID_SUBJECT: own.VAPID_SUBJECT,
      }),
    ).toThrow(/not the development keys/);
    expect(() =>
      loadConfig({ ...productionEnv, WEB_PUSH: 'on', ...own, VAPID_SUBJECT: undefined }),
    ).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({ ...productionEnv, WEB_PUSH: 'on', ...own }).push).toEqual({
      publicKey: own.VAPID_PUBLIC_KEY,
      privateKey: own.VAPID_PRIVATE_KEY,
      subject: own.VAPID_SUBJECT,
      allowedHosts: DEFAULT_PUSH_SERVICE_HOSTS,
    });
  });
});
