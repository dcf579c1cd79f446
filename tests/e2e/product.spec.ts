import { closePromoPopup, expect, test } from './fixtures';

// Seeded catalogue (apps/api/src/db/seed/catalogue.ts): product 3 is in stock in Singapore and
// not in Alice's seeded basket; product 2 has a Japanese name, product 11 has none; product 31
// is the most popular in Singapore, so it heads the home page's Popular row.
const alice = { phone: '91234567', password: 'alice123' };

test.describe('product pages against the real api', () => {
  test.setTimeout(180_000);
  test.use({ actionTimeout: 20_000 });

  test('a guest is asked to log in on a product, logs in, lands back, adds it, then sends a card with it', async ({
    page,
  }) => {
    await page.goto('product-details?id=3');
    await expect(
      page.getByRole('heading', { name: 'Cinema Star Gift Voucher SGD 15' }),
    ).toBeVisible();
    await expect(page.getByText('Extra 10% off in the Year-End Sale')).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();

    const prompt = page.getByRole('alertdialog', { name: 'Welcome, please login to continue' });
    await prompt.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/ugift\/login\?from=%2Fproduct-details%3Fid%3D3$/);
    await page.getByLabel('Phone number').fill(alice.phone);
    await page.getByLabel('Password', { exact: true }).fill(alice.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await expect(page).toHaveURL(/\/ugift\/product-details\?id=3$/, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByText('SGD 30.00')).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();

    await expect(page).toHaveURL(/\/ugift\/basket$/);
    await expect(page.getByText('Added to cart')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Edit Cinema Star Gift Voucher SGD 15' }),
    ).toHaveAttribute('href', /\/product-details\?id=3$/);

    // Back on the product: it is in the basket now, with the quantity chosen.
    await page.goto('product-details?id=3');
    await expect(page.getByRole('button', { name: 'Update Cart' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Quantity' })).toContainText('2');
    await expect(page.getByRole('button', { name: /^Basket, \d+ items?$/ })).toBeVisible();

    // A card chosen from the Customise tab: 'Send a card' with products in the basket goes to
    // the basket, which now holds that card.
    await page.goto('gift-card');
    const card = page.getByRole('link', { name: /Birthday Balloons/ });
    const href = (await card.getAttribute('href')) ?? '';
    const cardId = /id=(\d+)$/.exec(href)?.[1] ?? '';
    expect(cardId).not.toBe('');
    await card.click();
    await expect(page.getByRole('heading', { name: 'Customise a Gift Card' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('gid')))
      .toBe(JSON.stringify(cardId));
    await page.getByRole('button', { name: 'Send a card' }).click();
    await expect(page).toHaveURL(/\/ugift\/basket$/);
    await expect(page.getByRole('link', { name: 'Add items' })).toHaveAttribute(
      'href',
      new RegExp(`/gift-card-product\\?id=${cardId}$`),
    );
  });

  test('in Japanese, the home page and a product show the Japanese names of the seed', async ({
    page,
  }) => {
    await page.goto('profile');
    await page.getByRole('button', { name: 'Language' }).click();
    const modal = page.getByRole('dialog', { name: 'Language' });
    await modal.getByRole('radio', { name: '日本語' }).check();
    await modal.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('I18N_LANGUAGE')))
      .toBe('"jp"');

    await page.goto('home');
    // The visit's promo popup, in Japanese (閉じる: Close).
    await closePromoPopup(page, '閉じる');
    const popular = page.getByRole('region', { name: '人気' });
    await expect(popular.getByText('ガジェットハブ eカード SGD 60')).toBeVisible();

    await page.goto('product-details?id=2');
    await expect(page.getByRole('heading', { name: 'さくらスパ ギフト券 SGD 10' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'カートに入れる' })).toBeVisible();

    // No Japanese text for this product: English is shown.
    await page.goto('product-details?id=11');
    await expect(page.getByRole('heading', { name: 'Cinema Star Gift Set SGD 150' })).toBeVisible();
  });
});
