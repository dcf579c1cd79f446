// The public pages the server draws (issue 43): readable with JavaScript off, and hydrated by the
// app without a mismatch in any of the three languages.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

import { expect, test, type Page } from './fixtures';
import { giftToShare } from './gifts';

const PAGES = ['home', 'product-details?id=1', 'products', 'categories', 'campaign', 'contact-us'];
const LOCALES = [
  { locale: 'en-US', lang: 'en' },
  { locale: 'zh-CN', lang: 'zh-CN' },
  { locale: 'ja-JP', lang: 'ja' },
];

/** Errors the page logs: React reports a hydration mismatch through onRecoverableError. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('given JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('should read the home and a product as the server drew them, with their styles', async ({
    page,
  }) => {
    await page.goto('home');
    await expect(page.getByRole('heading', { name: 'Send a Gift Card' })).toBeVisible();
    await expect(page.locator('main img').first()).toBeVisible();
    // Styled by the server's stylesheet: the top bar is the theme's blue, not unstyled.
    expect(await page.locator('style[data-styled]').count()).toBeGreaterThan(0);

    await page.goto('product-details?id=1');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await expect(page.getByText(/SGD \d/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  });
});

for (const { locale, lang } of LOCALES) {
  test.describe(`given a guest whose browser asks for ${locale}`, () => {
    test.use({ locale });

    test('should hydrate every server-drawn page without an error or a redrawn screen', async ({
      page,
    }) => {
      // Six pages, each to its network's rest, on a loaded machine.
      test.setTimeout(180_000);
      const errors = errorsOf(page);
      for (const address of PAGES) {
        await page.goto(address);
        // The screen the server drew, in the browser's language, before the app has run.
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const drawn = page.locator('#root > div > *').first();
        await expect(drawn).toBeAttached();
        await drawn.evaluate((element) => element.setAttribute('data-server-drawn', ''));
        await page.waitForLoadState('networkidle');
        // Hydrated: the server's elements are the app's (a redraw would have replaced them).
        await expect(page.locator('[data-server-drawn]')).toHaveCount(1);
        expect(errors, `${address} in ${locale}`).toEqual([]);
      }
    });
  });
}

test('should send public pages cacheable by language, with the data in a non-executed script', async ({
  request,
}) => {
  const response = await request.get('home', { headers: { 'accept-language': 'ja' } });
  expect(response.headers()['cache-control']).toContain('public');
  expect(response.headers()['vary']).toMatch(/Cookie/);
  expect(response.headers()['vary']).toMatch(/Accept-Language/);
  expect(response.headers()['content-security-policy']).toMatch(/script-src 'self';/);
  const html = await response.text();
  expect(html).toContain('<html lang="ja">');
  expect(html).toMatch(/<script type="application\/json" id="ugift-ssr">/);
});

test('should answer a product link with its preview tags: the name and the first picture', async ({
  request,
}) => {
  const html = await (await request.get('product-details?id=1')).text();
  const tag = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  expect(tag('og:title')).toMatch(/\S/);
  expect(html).toContain(`<h1`);
  expect(tag('og:image')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/media\//);
  expect(tag('twitter:card')).toBe('summary_large_image');
  // The home is not a previewed page.
  expect(await (await request.get('home')).text()).not.toContain('og:title');
});

test('should answer a share link with its preview tags, and the preview is the closed card as the renderer draws it', async ({
  page,
  request,
}) => {
  const id = await giftToShare(request);
  const html = await (await request.get(`giftcard-share?id=${id}`)).text();
  const tag = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  expect(tag('og:title')).toMatch(/\S/);
  expect(tag('og:description')).toMatch(/\S/);
  expect(tag('twitter:card')).toBe('summary_large_image');
  const image = tag('og:image')!;
  expect(image).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/api/share-image/${id}\\.png$`));
  const answer = await request.get(image);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
  const preview = PNG.sync.read(await answer.body());
  expect([preview.width, preview.height]).toEqual([1200, 630]);

  // The browser's drawing: the share page's card (GiftCard, closed), at the size the preview
  // draws it (closedCardBox(1200, 630): 814x546 at 193,42), with the renderer's fonts loaded.
  const card = { x: 193, y: 42, width: 814, height: 546 };
  await page.setViewportSize({ width: 1000, height: 900 });
  await page.goto(`giftcard-share?id=${id}`);
  const stage = page.locator('.ugc-stage');
  await expect(page.getByRole('button', { name: 'Tap to open' })).toBeVisible();
  // Lifted out of the page's column so nothing around it clips or squeezes it.
  await page.locator('.ugc-root').evaluate((root, width) => {
    Object.assign((root as HTMLElement).style, {
      position: 'fixed',
      left: '0',
      top: '0',
      width: `${width}px`,
      zIndex: '10000',
    });
  }, card.width);
  await page.evaluate(() => document.fonts.ready);
  await expect(stage).toHaveJSProperty('offsetWidth', card.width);
  const drawn = PNG.sync.read(await stage.screenshot({ animations: 'disabled', scale: 'css' }));
  expect([drawn.width, drawn.height]).toEqual([card.width, card.height]);

  // The server's picture, cut to the card.
  const cut = new PNG({ width: card.width, height: card.height });
  PNG.bitblt(preview, cut, card.x, card.y, card.width, card.height, 0, 0);
  const diff = new PNG({ width: card.width, height: card.height });
  const differing = pixelmatch(cut.data, drawn.data, diff.data, card.width, card.height, {
    threshold: 0.1,
  });
  // Anti-aliasing, the rounded corners (the page behind them against the blurred design) and
  // the two rasterisers' text: a few percent at most; a missing seal, label or cover is far more.
  const share = differing / (card.width * card.height);
  await test
    .info()
    .attach('preview-diff.png', { body: PNG.sync.write(diff), contentType: 'image/png' });
  expect(share, `${(share * 100).toFixed(2)}% of the card's pixels differ`).toBeLessThan(0.02);

  // An unknown link has no preview.
  expect((await request.get(`/api/share-image/${'7'.repeat(39)}.png`)).status()).toBe(404);
});
