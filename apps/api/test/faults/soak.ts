// The soak (`pnpm soak [minutes=30]`, not in CI): many members' mixed traffic (checkouts, payments,
// uDollar, redeems, uploads) against one api process on 127.0.0.1 for the given minutes, in
// bounded request loops. Prints per minute the requests served, the errors, the p99 latency and
// the api's resident memory, then judges: errors 0, memory flat after warm-up (no growth trend),
// the invariants and every answered success found in the database.
//
//   SOAK_DB=pglite|postgres (pglite), SOAK_MEMBERS=24, SOAK_PORT=4560
import fs from 'node:fs';

import { baseline, checkInvariants } from './invariants';
import {
  createDatabase,
  killAll,
  prepareShop,
  quantile,
  say,
  sleep,
  startApi,
  stopApi,
  withDb,
} from './lib';
import { checkLedger, memberLoop, newLedger, newTally } from './workload';

const minutes = Number(process.argv.slice(2).find((a) => /^\d+(\.\d+)?$/.test(a)) ?? 30);
const kind = process.env.SOAK_DB === 'postgres' ? 'postgres' : 'pglite';
const memberCount = Number(process.env.SOAK_MEMBERS ?? 24);
const port = Number(process.env.SOAK_PORT ?? 4560);
/** Minutes of warm-up before memory must stay flat. */
const warmup = Math.max(1, Math.round(minutes / 5));

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

// Stopped (Ctrl-C, a CI timeout): the api processes end with it instead of living on.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });

const database = await createDatabase(kind);
const { members, products, start } = await withDb(database, async (db) => {
  const shop = await prepareShop(db, memberCount, '6590');
  return { ...shop, start: await baseline(db) };
});
const api = await startApi(database, port);
say(`soak: ${minutes} min on ${kind}, ${memberCount} members, api pid ${api.child.pid}`);

const ledger = newLedger();
const tally = newTally();
const gifts: { orderId: string; buyer: number }[] = [];
const endAt = Date.now() + minutes * 60_000;
const loops = members.map((m, i) =>
  memberLoop(m, i, {
    origin: () => api.origin,
    members,
    products,
    ledger,
    tally,
    gifts,
    running: () => Date.now() < endAt,
    pauseMs: 50,
  }),
);

interface Row {
  minute: number;
  served: number;
  errors: number;
  p99: number;
  rss: number;
}
const rows: Row[] = [];
let seen = { ok: 0, errors: 0, latencies: 0 };
say('| minute | requests served | errors | p99 latency (ms) | resident memory (MB) |');
say('| --- | --- | --- | --- | --- |');
for (let minute = 1; Date.now() < endAt; minute++) {
  await sleep(Math.min(60_000, endAt - Date.now()));
  const errors = [...tally.refused.values()].reduce((a, b) => a + b, 0) + tally.unanswered;
  const row = {
    minute,
    served: tally.ok - seen.ok,
    errors: errors - seen.errors,
    p99: quantile(tally.latencies.slice(seen.latencies), 0.99),
    rss: rssMb(api.child.pid!),
  };
  seen = { ok: tally.ok, errors, latencies: tally.latencies.length };
  rows.push(row);
  say(
    `| ${row.minute} | ${row.served} | ${row.errors} | ${row.p99.toFixed(0)} | ${row.rss.toFixed(1)} |`,
  );
}
const rounds = (await Promise.all(loops)).reduce((a, b) => a + b, 0);
await stopApi(api);

const verdicts: [boolean, string][] = [];
const totalErrors = rows.reduce((a, r) => a + r.errors, 0);
verdicts.push([
  totalErrors === 0,
  `errors: ${totalErrors} (${JSON.stringify(Object.fromEntries(tally.refused))}, ${tally.unanswered} unanswered)`,
]);
// Memory flat after warm-up: the least-squares slope of resident memory over the minutes after
// the warm-up, and the last minute against the first after it.
const steady = rows.filter((r) => r.minute > warmup);
if (steady.length >= 2) {
  const n = steady.length;
  const mx = steady.reduce((a, r) => a + r.minute, 0) / n;
  const my = steady.reduce((a, r) => a + r.rss, 0) / n;
  const slope =
    steady.reduce((a, r) => a + (r.minute - mx) * (r.rss - my), 0) /
    steady.reduce((a, r) => a + (r.minute - mx) ** 2, 0);
  const growth = steady.at(-1)!.rss - steady[0]!.rss;
  verdicts.push([
    slope < 1 && growth < Math.max(16, steady[0]!.rss * 0.1),
    `memory after ${warmup} min warm-up: ${steady[0]!.rss.toFixed(1)} -> ${steady.at(-1)!.rss.toFixed(1)} MB, trend ${slope.toFixed(2)} MB/min (flat: under 1 MB/min and under 10% overall)`,
  ]);
} else {
  verdicts.push([
    false,
    `memory: too short a soak to judge (${rows.length} min, warm-up ${warmup})`,
  ]);
}
const problems = await withDb(database, async (db) => [
  ...(await checkInvariants(db, start)),
  ...(await checkLedger(db, ledger)),
]);
verdicts.push([
  problems.length === 0,
  `invariants and answered successes: ${problems.length ? problems.slice(0, 5).join('; ') : 'all hold'}`,
]);
say(
  `\n${rounds} rounds; ${tally.ok} requests served; answered: ${ledger.reserved.length} reserved, ${ledger.paid.length} paid, ${ledger.cancelled.length} cancelled, ${ledger.redeemed.length} redeemed; p99 overall ${quantile(tally.latencies, 0.99).toFixed(0)} ms`,
);
for (const [ok, what] of verdicts) say(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
await database.drop();
killAll();
process.exit(verdicts.every(([ok]) => ok) ? 0 : 1);
