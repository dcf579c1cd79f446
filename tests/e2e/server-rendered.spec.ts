// The public pages the server draws (issue 43): readable with JavaScript off, and hydrated by the
// app without a mismatch in any of the three languages.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

import { appReady, expect, test, type Page } from './fixtures';
import { giftToShare, wordsInside } from './gifts';

import { SERVER_PAGES } from '../../apps/web/src/config/server-pages';

/** A page of each path the server draws (the share link's id is the seed's gift, added later). */
const PAGES = [
  'home',
  'product-details?id=1',
  'products?id=1&type=list_category',
  'categories',
  'product-search?filter=popular',
  'gift-card',
  'gift-card-product?id=2',
  'campaign?id=25',
  'landing-page',
  'privacy-policy',
  'terms-and-conditions',
  'support',
  'contact-us',
];
const LOCALES = [
  { locale: 'en-US', lang: 'en' },
  { locale: 'zh-CN', lang: 'zh-CN' },
  { locale: 'ja-JP', lang: 'ja' },
];
const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/** Errors the page logs: React reports a hydration mismatch through onRecoverableError. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Opens a server-drawn page and lets the app hydrate it, with what tells a failed hydration: the
 * errors logged meanwhile (a mismatch reaches main.tsx's onRecoverableError, which logs it) and
 * whether any of the server's drawing was replaced (React draws a mismatched root, or a
 * mismatched Suspense boundary, again in the browser). Marked: the screen's first element and
 * the first element of each Suspense boundary the server completed (<!--$-->). The app's entry
 * script waits until they are marked, so the marks are always on what the server drew.
 */
async function hydrate(page: Page, address: string, errors: string[]) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY_SCRIPT, async (route) => {
    await held;
    await route.continue();
  });
  const logged = errors.length;
  await page.goto(address, { waitUntil: 'commit' });
  // The page's data comes after its screen: once it is there, the whole screen has arrived.
  await expect(page.locator('#ugift-ssr')).toBeAttached();
  const marked = await page.evaluate(() => {
    const root = document.querySelector('#root > div')!;
    const marks = [root.firstElementChild];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if ((node as Comment).data === '$') marks.push(node.nextSibling as Element | null);
    }
    const elements = marks.filter((mark): mark is Element => mark instanceof Element);
    elements.forEach((element) => element.setAttribute('data-server-drawn', ''));
    return new Set(elements).size;
  });
  release();
  await appReady(page);
  await page.waitForLoadState('networkidle');
  // The boundaries hydrate after the screen's frame, in work of their own: until the page idles.
  for (let round = 0; round < 3; round += 1) {
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
    );
  }
  await page.unroute(ENTRY_SCRIPT);
  return {
    errors: errors.slice(logged),
    redrawn: marked - (await page.locator('[data-server-drawn]').count()),
  };
}

test('should check every page the server draws', () => {
  const checked = [...PAGES, 'giftcard-share'].map((address) => address.split('?')[0]);
  expect([...SERVER_PAGES].sort()).toEqual([...new Set(checked)].sort());
});

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

  test("should read a share link as the server drew it: the closed card with the renderer's styles, nothing said inside", async ({
    page,
    request,
  }) => {
    const id = await giftToShare(request);
    const { message, cardWords } = await wordsInside(request, id);
    expect(message, 'the seed gift has a message').not.toBe('');
    await page.goto(`giftcard-share?id=${id}`);
    // Titled with the gift's product (spec section 2), the card closed over its design.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await expect(page.getByRole('figure', { name: /^Gift card: / })).toBeVisible();
    await expect(page.locator('main img.ugc-picture')).toBeVisible();
    const cover = page.getByRole('button', { name: 'Tap to open' });
    await expect(cover).toBeVisible();
    // Styled by the renderer's own stylesheet, in the page: the cover lies over the whole card,
    // in its colour (unstyled, it would be a plain button under the picture).
    expect(await page.locator('style[data-href="ugift-giftcard-renderer"]').count()).toBe(1);
    const [coverBox, stageBox] = await Promise.all([
      cover.boundingBox(),
      page.locator('.ugc-stage').boundingBox(),
    ]);
    expect(coverBox).toEqual(stageBox);
    expect(await cover.evaluate((element) => getComputedStyle(element).position)).toBe('absolute');
    // What the card says inside waits for its opening: not in the page, nor in its data.
    const html = await (await request.get(`giftcard-share?id=${id}`)).text();
    for (const words of [message, ...cardWords]) expect(html).not.toContain(words);
    expect(html).toContain('"giftcard_edit_parameter":"[]"');
  });
});

for (const { locale, lang } of LOCALES) {
  test.describe(`given a guest whose browser asks for ${locale}`, () => {
    test.use({ locale });

    test('should hydrate every server-drawn page without an error or a redrawn screen', async ({
      page,
      request,
    }) => {
      // Fourteen pages, each to its network's rest, on a loaded machine.
      test.setTimeout(300_000);
      const errors = errorsOf(page);
      const share = `giftcard-share?id=${await giftToShare(request)}`;
      for (const address of [...PAGES, share]) {
        const hydrated = await hydrate(page, address, errors);
        // The screen the server drew in the browser's language, kept by the app.
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        expect(hydrated, `${address} in ${locale}`).toEqual({ errors: [], redrawn: 0 });
      }
    });
  });
}

test('should catch a hydration mismatch: the detector above fails on a text the app draws otherwise', async ({
  page,
}) => {
  // The server's page with one word changed on its way to the browser: the app's first render
  // of /home says 'Send a Gift Card' where the page says otherwise, as a server and a browser
  // that disagree would.
  await page.route(/\/home$/, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const changed = html.replace('>Send a Gift Card<', '>Send a Gift Card today<');
    expect(changed, 'the heading is in the server-drawn page').not.toBe(html);
    await route.fulfill({ response, body: changed });
  });
  const errors = errorsOf(page);
  const hydrated = await hydrate(page, 'home', errors);
  // React 19's production build: error 418, a hydration mismatch (react.dev/errors/418).
  expect(hydrated.errors.join('\n')).toMatch(/react\.dev\/errors\/418|Hydration failed/);
  // And the browser's drawing replaced the server's: the boundary of the heading's row.
  expect(hydrated.redrawn).toBe(1);
  await test.info().attach('detector', { body: JSON.stringify(hydrated, null, 2) });
  await expect(page.getByText('Send a Gift Card', { exact: true })).toBeAttached();
  await expect(page.getByText('Send a Gift Card today')).toHaveCount(0);
});

test("should draw the home's and a product's lower parts in Suspense boundaries of their own", async ({
  request,
}) => {
  // React marks a boundary the server completed <!--$-->…<!--/$-->: the client hydrates each in
  // work of its own after the screen's frame (lib/Later.tsx).
  const boundaries = (html: string) => html.match(/<!--\$-->[\s\S]*?<!--\/\$-->/g) ?? [];
  const home = boundaries(await (await request.get('home')).text());
  for (const row of ['home-giftcards', 'home-discover', 'home-popular'])
    expect(
      home.filter((part) => part.includes(`id="${row}"`)),
      row,
    ).toHaveLength(1);
  const product = boundaries(await (await request.get('product-details?id=1')).text());
  expect(product.filter((part) => part.includes('role="region"'))).toHaveLength(1);
  expect(product.filter((part) => part.includes('data-testid="product-picture"'))).not.toEqual([]);
});

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

test('should hydrate a share link from its closed card, then show the message once it is opened', async ({
  page,
  request,
}) => {
  const id = await giftToShare(request);
  const { message } = await wordsInside(request, id);
  const errors = errorsOf(page);
  await page.goto(`giftcard-share?id=${id}`);
  await page
    .locator('.ugc-stage')
    .evaluate((element) => element.setAttribute('data-server-drawn', ''));
  await appReady(page);
  await page.getByRole('button', { name: 'Tap to open' }).click();
  // The page held only the closed card: the app asked for the gift itself after hydrating.
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.locator('.ugc-stage[data-server-drawn]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('should send a share link cacheable by language, drawn the same for every visitor', async ({
  request,
}) => {
  const id = await giftToShare(request);
  const response = await request.get(`giftcard-share?id=${id}`, {
    headers: { 'accept-language': 'zh-CN' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
  expect(response.headers()['vary']).toMatch(/^Cookie, Accept-Language\b/);
  const html = await response.text();
  expect(html).toContain('<html lang="zh-CN">');
  expect(html).toContain('ugc-cover');
  // Drawn as a guest sees it: no member of the gift (ids, the recipient) and no prices.
  expect(html).toMatch(/"member_id":"","member_name":"[^"]+"/);
  expect(html).not.toMatch(/"(recipient_id|order_no|phrase)":"[^"]/);
  expect(html).not.toMatch(/"(amount|sub_total|order_amount)":/);
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
  // Words of our own: the preview names neither the gift's products nor its sender.
  expect(tag('og:title')).toBe('A gift for you on Ugift');
  expect(tag('og:description')).toMatch(/\S/);
  expect(tag('twitter:card')).toBe('summary_large_image');
  expect(tag('og:image:width')).toBe('1200');
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
