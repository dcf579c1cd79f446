// A pool of 100 voucher codes and 300 buyers checking out at once, half through each of two api
// processes on one PostgreSQL database (issue 44): exactly 100 are paid with a code each, no code
// is issued twice, the other 200 are refused for stock, and the pool and the stock end at 0.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, type Db } from '../src/db';
import { importCodes } from '../src/ops/codes';
import { insertMembers } from './fixtures';
import { freshDatabase } from './helpers';
import { whenListening } from './listening';

const apiRoot = path.resolve(import.meta.dirname, '..');
const base = 4650 + Math.floor(Math.random() * 20) * 2;
const PRODUCT = 9;
const CODES = 100;
const BUYERS = 300;

interface Proc {
  origin: string;
  child: ChildProcess;
  dataDir: string;
}

let database: Awaited<ReturnType<typeof freshDatabase>>;
let db: Db;
let procs: Proc[] = [];

async function startProcess(port: number): Promise<Proc> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-pool-'));
  const child = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: '/nonexistent',
      DATABASE_URL: database.url,
      // A rush of 300 on a small machine: no request is shed or times out waiting for a
      // connection, the point is the pool.
      MAX_CONCURRENT_REQUESTS: '10000',
      // The 300 shoppers all come from 127.0.0.1: the per-address caps would refuse them as one
      // client (429) before any reached the pool.
      MAX_IN_FLIGHT_PER_ADDRESS: '10000',
      MAX_CONNECTIONS_PER_ADDRESS: '10000',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      DB_CONNECT_TIMEOUT_MS: '120000',
      DB_STATEMENT_TIMEOUT_MS: '120000',
      REQUEST_TIMEOUT_MS: '240000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  await whenListening(child);
  const ready = await fetch(`${origin}/api/ready`);
  if (!ready.ok) throw new Error(`the api on ${port} is not ready:\n${output.slice(-2000)}`);
  return { origin, child, dataDir };
}

async function stopProcess(proc: Proc) {
  const exited = new Promise((resolve) => proc.child.once('exit', resolve));
  if (proc.child.exitCode === null) proc.child.kill('SIGTERM');
  await exited;
  fs.rmSync(proc.dataDir, { recursive: true, force: true });
}

type Body = Record<string, unknown> & { success?: boolean; message?: string };

async function post(proc: Proc, group: string, fields: Record<string, string>, token: string) {
  const res = await fetch(`${proc.origin}/api/external/${group}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Bearer ${token}`,
    },
    body: new URLSearchParams(fields),
  });
  const body = (await res.json()) as Body;
  expect(res.status, `${fields.option} on ${proc.origin}: ${JSON.stringify(body)}`).toBe(200);
  return body;
}

/** Reserve, then pay through the sandbox cashier: the checkout a shopper makes. */
async function checkout(proc: Proc, token: string): Promise<Body> {
  const reserved = await post(proc, 'order', { option: 'reserve_order' }, token);
  if (!reserved.success) return reserved;
  const cashier = await post(
    proc,
    'order',
    { option: 'get_cashier_url', order_id: String(reserved.order_id), order_source: 'web' },
    token,
  );
  const paid = await fetch(`${proc.origin}${String(cashier.cashier_url)}/confirm`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  return reserved;
}

beforeAll(async () => {
  database = await freshDatabase('postgres');
  db = await openDatabase({ databaseUrl: database.url! });
  procs = [await startProcess(base), await startProcess(base + 1)];
}, 240_000);

afterAll(async () => {
  await Promise.all(procs.map(stopProcess));
  await db?.destroy();
  await database?.drop();
}, 60_000);

describe('given a pool of 100 codes and two api processes on PostgreSQL', () => {
  it('should issue each code once to 100 of 300 simultaneous checkouts and refuse 200 for stock', async () => {
    const csv = Array.from({ length: CODES }, (_, i) => `RACE-${String(i).padStart(4, '0')}`).join(
      '\n',
    );
    expect(await importCodes(db, { product: PRODUCT, csv })).toMatchObject({ stock: CODES });
    const buyers = await insertMembers(db, BUYERS, '6571');
    await db
      .insertInto('baskets')
      .values(buyers.map((b) => ({ member_id: b.id })))
      .execute();
    const baskets = await db
      .selectFrom('baskets')
      .select(['id', 'member_id'])
      .where(
        'member_id',
        'in',
        buyers.map((b) => b.id),
      )
      .execute();
    await db
      .insertInto('basket_products')
      .values(baskets.map((b) => ({ basket_id: b.id, product_id: PRODUCT, quantity: 1 })))
      .execute();

    const results = await Promise.all(buyers.map((b, i) => checkout(procs[i % 2]!, b.token)));

    const won = results.filter((r) => r.success);
    const lost = results.filter((r) => !r.success);
    expect(won).toHaveLength(CODES);
    expect(lost).toHaveLength(BUYERS - CODES);
    // The message reserve_order gives when stock runs short, naming the product.
    expect(new Set(lost.map((r) => r.message))).toEqual(
      new Set(['Some products do not have enough stock.']),
    );
    expect(lost.every((r) => typeof r.insufficient_stock === 'string')).toBe(true);

    const vouchers = await db
      .selectFrom('order_evouchers')
      .innerJoin('order_products', 'order_products.id', 'order_evouchers.order_product_id')
      .innerJoin('orders', 'orders.id', 'order_products.order_id')
      .select(['order_evouchers.code', 'orders.payment_status'])
      .where('order_products.product_id', '=', PRODUCT)
      .where(
        'orders.member_id',
        'in',
        buyers.map((b) => b.id),
      )
      .execute();
    expect(vouchers).toHaveLength(CODES);
    expect(vouchers.every((v) => v.payment_status === 'Paid')).toBe(true);
    const codes = vouchers.map((v) => v.code);
    expect(new Set(codes).size).toBe(CODES);
    expect(codes.every((c) => /^RACE-\d{4}$/.test(c))).toBe(true);

    const pool = await db
      .selectFrom('voucher_codes')
      .select(['code', 'issued_order_id'])
      .where('product_id', '=', PRODUCT)
      .execute();
    expect(pool.filter((c) => c.issued_order_id === null)).toHaveLength(0);
    const product = await db
      .selectFrom('products')
      .select('stock')
      .where('id', '=', PRODUCT)
      .executeTakeFirstOrThrow();
    expect(product.stock).toBe(0);
    console.warn(
      `pool race: ${won.length} of ${results.length} paid, ${new Set(codes).size} distinct codes, stock ${product.stock}`,
    );
  }, 300_000);
});
