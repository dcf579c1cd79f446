// The first requests of a visit, started by a small script in the page's head while the app's own
// code (about 160 KiB) is still on its way: on a first visit the api token, and with it the first
// screen's data when it is the home, a product or a shared gift, and that screen's largest
// picture (the home's first banner, the product's first image, the gift's card). Where the page
// names that picture itself (the api does for the home and a product), it is drawn at once. The script is built as its
// own file, loaded with `async`, and imports nothing at run time: it must not wait for the app.
// What it sends and stores follows the contract and the device storage (early.test.ts checks both).
import type { StorageKey } from '@ugift/api-client';

/** What the app reads from the early script (lib/api.ts): the token request, when it made one. */
export interface EarlyRequests {
  token?: Promise<unknown>;
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
 * Where the first screen shows its largest picture: the home's banner (16:9), a product's (4:3),
 * a shared gift's card (the card renderer's picture box, under its closed cover).
 */
export type EarlyPictureShape = 'banner' | 'product' | 'card';

/** The first screen's largest picture, as the early script learnt it. */
export interface EarlyPicture {
  href: string;
  /** Where the shell draws it; none: fetched early, drawn by the app alone. */
  shape?: EarlyPictureShape;
}

/**
 * The first screen's largest picture is known: fetched at once, at high priority; with a shape,
 * also drawn into the page's shell (index.html) where the screen will show it (below the top bar,
 * in the column's padding), so a phone paints it before the app's code has arrived. The shell
 * stays until the screen is drawn (apps/web/src/lib/page-shell.ts); once it is gone, nothing is drawn.
 */
function showPicture(picture: EarlyPicture) {
  preloadImage(picture.href);
  drawPicture(picture);
}

/** Draws the picture into the page's shell, below its top bar, when it has a shape and a shell. */
function drawPicture(picture: EarlyPicture) {
  const bar = document.querySelector('#root > .shell > .shell-bar');
  if (bar && picture.shape) {
    const box = document.createElement('div');
    box.className = `shell-picture ${picture.shape}`;
    const img = document.createElement('img');
    img.setAttribute('src', picture.href);
    img.setAttribute('alt', '');
    img.setAttribute('fetchpriority', 'high');
    if (picture.shape === 'card') {
      // The card as the renderer first shows it: its picture in the design's inner box, under
      // the closed cover (the app adds the seal and 'Tap to open' in the same place).
      const card = document.createElement('div');
      card.className = 'shell-card';
      const cover = document.createElement('div');
      cover.className = 'shell-card-cover';
      card.append(img, cover);
      box.append(card);
    } else {
      box.append(img);
    }
    bar.after(box);
  }
}

type Answer = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const table = (body: Answer) => body.table as Answer | Answer[] | undefined;

/** What a first screen asks for early, and which picture of the answer it shows largest. */
interface FirstScreen {
  path: RegExp;
  /** The request (group and fields), or none when the address lacks what it needs. */
  request(query: URLSearchParams): [group: string, fields: Record<string, string>] | undefined;
  picture(body: Answer): EarlyPicture | undefined;
}

const FIRST_SCREENS: FirstScreen[] = [
  {
    // The home: its banners, and the first one (spec section 7's list_banner, as the home asks).
    path: /\/home\/?$/,
    request: () => {
      const country = stored(COUNTRY_KEY);
      return [
        'frontend',
        {
          option: 'list_banner',
          order_by: 'ASC',
          filter_by_country_id: typeof country === 'string' ? country : DEFAULT_COUNTRY_ID,
        },
      ];
    },
    picture: (body) => {
      const href = text((table(body) as Answer[] | undefined)?.[0]?.image);
      return href ? { href, shape: 'banner' } : undefined;
    },
  },
  {
    // A product: its first image, as the product page's carousel shows it.
    path: /\/product-details\/?$/,
    request: (query) => {
      const id = query.get('id');
      return id ? ['products', { option: 'detail_product', product_id: id }] : undefined;
    },
    picture: (body) => {
      const product = table(body) as Answer | undefined;
      const images = product?.product_images as Answer[] | undefined;
      const href = text(images?.[0]?.image) ?? text(product?.image);
      return href ? { href, shape: 'product' } : undefined;
    },
  },
  {
    // A shared gift: its card's picture, under the card's closed cover.
    path: /\/giftcard-share\/?$/,
    request: (query) => {
      const id = query.get('id');
      return id ? ['order', { option: 'detail_order', order_id: id }] : undefined;
    },
    picture: (body) => {
      const href = text((table(body) as Answer | undefined)?.giftcard_image);
      return href ? { href, shape: 'card' } : undefined;
    },
  },
];

const isPictureShape = (value: string | undefined): value is EarlyPictureShape =>
  value === 'banner' || value === 'product' || value === 'card';

/**
 * The first screen's largest picture as the page itself names it (the api writes it on the shell
 * for the home and a product, apps/api/src/web/first-picture.ts, and preloads it in the head), when
 * it is this visit's: the home's banner is the default country's, so it is drawn only when no
 * other country is stored. Drawn at once, on any visit: it needs no token and no request.
 */
function drawNamedPicture(): EarlyPicture | undefined {
  const shell = document.querySelector<HTMLElement>('#root > .shell');
  const { picture: href, pictureShape: shape, pictureCountry } = shell?.dataset ?? {};
  if (!href || !isPictureShape(shape)) return undefined;
  if (pictureCountry) {
    const country = stored(COUNTRY_KEY);
    if ((typeof country === 'string' ? country : DEFAULT_COUNTRY_ID) !== pictureCountry)
      return undefined;
  }
  const picture: EarlyPicture = { href, shape };
  drawPicture(picture);
  return picture;
}

/**
 * Starts the early requests. Only on a first visit (no token stored at all): a stored token,
 * valid or expired, is the app's to use or renew (renewing ends a member's session, which only
 * the app knows how to do). On the home, a product's page and a shared gift, the screens a visit
 * starts on, also the screen's data and its largest picture.
 */
export function startEarlyRequests(
  apiKey: string,
  path = location.pathname,
  search = location.search,
): EarlyRequests {
  const named = drawNamedPicture();
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
  // The screen's data is asked for here only for its picture: not when the page named it or
  // preloads it already (the api does for a shared gift's card).
  const known = named ?? document.head.querySelector('link[rel="preload"][as="image"]');
  const screen = known ? undefined : FIRST_SCREENS.find((candidate) => candidate.path.test(path));
  const request = screen?.request(new URLSearchParams(search));
  if (screen && request) {
    void token
      .then((apiToken) => post(request[0], request[1], apiToken))
      .then((body) => {
        const picture = screen.picture(body);
        if (picture) showPicture(picture);
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
