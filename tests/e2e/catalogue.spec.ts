import { appReady, closePromoPopup, expect, test, type Page } from './fixtures';

// Seeded catalogue (apps/api/src/db/seed/catalogue.ts): category 1 is Food & Beverage, sold
// mainly by Brew Bros Coffee; every fourth product is on promotion; 'Gift Voucher' and
// 'Premium Voucher' are sold by every brand. A guest browses Singapore (country 3).

const results = (page: Page) => page.getByRole('list', { name: 'Products found' });
const rows = (page: Page) => results(page).getByRole('article');

test.describe('catalogue lists against the real api', () => {
  test.setTimeout(120_000);
  test.use({ actionTimeout: 20_000 });

  test('a guest goes from home to a category, then filters and searches every product', async ({
    page,
  }) => {
    await page.goto('home');
    await closePromoPopup(page);
    await page.getByRole('link', { name: 'More' }).click();
    await expect(page).toHaveURL(/\/ugift\/categories$/);
    await expect(page.getByRole('tab', { name: 'Categories' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // A guest's basket carries no count.
    await expect(page.getByRole('button', { name: 'Basket', exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Food & Beverage' }).click();
    await expect(page).toHaveURL(/\/ugift\/products\?id=1&type=list_category$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Food & Beverage' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    const inCategory = await rows(page).count();
    expect(inCategory).toBeGreaterThan(0);
    const firstProduct = results(page).getByRole('link').first();
    await expect(firstProduct).toHaveAttribute('href', /\/product-details\?id=\d+$/);

    // Every product, then only those on promotion.
    await page.goto('product-search');
    await expect(page.getByRole('searchbox', { name: 'Search all products' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    const all = await rows(page).count();
    expect(all).toBeGreaterThan(inCategory);

    await page.getByRole('button', { name: 'Filter' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter' });
    await sheet.getByLabel('Promo').check();
    await expect(sheet.getByRole('button', { name: /^Show \d+ products?$/ })).toBeVisible();
    await sheet.getByRole('button', { name: /^Show \d+ products?$/ }).click();
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
    await expect(results(page)).toHaveAttribute('aria-busy', 'false');
    const promos = await rows(page).count();
    expect(promos).toBeGreaterThan(0);
    expect(promos).toBeLessThan(all);

    // A keyword on top of Promo: only promoted vouchers are left.
    await page.getByRole('searchbox').fill('Voucher');
    await page.getByRole('searchbox').press('Enter');
    const names = () => results(page).getByRole('heading').allTextContents();
    await expect
      .poll(async () => (await names()).every((name) => name.includes('Voucher')))
      .toBe(true);
    const promoVouchers = (await names()).length;
    expect(promoVouchers).toBeGreaterThan(0);
    expect(promoVouchers).toBeLessThan(promos);

    // Reset keeps the keyword and drops Promo: every voucher, more than those on promotion.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
    await expect.poll(async () => (await names()).length).toBeGreaterThan(promoVouchers);
    expect((await names()).every((name) => name.includes('Voucher'))).toBe(true);

    // A keyword nothing matches.
    await page.getByRole('searchbox').fill('no such gift anywhere');
    await page.getByRole('searchbox').press('Enter');
    await expect(page.getByText('Your search has no result')).toBeVisible();

    // The row opens its product.
    await page.getByRole('searchbox').fill('Cinema Star');
    await page.getByRole('searchbox').press('Enter');
    await expect(results(page).getByRole('link').first()).toContainText('Cinema Star');
    const product = results(page).getByRole('link').first();
    const href = (await product.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/product-details\?id=\d+$/);
    await product.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`));
  });

  test('the search form of /categories opens the search with its keyword', async ({ page }) => {
    await page.goto('categories');
    // Drawn by the server: its tabs and search field work once the app has hydrated them.
    await appReady(page);
    await page.getByRole('tab', { name: 'Brands' }).click();
    await expect(page.getByRole('link', { name: 'Sakura Spa' })).toHaveAttribute(
      'href',
      /\/products\?id=\d+&type=list_brand$/,
    );
    await page.getByRole('searchbox', { name: 'Search all products' }).fill('Sakura');
    await page.getByRole('searchbox', { name: 'Search all products' }).press('Enter');
    await expect(page).toHaveURL(/\/ugift\/product-search\?q=Sakura$/);
    await expect(rows(page).first()).toBeVisible();
    for (const name of await results(page).getByRole('heading').allTextContents()) {
      expect(name).toContain('Sakura Spa');
    }
  });

  test('a guest scrolls the search through three pages, opens a product and comes back to the same place', async ({
    page,
  }) => {
    // list_product answers a page at a time (the app asks for 12 rows): scrolling to the end
    // asks for the next page before it is reached.
    const pages: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().includes('/api/external/products/') && body.includes('list_product'))
        pages.push(new URLSearchParams(body).get('cursor') ?? 'first');
    });
    await page.goto('product-search');
    await expect(rows(page).first()).toBeVisible();
    // Scrolled to the end again and again until a third page has come in.
    await expect
      .poll(
        async () => {
          await rows(page).last().scrollIntoViewIfNeeded();
          return rows(page).count();
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(24);
    // The first page comes drawn by the server, in the page itself (its data dehydrated there),
    // so the browser asks only for the next ones, each with its own cursor, and never the first
    // again.
    expect(pages).not.toContain('first');
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    // The rows of every page are distinct products.
    const hrefs = await results(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(hrefs.length);

    // A product of the third page: open it, then come back.
    const chosen = rows(page).nth(30);
    await chosen.scrollIntoViewIfNeeded();
    const name = (await chosen.getByRole('heading').textContent()) ?? '';
    expect(name).not.toBe('');
    await expect(results(page)).toHaveAttribute('aria-busy', 'false');
    const shown = await rows(page).count();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    const requestsBefore = pages.length;
    await chosen.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product-details\?id=\d+$/);
    await expect(page.getByText(name).first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/product-search$/);
    // Every page is shown again from the cache, at the same scroll position.
    await expect(rows(page)).toHaveCount(shown);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
    await expect(rows(page).nth(30)).toBeInViewport();
    await expect(rows(page).nth(30).getByRole('heading')).toHaveText(name);
    // Nothing had to be asked again to show them.
    expect(pages.slice(requestsBefore).filter((cursor) => cursor === 'first')).toEqual([]);
  });
});
