import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { applicationServerKey } from '../../../lib/push';
import { setupMockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';

const { callsOf } = setupMockBackend();
const member = { member_id: '12', country_id: '3' };
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const KEYS = {
  p256dh: 'BK3sObpAkXAEodCofPRBYTMjdaoupVsMM-uqFuZ9uM7xosYhT2nbUDmPFDFOu30WE-rj53wmuQpCCG_9RxCIX0s',
  auth: 'yEmelI9Papas3y-IdQbMkA',
};

/** A browser with a service worker and a push manager; permission starts at `permission`. */
function fakeBrowser(permission: NotificationPermission, answer: NotificationPermission) {
  let subscription: PushSubscription | null = null;
  const subscribe = vi.fn(async () => {
    subscription = {
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    } as unknown as PushSubscription;
    return subscription;
  });
  const registration = {
    pushManager: { getSubscription: async () => subscription, subscribe },
  };
  const requestPermission = vi.fn(async () => {
    Notification.permission = answer;
    return answer;
  });
  const Notification = { permission, requestPermission };
  vi.stubGlobal('Notification', Notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return { requestPermission, subscribe };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('given the profile of a member on a browser with push', () => {
  let browser: ReturnType<typeof fakeBrowser>;
  beforeEach(() => {
    browser = fakeBrowser('default', 'granted');
  });

  it('should ask for permission only when the member turns push on, then subscribe', async () => {
    await renderRoute('/profile', { member });
    const toggle = await screen.findByRole('switch', { name: 'Push notifications' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: expect.any(Uint8Array),
    });
    await waitFor(() => expect(callsOf('subscribe_push')).toHaveLength(1));
    expect(callsOf('subscribe_push')[0]?.fields).toMatchObject({ endpoint: ENDPOINT, ...KEYS });

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(callsOf('unsubscribe_push')[0]?.fields).toMatchObject({ endpoint: ENDPOINT });
  });
});

describe('given push blocked or missing', () => {
  it('should say it is blocked in the browser settings, in Japanese too', async () => {
    fakeBrowser('denied', 'denied');
    await renderRoute('/profile', { member, language: 'jp' });
    const toggle = await screen.findByRole('switch', { name: 'プッシュ通知' });
    await waitFor(() =>
      expect(
        screen.getByText('このブラウザの設定で Ugift の通知がブロックされています。'),
      ).toBeVisible(),
    );
    expect(toggle).toBeDisabled();
  });

  it('should say this browser cannot receive push', async () => {
    await renderRoute('/profile', { member });
    expect(
      await screen.findByText('This browser cannot receive push notifications.'),
    ).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Push notifications' })).toBeDisabled();
  });
});

describe('given a browser without a push service (issue 45)', () => {
  it('should say why turning push on failed and what to do, on /reminder-settings too', async () => {
    const browser = fakeBrowser('default', 'granted');
    // What Chromium without a push service does: the permission is given, the subscribe refused.
    browser.subscribe.mockRejectedValueOnce(
      new DOMException('Registration failed - push service not available', 'AbortError'),
    );
    await renderRoute('/reminder-settings', { member });
    const toggle = await screen.findByRole('switch', { name: 'Push notifications' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Push notifications could not be changed: this browser has no push service. Reminders still reach you in the app and by SMS',
    );
    expect(toggle).not.toBeChecked();
    expect(callsOf('subscribe_push')).toHaveLength(0);
  });

  it('should say so in Chinese', async () => {
    const browser = fakeBrowser('default', 'granted');
    browser.subscribe.mockRejectedValueOnce(new DOMException('push service error', 'AbortError'));
    await renderRoute('/profile', { member, language: 'cn' });
    const toggle = await screen.findByRole('switch', { name: '推送通知' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '无法更改推送通知：此浏览器没有推送服务。',
    );
  });
});

describe('the VAPID key', () => {
  it('should decode base64url into the 65 bytes of a P-256 point', () => {
    const bytes = applicationServerKey(KEYS.p256dh);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});
