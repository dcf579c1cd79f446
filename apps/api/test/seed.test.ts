import { parseEditParameter } from '@ugift/giftcard-renderer/model';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';

import { verifyPassword } from '../src/auth/password';
import { migrate } from '../src/db';
import { seedIfEmpty } from '../src/db/seed';
import { BRANDS, PRODUCTS } from '../src/db/seed/catalogue';
import { DEMO_MEMBERS, MIGRATED_MEMBER } from '../src/db/seed/members';
import { onEachDatabase, type TestApi } from './helpers';

describe('the migrated and seeded database', () => {
  onEachDatabase((getApi) => {
    let api: TestApi;
    beforeAll(() => {
      api = getApi();
    });

    it('has every migration applied and the seed loaded once', async () => {
      expect(await migrate(api.db)).toEqual([]);
      expect(await seedIfEmpty(api.db)).toBe(false);
    });

    it('stores the documented demo passwords as scrypt hashes', async () => {
      for (const member of [...DEMO_MEMBERS, MIGRATED_MEMBER]) {
        const row = await api.db
          .selectFrom('members')
          .select('password_hash')
          .where('id', '=', member.id)
          .executeTakeFirstOrThrow();
        expect(row.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
        expect(await verifyPassword(member.password, row.password_hash)).toBe(true);
      }
    });

    it('gives every seeded order an unguessable 39-digit public id', async () => {
      const rows = await api.db.selectFrom('orders').select('public_id').execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.public_id).toMatch(/^[1-9]\d{38}$/);
      expect(new Set(rows.map((r) => r.public_id)).size).toBe(rows.length);
    });

    it('writes every card edit parameter in the renderer model, stickers that the media route draws', async () => {
      const cards = await api.db.selectFrom('giftcards').select('edit_parameter').execute();
      const sent = await api.db
        .selectFrom('orders')
        .select('giftcard_edit_parameter as edit_parameter')
        .where('giftcard_id', '<>', 0)
        .execute();
      expect(sent.length).toBeGreaterThan(0);
      for (const { edit_parameter } of [...cards, ...sent]) {
        const parsed = parseEditParameter(edit_parameter);
        expect(parsed.ok, edit_parameter).toBe(true);
        if (!parsed.ok) continue;
        for (const sticker of parsed.value.filter((e) => e.type === 'sticker')) {
          const res = await api.app.inject({ method: 'GET', url: sticker.content });
          expect(res.statusCode, sticker.content).toBe(200);
        }
      }
    });

    it('holds what every screen needs', async () => {
      const db = api.db;
      const count = async (table: 'products' | 'countries' | 'giftcards' | 'music') =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('products')).toBe(PRODUCTS.length);
      expect(PRODUCTS.length).toBeGreaterThanOrEqual(40);
      expect(await count('countries')).toBeGreaterThanOrEqual(4);
      const singapore = await db
        .selectFrom('countries')
        .selectAll()
        .where('id', '=', 3)
        .executeTakeFirstOrThrow();
      expect(singapore).toMatchObject({
        name: 'Singapore',
        country_code: '+65',
        currency_code: 'SGD',
        is_default: true,
      });

      // Every status, code type and notification type the screens show.
      const statuses = await db
        .selectFrom('orders')
        .select(['payment_status', 'order_status'])
        .distinct()
        .execute();
      expect(new Set(statuses.map((s) => s.payment_status))).toEqual(
        new Set(['Pending', 'Paid', 'Campaign Redemption']),
      );
      expect(new Set(statuses.map((s) => s.order_status))).toEqual(
        new Set(['Pending', 'Self-Use', 'Pending Send', 'Gifted']),
      );
      const vouchers = await db.selectFrom('order_evouchers').selectAll().execute();
      expect(new Set(vouchers.map((v) => v.code_type))).toEqual(
        new Set(['qrcode', 'barcode', 'alphanumeric', 'url']),
      );
      expect(
        vouchers.some((v) => v.code_type === 'alphanumeric' && v.code.startsWith('https://')),
      ).toBe(true);
      expect(vouchers.some((v) => v.status === 'Used')).toBe(true);
      const today = new Date().toISOString().slice(0, 10);
      expect(vouchers.some((v) => v.expiry_date < today)).toBe(true);
      const notes = await db.selectFrom('notifications').select('type').distinct().execute();
      expect(new Set(notes.map((n) => n.type))).toEqual(
        new Set([
          'send_order',
          'redeem_order',
          'add_friend',
          'accept_friend',
          'reject_friend',
          'product',
          'campaign',
          'giftcard',
          'expired_evoucher',
        ]),
      );
      const children = await db
        .selectFrom('campaigns')
        .select(['id'])
        .where('parent_id', '=', 25)
        .execute();
      expect(children).toHaveLength(3);
      const banners = await db.selectFrom('banners').select('linkage_type').distinct().execute();
      expect(banners).toHaveLength(4);
      expect(await count('music')).toBeGreaterThan(0);
      const cards = await db.selectFrom('giftcards').select(['is_editable']).execute();
      expect(cards.some((c) => c.is_editable) && cards.some((c) => !c.is_editable)).toBe(true);
      const history = await db.selectFrom('udollar_history').selectAll().execute();
      expect(history.length).toBeGreaterThan(0);
      const friendships = await db.selectFrom('friendships').select('status').distinct().execute();
      expect(new Set(friendships.map((f) => f.status))).toEqual(new Set(['Pending', 'Accepted']));
    });

    it('gives new rows ids after the seeded ones', async () => {
      const next = await api.db
        .insertInto('campaigns')
        .values({
          name: 'n',
          image: '',
          description: '',
          terms_and_conditions: '',
          campaign_type: 'x',
          task_type: 'x',
          reward_type: 'points',
          parent_id: null,
          reward_product_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(next.id).toBeGreaterThan(28);
      await api.db.deleteFrom('campaigns').where('id', '=', next.id).execute();
    });

    it('serves a picture for every picture the seed names', async () => {
      const tables = await sql<{ name: string }>`
        select table_name as name from information_schema.tables where table_schema = 'public'`.execute(
        api.db,
      );
      const urls = new Set<string>();
      for (const { name } of tables.rows) {
        const rows = await sql`select * from ${sql.table(name)}`.execute(api.db);
        const text = JSON.stringify(rows.rows);
        for (const [url] of text.matchAll(/\/api\/media\/[a-z]+\/[\w-]+\.(svg|wav|webm)/g)) {
          urls.add(url);
        }
      }
      // Products (3 each), cards (2 each), categories and brands (2 each), banners, popups, ...
      expect(urls.size).toBeGreaterThan(200);
      for (const url of urls) {
        const res = await api.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
      }
    });

    it('serves generated pictures for every seeded image and 404 for others', async () => {
      for (const url of [
        '/api/media/flag/sg.svg',
        '/api/media/category/1-home.svg',
        '/api/media/brand/8.svg',
        '/api/media/product/48-3.svg',
        '/api/media/giftcard/12-thumb.svg',
        '/api/media/banner/4.svg',
        '/api/media/popup/3.svg',
        '/api/media/campaign/25.svg',
        '/api/media/sticker/heart.svg',
        '/api/media/avatar/sandbox-1004.svg',
      ]) {
        const res = await api.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toContain('image/svg+xml');
        expect(res.body, url).toMatch(/^<svg /);
      }
      expect(
        (await api.app.inject({ method: 'GET', url: '/api/media/product/49.svg' })).statusCode,
      ).toBe(404);
      expect(
        (await api.app.inject({ method: 'GET', url: '/api/media/../../etc/passwd' })).statusCode,
      ).toBe(404);
      expect(BRANDS).toHaveLength(8);
    });
  });
});
