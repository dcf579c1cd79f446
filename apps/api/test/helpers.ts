import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  encodeFields,
  operations,
  type FieldValue,
  type OperationName,
} from '@ugift/api-client/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';

import { DEFAULT_API_KEY, type Resilience } from '../src/config';
import { embeddedDatabase, migrate, newPGlite, openDatabase, type Db } from '../src/db';
import { CHANNELS } from '../src/db/notify';
import { seedIfEmpty } from '../src/db/seed';
import { PostgresLimitStore } from '../src/lib/rate-limit';
import { buildServer } from '../src/server';
import type { ServiceOverrides } from '../src/services';
import { multipart } from './fixtures';
import { POSTGRES_URL } from './postgres-url';
import { testServicesConfig } from './services-config';

export type DatabaseKind = 'pglite' | 'postgres';
export const DATABASES: DatabaseKind[] = ['pglite', 'postgres'];

/**
 * A fresh, migrated and seeded database of the kind, of this test's own: PGlite in memory loaded
 * from the run's template dump, or a new PostgreSQL database copied from the run's template
 * (test/global-setup.ts).
 */
export async function freshDatabase(kind: DatabaseKind): Promise<{
  db: Db;
  drop: () => Promise<void>;
  /** PostgreSQL's connection string. */ url?: string;
}> {
  if (kind === 'pglite') {
    const dump = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    const db = embeddedDatabase(newPGlite({ loadDataDir: dump }));
    return { db, drop: async () => db.destroy() };
  }
  const template = inject('postgresTemplate');
  const name = `ugift_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  // The pool's connection timeout also bounds a request's wait for a free connection: 3 s, the
  // default, failed a 50-buyer burst with 503 on a busy machine (concurrency.test.ts). Tests that
  // are about an unreachable database set their own.
  const db = await openDatabase({ databaseUrl: url.toString(), connectTimeoutMs: 30_000 });
  if (!template) {
    await migrate(db);
    await seedIfEmpty(db);
  }
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.destroy();
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      // pg's Pool.end() resolves before its clients' connections have closed; dropping with
      // force while they close makes those clients raise 57P01 outside any test. Wait for them.
      for (let i = 0; i < 100; i += 1) {
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApi {
  app: FastifyInstance;
  db: Db;
  dataDir: string;
  /** Posts an operation to its group path; fields are encoded as the client does. */
  call: (
    option: OperationName,
    fields?: Record<string, FieldValue>,
    options?: { token?: string | null; ip?: string; headers?: Record<string, string> },
  ) => Promise<LightMyRequestResponse>;
  /** A fresh guest api token. */
  guestToken: (ip?: string) => Promise<string>;
  /** Logs in and returns the member session's token. */
  login: (phone: string, password: string, ip?: string) => Promise<string>;
  /** The latest OTP the development outbox holds for a phone. */
  lastOtp: (phone: string) => Promise<string>;
  close: () => Promise<void>;
}

/**
 * Resolves when the api hears its next catalogue change (the tables' trigger notifies; on
 * PostgreSQL over the listening connection, some time after the change commits). Ask before
 * making the change, then wait for this: the event, never a fixed time.
 */
export function nextCatalogueChange(api: TestApi): Promise<void> {
  return new Promise((resolve) => {
    api.app.services!.notifier.on(CHANNELS.catalogue, () => resolve());
  });
}

/** Settings a test changes from development's (production mode). */
export interface TestSettings {
  production?: boolean;
  /** A built web app to serve (none by default). */
  webRoot?: string;
  /** Stripe Checkout instead of the sandbox cashier. */
  stripe?: { secretKey: string; webhookSecret: string; publicUrl: string; apiUrl: string };
  /** Timeouts and load limits other than the defaults. */
  resilience?: Resilience;
  /** OPERATOR_KEY: the operator api is served (routes/operator.ts). */
  operatorKey?: string;
}

export async function startApi(
  kind: DatabaseKind,
  overrides: ServiceOverrides = {},
  settings: TestSettings = {},
): Promise<TestApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-api-test-'));
  const { db, drop, url } = await freshDatabase(kind);
  const app = await buildServer({
    basePath: '/ugift/',
    webRoot: settings.webRoot ?? '/nonexistent',
    logger: false,
    ...(settings.resilience ? { resilience: settings.resilience } : {}),
    api: {
      db,
      config: {
        ...testServicesConfig(dataDir, settings.production),
        // PostgreSQL's caches listen for the other processes' changes (db/notify.ts).
        ...(url ? { databaseUrl: url } : {}),
        ...(settings.stripe ? { stripe: settings.stripe } : {}),
        ...(settings.operatorKey ? { operatorKey: settings.operatorKey } : {}),
      },
      // On PostgreSQL the limits count in the shared table, as they do with DATABASE_URL.
      overrides:
        kind === 'postgres' ? { limitStore: new PostgresLimitStore(db), ...overrides } : overrides,
    },
  });

  const call: TestApi['call'] = async (option, fields = {}, options = {}) => {
    const body = new URLSearchParams([['option', option], ...encodeFields(fields)]).toString();
    return app.inject({
      method: 'POST',
      url: `/api/external/${operations[option].group}/`,
      payload: body,
      remoteAddress: options.ip ?? '10.0.0.1',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
    });
  };
  const guestToken = async (ip?: string) => {
    const res = await call('get_api_token', { source: 'web', api_key: DEFAULT_API_KEY }, { ip });
    return res.json().api_token as string;
  };
  const login = async (phone: string, password: string, ip?: string) => {
    const token = await guestToken(ip);
    const res = await call('login', { phone_number: phone, password }, { token, ip });
    const body = res.json();
    if (!body.success) throw new Error(`login failed: ${body.message}`);
    return body.api_token as string;
  };
  const lastOtp = async (phone: string) => {
    // A reset's text message goes out after its answer: wait for it.
    await app.services?.otp.deliveries();
    const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone}` });
    return res.json().table[0]?.otp as string;
  };
  return {
    app,
    db,
    dataDir,
    call,
    guestToken,
    login,
    lastOtp,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { multipart, PNG_1X1 } from './fixtures';

export const ALICE = { id: '1', phone: '6591234567', password: 'alice123' };
export const BEN = { id: '2', phone: '6598765432', password: 'ben12345' };
export const CHRIS = { id: '3', phone: '60123456789', password: 'chris123' };

/**
 * The tests in body, on each database (PGlite, then PostgreSQL), each against a server and a
 * seeded database of its own that the tests of that database share, in order.
 */
export function onEachDatabase(
  body: (api: () => TestApi, kind: DatabaseKind) => void,
  overrides: ServiceOverrides = {},
  settings: TestSettings = {},
) {
  describe.each(DATABASES)('on %s', (kind) => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startApi(kind, overrides, settings);
    });
    afterAll(async () => {
      await api?.close();
    });
    body(() => api, kind);
  });
}

/** A fresh seeded database on each kind for tests that call the domain functions directly. */
export function withEachDatabase(body: (db: () => Db, kind: DatabaseKind) => void) {
  describe.each(DATABASES)('on %s', (kind) => {
    let database: Awaited<ReturnType<typeof freshDatabase>>;
    beforeAll(async () => {
      database = await freshDatabase(kind);
    });
    afterAll(async () => {
      await database?.drop();
    });
    body(() => database.db, kind);
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

/** A product's stock, read from the database. */
export async function stockOf(db: Db, productId: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select('stock')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.stock;
}

/** A uDollar card's balance, read from the database. */
export async function balanceOf(db: Db, udollarId: number): Promise<number> {
  const row = await db
    .selectFrom('udollar_cards')
    .select('balance')
    .where('id', '=', udollarId)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

/** Posts update_profile as the browser does (multipart, optional photo). */
export async function updateProfile(
  api: TestApi,
  token: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1] = [],
) {
  const body = multipart({ option: 'update_profile', ...fields }, files);
  return api.app.inject({
    method: 'POST',
    url: '/api/external/profile/',
    payload: body.payload,
    headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
  });
}

/**
 * Helpers bound to the server of the tests: call(token, option, fields) expects HTTP 200 and
 * answers the body; stock and cardBalance read the database; payByCashier pays an order through
 * the sandbox cashier's page, as the payer's browser does.
 */
export function bind(getApi: () => TestApi) {
  const call = async (
    token: string,
    option: OperationName,
    fields: Record<string, FieldValue> = {},
  ): Promise<Json> => {
    const res = await getApi().call(option, fields, { token });
    expect(res.statusCode, `${option}: ${res.body}`).toBe(200);
    return res.json() as Json;
  };
  return {
    call,
    stock: (productId: number) => stockOf(getApi().db, productId),
    cardBalance: (udollarId: number) => balanceOf(getApi().db, udollarId),
    payByCashier: async (token: string, orderId: string) => {
      const { cashier_url } = await call(token, 'get_cashier_url', {
        order_id: orderId,
        order_source: 'web',
      });
      return getApi().app.inject({ method: 'POST', url: `${cashier_url}/confirm` });
    },
  };
}
