// The api's settings: one table (SETTINGS) says what each environment variable means, its
// default and whether production requires it; loadConfig validates them all at start-up and the
// README's table is generated from it (`pnpm --filter @ugift/api config:table`). Nothing else in
// the api reads process.env.
import fs from 'node:fs';
import path from 'node:path';

import * as v from 'valibot';

import { apiRoot } from './lib/paths';
import type { S3Settings } from './storage';

export interface ApiConfig {
  host: string;
  port: number;
  /** The base path the web app is built for and served under, e.g. /ugift/. */
  basePath: string;
  /** The built web app (apps/web/dist). When it is missing the api serves only the api. */
  webRoot: string;
  /** Where the embedded database keeps its files. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded database. */
  databaseUrl: string | undefined;
  production: boolean;
  /**
   * TRUST_PROXY: unset or 'false' trusts no proxy; a number of proxies in front (hops), or the
   * proxies' addresses and ranges. Never "trust everything": that would take the client's address
   * from the leftmost X-Forwarded-For value, which the client writes itself.
   */
  trustProxy: false | number | string;
  /** The api_key get_api_token expects from source=web (UGIFT_API_KEY). */
  apiKey: string;
  /** How long an api token lives, in seconds (API_TOKEN_TTL_SECONDS, default 24 h). */
  tokenTtlSeconds: number;
  /**
   * Keys one-time-password hashes (OTP_SECRET). When unset (development) the api makes one and
   * keeps it in the database, so every process of one database and every restart share it.
   */
  otpSecret: string | undefined;
  /** REDIS_URL: the limits' counters in Redis instead of the database. */
  redisUrl: string | undefined;
  /** Where uploads are kept: DATA_DIR/uploads, or an S3-compatible bucket (S3_BUCKET). */
  storage: { kind: 'disk' } | ({ kind: 's3' } & S3Settings);
  /** How long an order may wait for payment before the job cancels it (PENDING_ORDER_TTL_SECONDS). */
  pendingOrderTtlSeconds: number;
  /** How long an upload no basket, order or profile uses is kept (UPLOAD_GRACE_SECONDS). */
  uploadGraceSeconds: number;
  /** JOBS_EVERY_SECONDS: every background job this often instead of its own schedule. */
  jobsEverySeconds: number | undefined;
  /** Facebook app credentials; without them social login is the sandbox's (development) or off. */
  facebook: { appId: string; appSecret: string } | undefined;
  /** SOCIAL_LOGIN=off turns social login off (login_facebook answers that it is off). */
  socialLogin: boolean;
  /** Whether the demo catalogue and members are seeded into a new database (SEED_DEMO). */
  seedDemo: boolean;
  /** LOG_LEVEL: the least important log lines written. */
  logLevel: string;
  /** OPERATOR_KEY: the operator api (POST /api/ops/...) answers only to it; off when unset. */
  operatorKey: string | undefined;
  /** Where payments are taken (PAYMENT_PROVIDER): the sandbox cashier, or Stripe Checkout. */
  paymentProvider: 'sandbox' | 'stripe';
  /** Stripe's keys and the site's public address when PAYMENT_PROVIDER=stripe. */
  stripe:
    { secretKey: string; webhookSecret: string; publicUrl: string; apiUrl: string } | undefined;
  /** PUBLIC_URL, else http://HOST:PORT/BASE_PATH: the address of links in text messages. */
  siteUrl: string;
  /** Where text messages go (SMS_PROVIDER): the development log and outbox, or Twilio. */
  smsProvider: 'log' | 'twilio';
  /** Twilio's account, token and sender when SMS_PROVIDER=twilio. */
  twilio: { accountSid: string; authToken: string; from: string; baseUrl: string } | undefined;
  /** How long a SIGTERM waits for requests in flight before the process ends anyway. */
  shutdownTimeoutMs: number;
  /**
   * METRICS_TOKEN: /metrics answers only with `Authorization: Bearer <token>`. Unset, /metrics is
   * open in development and off (404) in production (docs/operations.md).
   */
  metricsToken: string | undefined;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: traces are exported there by OTLP/HTTP; off when unset. */
  otlpEndpoint: string | undefined;
  /** The limits that keep a fault from holding the api (docs/reliability.md). */
  resilience: Resilience;
  /**
   * TEST_CLOCK=on: the api's clock can be moved on through POST /api/test/clock (end-to-end
   * tests of scheduled gifts and reminders). Refused in production.
   */
  testClock: boolean;
  /** Web push (WEB_PUSH, VAPID_*, PUSH_SERVICE_HOSTS); undefined when it is off. */
  push: PushSettings | undefined;
}

/** How the api signs and where it may send web push messages (push/index.ts). */
export interface PushSettings {
  /** The VAPID key pair, base64url (web-push generate-vapid-keys). */
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: contact the push services may use. */
  subject: string;
  /**
   * The push services' hosts a subscription may point at (and their subdomains); null allows any
   * (development only): the api posts to the endpoint a browser gave, so production never posts
   * to an address a member chose.
   */
  allowedHosts: readonly string[] | null;
}

/**
 * The development VAPID keys: development and tests work without settings; production refuses
 * them (a key pair in the repository signs nothing of ours).
 */
export const DEVELOPMENT_VAPID = {
  publicKey:
    'BFYJ1LxgJN2TUH4iFnXd9CrVg9prAKR0SUGz0rhP2njmf7Mt0ZwSv2yvHjTUqN__aEKfU6_TM8LDw0y15muxgoo',
  privateKey: 'uWiWMVk0cz3G9ImOSD4nIXJhDA-t8mnf6x8aLgYT3yA',
  subject: 'mailto:push@ugift.invalid',
} as const;

/** The push services of the browsers we support (Chrome/Android, Firefox, Edge, Safari). */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

/** Timeouts and load limits: what a slow client, an overload or a lost database may take. */
export interface Resilience {
  /** REQUEST_TIMEOUT_MS: a request's headers and body must have arrived within this. */
  requestTimeoutMs: number;
  /** MAX_CONCURRENT_REQUESTS: more requests in flight than this are refused with 503. */
  maxConcurrentRequests: number;
  /** MAX_EVENT_LOOP_DELAY_MS: requests are refused while the loop lags more (0: off). */
  maxEventLoopDelayMs: number;
  /** DB_CONNECT_TIMEOUT_MS: how long a new PostgreSQL connection may take. */
  dbConnectTimeoutMs: number;
  /** DB_STATEMENT_TIMEOUT_MS: how long one PostgreSQL statement may run. */
  dbStatementTimeoutMs: number;
  /**
   * How long a request's body may take to arrive once its headers have (10 s by default; the
   * form bodies are a few hundred bytes): past it the connection is closed.
   */
  bodyTimeoutMs?: number;
  /** Requests one address may have in flight, bodies still arriving included (50 by default). */
  maxInFlightPerAddress?: number;
  /** Open connections from one address, without a proxy in front (100 by default). */
  maxConnectionsPerAddress?: number;
}

/** A Resilience field given only when its setting is (the limit's module keeps the default). */
function optionalNumber<K extends keyof Resilience>(key: K, raw: string | undefined) {
  return raw === undefined ? {} : ({ [key]: Number(raw) } as Pick<Resilience, K>);
}

/** The defaults of Resilience (tests and tools that build a server without loadConfig). */
export const DEFAULT_RESILIENCE: Resilience = {
  requestTimeoutMs: 30_000,
  maxConcurrentRequests: 200,
  maxEventLoopDelayMs: 0,
  dbConnectTimeoutMs: 3000,
  dbStatementTimeoutMs: 15_000,
};

/** The development api key; the web app sends it unless built with another VITE_API_KEY. */
export const DEFAULT_API_KEY = 'ugift-web-dev-key';
/** The shortest UGIFT_API_KEY production takes. */
const MIN_API_KEY_LENGTH = 16;

/**
 * Whether the built web app's page carries the development api key (the early script's
 * data-api-key): production would answer it 401 on every first visit. buildServer refuses
 * to serve such a build in production.
 */
export const WEB_BUILT_WITH_DEVELOPMENT_KEY =
  'The web app in WEB_ROOT was built with the development api key: build it with VITE_API_KEY set to UGIFT_API_KEY';
export function builtWithDevelopmentKey(webRoot: string): boolean {
  try {
    const html = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
    return html.includes(`data-api-key="${DEFAULT_API_KEY}"`);
  } catch {
    return false;
  }
}

/** One environment variable: what it means, its default, and whether production requires it. */
interface Setting {
  name: string;
  /** The default as the README shows it. */
  default: string;
  /** What production requires of it ('' when nothing more than in development). */
  production: string;
  description: string;
  schema: v.GenericSchema<unknown, string | undefined>;
}

const text = v.optional(v.string());
const flag = v.optional(v.picklist(['true', 'false'], 'must be true or false'));
const WHOLE_NUMBER = v.optional(
  v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'must be a whole number')),
);

export const SETTINGS: readonly Setting[] = [
  {
    name: 'NODE_ENV',
    default: 'development',
    production: '`production`',
    description: '`production` turns the production checks on and every development aid off.',
    schema: text,
  },
  {
    name: 'PORT',
    default: '3000',
    production: '',
    description: 'The port the api and the web app listen on.',
    schema: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a port number'))),
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    production: '',
    description:
      'The least important log lines written: debug adds the routine job runs ("job done").',
    schema: v.optional(
      v.picklist(['debug', 'info', 'warn', 'error'], 'must be debug, info, warn or error'),
    ),
  },
  {
    name: 'HOST',
    default: '127.0.0.1',
    production: '',
    description: 'The address to listen on (`0.0.0.0` in a container).',
    schema: text,
  },
  {
    name: 'BASE_PATH',
    default: '/ugift/',
    production: '',
    description: 'The path the web app is built for and served under.',
    schema: text,
  },
  {
    name: 'WEB_ROOT',
    default: '`apps/web/dist`',
    production: '',
    description: 'The built web app; without one only the api is served.',
    schema: text,
  },
  {
    name: 'DATA_DIR',
    default: '`apps/api/.data`',
    production: '',
    description: 'The embedded database (PGlite) and the uploaded pictures.',
    schema: text,
  },
  {
    name: 'DATABASE_URL',
    default: '(embedded PGlite)',
    production: '',
    description: 'A PostgreSQL connection string; the embedded database when unset.',
    schema: text,
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    production: '',
    description:
      'Behind a reverse proxy: the number of proxies in front (`1`), or their addresses or ranges (`10.0.0.0/8,127.0.0.1`), so per-address limits see the client. `true` is refused: it would trust an address the client writes.',
    schema: v.optional(
      v.pipe(
        v.string(),
        v.check(
          (raw) => raw !== 'true',
          'must be the number of proxies in front or their addresses, not true (that trusts an address the client writes)',
        ),
        v.regex(
          /^(false|[1-9]\d?|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
          'must be false, a number of proxies, or addresses and ranges separated by commas',
        ),
      ),
    ),
  },
  {
    name: 'UGIFT_API_KEY',
    default: '`ugift-web-dev-key`',
    production: 'required, not the default',
    description:
      'The key get_api_token expects from the web app (built with the same VITE_API_KEY).',
    schema: text,
  },
  {
    name: 'API_TOKEN_TTL_SECONDS',
    default: '86400',
    production: '',
    description: 'How long an api token lives.',
    schema: WHOLE_NUMBER,
  },
  {
    name: 'OTP_SECRET',
    default: '(made once, kept in the database)',
    production: 'required, 32 characters or more',
    description:
      'Keys the hashes of one-time passwords; every api process of one database must share it.',
    schema: text,
  },
  {
    name: 'PAYMENT_PROVIDER',
    default: '`sandbox`',
    production: '`stripe`',
    description:
      'Where payments are taken. `sandbox`: a confirm page served by the api itself; `stripe`: Stripe Checkout.',
    schema: v.optional(v.picklist(['sandbox', 'stripe'], 'must be sandbox or stripe')),
  },
  {
    name: 'STRIPE_SECRET_KEY',
    default: '',
    production: 'with PAYMENT_PROVIDER=stripe',
    description: "Stripe's secret api key (sk_...).",
    schema: text,
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    default: '',
    production: 'with PAYMENT_PROVIDER=stripe',
    description:
      'The signing secret (whsec_...) of the webhook endpoint `<PUBLIC_URL origin>/api/payments/stripe/webhook`.',
    schema: text,
  },
  {
    name: 'PUBLIC_URL',
    default: '',
    production: 'with PAYMENT_PROVIDER=stripe',
    description:
      "The site's public address with its base path (https://shop.example/ugift/): where Stripe sends the payer back.",
    schema: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  },
  {
    name: 'STRIPE_API_URL',
    default: '`https://api.stripe.com`',
    production: '',
    description: "Stripe's api address (tests point it at a local fake).",
    schema: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  },
  {
    name: 'SMS_PROVIDER',
    default: '`log`',
    production: '`twilio`',
    description:
      "Where text messages go. `log`: the log and the development outbox; `twilio`: Twilio's Messages API.",
    schema: v.optional(v.picklist(['log', 'twilio'], 'must be log or twilio')),
  },
  {
    name: 'TWILIO_ACCOUNT_SID',
    default: '',
    production: 'with SMS_PROVIDER=twilio',
    description: "Twilio's account SID (AC...).",
    schema: v.optional(
      v.pipe(v.string(), v.regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC and 32 hex digits')),
    ),
  },
  {
    name: 'TWILIO_AUTH_TOKEN',
    default: '',
    production: 'with SMS_PROVIDER=twilio',
    description: "Twilio's auth token.",
    schema: text,
  },
  {
    name: 'TWILIO_FROM',
    default: '',
    production: 'with SMS_PROVIDER=twilio',
    description: 'The number (E.164) or sender id the messages come from.',
    schema: text,
  },
  {
    name: 'TWILIO_API_URL',
    default: '`https://api.twilio.com`',
    production: '',
    description: "Twilio's api address (tests point it at a local fake).",
    schema: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  },
  {
    name: 'FACEBOOK_APP_ID',
    default: '(sandbox provider)',
    production: 'required unless SOCIAL_LOGIN=off',
    description: 'With FACEBOOK_APP_SECRET: Facebook login checks access tokens with Facebook.',
    schema: text,
  },
  {
    name: 'FACEBOOK_APP_SECRET',
    default: '',
    production: 'with FACEBOOK_APP_ID',
    description: "The Facebook app's secret.",
    schema: text,
  },
  {
    name: 'SOCIAL_LOGIN',
    default: '`on`',
    production: '',
    description: '`off`: social login answers that it is off (and needs no provider).',
    schema: v.optional(v.picklist(['on', 'off'], 'must be on or off')),
  },
  {
    name: 'SHUTDOWN_TIMEOUT_MS',
    default: '10000',
    production: '',
    description:
      'On SIGTERM or SIGINT: how long requests in flight may finish (new ones are refused) before the process ends.',
    schema: v.optional(v.pipe(v.string(), v.regex(/^\d{1,7}$/, 'must be a whole number'))),
  },
  {
    name: 'REQUEST_TIMEOUT_MS',
    default: '30000',
    production: '',
    description:
      "A request's headers and body must arrive within this; a slower client (slow-loris) is cut off with 408.",
    schema: WHOLE_NUMBER,
  },
  {
    name: 'MAX_CONCURRENT_REQUESTS',
    default: '200',
    production: '',
    description:
      'Requests in flight beyond this are refused at once with 503 and Retry-After (load shedding); health checks always answer.',
    schema: WHOLE_NUMBER,
  },
  {
    name: 'MAX_IN_FLIGHT_PER_ADDRESS',
    default: '50',
    production: '',
    description:
      'Requests one client address (an IPv6 /64) may have in flight, bodies still arriving included; more are refused with 429 and Retry-After.',
    schema: WHOLE_NUMBER,
  },
  {
    name: 'MAX_CONNECTIONS_PER_ADDRESS',
    default: '100',
    production: '',
    description:
      'Open connections from one client address without a proxy in front (TRUST_PROXY unset); more are closed at once.',
    schema: WHOLE_NUMBER,
  },
  {
    name: 'MAX_EVENT_LOOP_DELAY_MS',
    default: '0 (off)',
    production: '',
    description:
      'While the event loop lags more than this, new requests are refused with 503 and Retry-After; 0 turns the rule off (a shared, busy machine lags without being overloaded).',
    schema: v.optional(v.pipe(v.string(), v.regex(/^(0|[1-9]\d{0,8})$/, 'must be a whole number'))),
  },
  {
    name: 'DB_CONNECT_TIMEOUT_MS',
    default: '3000',
    production: '',
    description:
      'How long a new PostgreSQL connection may take; when the database cannot be reached requests fail with 503 after this.',
    schema: WHOLE_NUMBER,
  },
  {
    name: 'DB_STATEMENT_TIMEOUT_MS',
    default: '15000',
    production: '',
    description: 'How long one PostgreSQL statement (and its wait for an answer) may run.',
    schema: WHOLE_NUMBER,
  },
  {
    name: 'REDIS_URL',
    default: '(the database)',
    production: '',
    description:
      "Keep the limits' counters (logins, OTPs, tokens, order links) in Redis instead of the database.",
    schema: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\//, 'must be a redis:// URL'))),
  },
  {
    name: 'S3_BUCKET',
    default: '(DATA_DIR/uploads)',
    production: 'with more than one api process',
    description:
      'Keep uploaded pictures in this S3-compatible bucket, shared by every api process, instead of the local disk.',
    schema: text,
  },
  {
    name: 'S3_ENDPOINT',
    default: "(AWS's)",
    production: '',
    description: 'The address of an S3-compatible server (MinIO, R2, ...); path-style requests.',
    schema: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  },
  {
    name: 'S3_REGION',
    default: '`us-east-1`',
    production: '',
    description: "The bucket's region.",
    schema: text,
  },
  {
    name: 'S3_ACCESS_KEY_ID',
    default: "(the SDK's default chain)",
    production: '',
    description: 'With S3_SECRET_ACCESS_KEY: the key the api signs its bucket requests with.',
    schema: text,
  },
  {
    name: 'S3_SECRET_ACCESS_KEY',
    default: '',
    production: '',
    description: "The access key's secret.",
    schema: text,
  },
  {
    name: 'PENDING_ORDER_TTL_SECONDS',
    default: '1800',
    production: '',
    description:
      'An order not paid within this time is cancelled by a background job, its stock and uDollar given back.',
    schema: WHOLE_NUMBER,
  },
  {
    name: 'UPLOAD_GRACE_SECONDS',
    default: '86400',
    production: '',
    description: 'An uploaded picture no basket, order or profile uses is removed after this time.',
    schema: WHOLE_NUMBER,
  },
  {
    name: 'JOBS_EVERY_SECONDS',
    default: "(each job's own)",
    production: '',
    description:
      'Run every background job this often instead of on its own schedule (tests and tuning).',
    schema: WHOLE_NUMBER,
  },
  {
    name: 'METRICS_TOKEN',
    default: '(open in development)',
    production: 'to scrape /metrics, 32 characters or more',
    description:
      '`/metrics` (Prometheus) answers only with `Authorization: Bearer <token>`; in production without it `/metrics` is off (404).',
    schema: text,
  },
  {
    name: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    default: '(tracing off)',
    production: '',
    description:
      'Export traces (HTTP, operations, database queries) by OTLP/HTTP to this collector, e.g. `http://otel-collector:4318`; start with `node --import ./dist/tracing.js dist/main.js` (`pnpm start` does).',
    schema: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  },
  {
    name: 'TEST_CLOCK',
    default: '`off`',
    production: 'must be off',
    description:
      "`on`: the api's clock can be moved on with `POST /api/test/clock` (end-to-end tests of scheduled gifts and reminders); refused in production.",
    schema: v.optional(v.picklist(['on', 'off'], 'must be on or off')),
  },
  {
    name: 'WEB_PUSH',
    default: '`on` (`off` in production)',
    production: 'when `on`: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT of your own',
    description:
      'Web push notifications: `on` lets members subscribe a device (`push_key`, `subscribe_push`) and the api send to it; `off` answers push_key with enabled false.',
    schema: v.optional(v.picklist(['on', 'off'], 'must be on or off')),
  },
  {
    name: 'VAPID_PUBLIC_KEY',
    default: '(development key)',
    production: 'required with WEB_PUSH=on, not the development key',
    description:
      'The VAPID public key push messages are signed with, base64url (`npx web-push generate-vapid-keys`).',
    schema: v.optional(
      v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{86,88}$/, 'must be a base64url P-256 public key')),
    ),
  },
  {
    name: 'VAPID_PRIVATE_KEY',
    default: '(development key)',
    production: 'required with WEB_PUSH=on, not the development key',
    description: 'The private half of VAPID_PUBLIC_KEY, base64url.',
    schema: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^[A-Za-z0-9_-]{42,44}$/, 'must be a base64url P-256 private key'),
      ),
    ),
  },
  {
    name: 'VAPID_SUBJECT',
    default: '`mailto:push@ugift.invalid`',
    production: 'required with WEB_PUSH=on',
    description: 'A `mailto:` or `https:` contact the push services can reach the operator at.',
    schema: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: or https: URL'),
      ),
    ),
  },
  {
    name: 'PUSH_SERVICE_HOSTS',
    default: "(any in development; the browsers' push services in production)",
    production: '',
    description:
      "The hosts (and their subdomains) a push subscription may point at, separated by commas; in production the default is Chrome's, Firefox's, Edge's and Safari's push services, so the api never posts to an address a member chose.",
    schema: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/, 'must be host names separated by commas'),
      ),
    ),
  },
  {
    name: 'SEED_DEMO',
    default: '`true` (`false` in production)',
    production: '',
    description:
      'Seed the demo catalogue and the demo members (README) into a new database (or start with `--demo`); in production only when given, with a warning.',
    schema: flag,
  },
  {
    name: 'OPERATOR_KEY',
    default: '(none: the operator api is off)',
    production: '32 characters or more when set',
    description:
      'The bearer key of the operator api (`POST /api/ops/...`, the same commands as `pnpm ops`); separate from UGIFT_API_KEY; every call is rate-limited and audited (docs/operations.md).',
    schema: v.optional(v.pipe(v.string(), v.minLength(16, 'must be 16 characters or more'))),
  },
];

/** The settings could not be used: every problem, in one line. */
export class ConfigError extends Error {}

function normaliseBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? '/ugift/').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/**
 * The settings of an operator command (`pnpm ops`, ops/cli.ts): the api's own settings without
 * production's checks of the web app's providers (an operator on a production database needs
 * DATABASE_URL or DATA_DIR and the storage settings only), whether the database is production's,
 * and the directory the command was typed in (pnpm runs scripts in the package's folder).
 */
export function loadOperatorConfig(env: NodeJS.ProcessEnv = process.env): {
  config: ApiConfig;
  production: boolean;
  invokedIn: string;
} {
  const production = env.NODE_ENV === 'production';
  const config = loadConfig({ ...env, NODE_ENV: undefined, OPERATOR_KEY: undefined });
  // Without NODE_ENV the demo data defaults to on: production's default is off.
  const seedDemo = production ? env.SEED_DEMO === 'true' : config.seedDemo;
  return { config: { ...config, seedDemo }, production, invokedIn: env.INIT_CWD ?? process.cwd() };
}

/**
 * The settings from the environment, validated. Throws a ConfigError naming every malformed
 * setting, and in production every setting it requires that is missing or left at a development
 * value.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const setting = SETTINGS.find((s) => s.name === name)!;
    const raw = env[name] === '' ? undefined : env[name];
    const result = v.safeParse(setting.schema, raw);
    if (!result.success) {
      problems.push(`${name} ${result.issues[0].message}`);
      return undefined;
    }
    return result.output;
  };
  const production = value('NODE_ENV') === 'production';
  const port = Number(value('PORT') ?? 3000);
  if (port > 65535) problems.push('PORT must be a port number');
  const trustProxy = value('TRUST_PROXY');
  const facebookId = value('FACEBOOK_APP_ID');
  const facebookSecret = value('FACEBOOK_APP_SECRET');
  const otpSecret = value('OTP_SECRET');
  const apiKey = value('UGIFT_API_KEY');
  const socialLogin = value('SOCIAL_LOGIN') !== 'off';
  const seedDemo = value('SEED_DEMO');
  const operatorKey = value('OPERATOR_KEY');
  const pushOn = (value('WEB_PUSH') ?? (production ? 'off' : 'on')) === 'on';
  const vapidPublic = value('VAPID_PUBLIC_KEY');
  const vapidPrivate = value('VAPID_PRIVATE_KEY');
  const vapidSubject = value('VAPID_SUBJECT');
  const pushHosts = value('PUSH_SERVICE_HOSTS');
  const host = value('HOST') ?? '127.0.0.1';
  const basePath = normaliseBasePath(value('BASE_PATH'));
  const publicUrl = value('PUBLIC_URL');
  const config: ApiConfig = {
    host,
    port,
    basePath,
    siteUrl: publicUrl
      ? publicUrl.endsWith('/')
        ? publicUrl
        : `${publicUrl}/`
      : `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}${basePath}`,
    webRoot: path.resolve(value('WEB_ROOT') ?? path.join(apiRoot, '../web/dist')),
    dataDir: path.resolve(value('DATA_DIR') ?? path.join(apiRoot, '.data')),
    databaseUrl: value('DATABASE_URL'),
    production,
    trustProxy:
      !trustProxy || trustProxy === 'false'
        ? false
        : /^\d+$/.test(trustProxy)
          ? Number(trustProxy)
          : trustProxy.replace(/\s+/g, ''),
    apiKey: apiKey ?? DEFAULT_API_KEY,
    tokenTtlSeconds: Number(value('API_TOKEN_TTL_SECONDS') ?? 86_400),
    otpSecret,
    redisUrl: value('REDIS_URL'),
    storage: { kind: 'disk' },
    pendingOrderTtlSeconds: Number(value('PENDING_ORDER_TTL_SECONDS') ?? 1800),
    uploadGraceSeconds: Number(value('UPLOAD_GRACE_SECONDS') ?? 86_400),
    jobsEverySeconds: value('JOBS_EVERY_SECONDS') ? Number(value('JOBS_EVERY_SECONDS')) : undefined,
    facebook:
      facebookId && facebookSecret ? { appId: facebookId, appSecret: facebookSecret } : undefined,
    socialLogin,
    seedDemo: seedDemo === undefined ? !production : seedDemo === 'true',
    logLevel: value('LOG_LEVEL') ?? 'info',
    operatorKey,
    testClock: value('TEST_CLOCK') === 'on',
    paymentProvider: (value('PAYMENT_PROVIDER') as 'sandbox' | 'stripe' | undefined) ?? 'sandbox',
    stripe: undefined,
    smsProvider: (value('SMS_PROVIDER') as 'log' | 'twilio' | undefined) ?? 'log',
    twilio: undefined,
    shutdownTimeoutMs: Number(value('SHUTDOWN_TIMEOUT_MS') ?? 10_000),
    metricsToken: value('METRICS_TOKEN'),
    otlpEndpoint: value('OTEL_EXPORTER_OTLP_ENDPOINT'),
    push: pushOn
      ? {
          publicKey: vapidPublic ?? DEVELOPMENT_VAPID.publicKey,
          privateKey: vapidPrivate ?? DEVELOPMENT_VAPID.privateKey,
          subject: vapidSubject ?? DEVELOPMENT_VAPID.subject,
          allowedHosts: pushHosts
            ? pushHosts.split(',')
            : production
              ? DEFAULT_PUSH_SERVICE_HOSTS
              : null,
        }
      : undefined,
    resilience: {
      requestTimeoutMs: Number(value('REQUEST_TIMEOUT_MS') ?? DEFAULT_RESILIENCE.requestTimeoutMs),
      maxConcurrentRequests: Number(
        value('MAX_CONCURRENT_REQUESTS') ?? DEFAULT_RESILIENCE.maxConcurrentRequests,
      ),
      maxEventLoopDelayMs: Number(
        value('MAX_EVENT_LOOP_DELAY_MS') ?? DEFAULT_RESILIENCE.maxEventLoopDelayMs,
      ),
      dbConnectTimeoutMs: Number(
        value('DB_CONNECT_TIMEOUT_MS') ?? DEFAULT_RESILIENCE.dbConnectTimeoutMs,
      ),
      dbStatementTimeoutMs: Number(
        value('DB_STATEMENT_TIMEOUT_MS') ?? DEFAULT_RESILIENCE.dbStatementTimeoutMs,
      ),
      ...optionalNumber('maxInFlightPerAddress', value('MAX_IN_FLIGHT_PER_ADDRESS')),
      ...optionalNumber('maxConnectionsPerAddress', value('MAX_CONNECTIONS_PER_ADDRESS')),
    },
  };
  const bucket = value('S3_BUCKET');
  if (bucket) {
    config.storage = {
      kind: 's3',
      bucket,
      endpoint: value('S3_ENDPOINT'),
      region: value('S3_REGION') ?? 'us-east-1',
      accessKeyId: value('S3_ACCESS_KEY_ID'),
      secretAccessKey: value('S3_SECRET_ACCESS_KEY'),
    };
  }
  if (config.paymentProvider === 'stripe') {
    const secretKey = value('STRIPE_SECRET_KEY');
    const webhookSecret = value('STRIPE_WEBHOOK_SECRET');
    const publicUrl = value('PUBLIC_URL');
    if (!secretKey || !webhookSecret || !publicUrl) {
      problems.push(
        'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and PUBLIC_URL',
      );
    } else {
      config.stripe = {
        secretKey,
        webhookSecret,
        publicUrl: publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`,
        apiUrl: value('STRIPE_API_URL') ?? 'https://api.stripe.com',
      };
    }
  }
  if (config.smsProvider === 'twilio') {
    const accountSid = value('TWILIO_ACCOUNT_SID');
    const authToken = value('TWILIO_AUTH_TOKEN');
    const from = value('TWILIO_FROM');
    if (!accountSid || !authToken || !from) {
      problems.push(
        'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
      );
    } else {
      config.twilio = {
        accountSid,
        authToken,
        from,
        baseUrl: value('TWILIO_API_URL') ?? 'https://api.twilio.com',
      };
    }
  }
  if (operatorKey && operatorKey === (apiKey ?? DEFAULT_API_KEY))
    problems.push("OPERATOR_KEY must not be the web app's key (UGIFT_API_KEY)");
  if (production) {
    if (operatorKey !== undefined && operatorKey.length < 32)
      problems.push('OPERATOR_KEY must be 32 characters or more');
    if (!apiKey || apiKey === DEFAULT_API_KEY)
      problems.push('UGIFT_API_KEY must be set to a key of your own');
    else if (apiKey.length < MIN_API_KEY_LENGTH)
      problems.push(`UGIFT_API_KEY must be ${MIN_API_KEY_LENGTH} characters or more`);

    if (!otpSecret || otpSecret.length < 32)
      problems.push('OTP_SECRET must be set (32 characters or more)');
    if (config.paymentProvider === 'sandbox')
      problems.push('PAYMENT_PROVIDER must be a real payment provider, not the sandbox cashier');
    if (config.smsProvider === 'log')
      problems.push('SMS_PROVIDER must be a real SMS gateway, not the development log');
    if (config.metricsToken !== undefined && config.metricsToken.length < 32)
      problems.push('METRICS_TOKEN must be 32 characters or more');
    if (config.testClock) problems.push('TEST_CLOCK must be off: the clock is not for moving');
    if (socialLogin && !config.facebook)
      problems.push('FACEBOOK_APP_ID and FACEBOOK_APP_SECRET must be set, or SOCIAL_LOGIN=off');
    // Push off needs nothing; push on needs keys and a contact of the operator's own.
    if (pushOn) {
      if (
        !vapidPublic ||
        !vapidPrivate ||
        vapidPublic === DEVELOPMENT_VAPID.publicKey ||
        vapidPrivate === DEVELOPMENT_VAPID.privateKey
      )
        problems.push(
          'WEB_PUSH=on needs VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY of your own (not the development keys), or WEB_PUSH=off',
        );
      if (!vapidSubject) problems.push('WEB_PUSH=on needs VAPID_SUBJECT (mailto: or https:)');
    }
  }
  if (problems.length) {
    throw new ConfigError(
      `${production ? 'Refusing to start in production' : 'Invalid settings'}: ${problems.join('; ')}`,
    );
  }
  return config;
}

/** The README's table of settings, made from SETTINGS. */
export function settingsTable(): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  return [
    '| variable | default | in production | what it does |',
    '| --- | --- | --- | --- |',
    ...SETTINGS.map(
      (s) =>
        `| \`${s.name}\` | ${escape(s.default)} | ${escape(s.production)} | ${escape(s.description)} |`,
    ),
  ].join('\n');
}
