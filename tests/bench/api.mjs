// Benchmark: the api's hot paths against a bare Fastify hello-world measured in the same run.
// Last, the catalogue at 50,000 products (tests/bench/catalogue.mjs; BENCH_SKIP_LARGE=1 skips it).
// The compiled api (as `npm start` runs it) on PostgreSQL and on PGlite: list_product and
// detail_product at the maximum rate and at a steady 1,000 requests/s (p50, p99), resident
// memory; on PostgreSQL, reserve_order from many members buying a product of limited stock
// (orders per second, units oversold), then two api processes on the same database (list_product
// throughput against one process, reserve_order from both). Every figure is also given as a ratio
// to the baseline's. Not part of the test command: it measures, it does not judge.
// Usage: pnpm bench:api [seconds=10]; BENCH_ONLY=reserve runs the reserve_order bursts alone.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';

import { waitForHealth } from './app.mjs';
import { steady } from './steady.mjs';

const seconds = Number(process.argv[2] ?? 10);
const root = path.resolve(import.meta.dirname, '../..');
const apiDir = path.join(root, 'apps/api');
const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const port = Number(process.env.BENCH_PORT ?? 4380);
const API_KEY = 'ugift-web-dev-key';
const MEMBERS = 2000;
const STOCK = 1500;
const PRODUCT = 9;
const reserveOnly = process.env.BENCH_ONLY === 'reserve';

const built = spawnSync('pnpm', ['--filter', '@ugift/api', 'build'], {
  cwd: root,
  encoding: 'utf8',
});
if (built.status !== 0) throw new Error(built.stderr);

const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Starts the compiled api with these settings on a port; resolves once it answers. */
async function startApi(env, apiPort) {
  const child = spawn('node', ['dist/main.js'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      WEB_ROOT: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const origin = `http://127.0.0.1:${apiPort}`;
  await waitForHealth(origin);
  return {
    origin,
    pid: child.pid,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      children.delete(child);
    },
  };
}

async function freshPostgres(name) {
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return Object.assign(new URL(server), { pathname: `/${name}` }).toString();
}

const rssMiB = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
};

/**
 * One call of the contract through node:http with kept-alive connections: the load generator
 * shares the machine's cores with the api and the database, and `fetch` cost it about three
 * times the CPU per request in the reserve burst.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function call(origin, group, fields, token) {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}/api/external/${group}/`,
      {
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const guestToken = async (origin) =>
  (await call(origin, 'auth', { option: 'get_api_token', source: 'web', api_key: API_KEY }))
    .api_token;

/**
 * The maximum rate (rate undefined: autocannon, 50 connections, each sending its next request as
 * soon as the last is answered) or a steady rate (steady.mjs: evenly spaced over 20 connections,
 * latency counted from when each request was due; autocannon's overallRate sends each second's
 * share in a burst).
 */
function load(url, { body = '', headers = {}, rate, connections = 50 } = {}) {
  if (rate) return steady(url, { body, headers, rate, seconds, connections: 20 });
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        body,
        headers,
        connections,
        duration: seconds,
      },
      (error, result) => {
        if (error) return reject(error);
        // Refusals and time-outs are reported with the figures, not hidden.
        resolve(result);
      },
    );
  });
}

const rows = [];
const record = (label, result, baseline) =>
  rows.push({
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
    baseline,
  });

// The baseline: a bare Fastify hello-world on the same machine, in the same run.
const hello = Fastify();
hello.post('/hello', async () => ({ hello: 'world' }));
await hello.listen({ port: port + 9, host: '127.0.0.1' });
const helloUrl = `http://127.0.0.1:${port + 9}/hello`;
const baseMax = await load(helloUrl);
const baseSteady = await load(helloUrl, { rate: 1000 });
record('bare Fastify, maximum rate', baseMax, baseMax);
record('bare Fastify, 1,000/s', baseSteady, baseSteady);
await hello.close();

const productRequests = (token) => ({
  headers: {
    'Content-Type': 'application/x-www-form-urlencoded',
    Authorization: `Bearer ${token}`,
  },
});
const memory = [];

async function readPaths(label, api) {
  const token = await guestToken(api.origin);
  const url = `${api.origin}/api/external/products/`;
  const list = new URLSearchParams({ option: 'list_product', order_by: 'POPULAR' }).toString();
  const first = await call(
    api.origin,
    'products',
    { option: 'list_product', order_by: 'POPULAR' },
    token,
  );
  const detail = new URLSearchParams({
    option: 'detail_product',
    product_id: String(first.table[0].id),
  }).toString();
  const idle = rssMiB(api.pid);
  record(
    `${label}: list_product, maximum rate`,
    await load(url, { body: list, ...productRequests(token) }),
    baseMax,
  );
  record(
    `${label}: list_product, 1,000/s`,
    await load(url, { body: list, rate: 1000, ...productRequests(token) }),
    baseSteady,
  );
  record(
    `${label}: detail_product, maximum rate`,
    await load(url, { body: detail, ...productRequests(token) }),
    baseMax,
  );
  record(
    `${label}: detail_product, 1,000/s`,
    await load(url, { body: detail, rate: 1000, ...productRequests(token) }),
    baseSteady,
  );
  memory.push({ label, idle, loaded: rssMiB(api.pid) });
  return { list, token };
}

/** Members with live sessions and a basket of one unit of PRODUCT each, made in the database. */
async function makeBuyers(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query('update products set stock = $1 where id = $2', [STOCK, PRODUCT]);
  const { rows: country } = await db.query('select country_id from members where id = 1');
  const tokens = [];
  for (let i = 0; i < MEMBERS; i += 500) {
    const ids = Array.from({ length: Math.min(500, MEMBERS - i) }, (_, k) => i + k);
    const { rows: members } = await db.query(
      `insert into members (phone_number, phone_prefix, password_hash, name, email, gender,
         country_id, profile_picture, referral_code)
       select '79' || lpad(n::text, 8, '0'), '7', null, 'Buyer ' || n, '', '', $2, '', 'BENCH' || n
       from unnest($1::int[]) as n returning id`,
      [ids, country[0].country_id],
    );
    for (const { id } of members) {
      const token = crypto.randomBytes(32).toString('hex');
      tokens.push(token);
      await db.query(
        `insert into sessions (token_hash, member_id, source, expires_at)
         values ($1, $2, 'web', now() + interval '1 hour')`,
        [crypto.createHash('sha256').update(token).digest('hex'), id],
      );
      const { rows: basket } = await db.query(
        'insert into baskets (member_id) values ($1) returning id',
        [id],
      );
      await db.query(
        'insert into basket_products (basket_id, product_id, quantity) values ($1, $2, 1)',
        [basket[0].id, PRODUCT],
      );
    }
  }
  return {
    tokens,
    async stock() {
      const { rows: r } = await db.query('select stock from products where id = $1', [PRODUCT]);
      return r[0].stock;
    },
    /** The database's backends serving other clients (the apis' pools). */
    async backendPids() {
      const { rows: r } = await db.query(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      return r.map((row) => row.pid);
    },
    async pendingUnits() {
      const { rows: r } = await db.query(
        `select coalesce(sum(op.quantity), 0)::int as n from order_products op
         join orders o on o.id = op.order_id
         where op.product_id = $1 and o.member_id in (select id from members where referral_code like 'BENCH%')`,
        [PRODUCT],
      );
      return r[0].n;
    },
    close: () => db.end(),
  };
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU seconds a process on this host has used (user and system, /proc), or undefined. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/**
 * Every buyer reserves at once (64 in flight), spread over the apis; orders per second, and the
 * CPU time each attempt cost the api processes, the database's backends (PostgreSQL on this host
 * only) and this load generator: a figure that moves with the work a reservation does, not with
 * how busy the machine was.
 */
async function reserveBurst(apis, buyers) {
  let next = 0;
  let reserved = 0;
  let refused = 0;
  const backends = await buyers.backendPids();
  const cpu = (pids) => pids.reduce((sum, pid) => sum + (cpuSeconds(pid) ?? NaN), 0);
  const apiBefore = cpu(apis.map((a) => a.pid));
  const dbBefore = new Map(backends.map((pid) => [pid, cpuSeconds(pid)]));
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const worker = async (w) => {
    while (next < buyers.tokens.length) {
      const i = next++;
      const api = apis[(i + w) % apis.length];
      const answer = await call(api.origin, 'order', { option: 'reserve_order' }, buyers.tokens[i]);
      if (answer.success) reserved += 1;
      else refused += 1;
    }
  };
  await Promise.all(Array.from({ length: 64 }, (_, w) => worker(w)));
  const elapsed = (performance.now() - started) / 1000;
  const attempts = buyers.tokens.length;
  const client = process.cpuUsage(clientBefore);
  let dbCpu = 0;
  for (const pid of await buyers.backendPids()) {
    const now = cpuSeconds(pid);
    dbCpu += now === undefined ? NaN : now - (dbBefore.get(pid) ?? 0);
  }
  const sold = await buyers.pendingUnits();
  return {
    reserved,
    refused,
    ordersPerSecond: reserved / elapsed,
    attemptsPerSecond: attempts / elapsed,
    apiMs: ((cpu(apis.map((a) => a.pid)) - apiBefore) * 1000) / attempts,
    dbMs: (dbCpu * 1000) / attempts,
    clientMs: (client.user + client.system) / 1000 / attempts,
    stockLeft: await buyers.stock(),
    oversold: Math.max(0, sold - STOCK),
  };
}

const reserveRows = [];

// PostgreSQL, one process.
{
  const url = await freshPostgres('ugift_bench_api');
  const api = await startApi({ DATABASE_URL: url }, port);
  if (!reserveOnly) await readPaths('PostgreSQL', api);
  const buyers = await makeBuyers(url);
  reserveRows.push({ label: 'PostgreSQL, one process', ...(await reserveBurst([api], buyers)) });
  await buyers.close();
  await api.stop();
}

// PGlite (the embedded database), one process.
if (!reserveOnly) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-bench-'));
  const api = await startApi({ DATA_DIR: dataDir }, port);
  await readPaths('PGlite', api);
  await api.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// PostgreSQL, two processes on one database.
const twoProcess = {};
{
  const url = await freshPostgres('ugift_bench_api2');
  const a = await startApi({ DATABASE_URL: url }, port);
  const b = await startApi({ DATABASE_URL: url }, port + 1);
  if (!reserveOnly) {
    const token = await guestToken(a.origin);
    const list = new URLSearchParams({ option: 'list_product', order_by: 'POPULAR' }).toString();
    const one = await load(`${a.origin}/api/external/products/`, {
      body: list,
      ...productRequests(token),
    });
    const both = await Promise.all(
      [a, b].map((api) =>
        load(`${api.origin}/api/external/products/`, {
          body: list,
          connections: 25,
          ...productRequests(token),
        }),
      ),
    );
    twoProcess.one = one.requests.average;
    twoProcess.two = both.reduce((sum, r) => sum + r.requests.average, 0);
  }
  const buyers = await makeBuyers(url);
  reserveRows.push({ label: 'PostgreSQL, two processes', ...(await reserveBurst([a, b], buyers)) });
  await buyers.close();
  await Promise.all([a.stop(), b.stop()]);
}

const f = (n, digits = 0) => n.toLocaleString('en', { maximumFractionDigits: digits });
console.log(`\n${seconds} s per measurement; maximum rate with 50 connections, steady with 20.`);
console.log(
  '| what | requests/s | p50 | p99 | throughput / baseline | p99 / baseline | failed (non-2xx, errors, time-outs) |',
);
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.label} | ${f(row.rps)} | ${row.p50} ms | ${row.p99} ms | ${f((100 * row.rps) / row.baseline.requests.average, 1)}% | ${f(row.p99 / Math.max(row.baseline.latency.p99, 1), 1)} | ${row.failed} |`,
  );
}
console.log(
  '\n| reserve_order burst | members | reserved | refused (sold out) | orders/s | attempts/s | CPU ms per attempt: api, database, load generator | stock left | units oversold |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of reserveRows) {
  console.log(
    `| ${row.label} | ${MEMBERS} | ${row.reserved} | ${row.refused} | ${f(row.ordersPerSecond)} | ${f(row.attemptsPerSecond)} | ${[row.apiMs, row.dbMs, row.clientMs].map((ms) => (Number.isNaN(ms) ? '-' : f(ms, 2))).join(', ')} | ${row.stockLeft} | ${row.oversold} |`,
  );
}
// The read load measures memory; the reserve bursts alone have none to report.
if (memory.length) {
  console.log('\n| resident memory | idle | after the read load |');
  console.log('|---|---|---|');
  for (const m of memory) console.log(`| ${m.label} | ${f(m.idle)} MiB | ${f(m.loaded)} MiB |`);
}
if (!reserveOnly)
  console.log(
    `\nlist_product, maximum rate: one process ${f(twoProcess.one)}/s, two processes ${f(twoProcess.two)}/s (x${f(twoProcess.two / twoProcess.one, 2)}) on ${os.cpus().length} cores, load generator included.`,
  );
// The catalogue at 50,000 products (issue 26): list_product, keyword search and detail_product at
// 200 requests/s on PostgreSQL, with the same run's bare Fastify baseline (tests/bench/catalogue.mjs).
if (process.env.BENCH_SKIP_LARGE !== '1' && !reserveOnly) {
  console.log('\nThe large catalogue (pnpm bench:catalogue 200 ' + seconds + '):');
  const large = spawnSync(
    'node',
    [path.join(import.meta.dirname, 'catalogue.mjs'), '200', String(seconds)],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BENCH_PORT: String(port + 20), BENCH_API_BUILT: '1' },
    },
  );
  if (large.status !== 0) process.exitCode = 1;
}

const failures = reserveRows.filter((r) => r.oversold > 0 || r.stockLeft < 0);
if (failures.length) process.exitCode = 1;
