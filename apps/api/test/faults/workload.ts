// The mixed workload: members put products in their baskets, apply uDollar, reserve orders, pay
// them at the sandbox cashier, cancel some, give some as gifts that other members redeem, and
// upload profile pictures. Every answer of success is written in a ledger, and checkLedger then
// finds each of them in the database: no request answered as successful may be lost.
import type { Db } from '../../src/db';
import { multipart, PNG_1X1 } from '../fixtures';
import { post, say, sleep, type Member } from './lib';

export interface Ledger {
  reserved: { orderId: string; memberId: number; udollar: number; cardId: number }[];
  paid: string[];
  cancelled: string[];
  redeemed: { orderId: string; memberId: number }[];
  uploads: Map<number, number>;
}

export const newLedger = (): Ledger => ({
  reserved: [],
  paid: [],
  cancelled: [],
  redeemed: [],
  uploads: new Map(),
});

/** What a workload saw, answer by answer. */
export interface Tally {
  ok: number;
  /** Answers other than 200 (or 303 from the cashier), by status. */
  refused: Map<number, number>;
  /** Requests with no answer (the process was gone). */
  unanswered: number;
  latencies: number[];
}

export const newTally = (): Tally => ({ ok: 0, refused: new Map(), unanswered: 0, latencies: [] });

/** Raised inside a round when an answer was not 200: the round ends, the next one starts. */
class Interrupted extends Error {}

export interface WorkloadOptions {
  origin: () => string;
  members: Member[];
  products: number[];
  ledger: Ledger;
  tally: Tally;
  /** Whether to go on with another round. */
  running: () => boolean;
  /** Gifts paid and waiting for someone else to redeem them. */
  gifts: { orderId: string; buyer: number }[];
  /** How long to wait after a request that got no answer (the api is restarting). */
  retryMs?: number;
  /** A member's pause between rounds (the soak's think time). */
  pauseMs?: number;
}

/** One member's rounds until running() is false; answers how many rounds it finished. */
export async function memberLoop(member: Member, index: number, o: WorkloadOptions) {
  let round = 0;
  let finished = 0;
  const call = async (
    option: Parameters<typeof post>[1],
    fields: Record<string, string | number> = {},
  ) => {
    let answer;
    try {
      answer = await post(o.origin(), option, fields, member.token);
    } catch {
      o.tally.unanswered += 1;
      await sleep(o.retryMs ?? 200);
      throw new Interrupted();
    }
    o.tally.latencies.push(answer.ms);
    if (answer.status !== 200) {
      o.tally.refused.set(answer.status, (o.tally.refused.get(answer.status) ?? 0) + 1);
      if (process.env.FAULT_DEBUG) say(option, answer.status, answer.body);
      throw new Interrupted();
    }
    o.tally.ok += 1;
    return answer.body;
  };
  const fetchOk = async (url: string, init: RequestInit, ok: number[]) => {
    let res: Response;
    const started = performance.now();
    try {
      res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
    } catch {
      o.tally.unanswered += 1;
      await sleep(o.retryMs ?? 200);
      throw new Interrupted();
    }
    o.tally.latencies.push(performance.now() - started);
    if (!ok.includes(res.status)) {
      o.tally.refused.set(res.status, (o.tally.refused.get(res.status) ?? 0) + 1);
      throw new Interrupted();
    }
    o.tally.ok += 1;
    return res;
  };

  while (o.running()) {
    round += 1;
    try {
      // A gift someone else bought: redeem it.
      const giftIndex = o.gifts.findIndex((g) => g.buyer !== member.id);
      if (giftIndex >= 0) {
        const [gift] = o.gifts.splice(giftIndex, 1);
        const redeemed = await call('redeem_order', { order_id: gift!.orderId });
        if (redeemed.success)
          o.ledger.redeemed.push({ orderId: gift!.orderId, memberId: member.id });
      }
      const product = o.products[(index + round) % o.products.length]!;
      const added = await call('product_to_basket', {
        product_id: product,
        quantity: 1 + (round % 2),
      });
      if (!added.success) throw new Interrupted();
      let udollar = 0;
      if (round % 2 === 0) {
        const basket = (await call('detail_basket')).table as { id: number };
        const applied = await call('apply_udollar_giftcard', {
          order_id: basket.id,
          udollar_id: member.cardId,
          udollar_amount: '0.50',
        });
        if (applied.success) udollar = 0.5;
      }
      const gift = round % 3 === 0;
      await call('update_order_status', { order_status: gift ? 'gift' : 'myself' });
      const reserved = await call('reserve_order');
      if (!reserved.success) throw new Interrupted();
      const orderId = String(reserved.order_id);
      o.ledger.reserved.push({ orderId, memberId: member.id, udollar, cardId: member.cardId });
      if (round % 5 === 4) {
        const cancelled = await call('cancel_order', { order_id: orderId });
        if (cancelled.success) o.ledger.cancelled.push(orderId);
      } else {
        const { cashier_url } = await call('get_cashier_url', {
          order_id: orderId,
          order_source: 'web',
        });
        await fetchOk(`${o.origin()}${String(cashier_url)}/confirm`, { method: 'POST' }, [303]);
        o.ledger.paid.push(orderId);
        if (gift) o.gifts.push({ orderId, buyer: member.id });
      }
      if (round % 4 === 1) {
        const form = multipart({ option: 'update_profile', member_id: String(member.id) }, [
          { field: 'profile_picture', filename: 'me.png', type: 'image/png', data: PNG_1X1 },
        ]);
        const uploaded = await fetchOk(
          `${o.origin()}/api/external/profile/`,
          {
            method: 'POST',
            headers: { 'content-type': form.contentType, authorization: `Bearer ${member.token}` },
            body: form.payload,
          },
          [200],
        );
        void uploaded;
        o.ledger.uploads.set(member.id, (o.ledger.uploads.get(member.id) ?? 0) + 1);
      }
      finished += 1;
    } catch (error) {
      if (!(error instanceof Interrupted)) throw error;
    }
    if (o.pauseMs) await sleep(o.pauseMs);
  }
  return finished;
}

/**
 * Finds every success of the ledger in the database: each reserved order exists (with the
 * uDollar it was answered with), each paid one is paid, each cancelled one cancelled, each
 * redeemed gift is its redeemer's, and each member has at least the uploads answered.
 */
export async function checkLedger(db: Db, ledger: Ledger): Promise<string[]> {
  const problems: string[] = [];
  const orders = new Map(
    (
      await db
        .selectFrom('orders')
        .select([
          'public_id',
          'member_id',
          'recipient_id',
          'payment_status',
          'order_status',
          'udollar_id',
          'udollar_amount',
        ])
        .execute()
    ).map((o) => [o.public_id, o]),
  );
  for (const r of ledger.reserved) {
    const order = orders.get(r.orderId);
    if (!order || order.member_id !== r.memberId) {
      problems.push(`reserved order ${r.orderId} of member ${r.memberId} is lost`);
      continue;
    }
    if (r.udollar && (order.udollar_id !== r.cardId || Number(order.udollar_amount) !== r.udollar))
      problems.push(`order ${r.orderId} lost its uDollar ${r.udollar}`);
  }
  for (const id of ledger.paid)
    if (orders.get(id)?.payment_status !== 'Paid') problems.push(`paid order ${id} is not paid`);
  for (const id of ledger.cancelled)
    if (orders.get(id)?.order_status !== 'Cancelled')
      problems.push(`cancelled order ${id} is ${orders.get(id)?.order_status}`);
  for (const r of ledger.redeemed) {
    const order = orders.get(r.orderId);
    if (order?.order_status !== 'Gifted' || order.recipient_id !== r.memberId)
      problems.push(`gift ${r.orderId} redeemed by ${r.memberId} is not theirs`);
  }
  for (const [memberId, count] of ledger.uploads) {
    const row = await db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    if (Number(row.n) < count)
      problems.push(`member ${memberId}: ${count} uploads answered, ${row.n} kept`);
  }
  return problems;
}
