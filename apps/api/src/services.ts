import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';

import { LoginGuard, type LoginLimits } from './auth/login-guard';
import { OtpService, defaultOtpLimits, type OtpLimits } from './auth/otp';
import { Sessions } from './auth/sessions';
import { CatalogueCache } from './catalogue/cache';
import { createNotifier, type Notifier } from './db/notify';
import { LogSmsSender, TwilioSmsSender, type SmsSender } from './auth/sms';
import {
  DisabledSocialProvider,
  FacebookSocialProvider,
  SandboxSocialProvider,
  type SocialProvider,
} from './auth/social';
import { DEVELOPMENT_VAPID, type ApiConfig, type PushSettings } from './config';
import { ControlledClock, systemClock, type Clock } from './lib/clock';
import type { PushChannel } from './notifications/channels';
import type { Db } from './db';
import { RateLimiter, createLimitStore, type LimitStore } from './lib/rate-limit';
import { UPLOAD_MEMORY_BYTES, UploadMemory } from './lib/upload-memory';
import { sharedSecret } from './lib/secrets';
import type { Cashier } from './payments/cashier';
import { SandboxCashier } from './payments/sandbox';
import { StripeCashier } from './payments/stripe';
import { configurePush } from './push';
import { WebPushChannel } from './push/channel';
import { DiskStorage, createS3Storage, type UploadStorage } from './storage';
import { UPLOAD_QUOTA_BYTES } from './storage/uploads';
import { setPoolLog } from './observability/pools';

/** Everything the operations need, built once per server. */
export interface Services {
  db: Db;
  config: Pick<ApiConfig, 'apiKey' | 'tokenTtlSeconds' | 'production'>;
  /** Where uploaded pictures are kept: DATA_DIR/uploads, or the S3 bucket every process shares. */
  storage: UploadStorage;
  /** What one member may upload in 24 hours, in bytes (storage/uploads.ts). */
  uploadQuotaBytes: number;
  /** The multipart bodies held in memory at once (lib/upload-memory.ts). */
  uploadMemory: UploadMemory;
  /** Where the limits count: memory (PGlite), the database (PostgreSQL) or Redis (REDIS_URL). */
  limitStore: LimitStore;
  sms: SmsSender;
  /**
   * The web app's address with its base path (PUBLIC_URL, else this server's), for links that
   * leave the app: a gift's text message (issue 45).
   */
  siteUrl: string;
  /** Whether the development outbox (GET /api/dev/outbox) is open. */
  devOutbox: boolean;
  otp: OtpService;
  social: SocialProvider;
  /** Where payments are collected (get_cashier_url); the sandbox cashier by default. */
  cashier: Cashier;
  limits: LoginLimits & {
    /** Api tokens issued per client address (default 60 per minute). */
    tokenPerClient: RateLimiter;
    /**
     * Unknown order ids asked of the bearer-link lookups (detail_order, redeem_order) per client
     * address (default 30 per 10 minutes): guessing order ids stops after a few tries.
     */
    orderLinkMissesPerClient: RateLimiter;
    /** Payment pages asked for one order by its member (default 10 per 10 minutes). */
    cashierPerOrder: RateLimiter;
  };
  /** The api tokens' sessions, cached in memory and told apart across processes. */
  sessions: Sessions;
  /** Catalogue answers kept in memory until the catalogue changes (catalogue/cache.ts). */
  catalogue: CatalogueCache;
  /** LISTEN/NOTIFY between the api processes (db/notify.ts). */
  notifier: Notifier;
  /** The login limits and delays (auth/login-guard.ts), over `limits`. */
  login: LoginGuard;
  /** The api's "now" (lib/clock.ts): a ControlledClock only outside production (TEST_CLOCK, tests). */
  clock: Clock;
  /** Web push settings; undefined when push is off (WEB_PUSH=off). */
  webPush: PushSettings | undefined;
  /**
   * Where push messages go (notifications/channels.ts): web push (push/channel.ts) when it is on;
   * without one, reminders and notices go in-app and by SMS only.
   */
  push: PushChannel | undefined;
  /** Closes the connections the services opened (Redis, the bucket's client). */
  close(): Promise<void>;
}

/** The settings the services are built from (tests give a development subset). */
export type ServicesConfig = Pick<
  ApiConfig,
  'apiKey' | 'tokenTtlSeconds' | 'production' | 'dataDir' | 'otpSecret' | 'facebook'
> &
  Partial<
    Pick<
      ApiConfig,
      | 'socialLogin'
      | 'twilio'
      | 'stripe'
      | 'redisUrl'
      | 'databaseUrl'
      | 'storage'
      | 'testClock'
      | 'push'
      | 'operatorKey'
      | 'siteUrl'
    >
  >;

export interface ServiceOverrides {
  sms?: SmsSender;
  social?: SocialProvider;
  cashier?: Cashier;
  otpLimits?: OtpLimits;
  limits?: Partial<Services['limits']>;
  limitStore?: LimitStore;
  storage?: UploadStorage;
  uploadQuotaBytes?: number;
  /** Bytes of uploads held in memory at once (UPLOAD_MEMORY_BYTES). */
  uploadMemoryBytes?: number;
  /** A controlled clock (tests); refused in production. */
  clock?: Clock;
  /** The push channel, instead of web push (tests). */
  push?: PushChannel;
}

export async function createServices(
  db: Db,
  config: ServicesConfig,
  log: FastifyBaseLogger,
  overrides: ServiceOverrides = {},
): Promise<Services> {
  // Development aids are impossible in production, whatever the settings say (loadConfig also
  // refuses to start there without real providers): the sandbox cashier, the sandbox social
  // provider and the OTP outbox.
  const stripe = config.stripe ? new StripeCashier(db, config.stripe) : undefined;
  if (config.production && !overrides.cashier && !stripe) {
    throw new Error('The sandbox cashier cannot run in production: configure a payment provider');
  }
  const devOutbox = !config.production;
  setPoolLog(log);
  const clock = overrides.clock ?? (config.testClock ? new ControlledClock() : systemClock);
  if (config.production && clock instanceof ControlledClock) {
    throw new Error('A controlled clock cannot run in production');
  }
  const sms =
    overrides.sms ??
    (config.twilio
      ? new TwilioSmsSender(config.twilio, log)
      : new LogSmsSender(db, log, devOutbox));
  const limitStore = overrides.limitStore ?? (await createLimitStore(db, config));
  const storage =
    overrides.storage ??
    (config.storage?.kind === 's3'
      ? await createS3Storage(config.storage)
      : new DiskStorage(path.join(config.dataDir, 'uploads')));
  const otpSecret = config.otpSecret ?? (await sharedSecret(db, 'otp'));
  const notifier = await createNotifier(db, { databaseUrl: config.databaseUrl, log });
  const limit = (name: string, count: number, windowMs: number) =>
    new RateLimiter(name, count, windowMs, limitStore);
  // One object: the login guard sees a limit a test replaces.
  const limits: Services['limits'] = {
    loginPerAccount: limit('login-account', 50, 60 * 60_000),
    loginPerAccountClient: limit('login-account-client', 5, 15 * 60_000),
    loginPerClient: limit('login-client', 20, 15 * 60_000),
    tokenPerClient: limit('token-client', 60, 60_000),
    orderLinkMissesPerClient: limit('order-link-client', 30, 10 * 60_000),
    cashierPerOrder: limit('cashier-order', 10, 10 * 60_000),
    ...overrides.limits,
  };
  // Settings without a push entry (tests' subsets) get the development keys, never production.
  const webPush: PushSettings | undefined =
    'push' in config
      ? config.push
      : config.production
        ? undefined
        : { ...DEVELOPMENT_VAPID, allowedHosts: null };
  configurePush(webPush);
  const otp = new OtpService(
    db,
    sms,
    otpSecret,
    overrides.otpLimits ?? defaultOtpLimits(limitStore),
  );
  return {
    db,
    config,
    webPush,
    storage,
    uploadQuotaBytes: overrides.uploadQuotaBytes ?? UPLOAD_QUOTA_BYTES,
    uploadMemory: new UploadMemory(overrides.uploadMemoryBytes ?? UPLOAD_MEMORY_BYTES),
    limitStore,
    sms,
    siteUrl: config.siteUrl ?? '/ugift/',
    devOutbox,
    otp,
    social:
      overrides.social ??
      (config.socialLogin === false
        ? new DisabledSocialProvider()
        : config.facebook
          ? new FacebookSocialProvider(config.facebook)
          : config.production
            ? new DisabledSocialProvider()
            : new SandboxSocialProvider()),
    cashier: overrides.cashier ?? stripe ?? new SandboxCashier(db),
    limits,
    login: new LoginGuard(limits, limitStore),
    notifier,
    sessions: new Sessions(db, notifier),
    catalogue: new CatalogueCache(notifier),
    clock,
    push: overrides.push ?? (webPush ? new WebPushChannel(webPush) : undefined),
    async close() {
      // Reset codes' text messages still on their way go out first.
      await otp.deliveries();
      await Promise.all([limitStore.close(), storage.close(), notifier.close()]);
    },
  };
}
