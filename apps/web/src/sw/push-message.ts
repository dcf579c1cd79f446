/** What a push message carries (apps/api/src/push): a title, a body and the screen to open. */
export type PushMessage = { title: string; body: string; url: string };

/**
 * The notification for a push payload. The api sends JSON; anything else (an empty push, a
 * test push from DevTools) still shows a notification, as browsers require of every push.
 */
export function notificationOf(
  payload: string,
  scope: string,
): { title: string; options: NotificationOptions } {
  let message: Partial<PushMessage> = {};
  try {
    const parsed: unknown = JSON.parse(payload);
    if (parsed && typeof parsed === 'object') message = parsed as Partial<PushMessage>;
  } catch {
    message = { body: payload };
  }
  return {
    title: typeof message.title === 'string' && message.title ? message.title : 'Ugift',
    options: {
      body: typeof message.body === 'string' ? message.body : '',
      icon: new URL('icons/icon-192.png', scope).href,
      badge: new URL('icons/icon-192.png', scope).href,
      data: { url: targetUrl({ url: message.url }, scope) },
    },
  };
}

/**
 * The screen a notification opens: a path inside the app's scope (relative to it, or absolute
 * on our origin); anything else (another site, another path) opens the home screen.
 */
export function targetUrl(data: unknown, scope: string): string {
  const home = new URL('home', scope).href;
  const raw = (data as { url?: unknown } | null)?.url;
  if (typeof raw !== 'string' || !raw) return home;
  let url: URL;
  try {
    url = new URL(raw.replace(/^\/(?!\/)/, ''), scope);
  } catch {
    return home;
  }
  return url.href.startsWith(scope) ? url.href : home;
}
