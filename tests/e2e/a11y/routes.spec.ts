// Every route with real data, as a guest and as a member: axe (WCAG 2.2 AA) finds nothing, every
// target is at least 44 px (or spaced to give it that area), and each page has its own title.
import { animationsDone, expect, loginAs, type Page, test } from '../fixtures';
import { axeViolations, settled, smallTargets } from './checks';

const alice = { phone: '91234567', password: 'alice123' };

const guestRoutes = [
  'home',
  'categories',
  'products?type=category&id=1',
  'product-search',
  'product-details?id=3',
  'gift-card',
  'login',
  'register',
  'forgot-password',
  'privacy-policy',
  'terms-n-conditions',
  'support',
  'contact-us',
  'maintenance',
  '500',
  // The outlets' page (issue 44): its sign-in, without a member login.
  'merchant',
  'no-such-page',
];

const memberRoutes = [
  'home',
  'vouchers',
  'udollar-list',
  'notification',
  'profile',
  'profile-edit',
  'reminder-settings',
  'friends',
  'invite-friend',
  'basket',
  'order-topay',
  'order-mypurchases',
  'order-received',
  'product-details?id=3',
];

/**
 * Detail pages reached through their list's first link (real ids from the seed): each chain
 * starts at a list and follows the first link to the next page.
 */
const memberDetails: [list: string, ...links: RegExp[]][] = [
  ['vouchers', /voucher-details\?/],
  ['udollar-list', /udollar-history\?/],
  ['order-mypurchases', /order-details\?/],
];

async function check(page: Page, route: string) {
  await page.goto(route);
  await settled(page);
  const title = await page.title();
  expect(title, `${route}: document.title`).toMatch(/Ugift$/);
  return {
    title,
    axe: (await axeViolations(page)).map((v) => `${route}: ${v}`),
    small: (await smallTargets(page)).map((v) => `${route}: ${v}`),
  };
}

// With more than one worker (E2E_WORKERS), the file's tests run in whichever is free (each sets up
// what it needs: a login, a product in the basket): it was a quarter of the journeys' time.
test.describe.configure({ mode: 'parallel' });

/** The list in groups of about `size`, in order. */
function groups<T>(list: T[], size: number): T[][] {
  const count = Math.ceil(list.length / size);
  return Array.from({ length: count }, (_, i) =>
    list.slice(Math.round((i * list.length) / count), Math.round(((i + 1) * list.length) / count)),
  );
}

test.describe('accessibility of every route', () => {
  // Each route is a page load, axe and a scan of the targets: the bound grows with the list
  // (a minute a route, which a busy machine needs), not one fixed time for all of them.
  test.setTimeout(60_000 * (memberRoutes.length + memberDetails.flat().length));

  // In groups of routes, so that the two workers share them.
  for (const [index, routes] of groups(guestRoutes, 6).entries()) {
    test(`as a guest (${routes[0]} and on): no axe violation, no small target, a title of its own`, async ({
      page,
    }) => {
      const axe: string[] = [];
      const small: string[] = [];
      const titles = new Set<string>();
      for (const route of routes) {
        const result = await check(page, route);
        axe.push(...result.axe);
        small.push(...result.small);
        titles.add(result.title);
      }
      expect(axe).toEqual([]);
      expect(small).toEqual([]);
      // 'Ugift' alone is home's; every other page names itself.
      expect(titles.size, `group ${index + 1}'s titles`).toBeGreaterThan(routes.length / 2);
    });
  }

  for (const routes of groups(memberRoutes, 5)) {
    test(`as a member (${routes[0]} and on): no axe violation, no small target`, async ({
      page,
    }) => {
      await loginAs(page, alice, '/home');
      const axe: string[] = [];
      const small: string[] = [];
      for (const route of routes) {
        const result = await check(page, route);
        axe.push(...result.axe);
        small.push(...result.small);
      }
      expect(axe).toEqual([]);
      expect(small).toEqual([]);
    });
  }

  test('as a member, the detail pages: no axe violation, no small target', async ({ page }) => {
    await loginAs(page, alice, '/home');
    const axe: string[] = [];
    const small: string[] = [];
    for (const [list, ...links] of memberDetails) {
      await page.goto(list);
      await settled(page);
      for (const link of links) {
        const href = await page
          .locator('a[href]')
          .evaluateAll(
            (anchors, pattern) =>
              anchors
                .map((a) => a.getAttribute('href') ?? '')
                .find((h) => new RegExp(pattern).test(h)) ?? null,
            link.source,
          );
        expect(href, `${page.url()}: a link to ${link.source}`).not.toBeNull();
        const result = await check(page, href!.replace(/^\/ugift\//, ''));
        axe.push(...result.axe);
        small.push(...result.small);
      }
    }
    expect(axe).toEqual([]);
    expect(small).toEqual([]);
  });
});

/** axe and the target sizes over the page as it is now (a dialog open, say), under `label`. */
/** The violations and small targets a test gathers over its pages, to be checked at once. */
function findings() {
  const axe: string[] = [];
  const small: string[] = [];
  const add = (result: { axe: string[]; small: string[] }) => {
    axe.push(...result.axe);
    small.push(...result.small);
  };
  return { axe, small, add };
}

async function scan(page: Page, label: string) {
  return {
    axe: (await axeViolations(page)).map((v) => `${label}: ${v}`),
    small: (await smallTargets(page)).map((v) => `${label}: ${v}`),
  };
}

/** The first link on the page whose href matches, relative to the base path. */
async function firstLink(page: Page, pattern: RegExp): Promise<string> {
  const href = await page
    .locator('a[href]')
    .evaluateAll(
      (anchors, source) =>
        anchors.map((a) => a.getAttribute('href') ?? '').find((h) => new RegExp(source).test(h)) ??
        null,
      pattern.source,
    );
  expect(href, `${page.url()}: a link to ${pattern.source}`).not.toBeNull();
  return href!.replace(/^\/ugift\//, '');
}

/** Opens a dialog with the button named `opener` and waits for it. */
async function openDialog(page: Page, opener: RegExp, role: 'dialog' | 'alertdialog' = 'dialog') {
  await page.getByRole('button', { name: opener }).first().click();
  const dialog = page.getByRole(role);
  await expect(dialog).toBeVisible();
  // Its opening animation done: axe measures contrast on what is painted.
  await animationsDone(page);
  return dialog;
}

test.describe('accessibility of the flow routes and of the dialogs', () => {
  test.setTimeout(300_000);

  test('as a guest: the account steps with their flow state, the campaign, the invitation, a card', async ({
    page,
    browser,
  }) => {
    const { axe, small, add } = findings();
    for (const route of ['campaign?id=2', 'gift-card-product?id=1']) add(await check(page, route));
    // On this Android phone the invitation leaves for Google Play at once: the page is read
    // where it stays, in WeChat's browser (which blocks the store) and on a computer.
    const android = await page.evaluate(() => navigator.userAgent);
    for (const userAgent of [
      `${android} MicroMessenger/8.0.47`,
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    ]) {
      const context = await browser.newContext({ userAgent });
      const visitor = await context.newPage();
      const result = await check(visitor, 'invitation?id=1&source=whatsapp');
      await expect(visitor).toHaveURL(/\/invitation\?/);
      add(result);
      await context.close();
    }
    // The steps after the phone number read it (and after the OTP its proof) from device
    // storage, as /register and /forgot-password leave them; without them they start again.
    await page.evaluate(() => {
      localStorage.setItem('phoneNumber', JSON.stringify('81234567'));
      localStorage.setItem('countryCode', JSON.stringify('65'));
      localStorage.setItem('OTP', JSON.stringify('e2e-otp-proof'));
    });
    for (const [route, heading] of [
      ['verification', /verif|OTP/i],
      ['forgot-password-verification', /verif|OTP/i],
      ['set-password', /password/i],
      ['reset-password', /password/i],
    ] as const) {
      const result = await check(page, route);
      // Still on the step (not sent back to its start for want of flow state).
      await expect(page).toHaveURL(new RegExp(`/${route}$`));
      await expect(page.locator('h1').first()).toHaveText(heading);
      add(result);
    }
    expect({ axe, small }).toEqual({ axe: [], small: [] });
  });

  test('as a member: checkout, payment status, the order vouchers, the shared card', async ({
    page,
  }) => {
    // Something in the basket, as a shopper has before checking out.
    await loginAs(page, alice, '/product-details?id=3');
    await page.getByRole('button', { name: /^(Add to Cart|Update Cart)$/ }).click();
    await expect(page).toHaveURL(/\/basket$/);
    const { axe, small, add } = findings();

    add(await check(page, 'checkout-confirmation'));
    add(await check(page, 'checkout-cardselection'));
    await page.goto('order-mypurchases');
    await settled(page);
    const order = new URLSearchParams((await firstLink(page, /order-details\?/)).split('?')[1]);
    const orderId = order.get('id')!;
    add(await check(page, `payment-status?id=${orderId}`));
    add(await check(page, `view-vouchers?id=${orderId}`));
    // A gift received from a friend and redeemed: its share link says so.
    await page.goto('order-received');
    await settled(page);
    const received = new URLSearchParams((await firstLink(page, /order-details\?/)).split('?')[1]);
    add(await check(page, `giftcard-share?id=${received.get('id')}`));
    // A gift still to send, as its link shows it: the card closed, then open.
    await page.goto('order-mypurchases');
    await settled(page);
    const ids = await page
      .locator('a[href*="order-details?"]')
      .evaluateAll((anchors) =>
        anchors.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('id')),
      );
    let shown = false;
    for (const id of ids.slice(0, 8)) {
      await page.goto(`giftcard-share?id=${id}`);
      await settled(page);
      const tap = page.getByRole('button', { name: /tap to open/i });
      if (!(await tap.count())) continue;
      add(await scan(page, 'giftcard-share (closed)'));
      await tap.click();
      await expect(tap).toHaveCount(0);
      // The card's unfolding finished: axe measures contrast on what is painted.
      await animationsDone(page);
      add(await scan(page, 'giftcard-share (open)'));
      shown = true;
      break;
    }
    expect(shown, 'a gift of the seed with a card still to send').toBe(true);
    expect({ axe, small }).toEqual({ axe: [], small: [] });
  });

  test('with each dialog open: no axe violation, no small target', async ({ page }) => {
    await loginAs(page, alice, '/product-details?id=3');
    await page.getByRole('button', { name: /^(Add to Cart|Update Cart)$/ }).click();
    await expect(page).toHaveURL(/\/basket$/);
    const { axe, small, add } = findings();
    const closeWithEscape = async (role: 'dialog' | 'alertdialog' = 'dialog') => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole(role)).toHaveCount(0);
    };

    await page.goto('product-search');
    await settled(page);
    await openDialog(page, /^Filter/);
    add(await scan(page, 'product-search Filter'));
    await closeWithEscape();
    await openDialog(page, /^Sort/);
    add(await scan(page, 'product-search Sort'));
    await closeWithEscape();

    await page.goto('basket');
    await settled(page);
    await openDialog(page, /^Redeem using UDollar$/);
    add(await scan(page, 'basket uDollar'));
    await closeWithEscape();
    await openDialog(page, /^Billing Address$/);
    add(await scan(page, 'basket Billing Address'));
    await closeWithEscape();
    // Checkout asks who the order is for.
    await openDialog(page, /^Checkout$/);
    add(await scan(page, 'basket Checkout choice'));
    await closeWithEscape();

    await page.goto('checkout-confirmation');
    await settled(page);
    await openDialog(page, /^Redeem using UDollar$/);
    add(await scan(page, 'checkout-confirmation uDollar'));
    await closeWithEscape();

    // A voucher still to use: 'How to redeem' and the 'Mark as used' confirm.
    await page.goto('vouchers');
    await settled(page);
    await page.goto(await firstLink(page, /voucher-details\?/));
    await settled(page);
    await openDialog(page, /How to redeem/i);
    add(await scan(page, 'voucher How to redeem'));
    await closeWithEscape();
    await openDialog(page, /^Mark as used$/, 'alertdialog');
    add(await scan(page, 'voucher Mark as used confirm'));
    await closeWithEscape('alertdialog');

    // A pending order's 'Cancel Order' confirm.
    await page.goto('order-topay');
    await settled(page);
    await page.goto(await firstLink(page, /order-details\?/));
    await settled(page);
    await openDialog(page, /^Cancel Order$/, 'alertdialog');
    add(await scan(page, 'order Cancel Order confirm'));
    await closeWithEscape('alertdialog');

    // The 'Login failed' alert.
    await page.goto('logout');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Phone number').fill(alice.phone);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await animationsDone(page);
    add(await scan(page, 'login Login failed'));
    expect({ axe, small }).toEqual({ axe: [], small: [] });
  });

  // The card editor's text fields are drawn where the card design puts them; on a phone a one-line
  // 'To' is about 20 px tall, so each is grown about its middle to 44 px (the renderer's
  // editableBoxStyle): no axe violation and no small target there either.
  test('the card editor: its text fields too are targets of 44 px', async ({ page }) => {
    await loginAs(page, alice, '/checkout-cardselection');
    await settled(page);
    await page.locator('button[aria-pressed]').first().click();
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page).toHaveURL(/\/checkout-cardcustomization\?id=\d+$/);
    await settled(page);
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    const fields = page.locator('textarea[data-key]');
    expect(await fields.count()).toBeGreaterThan(0);
    expect(await scan(page, 'checkout-cardcustomization')).toEqual({ axe: [], small: [] });
  });
});
