import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

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
  /** TRUST_PROXY: unset or 'false' trusts no proxy; 'true', or a list of proxy addresses. */
  trustProxy: boolean | string;
  /** The api_key get_api_token expects from source=web (UGIFT_API_KEY). */
  apiKey: string;
  /** How long an api token lives, in seconds (API_TOKEN_TTL_SECONDS, default 24 h). */
  tokenTtlSeconds: number;
  /** Keys one-time-password hashes (OTP_SECRET); a random one per start when unset. */
  otpSecret: string;
  /** Facebook app credentials; without them the sandbox social provider is used. */
  facebook: { appId: string; appSecret: string } | undefined;
}

/** The development api key; the web app sends it unless built with another VITE_API_KEY. */
export const DEFAULT_API_KEY = 'ugift-web-dev-key';

function normaliseBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? '/ugift/').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    basePath: normaliseBasePath(env.BASE_PATH),
    webRoot: path.resolve(env.WEB_ROOT ?? path.join(here, '../../web/dist')),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(here, '../.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    production: env.NODE_ENV === 'production',
    trustProxy:
      !env.TRUST_PROXY || env.TRUST_PROXY === 'false'
        ? false
        : env.TRUST_PROXY === 'true'
          ? true
          : env.TRUST_PROXY,
    apiKey: env.UGIFT_API_KEY || DEFAULT_API_KEY,
    tokenTtlSeconds:
      Number(env.API_TOKEN_TTL_SECONDS) > 0 ? Number(env.API_TOKEN_TTL_SECONDS) : 86_400,
    otpSecret: env.OTP_SECRET || crypto.randomBytes(32).toString('hex'),
    facebook:
      env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
        ? { appId: env.FACEBOOK_APP_ID, appSecret: env.FACEBOOK_APP_SECRET }
        : undefined,
  };
}
