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
