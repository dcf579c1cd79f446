import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertMembers } from './fixtures';
import { FakeSms, friendsOf, giftBasket, newSender } from './gift-many-setup';
import { bind, startApi, stockOf, type Json, type TestApi } from './helpers';

// Issue 45, item 3, under concurrency: claims of phone gifts and all-or-nothing reservations of a
// gift to many, at the same moment. PostgreSQL only: PGlite runs one transaction at a time, so it
// would prove nothing.

describe('a gift to many under simultaneous requests, on postgres', () => {
  let api: TestApi;
  const sms = new FakeSms();
  const { call, payByCashier } = bind(() => api);

  beforeAll(async () => {
    api = await startApi('postgres', { sms });
  });
  afterAll(async () => api?.close());

  /** Vouchers (ids) of a gift as each member's wallet holds them. */
  const wallet = async (token: string, gift: string) =>
    ((await call(token, 'list_evoucher', { filter_by_order_id: gift })).table as Json[]).flatMap(
      (line) => (line.order_evouchers as Json[]).map((v) => String(v.id)),
    );

  /** A paid gift to these phone numbers; answers each number's link (its gift's order id). */
  async function giftToPhones(prefix: string, phones: string[]) {
    const sender = await newSender(api.db, prefix);
    await giftBasket(api, sender.token, 9);
    const reserved = await call(sender.token, 'reserve_order', {
      recipients: JSON.stringify(phones.map((p, i) => ({ phone: `+${p}`, name: `R${i}` }))),
    });
    expect(reserved.success).toBe(true);
    await payByCashier(sender.token, reserved.order_id);
    return { sender, order: reserved.order_id as string, links: phones.map((p) => sms.linkTo(p)!) };
  }

  it('lets 3 recipients claim at once, each exactly their own vouchers', async () => {
    await api.db.updateTable('products').set({ stock: 100 }).where('id', '=', 9).execute();
    const members = await insertMembers(api.db, 3, '659880');
    const phones = ['6598800000', '6598800001', '6598800002'];
    const { links } = await giftToPhones('659870', phones);
    const results = await Promise.all(
      members.map((m, i) => call(m.token, 'redeem_order', { order_id: links[i]! })),
    );
    expect(results.map((r) => r.success)).toEqual([true, true, true]);
    const held = await Promise.all(members.map((m, i) => wallet(m.token, links[i]!)));
    expect(held.map((h) => h.length)).toEqual([1, 1, 1]);
    expect(new Set(held.flat()).size).toBe(3);
    // Each owns their gift's voucher only: the others' links show them nothing.
    for (const [i, m] of members.entries())
      for (const [j, link] of links.entries())
        if (i !== j) expect(await wallet(m.token, link)).toEqual([]);
  });

  it('claims one link once when it is claimed twice at once, and never for a forwarded account', async () => {
    const [owner] = await insertMembers(api.db, 1, '659881');
    const [other] = await insertMembers(api.db, 1, '659882');
    const { links } = await giftToPhones('659871', ['6598810000']);
    const link = links[0]!;
    const results = await Promise.all([
      call(owner!.token, 'redeem_order', { order_id: link }),
      call(owner!.token, 'redeem_order', { order_id: link }),
      call(other!.token, 'redeem_order', { order_id: link }),
      call(other!.token, 'redeem_order', { order_id: link }),
    ]);
    expect(results.map((r) => r.success)).toHaveLength(4);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results[0]!.success || results[1]!.success).toBe(true);
    expect(results[2]!.success || results[3]!.success).toBe(false);
    expect(await wallet(owner!.token, link)).toHaveLength(1);
    expect(await wallet(other!.token, link)).toEqual([]);
    const gift = await api.db
      .selectFrom('orders')
      .select(['recipient_id', 'order_status'])
      .where('public_id', '=', link)
      .executeTakeFirstOrThrow();
    expect(gift).toEqual({ recipient_id: owner!.id, order_status: 'Gifted' });
  });

  it('gives 49 units to one of two 30-recipient orders placed at once, whole, and nothing to the other', async () => {
    const a = await newSender(api.db, '659872');
    const b = await newSender(api.db, '659873');
    const friendsA = await friendsOf(api.db, a.id, 30, '659883');
    const friendsB = await friendsOf(api.db, b.id, 30, '659884');
    await giftBasket(api, a.token, 9);
    await giftBasket(api, b.token, 9);
    await api.db.updateTable('products').set({ stock: 49 }).where('id', '=', 9).execute();
    const reserve = (token: string, friends: { id: number }[]) =>
      call(token, 'reserve_order', {
        recipients: JSON.stringify(friends.map((f) => ({ member_id: String(f.id) }))),
      });
    const results = await Promise.all([reserve(a.token, friendsA), reserve(b.token, friendsB)]);
    expect(results.map((r) => r.success).sort()).toEqual([false, true]);
    expect(results.find((r) => !r.success)!.insufficient_stock).toBeTruthy();
    expect(await stockOf(api.db, 9)).toBe(19);
    const recipients = await api.db
      .selectFrom('order_recipients')
      .innerJoin('orders', 'orders.id', 'order_recipients.order_id')
      .select('orders.member_id')
      .where('orders.member_id', 'in', [a.id, b.id])
      .execute();
    expect(recipients).toHaveLength(30);
  });
});
