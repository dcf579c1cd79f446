// What the fault suite and the soak share: an api process started as `npm start` runs it, its
// database (PGlite in a folder of its own, or a new PostgreSQL database), members with sessions
// and uDollar cards made straight in the database, a form post, and a TCP proxy that can cut the
// api off from PostgreSQL.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { encodeFields, operations, type OperationName } from '@ugift/api-client/contract';
import pg from 'pg';

import { migrate, openDatabase, type Db } from '../../src/db';
import { seedIfEmpty } from '../../src/db/seed';
import { insertMembers } from '../fixtures';
import { POSTGRES_URL } from '../postgres-url';

export type Kind = 'pglite' | 'postgres';

const apiRoot = path.resolve(import.meta.dirname, '../..');

let built = false;
/**
 * Bundles the api as production runs it (`pnpm build`: dist/main.js and dist/tracing.js), once
 * per run: every start below runs that bundle, as `npm start` does. (From source through tsx,
 * each of the suite's 40-odd starts loaded the TypeScript loader and the sources again.)
 */
function buildApi() {
  if (built) return;
  execFileSync('node', ['scripts/build.mjs'], { cwd: apiRoot, stdio: 'inherit' });
  built = true;
}

/** A line of the report on standard output. */
export const say = (...parts: unknown[]) =>
  process.stdout.write(
    `${parts.map((p) => (typeof p === 'string' ? p : JSON.stringify(p))).join(' ')}\n`,
  );

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A database of the run's own; open() gives a connection to check it (PGlite: api stopped). */
export interface FaultDatabase {
  kind: Kind;
  /** The api's DATA_DIR (PGlite's files are in DATA_DIR/pglite; uploads in DATA_DIR/uploads). */
  dataDir: string;
  /** PostgreSQL's connection string. */
  url?: string;
  open(): Promise<Db>;
  drop(): Promise<void>;
}

export async function createDatabase(kind: Kind): Promise<FaultDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ugift-faults-${kind}-`));
  if (kind === 'pglite') {
    return {
      kind,
      dataDir,
      open: () => openDatabase({ dataDir: path.join(dataDir, 'pglite') }),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `ugift_faults_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    url: url.toString(),
    open: () => openDatabase({ databaseUrl: url.toString() }),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs fn on the database, opened for it and closed after (PGlite allows one process at a time). */
export async function withDb<T>(database: FaultDatabase, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await database.open();
  try {
    return await fn(db);
  } finally {
    await db.destroy();
  }
}

export interface Member {
  id: number;
  token: string;
  cardId: number;
}

/**
 * Migrates and seeds the database, then makes `count` members with a session and a uDollar card
 * of SGD 1000.00 each, and gives the Singapore products room to sell; answers the members and
 * the products the workload buys.
 */
export async function prepareShop(
  db: Db,
  count: number,
  prefix: string,
): Promise<{ members: Member[]; products: number[] }> {
  await migrate(db);
  await seedIfEmpty(db);
  const products = (
    await db
      .selectFrom('products')
      .select('id')
      .where('country_id', '=', 3)
      .where('campaign_id', 'is', null)
      .where('discounted_price', '>=', '5')
      .orderBy('id')
      .limit(4)
      .execute()
  ).map((p) => p.id);
  await db.updateTable('products').set({ stock: 100_000 }).where('id', 'in', products).execute();
  const members: Member[] = [];
  for (const { id, token } of await insertMembers(db, count, prefix)) {
    const card = await db
      .insertInto('udollar_cards')
      .values({
        member_id: id,
        currency_code: 'SGD',
        orig_balance: 1000,
        balance: 1000,
        expires_at: new Date(Date.now() + 86_400_000 * 30),
        ordered_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    members.push({ id, token, cardId: card.id });
  }
  return { members, products };
}

export interface ApiProcess {
  origin: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Every api process started, so a scenario that fails half-way leaves none behind. */
const started = new Set<ChildProcess>();

/** Ends (kill -9) every api process still running; the runner calls it before it exits. */
export function killAll() {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Starts the api as production does (its bundle) on the port and waits until /api/ready answers 200. */
export async function startApi(
  database: FaultDatabase,
  port: number,
  env: Record<string, string> = {},
  databaseUrl = database.url,
): Promise<ApiProcess> {
  // Another process on the port would answer the readiness check in this one's place.
  if (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))
    throw new Error(`port ${port} is already taken`);
  buildApi();
  const child = spawn('node', ['--import', './dist/tracing.js', 'dist/main.js'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: database.dataDir,
      WEB_ROOT: '/nonexistent',
      PENDING_ORDER_TTL_SECONDS: '3600',
      // Every client of the suite (the workload, the overload burst, the slow clients and the
      // ordinary requests beside them) comes from 127.0.0.1, standing for many addresses: the
      // per-address caps (tested with distinct addresses in test/slow-clients.test.ts) would
      // refuse them as one client and hide what the suite checks.
      MAX_IN_FLIGHT_PER_ADDRESS: '100000',
      MAX_CONNECTIONS_PER_ADDRESS: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    const ready = await fetch(`${origin}/api/ready`).catch(() => undefined);
    if (ready?.ok) return { origin, child, output: () => output, exited };
    if (child.exitCode !== null) break;
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`the api on ${port} did not start:\n${output.slice(-3000)}`);
}

/** Ends the process at once, as a power cut or the OOM killer would (kill -9). */
export async function kill9(api: ApiProcess) {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
  await api.exited;
}

/** Ends the process as a deploy would (SIGTERM, drains requests in flight). */
export async function stopApi(api: ApiProcess) {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGTERM');
  await api.exited;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

export interface Answer {
  status: number;
  body: Json;
  retryAfter: string | null;
  ms: number;
}

/** Posts an operation to its group path as the web app does (form-encoded, bearer token). */
export async function post(
  origin: string,
  option: OperationName,
  fields: Record<string, string | number> = {},
  token?: string,
  timeoutMs = 30_000,
): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${origin}/api/external/${operations[option].group}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams([['option', option], ...encodeFields(fields)]).toString(),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let body: Json;
  try {
    body = JSON.parse(text) as Json;
  } catch {
    body = { text };
  }
  return {
    status: res.status,
    body,
    retryAfter: res.headers.get('retry-after'),
    ms: performance.now() - started,
  };
}

/**
 * A TCP proxy in front of PostgreSQL that the suite can cut: cut() closes every connection and
 * refuses new ones (as a restarting server does), restore() lets them through again.
 */
export class PostgresProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();

  constructor(
    readonly port: number,
    private readonly target = {
      host: '127.0.0.1',
      port: Number(new URL(POSTGRES_URL).port || 5432),
    },
  ) {}

  /** The database's connection string through the proxy. */
  urlFor(url: string): string {
    const through = new URL(url);
    through.host = `127.0.0.1:${this.port}`;
    return through.toString();
  }

  async restore() {
    if (this.server) return;
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  async cut() {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

/** Terminates every PostgreSQL backend of the database (the server's side of a restart). */
export async function terminateBackends(url: string): Promise<number> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  const { rows } = await admin.query<{ ok: boolean }>(
    'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  await admin.end();
  return rows.filter((r) => r.ok).length;
}

/** The q-quantile of the values (0..1), 0 when there are none. */
export function quantile(values: number[], q: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
