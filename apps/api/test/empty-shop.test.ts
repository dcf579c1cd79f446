// Production starts empty (issue 44): a new database gets the countries, interests and gift
// intentions and no catalogue. The home's calls must then answer empty lists, not errors, so that
// the app shows its empty states. On PGlite and PostgreSQL, with a database of this test's own
// seeded as production seeds it (the shared test template holds the demo catalogue).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { encodeFields, operations, type OperationName } from '@ugift/api-client/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_API_KEY } from '../src/config';
import { embeddedDatabase, migrate, newPGlite, openDatabase, type Db } from '../src/db';
import { seedIfEmpty } from '../src/db/seed';
import { buildServer } from '../src/server';
import { DATABASES, type Json } from './helpers';
import { POSTGRES_URL } from './postgres-url';
import { testServicesConfig } from './services-config';

/** A new database, migrated and seeded as production seeds it: no catalogue, no members. */
async function emptyDatabase(kind: 'pglite' | 'postgres') {
  let db: Db;
  let url: string | undefined;
  let drop = async () => {};
  if (kind === 'pglite') {
    db = embeddedDatabase(newPGlite());
  } else {
    const name = `ugift_test_empty_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const address = new URL(POSTGRES_URL);
    address.pathname = `/${name}`;
    url = address.toString();
    db = await openDatabase({ databaseUrl: url });
    drop = async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  await migrate(db);
  await seedIfEmpty(db, new Date(), { demoMembers: false, catalogue: false });
  return { db, url, drop };
}

describe.each(DATABASES)('given production on an empty %s database', (kind) => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-empty-shop-'));
    database = await emptyDatabase(kind);
    app = await buildServer({
      basePath: '/ugift/',
      webRoot: '/nonexistent',
      logger: false,
      api: {
        db: database.db,
        config: {
          ...testServicesConfig(dataDir, true),
          ...(database.url ? { databaseUrl: database.url } : {}),
        },
        // Production refuses the sandbox cashier; this test pays nothing.
        overrides: {
          cashier: {
            name: 'test',
            createCheckout: async () => ({ url: '/x', expiresAt: new Date() }),
          },
        },
      },
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.db.destroy();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (option: OperationName, fields: Record<string, string>, token?: string) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/external/${operations[option].group}/`,
      payload: new URLSearchParams([
        ['option', option],
        ...encodeFields(fields as never),
      ]).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    return { status: res.statusCode, body: res.json() as Json };
  };

  it("should answer the home's calls with empty lists and no errors", async () => {
    const products = await database.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(products.n)).toBe(0);
    const token = (await call('get_api_token', { source: 'web', api_key: DEFAULT_API_KEY })).body
      .api_token as string;
    expect(token).toBeTruthy();
    const countries = await call('list_country', {}, token);
    expect(countries.body.success, JSON.stringify(countries.body)).toBe(true);
    const country = String((countries.body.table as Json[])[0]!.id);

    // What the home asks for (apps/web/src/features/home/lib/home-queries.ts), as a guest.
    const home: [OperationName, Record<string, string>][] = [
      ['list_banner', { order_by: 'ASC', filter_by_country_id: country }],
      ['list_popup', { order_by: 'ASC', filter_by_country_id: country }],
      ['list_giftcard', { limit: '5', filter_by_country_id: country }],
      ['list_category', { limit: '2', filter_by_country_id: country }],
      ['list_product', { order_by: 'POPULAR', limit: '5', filter_by_country_id: country }],
      ['list_product', { order_by: 'ASC', limit: '20' }],
    ];
    for (const [option, fields] of home) {
      const answer = await call(option, fields, token);
      expect(answer.status, option).toBe(200);
      expect(answer.body, option).toMatchObject({ success: true, table: [] });
    }
  });
});
