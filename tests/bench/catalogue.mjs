// Benchmark: the catalogue at 50,000 products on PostgreSQL. Makes a database (BENCH_DATABASE,
// default ugift_bench_large, on TEST_DATABASE_URL's server), grows its catalogue with
// `pnpm seed:large`, starts the api on it and, in the same run, a bare Fastify hello-world as the
// baseline; then each request is sent at a steady rate (default 200 requests/s for 10 s, evenly
// spaced over 10 keep-alive connections, latency counted from when each request was due:
// steady.mjs) and prints p50 and p99 latency, with the ratio to the baseline's at the same rate,
// and the answer's size. Usage: pnpm bench:catalogue [rate=200] [seconds=10]
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

import Fastify from 'fastify';
import pg from 'pg';

import { waitForHealth } from './app.mjs';
import { steady } from './steady.mjs';

const rate = Number(process.argv[2] ?? 200);
const seconds = Number(process.argv[3] ?? 10);
const root = path.resolve(import.meta.dirname, '../..');
const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const name = process.env.BENCH_DATABASE ?? 'ugift_bench_large';
const apiPort = Number(process.env.BENCH_PORT ?? 4396);
const basePort = apiPort + 1;

const admin = new pg.Client({ connectionString: server.toString() });
await admin.connect();
const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
if (!rowCount) await admin.query(`create database ${name}`);
await admin.end();
const databaseUrl = Object.assign(new URL(server), { pathname: `/${name}` }).toString();
const env = { ...process.env, DATABASE_URL: databaseUrl, PORT: String(apiPort), HOST: '127.0.0.1' };
const grown = spawnSync('pnpm', ['seed:large'], { cwd: root, env, encoding: 'utf8' });
if (grown.status !== 0) throw new Error(grown.stderr);
process.stdout.write(grown.stdout.split('\n').filter(Boolean).at(-1) + '\n');

// The compiled api, as `npm start` runs it (bench:api has built it already when it calls this).
if (!process.env.BENCH_API_BUILT) {
  const built = spawnSync('pnpm', ['--filter', '@ugift/api', 'build'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(built.stderr);
}
const api = spawn('node', ['dist/main.js'], {
  cwd: path.join(root, 'apps/api'),
  env: { ...env, LOG_LEVEL: 'warn', WEB_ROOT: '/nonexistent' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stopApi = () => {
  try {
    process.kill(-api.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stopApi);
const origin = `http://127.0.0.1:${apiPort}`;
await waitForHealth(origin);

const baseline = Fastify();
baseline.post('/hello', async () => ({ hello: 'world' }));
await baseline.listen({ port: basePort, host: '127.0.0.1' });

const call = async (group, fields, token) => {
  const response = await fetch(`${origin}/api/external/${group}/`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams(fields),
  });
  return response.json();
};
const { api_token: token } = await call('auth', {
  option: 'get_api_token',
  source: 'web',
  api_key: process.env.UGIFT_API_KEY ?? 'ugift-web-dev-key',
});
const { table: popular } = await call(
  'products',
  { option: 'list_product', order_by: 'POPULAR' },
  token,
);
const deepCursor = await (async () => {
  // The 50th page of the cheapest first: a cursor deep into the list.
  let cursor;
  for (let i = 0; i < 50; i++) {
    ({ next_cursor: cursor } = await call(
      'products',
      { option: 'list_product', order_by: 'LOW', ...(cursor ? { cursor } : {}) },
      token,
    ));
  }
  return cursor;
})();

const cases = [
  ['list_product A to Z', { option: 'list_product' }],
  ['list_product popular', { option: 'list_product', order_by: 'POPULAR' }],
  ['list_product A to Z in Japanese', { option: 'list_product', language: 'jp' }],
  ['list_product price, page 51', { option: 'list_product', order_by: 'LOW', cursor: deepCursor }],
  ['keyword search "coffee"', { option: 'list_product', filter_by_keywords: 'coffee' }],
  ['keyword search "#1000"', { option: 'list_product', filter_by_keywords: '#1000' }],
  ['detail_product', { option: 'detail_product', product_id: popular[0].id }],
];

const run = (url, body, headers, duration = seconds) =>
  steady(url, { body, headers, rate, seconds: duration, connections: 10 });

// Each request is first sent for 2 s unmeasured (warm-up: the first answer fills the cache, the
// code paths get compiled), then measured.
await run(`http://127.0.0.1:${basePort}/hello`, '', {}, 2);
const base = await run(`http://127.0.0.1:${basePort}/hello`, '', {});
const rows = [['bare Fastify (baseline)', base, 0]];
for (const [label, fields] of cases) {
  const body = new URLSearchParams(fields).toString();
  const size = JSON.stringify(await call('products', fields, token)).length;
  const headers = {
    'Content-Type': 'application/x-www-form-urlencoded',
    Authorization: `Bearer ${token}`,
  };
  await run(`${origin}/api/external/products/`, body, headers, 2);
  const result = await run(`${origin}/api/external/products/`, body, headers);
  if (result.non2xx || result.errors)
    throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  rows.push([label, result, size]);
}
await baseline.close();
stopApi();

console.log(
  `\n${rate} requests/s (steady) for ${seconds} s each, 10 connections, PostgreSQL, 50,000 products:`,
);
console.log('| request | requests/s | p50 | p99 | p99 / baseline p99 | answer |');
console.log('|---|---|---|---|---|---|');
for (const [label, result, size] of rows) {
  console.log(
    `| ${label} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${(result.latency.p99 / Math.max(base.latency.p99, 1)).toFixed(1)} | ${size ? `${(size / 1024).toFixed(1)} KiB` : ''} |`,
  );
}
process.exit(0);
