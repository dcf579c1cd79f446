// A first visit's largest picture: drawn by the server's page (issue 43) before the app's code has
// run. Held back here: the app's entry script, so that the page's picture can be seen alone first;
// then the app hydrates the same picture in the same box (no jump, nothing redrawn).
import { expect, test } from './fixtures';
import { giftToShare } from './gifts';

const screens = [
  { name: 'the home, its first banner', path: 'home', shape: 'banner' },
  { name: 'a product, its first image', path: 'product-details?id=1', shape: 'product' },
  // The card's design under its closed cover, as the card renderer first shows it.
  { name: 'a shared gift, its card', path: 'giftcard-share?id=', shape: 'card' },
];

// The server draws these pages (issue 43): the picture is in the page before the app's code has
// run, and the app hydrates it where it is (the same element, the same box).
for (const { name, path: address, shape } of screens) {
  test(`a first visit to ${name}: painted by the server's page before the app, kept by the app`, async ({
    page,
    request,
  }) => {
    const path = shape === 'card' ? address + (await giftToShare(request)) : address;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not until 'load' or DOMContentLoaded: both wait for the held module script.
    await page.goto(path, { waitUntil: 'commit' });

    const early = page.locator('main img').first();
    await expect(early).toBeVisible();
    await expect
      .poll(() => early.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await early.evaluate((img) => img.setAttribute('data-server-drawn', ''));
    const before = (await early.boundingBox())!;

    release();
    await page.waitForLoadState('networkidle');
    const drawn = page.locator('main img[data-server-drawn]');
    await expect(drawn).toHaveCount(1);
    const after = (await drawn.boundingBox())!;
    for (const key of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(after[key] - before[key]), key).toBeLessThan(1);
    }
  });
}

test('a visit with a token already stored draws the home from the server and asks for nothing again', async ({
  page,
}) => {
  await page.goto('home');
  await expect(page.locator('main img').first()).toBeVisible();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /get_api_token|list_banner/.test(request.postData() ?? ''))
      asked.push(request.postData()!);
  });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('main img').first()).toBeVisible();
  release();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main img').first()).toBeVisible();
  // The banners came with the page (the server's query cache): neither the early script nor the
  // app asked for them or for a token.
  expect(asked).toEqual([]);
});
