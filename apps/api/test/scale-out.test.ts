// Two api processes on one PostgreSQL database, as behind a load balancer (issue 18): the limits
// count in total, a logout on one is refused on the other as soon as its notification arrives, an upload made through one is
// served by the other (S3-compatible storage, a local s3rver), the OTP key is shared, and each
// background job runs once.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'kysely';
// s3rver ships no types: a local S3-compatible server for tests.
// @ts-expect-error no declaration file
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_API_KEY } from '../src/config';
import { ALICE, BEN, freshDatabase, multipart, PNG_1X1 } from './helpers';
import { whenListening } from './listening';

const apiRoot = path.resolve(import.meta.dirname, '..');
const base = 4470 + Math.floor(Math.random() * 20) * 3;
const s3Port = base + 2;
const BUCKET = 'ugift-uploads';

interface Proc {
  origin: string;
  child: ChildProcess;
  output: () => string;
  dataDir: string;
}

let database: Awaited<ReturnType<typeof freshDatabase>>;
let s3: { close: () => Promise<void> };
let s3Dir: string;
let a: Proc;
let b: Proc;

async function startProcess(port: number): Promise<Proc> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-scale-'));
  const child = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: '/nonexistent',
      DATABASE_URL: database.url,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      JOBS_EVERY_SECONDS: '1',
      PENDING_ORDER_TTL_SECONDS: '1',
      // The job runs are logged at debug ("job done"): the test reads who ran which job there.
      LOG_LEVEL: 'debug',
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
  return { origin, child, output: () => output, dataDir };
}

async function stopProcess(proc: Proc | undefined) {
  if (!proc) return;
  const exited = new Promise((resolve) => proc.child.once('exit', resolve));
  if (proc.child.exitCode === null) proc.child.kill('SIGTERM');
  await exited;
  fs.rmSync(proc.dataDir, { recursive: true, force: true });
}

type Body = Record<string, unknown> & { success?: boolean; message?: string };

async function post(proc: Proc, fields: Record<string, string>, token?: string, group = 'auth') {
  const res = await fetch(`${proc.origin}/api/external/${group}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams(fields),
  });
  return { status: res.status, body: (await res.json()) as Body };
}

async function guestToken(proc: Proc) {
  const { body } = await post(proc, {
    option: 'get_api_token',
    source: 'web',
    api_key: DEFAULT_API_KEY,
  });
  return body.api_token as string;
}

beforeAll(async () => {
  database = await freshDatabase('postgres');
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-s3-'));
  const server = new S3rver({
    port: s3Port,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  await server.run();
  s3 = server;
  // One after the other, then together: the second finds the job engine's schema installed.
  a = await startProcess(base);
  b = await startProcess(base + 1);
}, 240_000);

afterAll(async () => {
  await Promise.all([stopProcess(a), stopProcess(b)]);
  await s3?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
  await database?.drop();
}, 60_000);

describe('given two api processes on one PostgreSQL database', () => {
  it('should count failed logins of an account across both: the sixth is refused on either', async () => {
    const [ta, tb] = [await guestToken(a), await guestToken(b)];
    for (let i = 0; i < 5; i++) {
      // The progressive delay between failures (auth/login-guard.ts): 1 s after the third, 2 s
      // after the fourth, kept in the shared store too.
      if (i === 3) await new Promise((resolve) => setTimeout(resolve, 1100));
      if (i === 4) await new Promise((resolve) => setTimeout(resolve, 2100));
      const [proc, token] = i % 2 ? [b, tb] : [a, ta];
      const { status, body } = await post(
        proc,
        { option: 'login', phone_number: BEN.phone, password: `wrong-${i}` },
        token,
      );
      expect(status).toBe(200);
      expect(body.message).toBe('The phone number or password is incorrect.');
    }
    // A fixed wait that is the behaviour under test: past the last delay, the shared count of
    // failures (not the delay) refuses the sixth attempt on either process.
    await new Promise((resolve) => setTimeout(resolve, 4100));
    for (const [proc, token] of [
      [a, ta],
      [b, tb],
    ] as const) {
      const { status, body } = await post(
        proc,
        { option: 'login', phone_number: BEN.phone, password: BEN.password },
        token,
      );
      expect(status).toBe(429);
      expect(body.message).toMatch(/Too many failed logins for this account/);
    }
  });

  it('should count OTP requests from one client across both: the 21st is refused', async () => {
    const [ta, tb] = [await guestToken(a), await guestToken(b)];
    for (let i = 0; i < 20; i++) {
      const [proc, token] = i % 2 ? [b, tb] : [a, ta];
      const { status, body } = await post(
        proc,
        {
          option: 'get_otp',
          action: 'register',
          phone_number: `659100${String(i).padStart(4, '0')}`,
        },
        token,
      );
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.success).toBe(true);
    }
    const refused = await post(
      b,
      { option: 'get_otp', action: 'register', phone_number: '6591009999' },
      tb,
    );
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many OTP requests from this device/);
  });

  it('should verify on one process a code sent through the other (one OTP key for both)', async () => {
    const phone = '6591000004';
    const outbox = (await (await fetch(`${b.origin}/api/dev/outbox?phone=${phone}`)).json()) as {
      table: { otp: string }[];
    };
    const otp = outbox.table[0]!.otp;
    expect(otp).toMatch(/^\d{6}$/);
    const { body } = await post(
      b,
      { option: 'verify_otp', action: 'register', phone_number: phone, otp },
      await guestToken(b),
    );
    expect(body.success).toBe(true);
    const secrets = await database.db.selectFrom('app_secrets').select('name').execute();
    expect(secrets.map((s) => s.name)).toEqual(['otp']);
  });

  it('should refuse on the other process a token logged out on one, once the notification arrives', async () => {
    const guest = await guestToken(a);
    const login = await post(
      a,
      { option: 'login', phone_number: ALICE.phone, password: ALICE.password },
      guest,
    );
    const token = login.body.api_token as string;
    const profile = { option: 'detail_profile', member_id: ALICE.id };
    expect((await post(b, profile, token, 'profile')).body.success).toBe(true);
    expect((await post(a, { option: 'logout', member_id: ALICE.id }, token)).body.success).toBe(
      true,
    );
    // The other process drops its cached session when PostgreSQL's notification reaches it: a
    // few milliseconds on a quiet machine, later on a busy one (seen: its next request still
    // served while both cores were busy). Its answer is awaited up to the assertion bound.
    await expect
      .poll(async () => (await post(b, profile, token, 'profile')).status, { timeout: 15_000 })
      .toBe(403);
  });

  it('should serve from one process a picture uploaded through the other, kept in the bucket', async () => {
    const { body: login } = await post(
      b,
      { option: 'login', phone_number: ALICE.phone, password: ALICE.password },
      await guestToken(b),
    );
    const form = multipart({ option: 'update_profile', member_id: ALICE.id }, [
      { field: 'profile_picture', filename: 'me.png', type: 'image/png', data: PNG_1X1 },
    ]);
    const upload = await fetch(`${a.origin}/api/external/profile/`, {
      method: 'POST',
      headers: {
        'content-type': form.contentType,
        authorization: `Bearer ${login.api_token as string}`,
      },
      body: form.payload,
    });
    expect(((await upload.json()) as Body).message).toBe('Profile updated');
    const member = await database.db
      .selectFrom('members')
      .select('profile_picture')
      .where('id', '=', Number(ALICE.id))
      .executeTakeFirstOrThrow();
    expect(member.profile_picture).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await fetch(`${b.origin}${member.profile_picture}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_1X1);
    // Neither process kept it on its own disk.
    expect(fs.existsSync(path.join(a.dataDir, 'uploads'))).toBe(false);
    expect(fs.existsSync(path.join(b.dataDir, 'uploads'))).toBe(false);
  });

  it('should run each background job once per period across both, and give an unpaid order its stock back once', async () => {
    // The seed's pending orders are older than PENDING_ORDER_TTL_SECONDS=1.
    const until = Date.now() + 30_000;
    let pending = 1;
    while (pending > 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const row = await database.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('payment_status', '=', 'Pending')
        .where('order_status', '=', 'Pending')
        .executeTakeFirstOrThrow();
      pending = Number(row.n);
    }
    expect(pending).toBe(0);
    const cancelled = await database.db
      .selectFrom('orders')
      .select('cancel_reason')
      .where('order_status', '=', 'Cancelled')
      .where('cancel_reason', '=', 'unpaid')
      .execute();
    expect(cancelled.length).toBeGreaterThanOrEqual(1);
    const done = (proc: Proc) =>
      proc
        .output()
        .split('\n')
        .filter((line) => line.includes('"msg":"job done"'))
        .map((line) => (JSON.parse(line) as { jobId: string }).jobId);
    // Whichever process's worker fetches a period's job runs it: wait until both have run some.
    while ((done(a).length === 0 || done(b).length === 0) && Date.now() < until + 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // Each period's job exists once, however many processes offered it.
    const { rows } = await sql<{ name: string; slot: Date; jobs: number }>`
      select name, singleton_on as slot, count(*)::int as jobs from pgboss.job
      where name in ('cancel-unpaid-orders', 'purge-expired', 'clean-uploads', 'voucher-reminders')
      group by name, singleton_on`.execute(database.db);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((r) => r.jobs !== 1)).toEqual([]);
    // And each job id ran on one process only, once.
    const ids = [...done(a), ...done(b)];
    expect(ids.length).toBeGreaterThanOrEqual(4);
    expect(new Set(ids).size).toBe(ids.length);
    // Both processes took part.
    expect(done(a).length).toBeGreaterThan(0);
    expect(done(b).length).toBeGreaterThan(0);
  }, 90_000);
});
