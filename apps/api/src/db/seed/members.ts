import { sql } from 'kysely';

import type { Db } from '../index';
import { GIFTCARDS, INVITE_CAMPAIGN_ID, PRODUCTS } from './catalogue';
import { newPublicId } from '../../commerce/ids';
import { editParameterFor } from './edit-parameter';

/** The demo accounts the README lists. */
export const DEMO_MEMBERS = [
  {
    id: 1,
    name: 'Alice Tan',
    phone: '6591234567',
    prefix: '+65',
    password: 'alice123',
    fb: 'sandbox-1001',
  },
  {
    id: 2,
    name: 'Ben Lim',
    phone: '6598765432',
    prefix: '+65',
    password: 'ben12345',
    fb: 'sandbox-1002',
  },
] as const;

// The demo passwords' scrypt hashes, made once with hashPassword: hashing at OWASP cost on every
// seed (each test database) takes seconds. The seed test checks they match the passwords.
const DEMO_HASHES: Record<number, string> = {
  1: 'scrypt$131072$8$1$HzAE3/4OJiZlTBbcNuZ0fg==$m/Hnu3vXGWRgtRTG8VR4/kn4sIK2ZxHIA8wfwUD9mr4=',
  2: 'scrypt$131072$8$1$25qid8vDQ2mSi1oWUiMgSQ==$VogUJhY+a09gEIkUN9FrygW5CrVVLbHDC6NXmtlGFX4=',
  3: 'scrypt$131072$8$1$XqyPTpCzKR+lg1aTL9ODog==$fdydcoPjQAHCMh0tW9BlsR1frDkdyb7DlZPdkZ09vqg=',
};

/** A member imported from the old system: login answers migrate_member and asks for a reset. */
export const MIGRATED_MEMBER = {
  id: 3,
  name: 'Chris Wong',
  phone: '60123456789',
  prefix: '+60',
  password: 'chris123',
};

/** Other members, there to be friends, senders and requesters; they have no password. */
const OTHERS = [
  { id: 4, name: 'Dana Lee', phone: '6581112222', fb: 'sandbox-1003', referredBy: 1 },
  { id: 5, name: 'Evan Koh', phone: '6582223333', fb: 'sandbox-1005', referredBy: 1 },
  { id: 6, name: 'Fiona Ng', phone: '6583334444', fb: 'sandbox-1006', referredBy: null },
  { id: 7, name: 'George Ong', phone: '6584445555', fb: null, referredBy: null },
];

const DAY = 86_400_000;

function day(now: Date, offsetDays: number): Date {
  return new Date(now.getTime() + offsetDays * DAY);
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

interface OrderSeed {
  member: number;
  recipient?: number;
  payment: 'Pending' | 'Paid' | 'Campaign Redemption';
  status: string;
  products: [productId: number, quantity: number][];
  giftcard?: number;
  message?: string;
  music?: string;
  createdDaysAgo: number;
  campaign?: number;
  phrase?: string;
  /** Per voucher (one per unit, in order): its state. */
  vouchers?: { used?: number; expiredDaysAgo?: number; code?: string }[];
}

export async function seedDemoMembers(db: Db, now: Date) {
  const hashes = [DEMO_HASHES[1]!, DEMO_HASHES[2]!, DEMO_HASHES[3]!];
  const members = [
    ...DEMO_MEMBERS.map((m, i) => ({
      id: m.id,
      name: m.name,
      phone_number: m.phone,
      phone_prefix: m.prefix,
      password_hash: hashes[i]!,
      fb_account_id: m.fb,
      referred_by: null as number | null,
    })),
    {
      id: MIGRATED_MEMBER.id,
      name: MIGRATED_MEMBER.name,
      phone_number: MIGRATED_MEMBER.phone,
      phone_prefix: MIGRATED_MEMBER.prefix,
      password_hash: hashes[2]!,
      fb_account_id: null,
      referred_by: null,
    },
    ...OTHERS.map((m) => ({
      id: m.id,
      name: m.name,
      phone_number: m.phone,
      phone_prefix: '+65',
      password_hash: null,
      fb_account_id: m.fb,
      referred_by: m.referredBy,
    })),
  ];
  await db
    .insertInto('members')
    .values(
      members.map((m) => ({
        ...m,
        email: m.id === 1 ? 'alice@example.com' : m.id === 2 ? 'ben@example.com' : '',
        gender: m.id === 1 ? 'Female' : m.id === 2 ? 'Male' : '',
        dob: m.id === 1 ? '1994-06-15' : null,
        country_id: m.id === 3 ? 1 : 3,
        referral_code: `UG${m.name.split(' ')[0]!.toUpperCase()}${m.id}`,
        migrate_member: m.id === MIGRATED_MEMBER.id,
        points: m.id === 1 ? 5000 : 0,
        billing_address: m.id === 1 ? '10 Orchard Road, #05-01' : '',
        billing_postcode: m.id === 1 ? '238826' : '',
        billing_state: m.id === 1 ? 'Singapore' : '',
        billing_country_id: m.id === 1 ? 3 : null,
        profile_picture: m.id === 2 ? '/api/media/avatar/2.svg' : '',
      })),
    )
    .execute();
  await sql
    .raw("select setval(pg_get_serial_sequence('members', 'id'), (select max(id) from members))")
    .execute(db);

  let orderSequence = 0;
  const createOrder = async (o: OrderSeed) => {
    orderSequence += 1;
    // An unpaid order is cancelled after PENDING_ORDER_TTL_SECONDS (jobs/definitions.ts): the
    // demo's pending orders are made a few minutes before the seed, so they wait to be paid.
    const created =
      o.payment === 'Pending'
        ? new Date(now.getTime() - (o.createdDaysAgo + 1) * 60_000)
        : day(now, -o.createdDaysAgo);
    const lines = o.products.map(([productId, quantity]) => {
      const product = PRODUCTS[productId - 1]!;
      const unit =
        o.payment === 'Campaign Redemption'
          ? 0
          : (product.campaign?.price ?? product.discountedPrice);
      return { product, quantity, unit, original: product.originalPrice };
    });
    const subTotal = lines.reduce((sum, l) => sum + l.original * l.quantity, 0);
    const total = lines.reduce((sum, l) => sum + l.unit * l.quantity, 0);
    const card = o.giftcard ? GIFTCARDS[o.giftcard - 1]! : undefined;
    const paid = o.payment !== 'Pending';
    const order = await db
      .insertInto('orders')
      .values({
        public_id: newPublicId(),
        order_no: `UG${isoDate(created).replace(/-/g, '')}${String(orderSequence).padStart(4, '0')}`,
        member_id: o.member,
        recipient_id: o.recipient ?? 0,
        giftcard_id: o.giftcard ?? 0,
        giftcard_edit_parameter: card ? editParameterFor(card, o.message ?? '', o.music ?? '') : '',
        payment_status: o.payment,
        order_status: o.status,
        order_type: o.products.length ? 'Order with Products' : 'Gift Card Only',
        phrase: paid ? 'A gift is a wish for happiness.' : '',
        sub_total: subTotal,
        total_discount: Math.round((subTotal - total) * 100) / 100,
        order_amount: total,
        currency: 'SGD',
        campaign_id: o.campaign ?? null,
        created_at: created,
        paid_at: paid ? new Date(created.getTime() + 600_000) : null,
        received_at: o.recipient ? new Date(created.getTime() + 3_600_000) : null,
        redeemed_at:
          o.recipient && o.status === 'Gifted' ? new Date(created.getTime() + 7_200_000) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let voucherIndex = 0;
    const orderProductIds: number[] = [];
    for (const line of lines) {
      const orderProduct = await db
        .insertInto('order_products')
        .values({
          order_id: order.id,
          product_id: line.product.id,
          quantity: line.quantity,
          amount: Math.round(line.unit * line.quantity * 100) / 100,
          currency_code: 'SGD',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      orderProductIds.push(orderProduct.id);
      if (!paid) continue;
      for (let n = 0; n < line.quantity; n++) {
        const spec = o.vouchers?.[voucherIndex] ?? {};
        voucherIndex += 1;
        const type = line.product.codeType;
        const serial = `${order.id}${orderProduct.id}${n}`.padStart(6, '0');
        const code =
          spec.code ??
          (type === 'url'
            ? `https://example.com/redeem/UG${serial}`
            : `UG${serial}${type === 'alphanumeric' ? 'AX' : ''}`);
        await db
          .insertInto('order_evouchers')
          .values({
            order_product_id: orderProduct.id,
            code,
            code_type: type,
            status: spec.used !== undefined ? 'Used' : 'Active',
            mark_used_date: spec.used !== undefined ? day(now, -spec.used) : null,
            expiry_date: isoDate(
              day(now, spec.expiredDaysAgo !== undefined ? -spec.expiredDaysAgo : 180),
            ),
          })
          .execute();
      }
    }
    return { id: order.id, orderProductIds };
  };

  // Alice (1): one order in every state. Products 1-4 carry qrcode, barcode, alphanumeric, url codes.
  const aPending = await createOrder({
    member: 1,
    payment: 'Pending',
    status: 'Pending',
    products: [
      [1, 1],
      [2, 2],
    ],
    giftcard: 1,
    message: 'Happy birthday, Ben!',
    music: '1',
    createdDaysAgo: 1,
  });
  const aSelf = await createOrder({
    member: 1,
    payment: 'Paid',
    status: 'Self-Use',
    products: [
      [3, 1],
      [4, 1],
    ],
    createdDaysAgo: 10,
  });
  const aToSend = await createOrder({
    member: 1,
    payment: 'Paid',
    status: 'Pending Send',
    products: [[1, 2]],
    giftcard: 2,
    message: 'Thank you for everything!',
    music: '2',
    createdDaysAgo: 3,
    vouchers: [{ used: 1 }, {}],
  });
  const aGifted = await createOrder({
    member: 1,
    recipient: 2,
    payment: 'Paid',
    status: 'Gifted',
    products: [[2, 1]],
    giftcard: 4,
    message: 'Enjoy, Ben!',
    music: '3',
    createdDaysAgo: 6,
  });
  await createOrder({
    member: 1,
    payment: 'Campaign Redemption',
    status: 'Self-Use',
    products: [[7, 1]],
    campaign: 2,
    createdDaysAgo: 40,
    vouchers: [{ expiredDaysAgo: 5 }],
  });
  const aOld = await createOrder({
    member: 1,
    payment: 'Paid',
    status: 'Self-Use',
    products: [[3, 2]],
    createdDaysAgo: 60,
    // alphanumeric codes that are URLs: the wallet shows 'Click to Redeem Gift Card'.
    vouchers: [
      { code: 'https://example.com/redeem/ALPHA-URL-1', expiredDaysAgo: 2 },
      { code: 'https://example.com/redeem/ALPHA-URL-2', used: 20 },
    ],
  });
  await createOrder({
    member: 1,
    recipient: 4,
    payment: 'Paid',
    status: 'Gifted',
    products: [],
    giftcard: 5,
    message: 'Congratulations, Dana!',
    music: '4',
    createdDaysAgo: 15,
  });

  // Ben (2): gifts to Alice, and his own orders.
  const bToAlice = await createOrder({
    member: 2,
    recipient: 1,
    payment: 'Paid',
    status: 'Gifted',
    products: [
      [4, 1],
      [1, 1],
    ],
    giftcard: 3,
    message: 'Have a wonderful day, Alice!',
    music: '5',
    createdDaysAgo: 2,
  });
  await createOrder({
    member: 2,
    payment: 'Pending',
    status: 'Pending',
    products: [[10, 1]],
    createdDaysAgo: 0,
  });
  await createOrder({
    member: 2,
    payment: 'Paid',
    status: 'Self-Use',
    products: [[2, 1]],
    createdDaysAgo: 20,
  });
  await createOrder({
    member: 2,
    payment: 'Paid',
    status: 'Pending Send',
    products: [[8, 1]],
    giftcard: 7,
    message: 'Season’s greetings!',
    music: '3',
    createdDaysAgo: 4,
  });

  // uDollar balances with history.
  const card = async (
    member: number,
    currency: string,
    orig: number,
    balance: number,
    expiresInDays: number,
    orderedDaysAgo: number,
  ) =>
    (
      await db
        .insertInto('udollar_cards')
        .values({
          member_id: member,
          order_id: null,
          currency_code: currency,
          orig_balance: orig,
          balance,
          expires_at: day(now, expiresInDays),
          ordered_at: day(now, -orderedDaysAgo),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const u1 = await card(1, 'SGD', 100, 62.5, 300, 90);
  await card(1, 'SGD', 50, 50, -10, 400);
  const u3 = await card(1, 'MYR', 80, 80, 200, 30);
  await card(2, 'SGD', 30, 30, 120, 12);
  await db
    .insertInto('udollar_history')
    .values([
      { udollar_id: u1, order_id: aSelf.id, amount: 20, created_at: day(now, -10) },
      { udollar_id: u1, order_id: aToSend.id, amount: 17.5, created_at: day(now, -3) },
    ])
    .execute();
  void u3;

  // Friends: accepted both ways, a request Alice sent, requests Alice received.
  await db
    .insertInto('friendships')
    .values([
      { member_id: 1, friend_id: 2, status: 'Accepted' },
      { member_id: 4, friend_id: 1, status: 'Accepted' },
      { member_id: 1, friend_id: 5, status: 'Pending' },
      { member_id: 6, friend_id: 1, status: 'Pending' },
      { member_id: 7, friend_id: 1, status: 'Pending' },
      { member_id: 7, friend_id: 2, status: 'Pending' },
    ])
    .execute();
  // Alice's sandbox social friends: members in every friendship state, and someone not on Ugift.
  await db
    .insertInto('social_friends')
    .values([
      {
        member_id: 1,
        social_id: 'sandbox-1002',
        name: 'Ben Lim',
        profile_picture: '/api/media/avatar/2.svg',
      },
      { member_id: 1, social_id: 'sandbox-1003', name: 'Dana Lee', profile_picture: '' },
      { member_id: 1, social_id: 'sandbox-1004', name: 'Hana Sato', profile_picture: '' },
      { member_id: 1, social_id: 'sandbox-1005', name: 'Evan Koh', profile_picture: '' },
      { member_id: 1, social_id: 'sandbox-1006', name: 'Fiona Ng', profile_picture: '' },
    ])
    .execute();

  // Notifications of every type, some read.
  const note = (
    member: number,
    type: string,
    related: string | number,
    message: string,
    hoursAgo: number,
    read = false,
  ) => ({
    member_id: member,
    type,
    related_id: String(related),
    message,
    image: type === 'product' ? `/api/media/product/${related}.svg` : '',
    is_read: read,
    created_at: new Date(now.getTime() - hoursAgo * 3_600_000),
  });
  await db
    .insertInto('notifications')
    .values([
      note(1, 'send_order', bToAlice.id, 'Ben Lim sent you a gift card!', 40),
      note(1, 'redeem_order', aGifted.id, 'Ben Lim redeemed the gift you sent.', 100, true),
      note(1, 'add_friend', 6, 'Fiona Ng wants to be your friend.', 20),
      note(1, 'accept_friend', 2, 'Ben Lim accepted your friend request.', 200, true),
      note(1, 'reject_friend', 7, 'A friend request was declined.', 220, true),
      note(1, 'product', 2, 'New at Sakura Spa: treat someone special.', 5),
      note(1, 'campaign', INVITE_CAMPAIGN_ID, 'Invite friends and earn 5,000 points.', 8),
      note(1, 'giftcard', 2, 'New card design: Birthday Balloons.', 30, true),
      note(
        1,
        'expired_evoucher',
        aOld.orderProductIds[0]!,
        'One of your vouchers has expired.',
        48,
      ),
      note(2, 'send_order', aGifted.id, 'Alice Tan sent you a gift card!', 140),
      note(2, 'add_friend', 7, 'George Ong wants to be your friend.', 10),
      note(2, 'accept_friend', 1, 'Alice Tan accepted your friend request.', 300, true),
    ])
    .execute();

  // Campaign progress: Alice invited two friends (Dana, Evan).
  await db
    .insertInto('campaign_members')
    .values([
      { campaign_id: INVITE_CAMPAIGN_ID, member_id: 1, progress: 2 },
      { campaign_id: 26, member_id: 1, progress: 1, is_redeemed: true, redeemed_at: day(now, -25) },
      { campaign_id: 27, member_id: 1, progress: 2 },
      { campaign_id: 28, member_id: 1, progress: 2 },
      { campaign_id: 2, member_id: 1, progress: 3 },
      { campaign_id: 4, member_id: 1, progress: 1 },
      { campaign_id: 2, member_id: 2, progress: 1 },
    ])
    .execute();

  // Alice's basket: two products and a card.
  const basket = await db
    .insertInto('baskets')
    .values({
      member_id: 1,
      giftcard_id: 1,
      giftcard_edit_parameter: editParameterFor(GIFTCARDS[0]!, 'See you soon!', '1'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('basket_products')
    .values([
      { basket_id: basket.id, product_id: 11, quantity: 1 },
      { basket_id: basket.id, product_id: 9, quantity: 2 },
    ])
    .execute();
  void aPending;
}
