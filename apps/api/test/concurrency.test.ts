import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertMembers } from './fixtures';
import { ALICE, BEN, startApi, type TestApi } from './helpers';

// Simultaneous requests need a database server that runs transactions side by side: PostgreSQL
// only (PGlite serves one connection at a time, so it would prove nothing).

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('simultaneous requests on postgres', () => {
  let api: TestApi;
  let alice: string;

  const call = async (token: string, option: Parameters<TestApi['call']>[0], fields: Json = {}) => {
    const res = await api.call(option, fields, { token });
    expect(res.statusCode, `${option}: ${res.body}`).toBe(200);
    return res.json() as Json;
  };

  /**
   * Members created straight in the database with a session each (logging 60 members in through
   * the password hash would take minutes; the login itself is part 1's and tested there).
   */
  const buyers = (count: number, prefix: string) => insertMembers(api.db, count, prefix);

  beforeAll(async () => {
    api = await startApi('postgres');
    alice = await api.login(ALICE.phone, ALICE.password);
  });
  afterAll(async () => api?.close());

  it('gives the last 5 units to exactly 5 of 50 buyers, never taking the stock below zero', async () => {
    const members = await buyers(50, '6570');
    await api.db.updateTable('products').set({ stock: 5 }).where('id', '=', 9).execute();
    for (const m of members)
      await call(m.token, 'product_to_basket', { product_id: 9, quantity: 1 });
    const results = await Promise.all(members.map((m) => call(m.token, 'reserve_order')));
    const won = results.filter((r) => r.success);
    const lost = results.filter((r) => !r.success);
    expect(won).toHaveLength(5);
    expect(lost).toHaveLength(45);
    expect(lost.every((r) => r.insufficient_stock)).toBe(true);
    const { stock } = await api.db
      .selectFrom('products')
      .select('stock')
      .where('id', '=', 9)
      .executeTakeFirstOrThrow();
    expect(stock).toBe(0);
    const orders = await api.db
      .selectFrom('order_products')
      .innerJoin('orders', 'orders.id', 'order_products.order_id')
      .select('orders.member_id')
      .where('order_products.product_id', '=', 9)
      .where(
        'orders.member_id',
        'in',
        members.map((m) => m.id),
      )
      .execute();
    expect(orders).toHaveLength(5);
    console.warn(`reserve: ${won.length} of ${results.length} reserved, stock left ${stock}`);
  });

  it('never overdraws a uDollar card under 20 simultaneous applies', async () => {
    // A card of 50.00 and 20 applies of 30.00 on two baskets of its owner: without the row
    // conditions, several would pass the balance check before any wrote.
    await api.db.updateTable('products').set({ stock: 100 }).where('id', 'in', [9, 11]).execute();
    await call(alice, 'product_to_basket', { product_id: 11, quantity: 1 });
    await call(alice, 'product_to_basket', { product_id: 9, quantity: 10 });
    const basket = (await call(alice, 'detail_basket')).table;
    expect(basket.order_amount).toBeGreaterThan(30);
    const card = await api.db
      .insertInto('udollar_cards')
      .values({
        member_id: 1,
        currency_code: 'SGD',
        orig_balance: 50,
        balance: 50,
        expires_at: new Date(Date.now() + 86_400_000 * 30),
        ordered_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(alice, 'apply_udollar_giftcard', {
          order_id: basket.id,
          udollar_id: card.id,
          udollar_amount: '30',
        }),
      ),
    );
    const balance = Number(
      (
        await api.db
          .selectFrom('udollar_cards')
          .select('balance')
          .where('id', '=', card.id)
          .executeTakeFirstOrThrow()
      ).balance,
    );
    const history = await api.db
      .selectFrom('udollar_history')
      .selectAll()
      .where('udollar_id', '=', card.id)
      .execute();
    // Each apply replaces the previous one: the card lends 30 to the basket, once.
    expect(balance).toBe(20);
    expect(history.map((h) => Number(h.amount))).toEqual([30]);
    expect((await call(alice, 'detail_basket')).table.udollar_amount).toBe(30);
    expect(results.every((r) => r.success)).toBe(true);

    // Then 20 applies of the whole balance or a cent more: every one of the latter fails, and the
    // card and the basket together always hold the 50.00.
    const over = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(alice, 'apply_udollar_giftcard', {
          order_id: basket.id,
          udollar_id: card.id,
          udollar_amount: i % 2 ? '50' : '50.01',
        }),
      ),
    );
    const after = Number(
      (
        await api.db
          .selectFrom('udollar_cards')
          .select('balance')
          .where('id', '=', card.id)
          .executeTakeFirstOrThrow()
      ).balance,
    );
    expect(after).toBeGreaterThanOrEqual(0);
    expect(over.filter((r) => !r.success).length).toBeGreaterThanOrEqual(10);
    const lent = Number((await call(alice, 'detail_basket')).table.udollar_amount);
    expect(after + lent).toBe(50);
    console.warn(
      `udollar: 20 applies of 30 on a card of 50 -> balance ${balance}; then 20 of 50/50.01 -> balance ${after}, lent ${lent}`,
    );
  });

  it('lets exactly one of 10 simultaneous redeemers have a gift', async () => {
    const members = await buyers(10, '6571');
    await call(alice, 'update_order_status', { order_status: 'gift' });
    const { order_id } = await call(alice, 'reserve_order');
    const { cashier_url } = await call(alice, 'get_cashier_url', { order_id, order_source: 'web' });
    await api.app.inject({ method: 'POST', url: `${cashier_url}/confirm` });
    const results = await Promise.all(
      members.map((m) => call(m.token, 'redeem_order', { order_id })),
    );
    const winners = members.filter((_, i) => results[i]!.success);
    expect(winners).toHaveLength(1);
    const order = await api.db
      .selectFrom('orders')
      .selectAll()
      .where('public_id', '=', order_id)
      .executeTakeFirstOrThrow();
    expect(order.order_status).toBe('Gifted');
    expect(order.recipient_id).toBe(winners[0]!.id);
    const notes = await api.db
      .selectFrom('notifications')
      .selectAll()
      .where('member_id', '=', 1)
      .where('type', '=', 'redeem_order')
      .where('related_id', '=', order_id)
      .execute();
    expect(notes).toHaveLength(1);
    console.warn(`redeem: ${winners.length} of ${members.length} redeemed`);
  });

  it('pays once and issues the vouchers once when a confirmation is replayed 10 times at once', async () => {
    const ben = await api.login(BEN.phone, BEN.password);
    await call(ben, 'product_to_basket', { product_id: 9, quantity: 2 });
    await call(ben, 'product_to_basket', { product_id: 11, quantity: 1 });
    const { order_id } = await call(ben, 'reserve_order');
    const { cashier_url } = await call(ben, 'get_cashier_url', { order_id, order_source: 'web' });
    const before = (
      await api.db
        .selectFrom('members')
        .select('points')
        .where('id', '=', 2)
        .executeTakeFirstOrThrow()
    ).points;
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.app.inject({ method: 'POST', url: `${cashier_url}/confirm` }),
      ),
    );
    expect(replies.every((r) => r.statusCode === 303)).toBe(true);
    const order = await api.db
      .selectFrom('orders')
      .selectAll()
      .where('public_id', '=', order_id)
      .executeTakeFirstOrThrow();
    expect(order.payment_status).toBe('Paid');
    const vouchers = await api.db
      .selectFrom('order_evouchers')
      .innerJoin('order_products', 'order_products.id', 'order_evouchers.order_product_id')
      .select('order_evouchers.code')
      .where('order_products.order_id', '=', order.id)
      .execute();
    expect(vouchers).toHaveLength(3);
    expect(new Set(vouchers.map((v) => v.code)).size).toBe(3);
    const after = (
      await api.db
        .selectFrom('members')
        .select('points')
        .where('id', '=', 2)
        .executeTakeFirstOrThrow()
    ).points;
    expect(after - before).toBe(order.points);
    console.warn(
      `cashier: 10 confirmations -> ${vouchers.length} vouchers, points +${after - before}`,
    );
  });
});
