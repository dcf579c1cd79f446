import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { encodeFields, type FieldValue, type OperationName } from '@ugift/api-client/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';

import { DEFAULT_API_KEY } from '../src/config';
import { migrate, openDatabase, type Db } from '../src/db';
import { seedIfEmpty } from '../src/db/seed';
import { buildServer } from '../src/server';
import type { ServiceOverrides } from '../src/services';
import { operations } from '@ugift/api-client/contract';

export type DatabaseKind = 'pglite' | 'postgres';
export const DATABASES: DatabaseKind[] = ['pglite', 'postgres'];

const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh database of the kind: PGlite in a temp dir, or a new PostgreSQL database. */
export async function freshDatabase(
  kind: DatabaseKind,
  dataDir: string,
): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const db = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    return { db, drop: async () => db.destroy() };
  }
  const name = `ugift_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  return {
    db,
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
    options?: { token?: string | null; ip?: string },
  ) => Promise<LightMyRequestResponse>;
  /** A fresh guest api token. */
  guestToken: (ip?: string) => Promise<string>;
  /** Logs in and returns the member session's token. */
  login: (phone: string, password: string, ip?: string) => Promise<string>;
  /** The latest OTP the development outbox holds for a phone. */
  lastOtp: (phone: string) => Promise<string>;
  close: () => Promise<void>;
}

export async function startApi(
  kind: DatabaseKind,
  overrides: ServiceOverrides = {},
): Promise<TestApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-api-test-'));
  const { db, drop } = await freshDatabase(kind, dataDir);
  await migrate(db);
  await seedIfEmpty(db);
  const app = await buildServer({
    basePath: '/ugift/',
    webRoot: '/nonexistent',
    logger: false,
    api: {
      db,
      config: {
        apiKey: DEFAULT_API_KEY,
        tokenTtlSeconds: 3600,
        production: false,
        dataDir,
        otpSecret: 'test-secret',
        facebook: undefined,
      },
      overrides,
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

/** A multipart body as a browser's FormData would send it. */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; filename: string; type: string; data: Buffer }[] = [],
) {
  const boundary = `----ugift${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A real 1x1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const ALICE = { id: '1', phone: '6591234567', password: 'alice123' };
export const BEN = { id: '2', phone: '6598765432', password: 'ben12345' };
export const CHRIS = { id: '3', phone: '60123456789', password: 'chris123' };
