// The api's hot read path answers from memory while nothing changed (issue 17): catalogue
// answers per distinct request, api tokens' sessions for a minute. Correctness first: a change
// is seen on the next request, and a token logged out is refused at once.
import zlib from 'node:zlib';

import pg from 'pg';
import { describe, expect, it } from 'vitest';

import { ALICE, nextCatalogueChange, onEachDatabase } from './helpers';

describe('given the catalogue cache', () => {
  onEachDatabase((getApi, kind) => {
    it('answers a repeated list from memory, and shows a changed product on the next request', async () => {
      const api = getApi();
      const token = await api.guestToken('10.170.0.1');
      const list = async () =>
        (
          await api.call('list_product', { order_by: 'POPULAR' }, { token, ip: '10.170.0.1' })
        ).json().table as { id: string; name: string; discounted_price: number }[];
      const cache = api.app.services!.catalogue;
      const first = await list();
      const hits = cache.hits;
      expect(await list()).toEqual(first);
      expect(cache.hits).toBe(hits + 1);

      // A change made outside this process's code (an operator's SQL; on PostgreSQL through a
      // connection of its own), as a price change would be.
      const product = first[0]!;
      const update = `update products set discounted_price = 1.23 where id = ${Number(product.id)}`;
      const heard = nextCatalogueChange(api);
      if (kind === 'postgres') {
        const client = new pg.Client({
          connectionString: (api.app.services!.config as { databaseUrl?: string }).databaseUrl,
        });
        await client.connect();
        await client.query(update);
        await client.end();
      } else {
        await api.db
          .updateTable('products')
          .set({ discounted_price: 1.23 })
          .where('id', '=', Number(product.id))
          .execute();
      }
      await heard;
      const after = await list();
      expect(after.find((p) => p.id === product.id)!.discounted_price).toBe(1.23);
      const detail = await api.call(
        'detail_product',
        { product_id: product.id },
        { token, ip: '10.170.0.1' },
      );
      expect(detail.json().table.discounted_price).toBe(1.23);
    });

    it('drops on a stock change only the answers that show the product, and shows the new stock', async () => {
      const api = getApi();
      const ip = '10.170.0.3';
      const token = await api.guestToken(ip);
      const call = async (option: 'list_product' | 'detail_product', fields: object) =>
        (await api.call(option, fields as Record<string, string>, { token, ip })).json();
      const cache = api.app.services!.catalogue;
      const list = (await call('list_product', { order_by: 'ASC' })).table as {
        id: string;
        stock: number;
      }[];
      const [changed, other] = [list[0]!, list[1]!];
      await call('detail_product', { product_id: changed.id });
      await call('detail_product', { product_id: other.id });
      const otherList = await call('list_product', {
        order_by: 'ASC',
        filter_by_keywords: 'zzzz-none',
      });
      expect(otherList.table).toEqual([]);

      // A reservation's kind of update: the stock alone, in a statement of its own.
      const heard = nextCatalogueChange(api);
      await api.db
        .updateTable('products')
        .set((eb) => ({ stock: eb('stock', '-', 1) }))
        .where('id', '=', Number(changed.id))
        .execute();
      await heard;

      const hits = cache.hits;
      // Still from memory: the other product's details and a list without the product.
      await call('detail_product', { product_id: other.id });
      await call('list_product', { order_by: 'ASC', filter_by_keywords: 'zzzz-none' });
      expect(cache.hits).toBe(hits + 2);
      // Asked again: the new stock, in the details and in the list.
      expect((await call('detail_product', { product_id: changed.id })).table.stock).toBe(
        changed.stock - 1,
      );
      const again = (await call('list_product', { order_by: 'ASC' })).table as typeof list;
      expect(again.find((row) => row.id === changed.id)!.stock).toBe(changed.stock - 1);
      expect(cache.hits).toBe(hits + 2);
    });

    it('sends a cached answer as serialised and compressed once, in the encoding the client accepts', async () => {
      const api = getApi();
      const ip = '10.170.0.4';
      const token = await api.guestToken(ip);
      const get = (encoding?: string) =>
        api.call(
          'list_product',
          { order_by: 'NEW' },
          { token, ip, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } },
        );
      const plain = await get();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(String(plain.headers.vary).toLowerCase()).toContain('accept-encoding');
      const json = plain.body;
      expect(json.length).toBeGreaterThan(1024);
      expect(JSON.parse(json).table.length).toBeGreaterThan(0);

      const br = await get('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(json);
      const gzip = await get('gzip;q=1, br;q=0');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(json);
      expect((await get('identity')).body).toBe(json);
      // The same bytes again: made once.
      expect((await get('br')).rawPayload.equals(br.rawPayload)).toBe(true);
    });

    it('keeps a member’s own basket quantity out of the cache', async () => {
      const api = getApi();
      const alice = await api.login(ALICE.phone, ALICE.password, '10.170.0.2');
      const call = (
        option: 'detail_product' | 'product_to_basket',
        fields: Record<string, string | number>,
      ) => api.call(option, fields, { token: alice, ip: '10.170.0.2' });
      const before = (await call('detail_product', { product_id: 9 })).json().table.basket_quantity;
      const put = await call('product_to_basket', {
        member_id: ALICE.id,
        product_id: 9,
        quantity: before + 1,
      });
      expect(put.json().success).toBe(true);
      expect((await call('detail_product', { product_id: 9 })).json().table.basket_quantity).toBe(
        before + 1,
      );
    });
  });
});

describe('given the session cache', () => {
  onEachDatabase((getApi) => {
    it('answers a known token without the database, and refuses it at once after logout', async () => {
      const api = getApi();
      const token = await api.login(ALICE.phone, ALICE.password, '10.171.0.1');
      const profile = () =>
        api.call('detail_profile', { member_id: ALICE.id }, { token, ip: '10.171.0.1' });
      expect((await profile()).json().success).toBe(true);
      // The row is taken out behind the api's back: the token is still known from memory (no
      // database round trip)...
      await api.db.deleteFrom('sessions').where('member_id', '=', Number(ALICE.id)).execute();
      expect((await profile()).json().success).toBe(true);
      // ...but a logout goes through the cache: refused on the next request (and the database has
      // no session for it any more).
      await api.call('logout', { member_id: ALICE.id }, { token, ip: '10.171.0.1' });
      expect((await profile()).statusCode).toBe(401);
    });
  });
});
