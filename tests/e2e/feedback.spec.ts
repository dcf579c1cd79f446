// Feedback a shopper sees: a tappable row or tile looks pressed while held, and an in-app
// navigation that waits on a slow api shows the one progress indicator, which goes when the
// page arrives.
import { expect, loginAs, type Page, test } from './fixtures';

const alice = { phone: '91234567', password: 'alice123' };

/** The computed filter and transform of the element the locator finds. */
async function look(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      return { filter: style.filter, transform: style.transform };
    });
}

test.describe('given a member on a phone', () => {
  test.setTimeout(120_000);
  // The api's requests go to the network, where page.route sees them, not to the service worker.
  test.use({ serviceWorkers: 'block' });

  test('a uDollar card and a list row look pressed while the pointer is down, and not before', async ({
    page,
  }) => {
    await loginAs(page, alice, '/udollar-list');
    const rows: [route: string, selector: string][] = [
      // UdollarList's card.
      ['udollar-list', 'a[href*="udollar-history?"]'],
      // lib/Lists' ThumbRow, on the purchases list.
      ['order-mypurchases', 'a[href*="order-details?"]'],
    ];
    for (const [route, selector] of rows) {
      await page.goto(route);
      const row = page.locator(selector).first();
      await expect(row).toBeVisible();
      expect(await look(page, selector), `${route}: at rest`).toEqual({
        filter: 'none',
        transform: 'none',
      });
      const box = (await row.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      const pressed = await look(page, selector);
      expect(pressed.filter, `${route}: pressed`).toBe('brightness(0.9)');
      expect(pressed.transform, `${route}: pressed`).toMatch(/^matrix\(0\.97, 0, 0, 0\.97/);
      // Let go elsewhere: no tap lands, and the row is at rest again.
      await page.mouse.move(1, 1);
      await page.mouse.up();
      expect(await look(page, selector), `${route}: released`).toEqual({
        filter: 'none',
        transform: 'none',
      });
    }
  });

  test('an in-app navigation with a slow api shows the progress indicator until the page arrives', async ({
    page,
  }) => {
    await loginAs(page, alice, '/udollar-list');
    const progress = page.getByTestId('navigation-progress');
    const card = page.locator('a[href*="udollar-history?"]').first();
    await expect(card).toBeVisible();
    await expect(progress).toHaveCount(0);

    // From now on every api answer is held until the progress bar has been seen: the page is
    // waiting on the network for as long as the test needs, whatever the machine's speed.
    let delayed = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/external/**', async (route) => {
      delayed += 1;
      await released;
      await route.continue().catch(() => undefined);
    });
    await card.click();
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('role', 'progressbar');
    release();
    await expect(page).toHaveURL(/\/udollar-history\?id=\d+$/, { timeout: 20_000 });
    await expect(progress).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('h1').first()).toBeVisible();
    expect(delayed, 'the navigation waited on the api').toBeGreaterThan(0);
  });
});
