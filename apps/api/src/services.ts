import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';

import { OtpService, defaultOtpLimits, type OtpLimits } from './auth/otp';
import { LogSmsSender, TwilioSmsSender, type SmsSender } from './auth/sms';
import {
  DisabledSocialProvider,
  FacebookSocialProvider,
  SandboxSocialProvider,
  type SocialProvider,
} from './auth/social';
import type { ApiConfig } from './config';
import type { Db } from './db';
import { RateLimiter } from './lib/rate-limit';
import type { Cashier } from './payments/cashier';
import { SandboxCashier } from './payments/sandbox';
import { StripeCashier } from './payments/stripe';

/** Everything the operations need, built once per server. */
export interface Services {
  db: Db;
  config: Pick<ApiConfig, 'apiKey' | 'tokenTtlSeconds' | 'production'>;
  /** Where uploaded pictures are kept (DATA_DIR/uploads). */
  uploadsDir: string;
  sms: SmsSender;
  /** Whether the development outbox (GET /api/dev/outbox) is open. */
  devOutbox: boolean;
  otp: OtpService;
  social: SocialProvider;
  /** Where payments are collected (get_cashier_url); the sandbox cashier by default. */
  cashier: Cashier;
  limits: {
    /** Failed logins per account (default 5 per 15 minutes). */
    loginPerAccount: RateLimiter;
    /** Failed logins per client address (default 20 per 15 minutes). */
    loginPerClient: RateLimiter;
    /** Api tokens issued per client address (default 60 per minute). */
    tokenPerClient: RateLimiter;
    /**
     * Unknown order ids asked of the bearer-link lookups (detail_order, redeem_order) per client
     * address (default 30 per 10 minutes): guessing order ids stops after a few tries.
     */
    orderLinkMissesPerClient: RateLimiter;
  };
}

export interface ServiceOverrides {
  sms?: SmsSender;
  social?: SocialProvider;
  cashier?: Cashier;
  otpLimits?: OtpLimits;
  limits?: Partial<Services['limits']>;
}

export function createServices(
  db: Db,
  config: Pick<
    ApiConfig,
    'apiKey' | 'tokenTtlSeconds' | 'production' | 'dataDir' | 'otpSecret' | 'facebook'
  > &
    Partial<Pick<ApiConfig, 'socialLogin' | 'twilio' | 'stripe'>>,
  log: FastifyBaseLogger,
  overrides: ServiceOverrides = {},
): Services {
  // Development aids are impossible in production, whatever the settings say (loadConfig also
  // refuses to start there without real providers): the sandbox cashier, the sandbox social
  // provider and the OTP outbox.
  const stripe = config.stripe ? new StripeCashier(db, config.stripe) : undefined;
  if (config.production && !overrides.cashier && !stripe) {
    throw new Error('The sandbox cashier cannot run in production: configure a payment provider');
  }
  const devOutbox = !config.production;
  const sms =
    overrides.sms ??
    (config.twilio
      ? new TwilioSmsSender(config.twilio, log)
      : new LogSmsSender(db, log, devOutbox));
  return {
    db,
    config,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    sms,
    devOutbox,
    otp: new OtpService(db, sms, config.otpSecret, overrides.otpLimits ?? defaultOtpLimits()),
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
    limits: {
      loginPerAccount: new RateLimiter(5, 15 * 60_000),
      loginPerClient: new RateLimiter(20, 15 * 60_000),
      tokenPerClient: new RateLimiter(60, 60_000),
      orderLinkMissesPerClient: new RateLimiter(30, 10 * 60_000),
      ...overrides.limits,
    },
  };
}
