// The offline wallet (issue 25): a voucher opened once shows its code and QR with the browser
// offline (the app from the service worker, the voucher from IndexedDB), and a 'Mark as used'
// made offline reaches the api exactly once when the network returns, after the app was closed.
import { expect, loginAs, type Page, serviceWorkerControls, test } from './fixtures';

// Alice's received gifts include a QR code voucher (seed: products 1-4 carry qrcode, barcode, ...).
const alice = { phone: '91234567', password: 'alice123' };

/** How many mark_evoucher_used requests the api has answered (its /metrics, open in tests). */
async function markRequests(page: Page): Promise<number> {
  const text = await (await page.request.get('/metrics')).text();
  return [...text.matchAll(/^ugift_http_request_duration_seconds_count\{([^}]*)\} (\d+)/gm)]
    .filter(([, labels]) => labels!.includes('operation="mark_evoucher_used"'))
    .reduce((sum, [, , count]) => sum + Number(count), 0);
}

/** The records the device keeps in one IndexedDB store. */
function deviceRecords(page: Page, store: 'vouchers' | 'outbox'): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('ugift-offline');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) return resolve(0);
          const count = db.transaction(name).objectStore(name).count();
          count.onsuccess = () => resolve(count.result);
        };
        open.onerror = () => resolve(-1);
      }),
    store,
  );
}

test.describe('the wallet without a network', () => {
  test.setTimeout(240_000);
  test.use({ actionTimeout: 20_000 });

  test('shows an opened voucher offline and sends an offline Mark as used once', async ({
    page,
    context,
  }) => {
    await loginAs(page, alice, '/vouchers');
    // The first received voucher with a QR code that can still be used.
    await page.getByRole('tab', { name: 'Received' }).click();
    const rows = page.getByRole('link').filter({ hasText: /voucher/ });
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    let card = page.locator('nothing');
    for (let index = 0; index < count; index += 1) {
      await page.goto('vouchers');
      await page.getByRole('tab', { name: 'Received' }).click();
      await rows.nth(index).click();
      await expect(page).toHaveURL(/\/voucher-details\?id=/);
      await expect(page.getByRole('region').first()).toBeVisible();
      card = page
        .getByRole('region')
        .filter({ has: page.getByRole('img', { name: /^QR code: / }) })
        .filter({ has: page.getByRole('button', { name: 'Mark as used' }) })
        .first();
      if ((await card.count()) > 0) break;
    }
    await expect(card).toBeVisible();
    const detailsUrl = page.url();
    const qrName = await card.getByRole('img', { name: /^QR code: / }).getAttribute('aria-label');
    const code = qrName!.replace(/^QR code: /, '');
    // Kept on the device, and the app is in the service worker's hands.
    await expect.poll(() => deviceRecords(page, 'vouchers')).toBeGreaterThan(0);
    await serviceWorkerControls(page);

    await context.setOffline(true);
    await page.goto(detailsUrl);
    await expect(page.getByText(/^Offline: as of /)).toBeVisible();
    const offlineCard = page
      .getByRole('region')
      .filter({ has: page.getByText(code!) })
      .first();
    await expect(offlineCard.getByText(code!)).toBeVisible();
    // The QR code is drawn on the phone.
    await expect(offlineCard.getByRole('img', { name: qrName! })).toBeVisible();

    const before = await markRequests(page);
    await offlineCard.getByRole('button', { name: 'Mark as used' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Mark as used' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Saved on this device');
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(
      offlineCard.getByRole('button', { name: 'Will be marked as used when online' }),
    ).toBeDisabled();
    expect(await deviceRecords(page, 'outbox')).toBe(1);

    // The app is closed while offline; the network returns; the member opens it again.
    await page.close();
    await context.setOffline(false);
    const again = await context.newPage();
    await again.goto('vouchers');
    await expect(again.getByText(/was marked as used/)).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => deviceRecords(again, 'outbox')).toBe(0);
    await again.goto(detailsUrl);
    await expect(again.getByRole('button', { name: /^Used: / }).first()).toBeDisabled();
    // Once more online and a reload later: still exactly one request reached the api.
    await again.reload();
    await expect(again.getByRole('button', { name: /^Used: / }).first()).toBeVisible();
    expect(await markRequests(again)).toBe(before + 1);
  });

  test('logging out deletes the wallet kept on the device', async ({ page }) => {
    await loginAs(page, alice, '/vouchers');
    await page
      .getByRole('link')
      .filter({ hasText: /voucher/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/voucher-details\?id=/);
    await expect.poll(() => deviceRecords(page, 'vouchers')).toBeGreaterThan(0);
    await page.goto('logout');
    await expect.poll(() => deviceRecords(page, 'vouchers')).toBe(0);
  });
});
