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
}

export function normaliseBasePath(raw: string | undefined): string {
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
  };
}
