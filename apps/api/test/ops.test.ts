import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { operations } from '@ugift/api-client/contract';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';

import { main, parseArgs } from '../src/ops/cli';
import { opsRegistry } from '../src/ops/commands';
import { defineCommand, formatProblems, OpsRegistry, OpsRefusal } from '../src/ops/registry';
import { OPERATOR_LIMITS } from '../src/routes/operator';
import { ALICE, onEachDatabase, type Json } from './helpers';

const KEY = 'operator-key-for-tests-0123456789abcdef';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) } };
}

describe('given the operator command line', () => {
  it('should read words, switches and valued flags', () => {
    expect(parseArgs(['catalogue', 'import', 'a.csv', '--dry-run', '--out', 'x.json'])).toEqual({
      words: ['catalogue', 'import', 'a.csv'],
      flags: { dry_run: true, out: 'x.json' },
    });
  });

  it('should list every registered command in --help, and exit 2 on an unknown one', async () => {
    const c = capture();
    expect(await main(['--help'], c.io)).toBe(0);
    for (const command of opsRegistry.all()) expect(c.out.join('\n')).toContain(command.name);
    const unknown = capture();
    expect(await main(['nothing', 'here'], unknown.io)).toBe(2);
    expect(unknown.err.join('\n')).toContain('No command "nothing here"');
  });

  it('should run a command on the embedded database of DATA_DIR and audit it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-ops-'));
    try {
      const env = { DATA_DIR: dataDir, NODE_ENV: 'production' };
      const status = capture();
      expect(await main(['status', '--json'], { ...status.io, env, cwd: dataDir })).toBe(0);
      // Production starts empty: the countries, no demo products, no demo members.
      expect(JSON.parse(status.out.join(''))).toMatchObject({ products: 0, members: 0 });
      expect(JSON.parse(status.out.join('')).countries).toBeGreaterThan(0);

      // A command that refuses: exit 1, its problems on stderr, and the refusal audited.
      const registry = new OpsRegistry([
        ...opsRegistry.all(),
        defineCommand({
          name: 'test refuse',
          summary: 'refuses',
          args: ['count'],
          input: v.object({ count: v.pipe(v.string(), v.regex(/^\d+$/, 'must be a number')) }),
          async run() {
            throw new OpsRefusal('refused on purpose', [
              { row: 3, field: 'price', message: 'too high' },
            ]);
          },
        }),
      ]);
      const bad = capture();
      expect(await main(['test', 'refuse', 'x'], { ...bad.io, env, cwd: dataDir }, registry)).toBe(
        1,
      );
      expect(bad.err.join('\n')).toContain('count: must be a number');

      // The support desk's refund, on the command line: an order that does not exist is refused
      // in a sentence, exit 1.
      const refund = capture();
      expect(
        await main(['orders', 'refund', 'UG-NO-SUCH'], { ...refund.io, env, cwd: dataDir }),
      ).toBe(1);
      expect(refund.err.join('\n')).toBe('No order "UG-NO-SUCH" (an order number or an order id).');

      const { openDatabase } = await import('../src/db');
      const db = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      const rows = await db.selectFrom('operator_audit').selectAll().orderBy('id').execute();
      await db.destroy();
      expect(rows.map((r) => [r.via, r.command, r.outcome])).toEqual([
        ['cli', 'status', 'ok'],
        ['cli', 'test refuse', 'refused'],
        ['cli', 'orders refund', 'refused'],
      ]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('should show a refusal as one line per row and field', () => {
    expect(
      formatProblems(
        new OpsRefusal('refused', [
          { row: 214, field: 'discounted_price', message: 'above original_price' },
          { message: 'the file is empty' },
        ]),
      ),
    ).toBe('refused\n  row 214, discounted_price: above original_price\n  the file is empty');
  });
});

describe('given the api without OPERATOR_KEY', () => {
  onEachDatabase((api) => {
    it('should not serve the operator api at all', async () => {
      const res = await api().app.inject({
        method: 'POST',
        url: '/api/ops/status',
        headers: { authorization: `Bearer ${KEY}` },
        payload: {},
      });
      expect(res.statusCode).toBe(404);
    });
  });
});

describe('given the api with OPERATOR_KEY', () => {
  onEachDatabase(
    (api) => {
      const post = (url: string, headers: Record<string, string>, ip = '10.9.0.1') =>
        api().app.inject({ method: 'POST', url, headers, payload: {}, remoteAddress: ip });

      it('should refuse a call without the key or with the web app key, and audit it', async () => {
        expect((await post('/api/ops/status', {})).statusCode).toBe(401);
        const web = await post('/api/ops/status', { authorization: 'Bearer ugift-web-dev-key' });
        expect(web.statusCode).toBe(401);
        expect((web.json() as Json).message).toContain('OPERATOR_KEY');
        const refused = await api()
          .db.selectFrom('operator_audit')
          .select(['via', 'outcome'])
          .where('via', '=', 'api')
          .execute();
        expect(refused).toEqual([
          { via: 'api', outcome: 'refused' },
          { via: 'api', outcome: 'refused' },
        ]);
      });

      it('should run a registered command with the key, and list them', async () => {
        const res = await post('/api/ops/status', { authorization: `Bearer ${KEY}` }, '10.9.0.2');
        expect(res.statusCode).toBe(200);
        expect((res.json() as Json).data).toHaveProperty('products');
        const list = await api().app.inject({
          method: 'GET',
          url: '/api/ops',
          headers: { authorization: `Bearer ${KEY}` },
          remoteAddress: '10.9.0.2',
        });
        expect((list.json() as Json).commands.map((c: Json) => c.name)).toContain('status');
        const last = await api()
          .db.selectFrom('operator_audit')
          .select(['command', 'outcome', 'actor'])
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        expect(last).toEqual({ command: '(list)', outcome: 'ok', actor: '10.9.0.2' });
        const missing = await post(
          '/api/ops/no/such',
          { authorization: `Bearer ${KEY}` },
          '10.9.0.2',
        );
        expect(missing.statusCode).toBe(404);
      });

      it("should load a product's codes, show its pool, add and revoke a merchant, find orders (part B's commands)", async () => {
        const auth = { authorization: `Bearer ${KEY}` };
        const call = (url: string, payload: unknown) =>
          api().app.inject({
            method: 'POST',
            url,
            headers: auth,
            payload: payload as object,
            remoteAddress: '10.9.0.4',
          });
        const product = await api()
          .db.selectFrom('products')
          .select(['id', 'brand_id'])
          .orderBy('id')
          .executeTakeFirstOrThrow();
        const file = { name: 'codes.csv', text: 'code\nPOOL-AAAA-0001\nPOOL-AAAA-0002\n' };
        const loaded = await call('/api/ops/codes/import', { product: product.id, file });
        expect(loaded.statusCode).toBe(200);
        expect((loaded.json() as Json).data).toMatchObject({ imported: 2, free: 2 });
        const again = await call('/api/ops/codes/import', { product: product.id, file });
        expect(again.statusCode).toBe(400);
        expect((again.json() as Json).problems).toEqual([
          { row: 1, field: 'code', message: 'already in the pool' },
          { row: 2, field: 'code', message: 'already in the pool' },
        ]);
        const empty = await call('/api/ops/codes/import', {
          product: product.id,
          file: { name: 'empty.csv', text: 'code\n' },
        });
        expect((empty.json() as Json).problems).toEqual([
          { field: 'file', message: 'the file has no codes' },
        ]);
        const status = await call('/api/ops/codes/status', { product: String(product.id) });
        expect((status.json() as Json).data).toEqual([
          expect.objectContaining({ product: product.id, free: 2, issued: 0 }),
        ]);
        const unnamed = await call('/api/ops/merchants/add', {
          brand: product.brand_id,
          name: ' ',
        });
        expect(unnamed.statusCode).toBe(400);
        expect((unnamed.json() as Json).problems).toEqual([
          { field: 'name', message: 'the name is empty' },
        ]);
        const added = await call('/api/ops/merchants/add', {
          brand: product.brand_id,
          name: 'Till 1',
        });
        expect(added.statusCode).toBe(200);
        const merchant = (added.json() as Json).data;
        expect(merchant.key).toMatch(/^ugm_/);
        const listed = await call('/api/ops/merchants/list', {});
        expect(JSON.stringify(listed.json())).not.toContain(merchant.key);
        expect((await call('/api/ops/merchants/revoke', { id: merchant.id })).statusCode).toBe(200);
        expect((await call('/api/ops/merchants/revoke', { id: merchant.id })).statusCode).toBe(400);
        const tooShort = await call('/api/ops/orders/find', { query: 'x' });
        expect(tooShort.statusCode).toBe(400);
        expect((tooShort.json() as Json).problems).toEqual([
          { field: 'query', message: 'at least 3 characters' },
        ]);
        const found = await call('/api/ops/orders/find', { query: 'UG-no-such-order' });
        expect(found.statusCode).toBe(200);
        expect((found.json() as Json).data).toEqual([]);
      });

      it('should refund an order paid at the sandbox cashier once, and refuse it after', async () => {
        const auth = { authorization: `Bearer ${KEY}` };
        const refund = (order: string) =>
          api().app.inject({
            method: 'POST',
            url: '/api/ops/orders/refund',
            headers: auth,
            payload: { order },
            remoteAddress: '10.9.0.5',
          });
        const alice = await api().login(ALICE.phone, ALICE.password);
        const call = async (option: string, fields: Record<string, string>) =>
          (await api().call(option as never, fields as never, { token: alice })).json() as Json;
        const [pending] = (await call('list_order', { filter_by: 'pay' })).table as Json[];
        const cashier = await call('get_cashier_url', {
          order_id: pending!.id,
          order_source: 'web',
        });
        const token = (cashier.cashier_url as string).split('/').pop()!;
        const paid = await api().app.inject({
          method: 'POST',
          url: `/api/cashier/${token}/confirm`,
        });
        expect(paid.statusCode).toBe(303);
        const order = await api()
          .db.selectFrom('orders')
          .select(['id', 'order_no', 'payment_status'])
          .where('public_id', '=', pending!.id)
          .executeTakeFirstOrThrow();
        expect(order.payment_status).toBe('Paid');

        const done = await refund(order.order_no);
        expect(done.statusCode, done.body).toBe(200);
        expect((done.json() as Json).summary).toContain(`Order ${order.order_no} refunded`);
        expect((done.json() as Json).data).toMatchObject({
          replay: false,
          refund_reference: `sandbox-refund-${order.order_no}`,
        });
        // The member's order shows Refunded, with when (the database keeps it Cancelled, reason
        // refund); no cancel_reason, which is about Cancelled orders.
        const detail = await call('detail_order', { order_id: pending!.id });
        expect(detail.success, JSON.stringify(detail)).toBe(true);
        expect(detail.table).toMatchObject({ order_status: 'Refunded', payment_status: 'Paid' });
        expect(detail.table.refunded_date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
        expect(detail.table.cancel_reason).toBeUndefined();
        // Listed with the member's purchases (it was paid), not with the orders to pay.
        const purchased = (await call('list_order', { filter_by: 'purchased' })).table as Json[];
        expect(purchased.find((o) => o.id === pending!.id)).toMatchObject({
          order_status: 'Refunded',
          refunded_date: detail.table.refunded_date,
        });
        const toPay = (await call('list_order', { filter_by: 'pay' })).table as Json[];
        expect(toPay.map((o) => o.id)).not.toContain(pending!.id);
        // What the app decodes it with: a refunded order must not break its screen.
        expect(v.safeParse(operations.detail_order.response, detail).success).toBe(true);
        const wallet = await call('list_evoucher', {});
        expect(JSON.stringify(wallet)).not.toContain(pending!.id);

        const found = await api().app.inject({
          method: 'POST',
          url: '/api/ops/orders/find',
          headers: auth,
          payload: { query: order.order_no },
          remoteAddress: '10.9.0.5',
        });
        expect((found.json() as Json).summary).toMatch(
          new RegExp(`^${order.order_no} Cancelled Paid .* refunded \\d{4}-`),
        );

        const again = await refund(order.order_no);
        expect((again.json() as Json).data).toMatchObject({ replay: true });
        expect((again.json() as Json).summary).toContain('already refunded');

        // Input a person got wrong: refused with its field, never a server error.
        const short = await refund('x');
        expect(short.statusCode).toBe(400);
        expect((short.json() as Json).problems).toEqual([
          { field: 'order', message: 'an order number (UG…) or an order id' },
        ]);

        const unknown = await refund('UG-NO-SUCH');
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json()).toMatchObject({
          success: false,
          message: 'No order "UG-NO-SUCH" (an order number or an order id).',
        });
        const audit = await api()
          .db.selectFrom('operator_audit')
          .select(['outcome'])
          .where('command', '=', 'orders refund')
          .orderBy('id')
          .execute();
        expect(audit.map((a) => a.outcome)).toEqual(['ok', 'ok', 'refused', 'refused']);
      });

      it('should stop an address after too many wrong keys, even with the right one then', async () => {
        for (let i = 0; i < OPERATOR_LIMITS.badKeysPerHour; i += 1) {
          expect(
            (await post('/api/ops/status', { authorization: 'Bearer guess' }, '10.9.0.3'))
              .statusCode,
          ).toBe(401);
        }
        const after = await post('/api/ops/status', { authorization: `Bearer ${KEY}` }, '10.9.0.3');
        expect(after.statusCode).toBe(429);
      });
    },
    {},
    { operatorKey: KEY },
  );
});
