// The merchant page (issue 44) against the real api: an operator makes a merchant key for a
// brand, a member buys that brand's voucher (a code Ugift generates), the outlet's staff check and
// redeem it at /merchant, and the member's wallet says where it was used.
import { expect, loginAs, OPERATOR_KEY, type Page, payAtSandboxCashier, test } from './fixtures';

const alice = { phone: '91234567', password: 'alice123' };

/** Product 9 of the demo seed: Brew Bros Coffee (brand 1), a generated QR code, three outlets. */
const PRODUCT = { id: 9, name: 'Brew Bros Coffee Gift Set SGD 90', brand: 1 };
const OUTLET = 'Brew Bros Coffee Marina Bay';

/** Buys the product for oneself at the sandbox cashier; answers the order's page. */
async function buyForMyself(page: Page) {
  await loginAs(page, alice, `/product-details?id=${PRODUCT.id}`);
  await page.getByRole('button', { name: /^(Add to Cart|Update Cart)$/ }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: 'For myself' }).click();
  await expect(page).toHaveURL(/\/checkout-confirmation$/);
  await payAtSandboxCashier(page);
}

test.describe('the merchant page against the real api', () => {
  test.setTimeout(240_000);
  test.use({ actionTimeout: 20_000 });

  test('an operator makes a key, a member buys a voucher, the outlet checks and redeems it once, and the wallet says where', async ({
    page,
    browser,
    request,
  }) => {
    // The operator: a merchant key for the brand's till (shown once).
    const made = await request.post('/api/ops/merchants/add', {
      headers: { authorization: `Bearer ${OPERATOR_KEY}` },
      data: { brand: PRODUCT.brand, name: 'Marina Bay till' },
    });
    expect(made.status()).toBe(200);
    const merchantKey = ((await made.json()) as { data: { key: string } }).data.key;
    expect(merchantKey).toMatch(/^ugm_/);

    // The member buys the voucher and reads its code in the wallet.
    await buyForMyself(page);
    await page.getByRole('button', { name: 'View Order' }).click();
    await expect(page).toHaveURL(/\/order-details\?id=/);
    await page.getByRole('button', { name: 'View Voucher' }).click();
    await expect(page).toHaveURL(/\/view-vouchers\?id=/);
    // The order may hold other products (the basket's): this brand's product, not yet used.
    await page
      .getByRole('link')
      .filter({ hasText: PRODUCT.name })
      .filter({ hasText: /Redeem before/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/voucher-details\?id=/);
    const voucherUrl = page.url();
    const code = (await page.locator('[data-display] p').first().textContent())!.trim();
    expect(code.length).toBeGreaterThan(5);

    // The outlet's staff, in a browser of their own: no member login.
    const till = await (
      await browser.newContext({ baseURL: page.url().replace(/ugift\/.*$/, 'ugift/') })
    ).newPage();
    await till.goto('merchant');
    await expect(till.getByRole('navigation', { name: /tab/i })).toHaveCount(0);
    await till.getByLabel('Merchant key', { exact: true }).fill('ugm_wrong-key');
    await till.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(
      till.getByText('This merchant key is not valid. Check it and try again.'),
    ).toBeVisible();
    await till.getByLabel('Merchant key', { exact: true }).fill(merchantKey);
    await till.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(till.getByText('Marina Bay till')).toBeVisible();
    await expect(till.getByText('Brew Bros Coffee', { exact: true })).toBeVisible();

    await till.getByLabel('Voucher code', { exact: true }).fill(code);
    await till.getByRole('button', { name: 'Check', exact: true }).click();
    const result = till.getByRole('region', { name: new RegExp(PRODUCT.name) });
    await expect(result.getByText('Valid', { exact: true })).toBeVisible();
    await expect(result.getByText(/^SGD \d+\.\d{2}$/)).toBeVisible();

    // Redeem at an outlet, confirmed; a double tap on the confirmation redeems once.
    await till.getByLabel('Outlet', { exact: true }).selectOption(OUTLET);
    const redeems: string[] = [];
    till.on('request', (r) => {
      if (r.url().endsWith('/api/merchant/redeem')) redeems.push(r.postDataJSON().idempotency_key);
    });
    await till.getByRole('button', { name: 'Redeem', exact: true }).click();
    const confirm = till.getByRole('alertdialog', { name: 'Redeem this code?' });
    await expect(confirm).toContainText(OUTLET);
    await confirm.getByRole('button', { name: 'Redeem', exact: true }).dblclick();
    await expect(till.getByText(`Redeemed at ${OUTLET}.`)).toBeVisible();
    await expect(result.getByText('Used', { exact: true })).toBeVisible();
    expect(new Set(redeems).size).toBe(1);

    // Checked again: used, where.
    await till.getByRole('button', { name: 'Check another code' }).click();
    await till.getByLabel('Voucher code', { exact: true }).fill(code);
    await till.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(result.getByText('Used', { exact: true })).toBeVisible();
    await expect(result.getByText(OUTLET)).toBeVisible();

    // Sign out forgets the key.
    await till.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(till.getByLabel('Merchant key', { exact: true })).toBeVisible();

    // The member's wallet: used at the outlet.
    await page.goto(voucherUrl);
    await expect(
      page.getByRole('button', { name: new RegExp(`^Used at ${OUTLET}: `) }),
    ).toBeDisabled();
  });
});
