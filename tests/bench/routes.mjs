// The routes whose first load we measure (bench:web) and hold to a budget (tests/budgets.mjs),
// and what a cold first visit to one of them transfers, by kind.
import { gzipSync } from 'node:zlib';

import { devices } from '@playwright/test';

/** The measured routes, once the seed's share link is known (`shareLink`). */
export function routes(sharedOrderId) {
  return [
    { name: 'home', path: '/ugift/home', ready: 'a[href*="/product-details"]' },
    { name: 'product-details', path: '/ugift/product-details?id=1', ready: 'text=Add to Cart' },
    {
      name: 'giftcard-share',
      path: `/ugift/giftcard-share?id=${sharedOrderId}`,
      ready: 'role=button[name=/tap to open/i]',
    },
  ];
}

/**
 * The bearer link of the seed's gift that Alice paid and has not sent yet
 * (apps/api/src/db/seed/members.ts): what a friend opens from her share text, as a guest.
 */
export async function shareLink(origin) {
  let token;
  const call = async (group, fields) => {
    const response = await fetch(`${origin}/api/external/${group}/`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(token && { Authorization: `Bearer ${token}` }),
      },
      body: new URLSearchParams(fields),
    });
    const body = await response.json();
    if (!body.success) throw new Error(`${fields.option}: ${body.message}`);
    return body;
  };
  token = (
    await call('auth', { option: 'get_api_token', source: 'web', api_key: 'ugift-web-dev-key' })
  ).api_token;
  const login = await call('auth', {
    option: 'login',
    phone_number: '6591234567',
    password: 'alice123',
  });
  token = login.api_token ?? token;
  const { table } = await call('order', {
    option: 'list_order',
    member_id: String(login.data.member_id ?? login.data.id),
    filter_by: 'purchased',
  });
  const toSend = table.find(
    (order) => order.payment_status === 'Paid' && order.order_status !== 'Self-Use',
  );
  if (!toSend) throw new Error('the seed has no paid gift waiting to be sent');
  return toSend.id;
}

const KINDS = { Script: 'script', Font: 'font', Stylesheet: 'stylesheet', Document: 'document' };

/**
 * Loads `route` once in a new Pixel 7 context with the cache disabled and sums what it
 * transferred (`encodedDataLength`, as the server sent it) by kind. Scripts are also summed
 * gzipped (level 9), so their budget does not depend on whether the server compresses.
 */
export async function measureRoute(browser, origin, route) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    requests.set(requestId, { type, url: response.url, transferred: 0, gzip: 0 });
  });
  const finished = [];
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (!request) return;
    request.transferred = encodedDataLength;
    if (request.type === 'Script') {
      finished.push(
        cdp
          .send('Network.getResponseBody', { requestId })
          .then(({ body, base64Encoded }) => {
            request.gzip = gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), {
              level: 9,
            }).length;
          })
          .catch(() => {}),
      );
    }
  });
  await page.goto(origin + route.path);
  await page.locator(route.ready).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await Promise.all(finished);
  await context.close();

  const all = [...requests.values()];
  const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);
  const scripts = all.filter((request) => request.type === 'Script');
  const of = (type) => all.filter((request) => request.type === type);
  return {
    scriptFiles: scripts.length,
    scriptGzip: sum(scripts, 'gzip'),
    scriptTransferred: sum(scripts, 'transferred'),
    fonts: sum(of('Font'), 'transferred'),
    stylesheets: sum(of('Stylesheet'), 'transferred'),
    total: sum(all, 'transferred'),
    byKind: Object.fromEntries(
      Object.entries(KINDS).map(([type, key]) => [key, sum(of(type), 'transferred')]),
    ),
  };
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
