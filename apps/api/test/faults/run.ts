// The fault suite (`pnpm test:faults`, a counted check in scripts/test.sh): the api killed,
// restarted, cut off from PostgreSQL, overloaded, held by slow clients and out of disk, with the
// invariants (invariants.ts) checked against the database after every fault. Prints what each
// fault showed and ends with status 1 when any check failed. docs/reliability.md has the results.
//
//   node --import tsx test/faults/run.ts [kill-pglite kill-postgres outage overload slow-clients disk-full]
//   FAULT_KILLS=20 (kills per database), FAULT_PORT=4540 (ports FAULT_PORT..+9)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import { DATABASE_UNAVAILABLE } from '../../src/lib/errors';
import { OVERLOADED } from '../../src/lib/load-shedding';
import { multipart, PNG_1X1 } from '../fixtures';
import { baseline, checkInvariants, type Baseline } from './invariants';
import {
  createDatabase,
  kill9,
  killAll,
  post,
  prepareShop,
  PostgresProxy,
  quantile,
  say,
  sleep,
  startApi,
  stopApi,
  terminateBackends,
  withDb,
  type FaultDatabase,
  type Kind,
  type Json,
  type Member,
} from './lib';
import { checkLedger, memberLoop, newLedger, newTally, type Tally } from './workload';

const PORT = Number(process.env.FAULT_PORT ?? 4540);
const KILLS = Number(process.env.FAULT_KILLS ?? 20);

const failures: string[] = [];
function expect(condition: boolean, what: string) {
  if (!condition) failures.push(what);
  say(`  ${condition ? 'ok  ' : 'FAIL'} ${what}`);
}

async function invariantsHold(database: FaultDatabase, start: Baseline, when: string) {
  const problems = await withDb(database, (db) => checkInvariants(db, start));
  expect(
    problems.length === 0,
    `invariants hold ${when}${problems.length ? `: ${problems.slice(0, 5).join('; ')}` : ''}`,
  );
}

/** A new database with the shop prepared and its baseline taken. */
async function shop(kind: Kind, members: number, prefix: string) {
  const database = await createDatabase(kind);
  const prepared = await withDb(database, async (db) => {
    const shopData = await prepareShop(db, members, prefix);
    return { ...shopData, start: await baseline(db) };
  });
  return { database, ...prepared };
}

const tallyLine = (t: Tally) =>
  `${t.ok} answered 200, refused ${JSON.stringify(Object.fromEntries(t.refused))}, ${t.unanswered} unanswered, p99 ${quantile(t.latencies, 0.99).toFixed(0)} ms`;

/**
 * kill -9 at random moments while members check out, pay, apply uDollar, redeem and upload;
 * after each kill the invariants are checked, the api restarted; then the workload finishes and
 * every success it was answered is found in the database.
 */
async function killScenario(kind: Kind) {
  say(`\n== kill -9 under a mixed workload on ${kind}: ${KILLS} kills`);
  const port = PORT + (kind === 'pglite' ? 0 : 1);
  const { database, members, products, start } = await shop(
    kind,
    6,
    kind === 'pglite' ? '6580' : '6581',
  );
  let api = await startApi(database, port);
  const ledger = newLedger();
  const tally = newTally();
  const gifts: { orderId: string; buyer: number }[] = [];
  let running = true;
  const loops = members.map((m, i) =>
    memberLoop(m, i, {
      origin: () => api.origin,
      members,
      products,
      ledger,
      tally,
      gifts,
      running: () => running,
    }),
  );
  const startedAt = Date.now();
  let checked = 0;
  for (let kill = 1; kill <= KILLS; kill++) {
    // A random moment under load: between 0.2 and 1.5 s after the api is back.
    await sleep(200 + Math.random() * 1300);
    await kill9(api);
    // PGlite's files can only be opened with the api down; PostgreSQL's are checked the same way.
    const problems = await withDb(database, (db) => checkInvariants(db, start));
    checked += 1;
    if (problems.length)
      expect(false, `invariants after kill ${kill}: ${problems.slice(0, 5).join('; ')}`);
    api = await startApi(database, port);
  }
  expect(true, `${KILLS} kills, invariants checked after each (${checked} checks)`);
  // Let the workload finish on a process left alone, then stop it cleanly.
  await sleep(2000);
  running = false;
  const rounds = await Promise.all(loops);
  await stopApi(api);
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
  say(
    `  ${rounds.reduce((a, b) => a + b, 0)} rounds finished in ${seconds} s: ${tallyLine(tally)}`,
  );
  say(
    `  answered: ${ledger.reserved.length} reserved, ${ledger.paid.length} paid, ${ledger.cancelled.length} cancelled, ${ledger.redeemed.length} redeemed, ${[...ledger.uploads.values()].reduce((a, b) => a + b, 0)} uploads`,
  );
  expect(
    ledger.paid.length > 0 && ledger.redeemed.length > 0 && ledger.cancelled.length > 0,
    'the workload paid, cancelled and redeemed orders',
  );
  await invariantsHold(database, start, 'after the workload');
  const lost = await withDb(database, (db) => checkLedger(db, ledger));
  expect(
    lost.length === 0,
    `no success answered was lost${lost.length ? `: ${lost.slice(0, 5).join('; ')}` : ''}`,
  );
  // The uploads answered are still served after all the kills.
  api = await startApi(database, port);
  const pictures = await withDb(database, (db) =>
    db
      .selectFrom('members')
      .select('profile_picture')
      .where('id', 'in', [...ledger.uploads.keys()])
      .execute(),
  );
  const served = await Promise.all(
    pictures.map(async (p) => (await fetch(`${api.origin}${p.profile_picture}`)).status),
  );
  expect(
    served.length > 0 && served.every((s) => s === 200),
    `every member's uploaded picture is served (${served.join(' ')})`,
  );
  await stopApi(api);
  await database.drop();
}

/**
 * PostgreSQL unreachable for 10 s under load: the proxy between the api and the server closes
 * every connection and refuses new ones, and the database's backends are terminated. Requests
 * must fail fast with 503 and Retry-After, /api/ready answer 503, the process stay up, and all
 * come back by itself when the database is reachable again.
 */
async function outageScenario() {
  say('\n== PostgreSQL unreachable for 10 s under load');
  const { database, members, start } = await shop('postgres', 4, '6582');
  const proxy = new PostgresProxy(PORT + 2);
  await proxy.restore();
  const api = await startApi(
    database,
    PORT + 3,
    { DB_CONNECT_TIMEOUT_MS: '2000' },
    proxy.urlFor(database.url!),
  );
  type Sample = {
    at: number;
    status: number;
    retryAfter: string | null;
    message: string;
    ms: number;
  };
  const samples: Sample[] = [];
  const ready: Sample[] = [];
  let running = true;
  const t0 = Date.now();
  const load = async (member: Member) => {
    while (running) {
      try {
        const a = await post(api.origin, 'detail_basket', {}, member.token, 15_000);
        samples.push({
          at: Date.now() - t0,
          status: a.status,
          retryAfter: a.retryAfter,
          message: String(a.body.message ?? ''),
          ms: a.ms,
        });
      } catch {
        samples.push({
          at: Date.now() - t0,
          status: 0,
          retryAfter: null,
          message: 'no answer',
          ms: 0,
        });
      }
      await sleep(50);
    }
  };
  const probe = async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${api.origin}/api/ready`).catch(() => undefined);
      ready.push({
        at: Date.now() - t0,
        status: res?.status ?? 0,
        retryAfter: res?.headers.get('retry-after') ?? null,
        message: '',
        ms: performance.now() - started,
      });
      await sleep(250);
    }
  };
  const loops = [...members.map(load), probe()];
  await sleep(3000);
  const cutAt = Date.now() - t0;
  // The server's side first (its backends end, as in a restart), then the network's.
  const terminated = await terminateBackends(database.url!);
  await proxy.cut();
  await sleep(10_000);
  const restoredAt = Date.now() - t0;
  await proxy.restore();
  // Back by itself: wait for readiness, at most 15 s.
  let backAt = -1;
  for (let i = 0; i < 150 && backAt < 0; i++) {
    await sleep(100);
    const last = ready.at(-1);
    if (last && last.at > restoredAt && last.status === 200) backAt = last.at;
  }
  await sleep(2000);
  running = false;
  await Promise.all(loops);
  const during = samples.filter((s) => s.at > cutAt + 500 && s.at + s.ms < restoredAt);
  const after = samples.filter((s) => s.at > backAt + 500 && backAt > 0);
  const before = samples.filter((s) => s.at < cutAt);
  say(
    `  cut at ${cutAt} ms (${terminated} backends terminated), restored at ${restoredAt} ms, ready again at ${backAt} ms`,
  );
  say(
    `  before: ${before.length} requests, statuses ${[...new Set(before.map((s) => s.status))].join(',')}; during: ${during.length} requests, statuses ${[...new Set(during.map((s) => s.status))].join(',')}, slowest ${Math.max(0, ...during.map((s) => s.ms)).toFixed(0)} ms; after: ${after.length}, statuses ${[...new Set(after.map((s) => s.status))].join(',')}`,
  );
  expect(
    before.length > 0 && before.every((s) => s.status === 200),
    'before the cut every request answers 200',
  );
  expect(
    during.length > 0 &&
      during.every(
        (s) => s.status === 503 && s.retryAfter === '5' && s.message === DATABASE_UNAVAILABLE,
      ),
    'while the database is away every request answers 503, Retry-After: 5 and the clear message',
  );
  expect(
    during.every((s) => s.ms < 4000),
    'no request hangs while the database is away (each answered within 4 s)',
  );
  const readyDuring = ready.filter((s) => s.at > cutAt + 500 && s.at + s.ms < restoredAt);
  expect(
    readyDuring.length > 0 && readyDuring.every((s) => s.status === 503),
    '/api/ready answers 503 while the database is away',
  );
  expect(
    backAt > 0 && backAt - restoredAt < 10_000,
    `the api is ready again by itself (${backAt - restoredAt} ms after the database came back)`,
  );
  expect(
    after.length > 0 && after.every((s) => s.status === 200),
    'after recovery every request answers 200',
  );
  expect(api.child.exitCode === null, 'the process never ended');
  if (api.child.exitCode !== null) say(`  the api's last words:\n${api.output().slice(-3000)}`);
  await stopApi(api);
  await proxy.cut();
  await invariantsHold(database, start, 'after the outage');
  await database.drop();
}

/** A request's answer read off a raw socket: status, Retry-After, body, time taken. */
async function burst(port: number, count: number, token: (i: number) => string) {
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  const body = 'option=detail_basket';
  return Promise.all(
    sockets.map(
      (socket, i) =>
        new Promise<
          { status: number; retryAfter: string | null; body: Json; ms: number } | undefined
        >((resolve) => {
          const started = performance.now();
          let raw = '';
          socket.on('data', (chunk) => (raw += chunk.toString()));
          socket.on('error', () => undefined);
          socket.on('close', () => {
            const [head = '', text = ''] = raw.split('\r\n\r\n');
            const status = Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0);
            let parsed: Json = {};
            try {
              parsed = JSON.parse(text) as Json;
            } catch {
              // no body
            }
            resolve(
              status
                ? {
                    status,
                    retryAfter: /\r\nretry-after: *(\S+)/i.exec(head)?.[1] ?? null,
                    body: parsed,
                    ms: performance.now() - started,
                  }
                : undefined,
            );
          });
          socket.write(
            `POST /api/external/basket/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nAuthorization: Bearer ${token(i)}\r\ncontent-type: application/x-www-form-urlencoded\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
          );
        }),
    ),
  );
}

/**
 * On PostgreSQL, whose pool of ten connections makes requests wait for each other (PGlite runs a
 * request's queries to their end before it reads the next request, so its requests barely overlap).
 * More requests than the api can serve at once: beyond MAX_CONCURRENT_REQUESTS they are refused
 * at once with 503 and Retry-After, the rest are served, and the health checks answer throughout.
 */
async function overloadScenario() {
  say('\n== overload on postgres: 400 requests at once against MAX_CONCURRENT_REQUESTS=32');
  const { database, members, start } = await shop('postgres', 2, '6583');
  const api = await startApi(database, PORT + 4, { MAX_CONCURRENT_REQUESTS: '32' });
  const healthMs: number[] = [];
  let running = true;
  const health = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${api.origin}/api/health`);
      if (res.status === 200) healthMs.push(performance.now() - started);
      else healthMs.push(Infinity);
      await sleep(100);
    }
  })();
  // 400 connections opened first, then every request written at once: a true burst.
  const answers = await burst(PORT + 4, 400, (i) => members[i % members.length]!.token);
  running = false;
  await health;
  const ok = answers.filter((a) => a?.status === 200).length;
  const shed = answers.filter((a) => a?.status === 503);
  say(
    `  ${ok} served, ${shed.length} shed, ${answers.filter((a) => !a).length} unanswered; slowest answer ${Math.max(...answers.map((a) => a?.ms ?? 0)).toFixed(0)} ms; health checks: ${healthMs.length}, slowest ${Math.max(...healthMs).toFixed(0)} ms`,
  );
  expect(
    answers.every((a) => a && (a.status === 200 || a.status === 503)),
    'every request is answered, 200 or 503',
  );
  expect(
    shed.length > 0 && shed.every((a) => a!.retryAfter === '1' && a!.body.message === OVERLOADED),
    'the excess is shed with 503, Retry-After: 1 and a clear message',
  );
  expect(ok >= 32, 'the requests within the limit are served');
  // Both processes share two busy cores: the check is answered, never refused, if not at once.
  expect(
    healthMs.length > 0 && healthMs.every((ms) => ms < 5000),
    'the health check answers 200 throughout (each within 5 s)',
  );
  // After the burst, a client that waits as Retry-After says is served.
  let after = await post(api.origin, 'detail_basket', {}, members[0]!.token);
  for (let i = 0; i < 5 && after.status === 503; i++) {
    await sleep(Number(after.retryAfter ?? 1) * 1000);
    after = await post(api.origin, 'detail_basket', {}, members[0]!.token);
  }
  expect(
    after.status === 200,
    `after the burst a client that honours Retry-After is served (${after.status})`,
  );
  await stopApi(api);
  await invariantsHold(database, start, 'after the overload');
  await database.drop();
}

/**
 * Slow-loris: 150 connections send their headers and then their bodies a byte at a time. With
 * REQUEST_TIMEOUT_MS=2000 each is cut off (408, closed) soon after; meanwhile ordinary requests
 * are served at once.
 */
async function slowClientScenario() {
  say('\n== slow clients: 150 slow-loris connections, REQUEST_TIMEOUT_MS=2000');
  const { database, members, start } = await shop('pglite', 1, '6584');
  const api = await startApi(database, PORT + 5, { REQUEST_TIMEOUT_MS: '2000' });
  const opened = Date.now();
  const closedAfter: number[] = [];
  const sockets = Array.from({ length: 150 }, (_, i) => {
    const socket = net.connect(PORT + 5, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.on('data', () => undefined);
    socket.on('close', () => closedAfter.push(Date.now() - opened));
    socket.on('connect', () => {
      // Half send their headers slowly, half (signed in, so past the token check) a body that
      // never completes.
      if (i % 2) {
        socket.write('POST /api/external/basket/ HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      } else {
        socket.write(
          `POST /api/external/basket/ HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${members[0]!.token}\r\ncontent-type: application/x-www-form-urlencoded\r\ncontent-length: 100000\r\n\r\noption=`,
        );
      }
    });
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write(i % 2 ? 'X-Slow: 1\r\n' : 'a');
    }, 300);
    socket.on('close', () => clearInterval(drip));
    return socket;
  });
  const served: number[] = [];
  for (let i = 0; i < 10; i++) {
    await sleep(300);
    const answer = await post(api.origin, 'detail_basket', {}, members[0]!.token, 5000).catch(
      () => undefined,
    );
    served.push(answer?.status === 200 ? answer.ms : Infinity);
  }
  await sleep(2500);
  const open = sockets.filter((s) => !s.destroyed).length;
  for (const s of sockets) s.destroy();
  say(
    `  ordinary requests meanwhile: ${served.map((ms) => ms.toFixed(0)).join(' ')} ms; slow connections cut off after ${quantile(closedAfter, 0)} ms (first), ${quantile(closedAfter, 0.5)} ms (median), ${quantile(closedAfter, 1)} ms (last); still open after 5.5 s: ${open}`,
  );
  expect(
    served.every((ms) => ms < 1000),
    'ordinary requests are served (each within 1 s) while 150 slow clients hang on',
  );
  expect(open === 0, 'every slow connection is cut off by the request timeout');
  expect(api.child.exitCode === null, 'the process never ended');
  await stopApi(api);
  await invariantsHold(database, start, 'after the slow clients');
  await database.drop();
}

/**
 * The uploads' disk full: DATA_DIR/uploads on a 512 KiB tmpfs filled to the last byte (when the
 * machine lets us mount one; otherwise a file stands where the folder should be, so every write
 * fails at the storage interface). The upload fails with 503 and a clear message; the rest works.
 */
async function diskFullScenario() {
  say('\n== the uploads disk full');
  const { database, members, start } = await shop('pglite', 1, '6585');
  const uploads = path.join(database.dataDir, 'uploads');
  fs.mkdirSync(uploads, { recursive: true });
  let mounted = false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', uploads], {
      stdio: 'ignore',
    });
    mounted = true;
  } catch {
    fs.rmSync(uploads, { recursive: true });
    fs.writeFileSync(uploads, 'not a folder');
  }
  const filler = path.join(uploads, 'filler');
  if (mounted) {
    const fd = fs.openSync(filler, 'w');
    try {
      for (;;) fs.writeSync(fd, Buffer.alloc(4096));
    } catch {
      // ENOSPC: full.
    }
    fs.closeSync(fd);
  }
  say(
    `  ${mounted ? 'a 512 KiB tmpfs, filled' : "no tmpfs (mount refused): a file in the folder's place"}`,
  );
  const api = await startApi(database, PORT + 6);
  const member = members[0]!;
  const upload = async () => {
    const form = multipart({ option: 'update_profile', member_id: String(member.id) }, [
      { field: 'profile_picture', filename: 'me.png', type: 'image/png', data: PNG_1X1 },
    ]);
    const res = await fetch(`${api.origin}/api/external/profile/`, {
      method: 'POST',
      headers: { 'content-type': form.contentType, authorization: `Bearer ${member.token}` },
      body: form.payload,
    });
    return { status: res.status, body: (await res.json()) as { message?: string } };
  };
  const full = await upload();
  say(`  upload on a full disk: ${full.status} ${full.body.message}`);
  expect(
    full.status === 503 &&
      full.body.message === 'The picture could not be saved. Please try again later.',
    'the upload fails with 503 and a clear message',
  );
  const basket = await post(
    api.origin,
    'product_to_basket',
    { product_id: 9, quantity: 1 },
    member.token,
  );
  const ready = await fetch(`${api.origin}/api/ready`);
  expect(
    basket.status === 200 && ready.status === 200,
    'everything else goes on: a basket change is served, /api/ready answers 200',
  );
  if (mounted) fs.rmSync(filler);
  else {
    fs.rmSync(uploads);
    fs.mkdirSync(uploads);
  }
  const freed = await upload();
  expect(
    freed.status === 200 && freed.body.message === 'Profile updated',
    'once there is room again the upload succeeds',
  );
  await stopApi(api);
  if (mounted) execFileSync('umount', [uploads]);
  await invariantsHold(database, start, 'after the full disk');
  const orphans = await withDb(database, (db) =>
    db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow(),
  );
  expect(
    Number(orphans.n) === 1,
    `the failed upload left no record behind (${orphans.n} kept for 1 success)`,
  );
  await database.drop();
}

const SCENARIOS: Record<string, () => Promise<void>> = {
  'kill-pglite': () => killScenario('pglite'),
  'kill-postgres': () => killScenario('postgres'),
  outage: outageScenario,
  overload: overloadScenario,
  'slow-clients': slowClientScenario,
  'disk-full': diskFullScenario,
};

// Stopped (Ctrl-C, a CI timeout): the api processes end with it instead of living on.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });

const chosen = process.argv.slice(2).filter((a) => a !== '--');
const names = chosen.length ? chosen : Object.keys(SCENARIOS);
const began = Date.now();
for (const name of names) {
  const scenario = SCENARIOS[name];
  if (!scenario) throw new Error(`no fault scenario ${name}: ${Object.keys(SCENARIOS).join(', ')}`);
  const t = Date.now();
  try {
    await scenario();
  } catch (error) {
    expect(false, `${name} ran to its end: ${(error as Error).stack ?? String(error)}`);
    killAll();
  }
  say(`  (${name}: ${((Date.now() - t) / 1000).toFixed(0)} s)`);
}
say(
  `\nfaults: ${names.length} scenarios in ${((Date.now() - began) / 1000).toFixed(0)} s, ${failures.length} failed checks`,
);
for (const f of failures) say(`  FAIL ${f}`);
killAll();
process.exit(failures.length ? 1 : 0);
