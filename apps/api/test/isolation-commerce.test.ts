import type { OperationName } from '@ugift/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ALICE, BEN, DATABASES, startApi, type TestApi } from './helpers';

// Two members: every commerce operation Ben calls on Alice's basket, orders, vouchers, uDollar
// cards, friends and notifications is refused, and Alice's data stays as it was.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Valid fields for each member operation of the commerce half, naming Alice's things. */
const COMMERCE_OPERATIONS: Partial<Record<OperationName, Json>> = {
  detail_basket: {},
  product_to_basket: { product_id: 9, quantity: 1 },
  giftcard_to_basket: { giftcard_id: 2 },
  update_order_status: { order_status: 'myself' },
  remove_product: { product_id: 9 },
  remove_giftcard: {},
  update_billing_address: { billing_address: 'x' },
  list_udollar_giftcards: { currency_code: 'SGD' },
  apply_udollar_giftcard: { order_id: 1, udollar_id: 1, udollar_amount: '1' },
  history_udollar_giftcards: { udollar_id: 1 },
  reserve_order: {},
  pay_order: { order_id: 1, payment_status: 'paid' },
  get_cashier_url: { order_id: 1, order_source: 'web' },
  list_order: { filter_by: 'purchased' },
  list_filter_time: { filter_by: 'purchased' },
  cancel_order: { order_id: 1 },
  send_order: { order_id: 1, recipient_id: 4 },
  redeem_order: { order_id: 1 },
  list_evoucher: { filter_by_status: 'active' },
  detail_evoucher: { order_product_id: 1 },
  refresh_evoucher: { order_product_id: 1 },
  mark_evoucher_used: { order_evoucher_id: 1 },
  list_friend: {},
  list_facebook: {},
  list_friend_request: {},
  add_friend: { friend_id: 4 },
  accept_friend: { friend_id: 6 },
  reject_friend: { friend_id: 6 },
  remove_friend: { friend_id: 4 },
  facebook_member: { contact: '[]' },
  list_notification: {},
  read_notification: { notification_id: 1 },
  redeem_campaign_reward: { campaign_id: 2 },
};

describe.each(DATABASES)('commerce between two members on %s', (kind) => {
  let api: TestApi;
  let alice: string;
  let ben: string;
  let snapshot: string;
  // Alice's things, read from the seed.
  let pending: string;
  let toSend: string;
  let selfUse: string;
  let basketId: string;
  let cardId: string;
  let orderProductId: string;
  let voucherId: string;
  let notificationId: string;

  const call = async (token: string, option: OperationName, fields: Json = {}) => {
    const res = await api.call(option, fields, { token });
    expect(res.statusCode, `${option}: ${res.body}`).toBe(200);
    return res.json() as Json;
  };

  /** Everything of Alice's that Ben's calls could change. */
  const aliceState = async () =>
    JSON.stringify(
      await Promise.all([
        api.db.selectFrom('baskets').selectAll().where('member_id', '=', 1).execute(),
        api.db
          .selectFrom('basket_products')
          .innerJoin('baskets', 'baskets.id', 'basket_products.basket_id')
          .selectAll('basket_products')
          .where('baskets.member_id', '=', 1)
          .orderBy('product_id')
          .execute(),
        api.db.selectFrom('orders').selectAll().where('member_id', '=', 1).orderBy('id').execute(),
        api.db
          .selectFrom('udollar_cards')
          .selectAll()
          .where('member_id', '=', 1)
          .orderBy('id')
          .execute(),
        api.db.selectFrom('order_evouchers').selectAll().orderBy('id').execute(),
        api.db
          .selectFrom('friendships')
          .selectAll()
          .where((eb) => eb.or([eb('member_id', '=', 1), eb('friend_id', '=', 1)]))
          .orderBy('id')
          .execute(),
        api.db
          .selectFrom('social_friends')
          .selectAll()
          .where('member_id', '=', 1)
          .orderBy('social_id')
          .execute(),
        api.db
          .selectFrom('notifications')
          .selectAll()
          .where('member_id', '=', 1)
          .orderBy('id')
          .execute(),
        api.db
          .selectFrom('campaign_members')
          .selectAll()
          .where('member_id', '=', 1)
          .orderBy('campaign_id')
          .execute(),
      ]),
    );

  beforeAll(async () => {
    api = await startApi(kind);
    alice = await api.login(ALICE.phone, ALICE.password);
    ben = await api.login(BEN.phone, BEN.password);
    const orders = await api.db
      .selectFrom('orders')
      .selectAll()
      .where('member_id', '=', 1)
      .orderBy('id')
      .execute();
    pending = orders.find((o) => o.payment_status === 'Pending')!.public_id;
    toSend = orders.find((o) => o.order_status === 'Pending Send')!.public_id;
    selfUse = orders.find(
      (o) => o.order_status === 'Self-Use' && o.payment_status === 'Paid',
    )!.public_id;
    basketId = String((await call(alice, 'detail_basket')).table.id);
    cardId = (await call(alice, 'list_udollar_giftcards', { currency_code: 'SGD' })).table[0].id;
    const group = (await call(alice, 'list_evoucher', { filter_by_status: 'active' })).table[0];
    orderProductId = group.id;
    voucherId = group.order_evouchers[0].id;
    notificationId = (await call(alice, 'list_notification')).table[0].id;
    snapshot = await aliceState();
  });
  afterAll(async () => api?.close());

  it('refuses every commerce operation that names Alice as member_id on Ben’s session', async () => {
    for (const [option, fields] of Object.entries(COMMERCE_OPERATIONS)) {
      const res = await api.call(
        option as OperationName,
        { member_id: ALICE.id, ...fields },
        { token: ben },
      );
      expect(res.statusCode, option).toBe(403);
    }
  });

  it('refuses every commerce operation to a guest', async () => {
    const guest = await api.guestToken();
    for (const [option, fields] of Object.entries(COMMERCE_OPERATIONS)) {
      const res = await api.call(option as OperationName, fields, { token: guest });
      expect(res.statusCode, option).toBe(403);
    }
  });

  it('keeps Ben’s basket operations on Ben’s basket', async () => {
    await call(ben, 'product_to_basket', { product_id: 9, quantity: 1 });
    await call(ben, 'giftcard_to_basket', { giftcard_id: 2 });
    await call(ben, 'update_order_status', { order_status: 'gift' });
    await call(ben, 'update_billing_address', { billing_address: 'Ben’s address' });
    await call(ben, 'remove_giftcard');
    expect((await call(ben, 'remove_product', { product_id: 11 })).success).toBe(false); // Alice's line
    const his = (await call(ben, 'detail_basket')).table;
    expect(his.id).not.toBe(basketId);
    expect(his.products.map((p: Json) => p.product_id)).toEqual(['9']);
  });

  it('refuses Alice’s uDollar cards and basket to Ben', async () => {
    const hisCard = (await call(ben, 'list_udollar_giftcards')).table as Json[];
    expect(hisCard.map((c) => c.id)).not.toContain(cardId);
    const hisBasket = (await call(ben, 'detail_basket')).table.id;
    const onHerCard = await call(ben, 'apply_udollar_giftcard', {
      order_id: hisBasket,
      udollar_id: cardId,
      udollar_amount: '1',
    });
    expect(onHerCard.success).toBe(false);
    const onHerBasket = await call(ben, 'apply_udollar_giftcard', {
      order_id: basketId,
      udollar_id: hisCard[0]!.id,
      udollar_amount: '1',
    });
    expect(onHerBasket.success).toBe(false);
    expect((await call(ben, 'history_udollar_giftcards', { udollar_id: cardId })).success).toBe(
      false,
    );
  });

  it('refuses Alice’s orders to Ben: detail, pay, cashier, cancel, send, and the lists', async () => {
    expect((await call(ben, 'detail_order', { order_id: pending })).success).toBe(false);
    expect((await call(ben, 'detail_order', { order_id: selfUse })).success).toBe(false);
    expect(
      (await call(ben, 'pay_order', { order_id: pending, payment_status: 'paid' })).success,
    ).toBe(false);
    expect(
      (await call(ben, 'get_cashier_url', { order_id: pending, order_source: 'web' })).success,
    ).toBe(false);
    expect((await call(ben, 'cancel_order', { order_id: pending })).success).toBe(false);
    expect((await call(ben, 'send_order', { order_id: toSend, recipient_id: 7 })).success).toBe(
      false,
    );
    expect((await call(ben, 'redeem_order', { order_id: pending })).success).toBe(false);
    expect((await call(ben, 'redeem_order', { order_id: selfUse })).success).toBe(false);
    for (const filter_by of ['pay', 'purchased', 'sent'] as const) {
      const ids = (await call(ben, 'list_order', { filter_by })).table.map((o: Json) => o.id);
      expect(ids).not.toContain(pending);
      expect(ids).not.toContain(toSend);
      expect(ids).not.toContain(selfUse);
    }
    // Ben's own reserve takes his basket, not Alice's.
    const { order_id } = await call(ben, 'reserve_order');
    const his = (await call(ben, 'detail_order', { order_id })).table;
    expect(his.member_id).toBe(BEN.id);
  });

  it('refuses Alice’s vouchers to Ben', async () => {
    expect((await call(ben, 'detail_evoucher', { order_product_id: orderProductId })).success).toBe(
      false,
    );
    expect(
      (await call(ben, 'refresh_evoucher', { order_product_id: orderProductId })).success,
    ).toBe(false);
    expect((await call(ben, 'mark_evoucher_used', { order_evoucher_id: voucherId })).success).toBe(
      false,
    );
    expect((await call(ben, 'list_evoucher', { filter_by_order_id: selfUse })).table).toEqual([]);
    const all = (await call(ben, 'list_evoucher')).table as Json[];
    expect(all.map((g) => g.id)).not.toContain(orderProductId);
  });

  it('refuses Alice’s friends and requests to Ben', async () => {
    expect((await call(ben, 'remove_friend', { friend_id: 4 })).success).toBe(false);
    expect((await call(ben, 'accept_friend', { friend_id: 6 })).success).toBe(false);
    expect((await call(ben, 'reject_friend', { friend_id: 6 })).success).toBe(false);
    const requests = (await call(ben, 'list_friend_request')).table.map((r: Json) => r.member_id);
    expect(requests).not.toContain('6');
    const friends = (await call(ben, 'list_friend')).table.map((f: Json) => f.friend_id);
    expect(friends).not.toContain('4');
    await call(ben, 'facebook_member', {
      contact: JSON.stringify([{ id: 'sandbox-1001', name: 'Alice Tan' }]),
    });
    const contacts = (await call(ben, 'list_facebook')).table as Json[];
    expect(contacts.map((c) => c.name)).toEqual(['Alice Tan']);
  });

  it('refuses Alice’s notifications and campaign progress to Ben', async () => {
    expect(
      (await call(ben, 'read_notification', { notification_id: notificationId })).success,
    ).toBe(false);
    const his = (await call(ben, 'list_notification')).table.map((n: Json) => n.id);
    expect(his).not.toContain(notificationId);
    // Alice has bought 3 vouchers towards campaign 2; Ben has 1.
    expect((await call(ben, 'redeem_campaign_reward', { campaign_id: 2 })).success).toBe(false);
  });

  it('leaves everything of Alice’s as it was', async () => {
    expect(await aliceState()).toBe(snapshot);
  });
});
