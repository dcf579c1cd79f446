// The first requests of a visit, started by a small script in the page's head while the app's own
// code (about 200 KiB) is still on its way: on a first visit the api token, and with it the home's
// banners, whose first picture is the largest thing the home paints. The script is built as its
// own file, loaded with `async`, and imports nothing at run time: it must not wait for the app.
// What it sends and stores follows the contract and the device storage (early.test.ts checks both).
import type { StorageKey } from '@ugift/api-client';

/** What the app reads from the early script (lib/api.ts): the token request, when it made one. */
export interface EarlyRequests {
  token?: Promise<unknown>;
  /** The home's first banner picture, once the early script knows it (`showBanner`). */
  banner?: string;
}

declare global {
  interface Window {
    ugiftEarly?: EarlyRequests;
  }
}

/** The country the catalogue shows when none is stored (spec section 4). */
const DEFAULT_COUNTRY_ID = '3';
const TOKEN_KEY: StorageKey = 'authAPI';
const COUNTRY_KEY: StorageKey = 'country';

function stored(key: StorageKey): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

async function post(
  group: string,
  fields: Record<string, string>,
  token?: string,
): Promise<Record<string, unknown>> {
  const response = await fetch(`/api/external/${group}/`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
      ...(token && { Authorization: `Bearer ${token}` }),
    },
    body: new URLSearchParams(fields).toString(),
  });
  const body = (await response.json()) as Record<string, unknown> | null;
  if (!response.ok || body?.success !== true) throw new Error(`${fields.option} failed`);
  return body;
}

/** A picture the page will show soon: fetched now, at high priority. */
function preloadImage(href: string) {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/**
 * The event the early script sends on `window` once the home's first banner is known. The app
 * names it through this type (an import of the type only: the app must not import this script).
 */
export type EarlyBannerEvent = 'ugift:early-banner';
export const EARLY_BANNER_EVENT: EarlyBannerEvent = 'ugift:early-banner';

/**
 * The home's first banner is known: drawn into the page's shell (index.html) where the home will
 * show it (below the top bar, in the column's padding, at 16:9), so a phone paints the home's
 * largest picture before the app's code has arrived; and told to the app, whose first-load
 * preloader keeps it (or shows it, when the app replaced the shell first: app/Preloader.tsx).
 */
export function showBanner(href: string, early: EarlyRequests) {
  early.banner = href;
  const bar = document.querySelector('#root > .shell > .shell-bar');
  if (bar) {
    const box = document.createElement('div');
    box.className = 'shell-banner';
    const picture = document.createElement('img');
    picture.setAttribute('src', href);
    picture.setAttribute('alt', '');
    picture.setAttribute('fetchpriority', 'high');
    box.append(picture);
    bar.after(box);
  }
  window.dispatchEvent(new Event(EARLY_BANNER_EVENT));
}

/**
 * Starts the early requests. Only on a first visit (no token stored at all): a stored token,
 * valid or expired, is the app's to use or renew (renewing ends a member's session, which only
 * the app knows how to do). Only on the home, the first screen of a visit.
 */
export function startEarlyRequests(apiKey: string, path = location.pathname): EarlyRequests {
  if (!apiKey || localStorage.getItem(TOKEN_KEY) !== null) return {};
  const early: EarlyRequests = {};
  const token = post('auth', { option: 'get_api_token', source: 'web', api_key: apiKey }).then(
    (body) => {
      const value = { api_token: body.api_token, api_token_expiry: body.api_token_expiry };
      if (typeof value.api_token !== 'string' || typeof value.api_token_expiry !== 'number')
        throw new Error('get_api_token answered no token');
      // Someone (the app, another tab) may have stored one meanwhile: theirs stays.
      if (localStorage.getItem(TOKEN_KEY) === null)
        localStorage.setItem(TOKEN_KEY, JSON.stringify(value));
      return value.api_token;
    },
  );
  token.catch(() => undefined); // the app reads the failure; it is not an unhandled one
  early.token = token;
  if (/\/home\/?$/.test(path)) {
    const country = stored(COUNTRY_KEY);
    void token
      .then((apiToken) =>
        post(
          'frontend',
          {
            option: 'list_banner',
            order_by: 'ASC',
            filter_by_country_id: typeof country === 'string' ? country : DEFAULT_COUNTRY_ID,
          },
          apiToken,
        ),
      )
      .then((body) => {
        const first = (body.table as { image?: unknown }[] | undefined)?.[0]?.image;
        if (typeof first !== 'string' || !first) return;
        preloadImage(first);
        showBanner(first, early);
      })
      .catch(() => undefined);
  }
  return early;
}

// In the page: the api key is on the script element (the build writes it there).
if (typeof document !== 'undefined') {
  const script =
    (document.currentScript as HTMLScriptElement | null) ??
    document.querySelector<HTMLScriptElement>('script[data-api-key]');
  if (script?.dataset.apiKey) {
    try {
      window.ugiftEarly = startEarlyRequests(script.dataset.apiKey);
    } catch {
      // No storage (private mode, blocked): the app asks for its token itself.
    }
  }
}
