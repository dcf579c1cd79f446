// Issue 44: a shop that starts empty and loads its own catalogue. An api of this journey's own
// (SEED_DEMO=false: no demo products and no demo members, as production starts) shows a working,
// empty shop; an operator imports a catalogue written here from scratch (not the demo seed)
// through the operator api; a member registers, browses it, buys at the sandbox cashier and gets
// a voucher with a code from it; then, with a gift-card design the shop adds to its file, sends a
// voucher to a friend, who opens the card.
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';

import {
  E2E_BASE_PORT,
  type E2eServer,
  expect,
  loginAs,
  OPERATOR_KEY,
  payAtSandboxCashier,
  pngPhoto,
  startE2eServer,
  stopE2eServer,
  test,
} from './fixtures';

// Beside the workers' own apis (E2E_BASE_PORT plus the worker's index).
const port = E2E_BASE_PORT + 21;
const origin = `http://127.0.0.1:${port}`;

/** The shop's own catalogue, as a shop would write it: one category, one brand, two products. */
const CATALOGUE_CSV = [
  'sku,category,brand,country,original_price,discounted_price,stock,stock_mode,name_eng,name_cn,name_jp,description_eng',
  'KOPI-10,Cafe Vouchers,Kopi Corner,Singapore,10,9,20,generated,Kopi Corner $10 voucher,Kopi Corner 10元券,Kopi Corner 10ドル券,Any drink at any Kopi Corner.',
  'KOPI-25,Cafe Vouchers,Kopi Corner,Singapore,25,22.5,5,generated,Kopi Corner $25 voucher,Kopi Corner 25元券,Kopi Corner 25ドル券,Breakfast for two.',
].join('\n');

let server: E2eServer | undefined;
let api: APIRequestContext;

/** One call of the shopper contract on this journey's api (the auth group unless told). */
async function call(
  option: string,
  fields: Record<string, string>,
  token?: string,
  group = 'auth',
) {
  const res = await api.post(`/api/external/${group}/`, {
    form: { option, ...fields },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.ok(), `${option}: ${await res.text()}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

/** A guest's token, as the web app gets one. */
async function guestToken(): Promise<string> {
  const { api_token: token } = (await call('get_api_token', {
    source: 'web',
    api_key: 'ugift-web-dev-key',
  })) as { api_token: string };
  return token;
}

/** A member registered through the api as the app registers one: OTP, proof, password. */
async function register(local: string, password: string) {
  const phone = `65${local}`;
  const token = await guestToken();
  expect((await call('get_otp', { action: 'register', phone_number: phone }, token)).success).toBe(
    true,
  );
  const outbox = (await (await api.get(`/api/dev/outbox?phone=${phone}`)).json()) as {
    table: { otp: string }[];
  };
  const verified = await call(
    'verify_otp',
    { action: 'register', phone_number: phone, otp: outbox.table[0]!.otp },
    token,
  );
  const created = await call(
    'create_account',
    {
      phone_number: phone,
      phone_prefix: '+65',
      password,
      otp_proof: String(verified.otp_proof),
    },
    token,
  );
  expect(created.success, JSON.stringify(created)).toBe(true);
  return { phone: local, password, id: String(created.member_id) };
}

/** A member's session token, from a login through the api. */
async function memberToken(member: { phone: string; password: string }): Promise<string> {
  const guest = await guestToken();
  const login = await call(
    'login',
    { phone_number: `65${member.phone}`, password: member.password },
    guest,
  );
  expect(login.success, JSON.stringify(login)).toBe(true);
  return String(login.api_token);
}

/** One call of the operator api. */
async function operate(command: string, data: unknown) {
  const res = await api.post(`/api/ops/${command}`, {
    headers: { authorization: `Bearer ${OPERATOR_KEY}` },
    data,
  });
  expect(res.ok(), `${command}: ${await res.text()}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

test.describe('a shop with its own catalogue', () => {
  // A server of its own (a build copied or made, a database migrated), then the journey.
  test.describe.configure({ timeout: 300_000 });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    server = await startE2eServer(port, { SEED_DEMO: 'false' });
    api = await playwrightRequest.newContext({ baseURL: origin });
  });

  test.afterAll(async () => {
    await api?.dispose();
    await stopE2eServer(server);
  });

  test('starts empty, imports its catalogue, and a member browses, buys and sends from it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: `${origin}/ugift/` });
    const page = await context.newPage();

    // Empty: the home and the categories draw their empty states, no error screen.
    await page.goto('categories');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Kopi Corner')).toHaveCount(0);
    await expect(page.getByText(/Something went wrong|500/)).toHaveCount(0);

    // The operator imports the shop's file (the same command as `pnpm ops catalogue import`).
    const imported = await api.post('/api/ops/catalogue/import', {
      headers: { authorization: `Bearer ${OPERATOR_KEY}` },
      data: { file: { name: 'kopi-corner.csv', text: CATALOGUE_CSV } },
    });
    expect(imported.ok(), await imported.text()).toBe(true);
    // Imported again, nothing changes.
    const again = await api.post('/api/ops/catalogue/import', {
      headers: { authorization: `Bearer ${OPERATOR_KEY}` },
      data: { file: { name: 'kopi-corner.csv', text: CATALOGUE_CSV } },
    });
    expect(((await again.json()) as { summary: string }).summary).toMatch(/[Nn]othing to change/);

    // A new member browses the shop's category to its product.
    const member = await register(`8${String(Date.now()).slice(-7)}`, 'kopi-lover1');
    await loginAs(page, member, '/categories');
    await page.getByRole('link', { name: /Cafe Vouchers/ }).click();
    await expect(page).toHaveURL(/\/products\?/);
    await page.getByRole('link', { name: /Kopi Corner \$10 voucher/ }).click();
    await expect(page).toHaveURL(/\/product-details\?id=\d+$/);
    await expect(page.getByRole('heading', { name: 'Kopi Corner $10 voucher' })).toBeVisible();
    await expect(page.getByText('SGD 9.00').first()).toBeVisible();

    // Buys it for themself at the sandbox cashier and finds its voucher with a code.
    await page.getByRole('button', { name: /^(Add to Cart|Update Cart)$/ }).click();
    await expect(page).toHaveURL(/\/basket$/);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('button', { name: 'For myself' }).click();
    await expect(page).toHaveURL(/\/checkout-confirmation$/);
    await payAtSandboxCashier(page);
    await page.getByRole('button', { name: 'View Order' }).click();
    await expect(page.getByText('Kopi Corner $10 voucher').first()).toBeVisible();
    await page.getByRole('button', { name: 'View Voucher' }).click();
    await page
      .getByRole('link')
      .filter({ hasText: /Redeem before/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/voucher-details\?id=/);
    await expect(page.getByText('Kopi Corner $10 voucher').first()).toBeVisible();

    // The stock the file set went down by the one sold.
    const exported = await api.post('/api/ops/catalogue/export', {
      headers: { authorization: `Bearer ${OPERATOR_KEY}` },
      data: {},
    });
    const { data } = (await exported.json()) as {
      data: { products: { sku: string; stock: number }[] };
    };
    expect(data.products.find((product) => product.sku === 'KOPI-10')?.stock).toBe(19);

    // The shop adds a gift-card design of its own: the catalogue exported, a design added to the
    // file (its picture as a data: URL, as the operator api takes one), imported back.
    const design = {
      name: { eng: 'Kopi thanks', cn: '咖啡谢谢', jp: 'コーヒーありがとう' },
      category: 'Thank you',
      image: `data:image/png;base64,${pngPhoto().toString('base64')}`,
      editable: false,
      overlays: [{ type: 'message', key: 'message', placeholder: 'Your message' }],
      related_products: ['KOPI-25'],
    };
    const withDesign = await operate('catalogue/import', {
      file: { name: 'kopi-corner.json', text: JSON.stringify({ ...data, designs: [design] }) },
    });
    expect(String(withDesign.summary)).toMatch(/design/i);

    // A friend joins; the two become friends (request and acceptance, through the api).
    const friend = await register(`8${String(Date.now() + 1).slice(-7)}`, 'kopi-friend1');
    const [senderToken, friendToken] = [await memberToken(member), await memberToken(friend)];
    await call('update_profile', { name: 'Kai Lim' }, senderToken, 'profile');
    await call('update_profile', { name: 'Mei Tan' }, friendToken, 'profile');
    await call('add_friend', { friend_id: friend.id }, senderToken, 'profile');
    await call('accept_friend', { friend_id: member.id }, friendToken, 'profile');

    // The member buys the $25 voucher as a gift with the shop's card and a message, and pays.
    await page.goto('categories');
    await page.getByRole('link', { name: /Cafe Vouchers/ }).click();
    await page.getByRole('link', { name: /Kopi Corner \$25 voucher/ }).click();
    await page.getByRole('button', { name: /^(Add to Cart|Update Cart)$/ }).click();
    await expect(page).toHaveURL(/\/basket$/);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('button', { name: 'Send as a gift' }).click();
    await expect(page).toHaveURL(/\/checkout-cardselection/);
    const card = page.locator('button[aria-pressed]').filter({ hasText: 'Kopi thanks' });
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page).toHaveURL(/\/checkout-cardcustomization\?id=/);
    await page.getByRole('textbox', { name: 'Message' }).fill('Kopi on me, Mei!');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page).toHaveURL(/\/checkout-confirmation$/);
    await expect(page.getByText('Kopi Corner $25 voucher').first()).toBeVisible();
    const orderId = await payAtSandboxCashier(page);

    // Sent to the friend from the order.
    await page.getByRole('button', { name: 'View Order' }).click();
    await page.getByRole('button', { name: 'Send to friends' }).click();
    const modal = page.getByRole('dialog', { name: 'Send to friends' });
    await modal.getByRole('searchbox').fill('Mei');
    await modal.getByRole('searchbox').press('Enter');
    await modal.getByRole('radio', { name: 'Mei Tan' }).check();
    await modal.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Send order success')).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();

    // The friend finds it among their received gifts, opens the shop's card and reads it.
    const friendContext = await browser.newContext({ baseURL: `${origin}/ugift/` });
    const friendPage = await friendContext.newPage();
    await loginAs(friendPage, friend, '/order-received');
    const received = friendPage.locator(`a[href$="order-details?id=${orderId}"]`);
    await expect(received).toContainText('Received from Kai');
    await received.click();
    await friendPage.getByRole('button', { name: /tap to open/i }).click();
    await expect(friendPage.getByText('Kopi on me, Mei!').first()).toBeVisible();
    await expect(friendPage.getByText('Kopi Corner $25 voucher').first()).toBeVisible();
    await friendContext.close();
    await context.close();
  });
});
