// The service worker's page side: registered after the page has loaded (the registration code is
// a chunk of its own, so a first visit's JavaScript does not grow), and the state of an update.
// A new version never takes over by itself: the member sees 'A new version is available' and
// Reload (lib/UpdatePrompt) and only then does the waiting worker activate and the page reload,
// onto the new precached index.html.
import { useSyncExternalStore } from 'react';

import { reportError } from './telemetry';

/** How often an open app asks the server for a new service worker (besides each navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let updateReady = false;
let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

function setUpdateReady(ready: boolean) {
  updateReady = ready;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once a new version has installed and waits for the member's Reload. */
export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => updateReady,
    () => false,
  );
}

/** Activates the waiting version and reloads the page onto it. */
export function reloadToUpdate(): void {
  if (applyUpdate) applyUpdate();
  else window.location.reload();
}

/**
 * Registers the service worker once the page has loaded; `open` routes a tapped notification's
 * screen (an absolute URL inside the app) when the app is already open.
 */
export function startServiceWorker(open: (url: string) => void): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  // Everything here waits for the page's load, navigator.serviceWorker included: its first use
  // is a few milliseconds of a phone's first load.
  const register = () => {
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
      const data = event.data as { type?: string; url?: unknown } | null;
      if (data?.type === 'OPEN_URL' && typeof data.url === 'string') open(data.url);
    });
    // workbox-window, not vite-plugin-pwa's virtual module: Storybook and the tests build this
    // file without the plugin.
    import('workbox-window')
      .then(async ({ Workbox }) => {
        const base = import.meta.env.BASE_URL;
        const workbox = new Workbox(`${base}sw.js`, { scope: base });
        // A new version installed and waits (never on the first install): ask the member.
        workbox.addEventListener('waiting', () => setUpdateReady(true));
        applyUpdate = () => {
          // Once the new worker controls the page, reload onto its precached index.html.
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        };
        const registration = await workbox.register();
        if (!registration) return;
        const check = () => void registration.update().catch(() => undefined);
        setInterval(check, UPDATE_CHECK_MS);
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') check();
        });
      })
      .catch((error: unknown) => reportError(error, 'error'));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
