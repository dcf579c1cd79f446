// Web push on this device (issue 25): the member turns it on from the profile, and only then is
// the browser asked for permission; the subscription goes to the api (subscribe_push) for the
// signed-in member. Logging out ends this device's subscription (lib/offline-wallet calls
// endPushOnDevice), so the next message to it finds it gone and the api deletes it.
import { isApiError } from '@ugift/api-client';

import { api } from './api';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/**
 * Why turning push on or off failed, for a message with its next step (issue 45): the browser has
 * no push service (its subscribe is refused: Chromium without Google's service, some privacy
 * browsers), there is no network, or something else.
 */
export type PushFailure = 'noService' | 'offline' | 'other';

export function pushFailureOf(error: unknown): PushFailure {
  if ((isApiError(error) && error.kind === 'network') || !navigator.onLine) return 'offline';
  if (error instanceof DOMException) return 'noService';
  return 'other';
}

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The service worker's registration, when the app has one (production builds). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!supported()) return undefined;
  return navigator.serviceWorker.getRegistration().catch(() => undefined);
}

/** The VAPID key as the PushManager takes it (base64url to bytes). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether this device receives push, without asking the member anything. */
export async function pushState(): Promise<PushState> {
  const found = await registration();
  if (!found) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await found.pushManager.getSubscription()) ? 'on' : 'off';
}

/** Asks for permission (now, and only now), subscribes this device and tells the api. */
export async function enablePush(): Promise<PushState> {
  const found = await registration();
  if (!found) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const key = await api.call('push_key', {});
  if (!key.enabled) return 'unsupported';
  const subscription =
    (await found.pushManager.getSubscription()) ??
    (await found.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(key.public_key),
    }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave no push keys');
  await api.call('subscribe_push', { endpoint, p256dh: keys.p256dh, auth: keys.auth });
  return 'on';
}

/** Turns push off on this device: the api forgets it and the browser ends the subscription. */
export async function disablePush(): Promise<PushState> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) {
    await api.call('unsubscribe_push', { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return pushState();
}

/** After logout: the device's subscription ends (the api's row goes at its next send). */
export function endPushOnDevice(): void {
  void registration()
    .then((found) => found?.pushManager.getSubscription())
    .then((subscription) => subscription?.unsubscribe())
    .catch(() => undefined);
}
