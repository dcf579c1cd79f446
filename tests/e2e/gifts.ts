// Gifts of the seed the journeys share.
import { expect, type APIRequestContext } from './fixtures';

/** A gift of the seed's Alice, paid and waiting to be sent: its share link's id. */
export async function giftToShare(request: APIRequestContext): Promise<string> {
  let token: string | undefined;
  const call = async (group: string, fields: Record<string, string>) => {
    const response = await request.post(`/api/external/${group}/`, {
      form: fields,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    const body = (await response.json()) as Record<string, unknown> & { success: boolean };
    expect(body.success, `${fields.option}: ${String(body.message)}`).toBe(true);
    return body;
  };
  token = (
    await call('auth', { option: 'get_api_token', source: 'web', api_key: 'ugift-web-dev-key' })
  ).api_token as string;
  const login = await call('auth', {
    option: 'login',
    phone_number: '6591234567',
    password: 'alice123',
  });
  token = (login.api_token as string | undefined) ?? token;
  const member = login.data as { member_id?: string; id?: string };
  const { table } = (await call('order', {
    option: 'list_order',
    member_id: String(member.member_id ?? member.id),
    filter_by: 'purchased',
  })) as unknown as { table: { id: string; payment_status: string; order_status: string }[] };
  const gift = table.find(
    (order) => order.payment_status === 'Paid' && order.order_status !== 'Self-Use',
  );
  expect(gift, 'a paid gift of the seed to share').toBeDefined();
  return gift!.id;
}

/**
 * What a gift says inside its card, as whoever holds its link reads it once the card is open
 * (detail_order as a guest): the message and the card's own words, decoded from hex.
 */
export async function wordsInside(request: APIRequestContext, id: string) {
  const token = (
    (await (
      await request.post('/api/external/auth/', {
        form: { option: 'get_api_token', source: 'web', api_key: 'ugift-web-dev-key' },
      })
    ).json()) as { api_token: string }
  ).api_token;
  const answer = (await (
    await request.post('/api/external/order/', {
      form: { option: 'detail_order', order_id: id },
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { table: { giftcard_edit_parameter?: string } };
  const elements = JSON.parse(answer.table.giftcard_edit_parameter ?? '[]') as {
    type: string;
    content: string;
  }[];
  const words = (type: string) =>
    elements
      .filter((element) => element.type === type && element.content !== '')
      .map((element) => Buffer.from(element.content, 'hex').toString('utf8'));
  const [message = ''] = words('message');
  return { message, cardWords: [...words('text'), ...words('custom_text')] };
}
