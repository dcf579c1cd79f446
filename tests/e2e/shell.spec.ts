import { expect, test } from '@playwright/test';

test.describe('the app shell under its base path', () => {
  test('redirects the base path and / to /home', async ({ page }) => {
    await page.goto('./');
    await expect(page).toHaveURL(/\/ugift\/home$/);
    // A promo popup may cover the screen (and hide it from the accessibility tree) on arrival.
    await expect(page.locator('h1').first()).toBeVisible();

    await page.goto('/');
    await expect(page).toHaveURL(/\/ugift\/home$/);
  });

  test('shows the 404 page on an unknown path', async ({ page }) => {
    await page.goto('./no-such-page/at-all');
    await expect(page.getByRole('heading', { name: 'Sorry, page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/ugift\/home$/);
  });

  test('has a health endpoint next to the app', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.ok()).toBe(true);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});
