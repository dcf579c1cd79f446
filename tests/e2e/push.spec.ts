// Push notifications (issue 25), as far as headless chromium allows: the profile's switch asks
// for permission only when turned on; a push message (in the api's format, apps/api/src/push) is
// delivered to the app's service worker through the DevTools protocol
// (ServiceWorker.deliverPushMessage), since this chromium has no push service to receive from;
// the notification it shows carries the screen to open. The api's sending path (web-push,
// encryption, VAPID, gone subscriptions) is tested against a fake push service in
// apps/api/test/push.test.ts.
import { expect, loginAs, serviceWorkerControls, test } from './fixtures';

const alice = { phone: '91234567', password: 'alice123' };

test.describe('push notifications', () => {
  test.setTimeout(180_000);

  test('a push reaches the service worker as a notification that carries its screen', async ({
    page,
    context,
  }) => {
    await loginAs(page, alice, '/profile');
    await serviceWorkerControls(page);
    // Nothing asked yet: the permission is still the browser's default.
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    const toggle = page.getByRole('switch', { name: 'Push notifications' });
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toBeChecked();

    await context.grantPermissions(['notifications']);
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    const registrationId = await new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.endsWith('/ugift/') && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    const origin = new URL(page.url()).origin;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify({
        title: 'Your voucher expires soon',
        body: 'Coffee for two: redeem before Friday',
        url: '/vouchers',
      }),
    });
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.ready;
            return (await registration.getNotifications()).map((n) => ({
              title: n.title,
              body: n.body,
              data: n.data as unknown,
            }));
          }),
        { timeout: 20_000 },
      )
      .toEqual([
        {
          title: 'Your voucher expires soon',
          body: 'Coffee for two: redeem before Friday',
          data: { url: `${origin}/ugift/vouchers` },
        },
      ]);
  });
});
