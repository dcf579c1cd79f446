import { utf8ToHex } from '@ugift/giftcard-renderer/model';
import { expect } from 'vitest';

import type { SmsSender } from '../src/auth/sms';
import type { Db } from '../src/db';
import { insertMembers } from './fixtures';
import type { Json, TestApi } from './helpers';

// Shared by the gift-to-many tests (issue 45): a text-message gateway the test reads and can
// break, a sender with friends, and a gift basket whose card has a name field.

/** A gateway that keeps what it sends, and refuses the numbers in `refuse`. */
export class FakeSms implements SmsSender {
  readonly sent: { phone: string; message: string }[] = [];
  readonly refuse = new Set<string>();
  async send(phone: string, message: string): Promise<void> {
    if (this.refuse.has(phone)) throw new Error('gateway refused');
    this.sent.push({ phone, message });
  }
  /** The gift link (its order id) of the last message to a number (digits, no plus). */
  linkTo(phone: string): string | undefined {
    const last = this.sent.filter((s) => s.phone === phone).at(-1);
    return last && /giftcard-share\?id=(\d+)/.exec(last.message)?.[1];
  }
}

const element = (type: string, key: string, content: string, ypos: number) => ({
  type,
  key,
  content: utf8ToHex(content),
  placeholder: key,
  xpos: 0.1,
  ypos,
  width: 0.8,
  height: 0.1,
  fontfamily: '',
  fontcolor: '',
  fontsize: null,
  size: 'm',
});

/** A card with a name field (filled per recipient) and a message (the same for all). */
const NAMED_CARD = JSON.stringify([
  element('text', 'name', '', 0.1),
  element('message', 'message', 'Thank you for this year!', 0.4),
]);

/** Members made in the database (tokens ready), each a friend of `of`. */
export async function friendsOf(db: Db, of: number, count: number, prefix: string) {
  const members = await insertMembers(db, count, prefix);
  await db
    .insertInto('friendships')
    .values(members.map((m) => ({ member_id: of, friend_id: m.id, status: 'Accepted' })))
    .execute();
  return members;
}

/** A sender with a session and an empty basket. */
export async function newSender(db: Db, prefix: string) {
  const [sender] = await insertMembers(db, 1, prefix);
  return sender!;
}

/** Fills the sender's basket as a gift: `quantity` of a product and the named card. */
export async function giftBasket(
  api: TestApi,
  token: string,
  productId: number,
  quantity = 1,
): Promise<void> {
  const call = async (option: Parameters<TestApi['call']>[0], fields: Json = {}) => {
    const res = await api.call(option, fields, { token });
    expect(res.statusCode, `${option}: ${res.body}`).toBe(200);
    expect(res.json().success, `${option}: ${res.body}`).toBe(true);
  };
  await call('product_to_basket', { product_id: productId, quantity });
  await call('giftcard_to_basket', { giftcard_id: 1, giftcard_edit_parameter: NAMED_CARD });
  await call('update_order_status', { order_status: 'gift' });
}
