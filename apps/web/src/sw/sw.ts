/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa's injectManifest into <base>/sw.js).
// - The app shell and every route chunk are precached at install; a navigation inside the app is
//   answered with the precached index.html, so the app opens without a network.
// - A new version waits: the page shows 'A new version is available' (lib/pwa), and only when the
//   member taps Reload does it post SKIP_WAITING; the new worker then activates, deletes the old
//   precache and the page reloads onto the new index.html. Never a silent half-update: an open
//   page keeps the chunks of the version it started with until then.
// - Pictures and fonts are cached as they are used, with limits.
// - Push: a notification from the api (apps/api/src/push) and a tap that opens its screen.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';

import { SERVER_PAGES } from '../config/server-pages';
import { notificationOf, targetUrl } from './push-message';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once (it works offline from then on); a later version
// waits for SKIP_WAITING, so it never takes a page over by itself.
clientsClaim();

const scope = new URL(self.registration.scope);

// The pages the server draws (config/server-pages.ts) come from the network, never as a stale
// shell; offline, the shell draws them from what the device has.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.pathname.startsWith(scope.pathname) &&
    SERVER_PAGES.includes(url.pathname.slice(scope.pathname.length)),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const shell = await matchPrecache('index.html');
      if (shell) return shell;
      throw error;
    }
  },
);

// Client-side routes get the shell; the api and the files the server owns never do.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    allowlist: [new RegExp(`^${scope.pathname}`)],
    denylist: [/^\/api\//, /\/[^/?]+\.[^/?]+$/],
  }),
);

// Product pictures, banners and uploads: the most recent 150 for 30 days (the wallet's offline
// copy keeps its own pictures in IndexedDB, so the cache may drop them).
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new StaleWhileRevalidate({
    cacheName: 'ugift-images',
    plugins: [
      new ExpirationPlugin({
        maxEntries: 150,
        maxAgeSeconds: 30 * 24 * 3600,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Fonts are hashed and never change; the CJK slices are many and fetched on demand.
registerRoute(
  ({ request }) => request.destination === 'font',
  new CacheFirst({
    cacheName: 'ugift-fonts',
    plugins: [new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(event.data?.text() ?? '', scope.href);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = targetUrl(event.notification.data, scope.href);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url.startsWith(scope.href));
      if (open) {
        await open.focus();
        // The page routes it itself (lib/pwa listens), without reloading the app.
        open.postMessage({ type: 'OPEN_URL', url });
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
