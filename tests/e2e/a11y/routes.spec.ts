// Every route with real data, as a guest and as a member: axe (WCAG 2.2 AA) finds nothing, every
// target is at least 44 px (or spaced to give it that area), and each page has its own title.
import { expect, loginAs, type Page, test } from '../fixtures';
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

test.describe('accessibility of every route', () => {
  test.setTimeout(300_000);

  test('as a guest: no axe violation, no small target, a title of its own', async ({ page }) => {
    const axe: string[] = [];
    const small: string[] = [];
    const titles = new Set<string>();
    for (const route of guestRoutes) {
      const result = await check(page, route);
      axe.push(...result.axe);
      small.push(...result.small);
      titles.add(result.title);
    }
    expect(axe).toEqual([]);
    expect(small).toEqual([]);
    // 'Ugift' alone is home's; every other page names itself.
    expect(titles.size).toBeGreaterThan(guestRoutes.length / 2);
  });

  test('as a member: no axe violation, no small target', async ({ page }) => {
    await loginAs(page, alice, '/home');
    const axe: string[] = [];
    const small: string[] = [];
    for (const route of memberRoutes) {
      const result = await check(page, route);
      axe.push(...result.axe);
      small.push(...result.small);
    }
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
