import { expect, type Page, test } from '@playwright/test';

/** Logs in through the login screen with a seeded demo member (README "Demo accounts"). */
async function login(page: Page, phone: string, password: string, from: string) {
  await page.goto(`login?from=${encodeURIComponent(from)}`);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${from.replace(/[?]/g, '\\?')}$`), { timeout: 30_000 });
}

const alice = { phone: '91234567', password: 'alice123' };
const ben = { phone: '98765432', password: 'ben12345' };

/** The balance of the first uDollar card as shown on /udollar-list (e.g. 'SGD 20.00'). */
async function firstUdollarBalance(page: Page): Promise<number> {
  await page.goto('udollar-list');
  const text = await page
    .getByText(/^Balance: /)
    .first()
    .textContent();
  return Number((text ?? '').replace(/[^0-9.]/g, ''));
}

test.describe('commerce journeys against the real api', () => {
  // Whole journeys on a shared 2-core machine: give each room.
  test.setTimeout(240_000);
  test.use({ actionTimeout: 20_000 });

  test('a member applies uDollar, buys for themself at the sandbox cashier and marks a voucher used', async ({
    page,
  }) => {
    await login(page, alice.phone, alice.password, '/udollar-list');
    const before = await firstUdollarBalance(page);

    await page.goto('basket');
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect(page.getByText('Order Summary')).toBeVisible();

    // uDollar: 1.00 off the order, and the card's balance falls by that amount.
    await page.getByRole('button', { name: 'Redeem using UDollar' }).click();
    const udollar = page.getByRole('dialog', { name: 'Redeem using UDollar' });
    await udollar.getByRole('radio').first().check();
    await udollar.getByLabel('Redemption amount').fill('1');
    await udollar.getByRole('button', { name: 'Apply' }).click();
    await expect(udollar).toBeHidden();
    await expect(page.getByText('UDollar Applied')).toBeVisible();

    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('button', { name: 'For myself' }).click();
    await expect(page).toHaveURL(/\/checkout-confirmation$/);
    await page.getByRole('button', { name: 'Place Order' }).click();

    // The sandbox cashier page of the api, then back to the status page.
    await expect(page.getByRole('heading', { name: 'Ugift sandbox cashier' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page).toHaveURL(/\/payment-status\?id=/);
    await expect(page.getByText('Payment Success')).toBeVisible();

    await page.getByRole('button', { name: 'View Order' }).click();
    await expect(page).toHaveURL(/\/order-details\?id=/);
    await page.getByRole('button', { name: 'View Voucher' }).click();
    await expect(page).toHaveURL(/\/view-vouchers\?id=/);
    await page
      .getByRole('link')
      .filter({ hasText: /Redeem before/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/voucher-details\?id=/);

    await page.getByRole('button', { name: 'Mark as used' }).first().click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to mark this voucher as used?');
    await confirm.getByRole('button', { name: 'Mark as used' }).click();
    await expect(page.getByRole('button', { name: /^Used: / }).first()).toBeDisabled();

    // The wallet lists the order's vouchers too.
    await page.goto('vouchers');
    await expect(page.getByRole('tab', { name: 'Active' })).toBeVisible();

    expect(await firstUdollarBalance(page)).toBeCloseTo(before - 1, 2);
  });

  test('a pending order is cancelled after confirmation', async ({ page }) => {
    await login(page, alice.phone, alice.password, '/order-topay');
    await page
      .getByRole('link')
      .filter({ hasText: /Order / })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay Now' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to cancel this order?');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Order Cancelled')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/order-topay$/);
  });

  test('a card-only gift is sent without payment, opened and redeemed by the friend, and the sender sees the redeem date', async ({
    browser,
  }) => {
    const sender = await browser.newPage();
    await login(sender, alice.phone, alice.password, '/checkout-cardselection');
    const card = sender.locator('button[aria-pressed]').first();
    await expect(card).toBeVisible();
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await sender.getByRole('button', { name: 'Next Step' }).click();
    await expect(sender).toHaveURL(/\/checkout-cardcustomization\?id=/);
    const message = sender.getByRole('textbox', { name: /message/i }).first();
    if (await message.count()) await message.fill('Happy birthday, Ben!');
    await sender.getByRole('button', { name: 'Next Step' }).click();
    await expect(sender).toHaveURL(/\/checkout-confirmation$/);
    await sender.getByRole('button', { name: 'Send Your Card' }).click();
    await expect(sender).toHaveURL(/\/payment-status\?id=/);
    const orderId = new URL(sender.url()).searchParams.get('id')!;
    await expect(sender.getByText('Payment Success')).toBeVisible();

    // 'Social Share' copies the link; the friend opens it (send_order would gift it directly).
    await sender.getByRole('button', { name: 'Social Share' }).click();
    await expect(sender.getByRole('button', { name: 'Copied' })).toBeVisible();

    // The friend opens the link, plays the card and redeems it.
    const friendContext = await browser.newContext();
    const friend = await friendContext.newPage();
    await login(friend, ben.phone, ben.password, `/giftcard-share?id=${orderId}`);
    const tap = friend.getByRole('button', { name: /tap to open/i });
    await expect(tap).toBeVisible();
    await tap.click();
    await friend.getByRole('button', { name: 'Redeem' }).click();
    await expect(friend).toHaveURL(/\/order-received$/);

    await sender.goto(`order-details?id=${orderId}`);
    await expect(sender.getByText('Redeem date')).toBeVisible();
    await friendContext.close();
  });
});
