// WCAG 1.4.4 (resize text): with the root font size at 200% the tab pages must still fit the
// 480 px column without scrolling sideways, and the text of the top bar, the tab bar and the page
// content must not run into itself. The kit's type scale is in rem, so the root size is what a reader's text-size
// setting changes.
import { closePromoPopup, expect, loginAs, test, type Page } from './fixtures';

const alice = { phone: '91234567', password: 'alice123' };

const tabPages = [
  '/home',
  '/products',
  '/vouchers',
  '/order-topay',
  '/profile',
  '/notification',
  '/basket',
];

async function doubleText(page: Page) {
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
}

interface Box {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The boxes of the visible text runs inside each element the selector matches; with `flowOnly`,
 * not those of a bar stuck over the content (a screen's bottom bar), which content scrolls under.
 */
async function textBoxes(page: Page, selector: string, flowOnly = false): Promise<Box[][]> {
  return page.locator(selector).evaluateAll(
    (roots, flowOnly) =>
      roots.map((root) => {
        const boxes: Box[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? '';
          const parent = node.parentElement;
          if (!text || !parent) continue;
          if (flowOnly && parent.closest('[data-bar]')) continue;
          const style = getComputedStyle(parent);
          if (style.visibility === 'hidden' || style.display === 'none') continue;
          // What shows of the text: its box cut by every ancestor that clips its overflow (an
          // ellipsis, a 1 px visually hidden box). Text cut down to nothing is not seen.
          const range = document.createRange();
          range.selectNodeContents(node);
          const rect = range.getBoundingClientRect();
          let { left, right, top, bottom } = rect;
          for (let el: Element | null = parent; el; el = el.parentElement) {
            if (getComputedStyle(el).overflow === 'visible') continue;
            const clip = el.getBoundingClientRect();
            left = Math.max(left, clip.left);
            right = Math.min(right, clip.right);
            top = Math.max(top, clip.top);
            bottom = Math.min(bottom, clip.bottom);
          }
          if (right - left <= 1 || bottom - top <= 1) continue;
          boxes.push({ text, left, right, top, bottom });
        }
        return boxes;
      }),
    flowOnly,
  );
}

function overlaps(a: Box, b: Box): boolean {
  // One pixel of slack: anti-aliased edges of neighbouring glyph boxes may touch.
  return (
    a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1
  );
}

function overlappingPairs(boxes: Box[]): string[] {
  const pairs: string[] = [];
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      if (overlaps(a, b)) pairs.push(`'${a.text}' × '${b.text}'`);
    }),
  );
  return pairs;
}

/**
 * The product list, scrolled page by page until a product out of stock is drawn (the seed has one
 * in every nine): its mark is the row's widest piece of text at 200%, so the content check below
 * always meets one.
 */
async function loadUntilOutOfStock(page: Page) {
  const mark = page.locator('main article').getByText('Out of stock', { exact: true });
  const more = page.getByRole('status', { name: 'Loading more products' });
  for (let pages = 0; pages < 10 && (await mark.count()) === 0; pages += 1) {
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    if ((await more.count()) === 0) break;
    await more.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
  }
  await expect(mark.first()).toBeVisible();
}

test.describe('given text at 200%', () => {
  test.beforeEach(async ({ page }) => {
    // A login and a full page per test: room for a slow, shared machine.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 412, height: 915 });
    await loginAs(page, alice, '/profile');
  });

  for (const path of tabPages) {
    test(`${path} does not scroll sideways and neither its bars' labels nor its content overlap`, async ({
      page,
    }) => {
      await page.goto(`.${path}`);
      await doubleText(page);
      if (path === '/home') await closePromoPopup(page);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');

      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      if (path === '/products') await loadUntilOutOfStock(page);
      // For review: what the page looks like at 200%.
      await page.screenshot({ path: test.info().outputPath('text-200.png'), fullPage: true });
      // A page the screenshot brought into view (the list's next) is drawn before it is measured.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      expect(scrollWidth, 'no horizontal scroll').toBeLessThanOrEqual(clientWidth);

      // The text really is twice the default (the check would pass vacuously otherwise).
      const rootSize = await page.evaluate(() =>
        parseFloat(getComputedStyle(document.documentElement).fontSize),
      );
      expect(rootSize).toBe(32);

      const bars = await textBoxes(page, 'header, nav[aria-label="Main"]');
      expect(bars.length).toBeGreaterThan(0);
      for (const boxes of bars) {
        expect(overlappingPairs(boxes), 'overlapping text in a bar').toEqual([]);
        for (const box of boxes) {
          expect(box.left, `'${box.text}' starts inside the screen`).toBeGreaterThanOrEqual(0);
          expect(box.right, `'${box.text}' ends inside the screen`).toBeLessThanOrEqual(
            clientWidth,
          );
        }
      }

      // The page content too: no two runs of text in main laid out over each other (the
      // screen's bottom bar, which the content scrolls under, is checked on its own).
      const [content] = await textBoxes(page, 'main', true);
      expect(content?.length, 'text in main').toBeGreaterThan(0);
      expect(overlappingPairs(content ?? []), 'overlapping text in the page content').toEqual([]);
      for (const boxes of await textBoxes(page, 'main [data-bar]')) {
        expect(overlappingPairs(boxes), 'overlapping text in the bottom bar').toEqual([]);
      }
    });
  }

  test('the content check finds text laid over other text', async ({ page }) => {
    await page.goto('./notification');
    await doubleText(page);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      for (const text of ['first', 'second']) {
        const span = document.createElement('span');
        span.textContent = text;
        span.style.cssText = 'position: absolute; top: 200px; left: 40px;';
        main.append(span);
      }
    });
    const [content] = await textBoxes(page, 'main', true);
    expect(overlappingPairs(content ?? [])).toContain("'first' × 'second'");
  });

  test('the tab bar labels stay apart and whole', async ({ page }) => {
    await page.goto('./notification');
    await doubleText(page);
    // The tab bar drawn first: read too early there is no bar and nothing to compare.
    await expect(page.locator('nav[aria-label="Main"]')).toBeVisible();
    const [labels] = await textBoxes(page, 'nav[aria-label="Main"]');
    expect(labels?.map((box) => box.text)).toEqual(
      expect.arrayContaining(['Home', 'Wallet', 'Customise', 'Notifications', 'Profile']),
    );
    expect(overlappingPairs(labels ?? [])).toEqual([]);
  });
});
