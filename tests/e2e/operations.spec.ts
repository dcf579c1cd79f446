import type { APIRequestContext } from '@playwright/test';

import { appReady, expect, test } from './fixtures';

/** One sample of the api's /metrics (open outside production), 0 when absent. */
async function sample(request: APIRequestContext, name: string, labels: Record<string, string>) {
  const text = await (await request.get('/metrics')).text();
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && wanted.every((pair) => l.includes(pair)));
  return line ? Number(line.split(' ').pop()) : 0;
}

test.describe("what the shopper's phone tells the operator", () => {
  test('a page reports its web vitals per route and its errors, and the api records them', async ({
    page,
    request,
  }) => {
    const home = { route: '/home' };
    const errorLabels = { route: '/home', kind: 'error' };
    const lcpBefore = await sample(request, 'ugift_web_vitals_lcp_seconds_count', home);
    const ttfbBefore = await sample(request, 'ugift_web_vitals_ttfb_seconds_count', home);
    const clsBefore = await sample(request, 'ugift_web_vitals_cls_count', home);
    const errorsBefore = await sample(request, 'ugift_browser_errors_total', errorLabels);

    await page.goto('./home');
    await expect(page.locator('h1').first()).toBeVisible();
    // Drawn by the server: the app's error handler is there once it has hydrated the page.
    await appReady(page);

    // A script error nobody catches: the global handler sends it.
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('journey failure for 6591234567');
      }, 0);
    });
    await expect
      .poll(() => sample(request, 'ugift_browser_errors_total', errorLabels))
      .toBe(errorsBefore + 1);

    // The shopper leaves the app (another tab, the home screen): the page is hidden and the
    // vitals measured so far are sent. web-vitals is loaded after the page is up: wait for it.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((r) => /web-vitals/.test(r.name)),
    );
    await page.mouse.click(10, 10);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect
      .poll(() => sample(request, 'ugift_web_vitals_lcp_seconds_count', home))
      .toBe(lcpBefore + 1);
    expect(await sample(request, 'ugift_web_vitals_ttfb_seconds_count', home)).toBe(ttfbBefore + 1);
    expect(await sample(request, 'ugift_web_vitals_cls_count', home)).toBe(clsBefore + 1);
    // The time it took is kept too, in seconds: a real paint, above nothing and under a minute.
    const lcpSum = await sample(request, 'ugift_web_vitals_lcp_seconds_sum', home);
    expect(lcpSum).toBeGreaterThan(0);
    expect(lcpSum).toBeLessThan(60);
  });
});
