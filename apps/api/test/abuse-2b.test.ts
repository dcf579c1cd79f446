// Issue 47: abuse resistance, round 2, the findings finished second (2, 7, 8, 9). Each finding
// reproduced first, then shown closed; the numbers are the issue's.
import { describe, expect, it } from 'vitest';

import { ALICE, onEachDatabase, type TestApi } from './helpers';

/** A fresh pending order of the member's: one product in the basket, reserved. */
async function reserveOne(api: TestApi, token: string): Promise<string> {
  const put = await api.call('product_to_basket', { product_id: '1', quantity: '1' }, { token });
  expect(put.json().success, put.body).toBe(true);
  const reserved = await api.call('reserve_order', {}, { token });
  expect(reserved.json().success, reserved.body).toBe(true);
  return reserved.json().order_id as string;
}

describe('7. get_cashier_url gives the open payment page again and is limited', () => {
  onEachDatabase((getApi, kind) => {
    const checkouts = async (api: TestApi, orderId: string) =>
      api.db
        .selectFrom('payment_checkouts')
        .innerJoin('orders', 'orders.id', 'payment_checkouts.order_id')
        .select(['payment_checkouts.token_hash', 'payment_checkouts.status'])
        .where('orders.public_id', '=', orderId)
        .execute();

    it('makes one page for 40 calls on one order, and refuses past 10 in 10 minutes', async () => {
      const api = getApi();
      const ip = `10.47.7.${kind === 'postgres' ? 1 : 2}`;
      const alice = await api.login(ALICE.phone, ALICE.password, ip);
      const orderId = await reserveOne(api, alice);
      const ask = () =>
        api.call('get_cashier_url', { order_id: orderId, order_source: 'web' }, { token: alice });
      // Ten at once, then thirty one after another.
      const answers = await Promise.all(Array.from({ length: 10 }, ask));
      for (let i = 0; i < 30; i += 1) answers.push(await ask());
      const given = answers.filter((a) => a.statusCode === 200);
      expect(given).toHaveLength(10);
      expect(new Set(given.map((a) => a.json().cashier_url)).size).toBe(1);
      expect(await checkouts(api, orderId)).toHaveLength(1);
      const refused = answers.filter((a) => a.statusCode === 429);
      expect(refused).toHaveLength(30);
      expect(refused[0]!.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused[0]!.json().message).toMatch(
        /^Too many payment pages asked for this order\. Please try again in \d+ seconds\.$/,
      );
    });

    it('makes a new page once the open one has failed or is about to expire', async () => {
      const api = getApi();
      const ip = `10.47.7.${kind === 'postgres' ? 3 : 4}`;
      const alice = await api.login(ALICE.phone, ALICE.password, ip);
      const orderId = await reserveOne(api, alice);
      const ask = async () => {
        const res = await api.call(
          'get_cashier_url',
          { order_id: orderId, order_source: 'web' },
          { token: alice },
        );
        expect(res.statusCode, res.body).toBe(200);
        return res.json().cashier_url as string;
      };
      const first = await ask();
      expect(await ask()).toBe(first);
      // The payer failed the payment on that page: the next ask gets a new one.
      await api.app.inject({ method: 'POST', url: `${first}/fail` });
      const second = await ask();
      expect(second).not.toBe(first);
      // Less than five minutes left on it: a new one.
      await api.db
        .updateTable('payment_checkouts')
        .set({ expires_at: new Date(Date.now() + 60_000) })
        .where('url', '=', second)
        .execute();
      const third = await ask();
      expect(third).not.toBe(second);
      expect(await ask()).toBe(third);
      expect(await checkouts(api, orderId)).toHaveLength(3);
    });
  });
});
