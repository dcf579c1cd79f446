// The server's renderer of the public entry routes (issue 43): React Router's data-mode static
// handler runs the same route objects and loaders as the browser (app/router.tsx), React 19's
// streaming renderer draws the screen with styled-components' server stylesheet, and the query
// cache the loaders filled is sent along (TanStack Query's dehydrate) so that the browser hydrates
// without asking again. Built by `vite build --ssr` (build/ssr.ts) and loaded by the api
// (apps/api/src/web/pages.ts), which answers the loaders' calls in its own process.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';

import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ServerStyleSheet } from 'styled-components';

import { AppProviders, createQueryClient } from './app/AppProviders';
import { createRoutes } from './app/router';
import { fetchThrough } from './lib/api';
import { i18next, loadLanguage } from './lib/i18n';
import { htmlLang, isLanguage, type Language } from './lib/languages';
import { SSR_DATA_ID, type ServerRendered } from './lib/server-rendered';

export { SERVER_PAGES } from './config/server-pages';

// The routes read the device's storage (the country, the language, the api token). On the server
// each request has its own (its cookies), and the guest token is shared by every request.
const requestStorage = new AsyncLocalStorage<Map<string, string>>();
const shared = new Map<string, string>();
const storageOf = (key: string) =>
  key === 'authAPI' ? shared : (requestStorage.getStore() ?? new Map<string, string>());
Object.defineProperty(globalThis, 'localStorage', {
  configurable: true,
  value: {
    get length() {
      return 0;
    },
    key: () => null,
    getItem: (key: string) => storageOf(key).get(key) ?? null,
    setItem: (key: string, value: string) => void storageOf(key).set(key, String(value)),
    removeItem: (key: string) => void storageOf(key).delete(key),
    clear: () => undefined,
  } satisfies Storage,
});

export interface PageRequest {
  /** The full URL of the page asked for. */
  url: string;
  language: Language;
  /** The catalogue country id the page shows (the member's choice mirrored to a cookie). */
  country: string | null;
  /** index.html as built: the page around the screen. */
  template: string;
  /** How the loaders' api calls are answered: in the api's own process. */
  fetch: typeof fetch;
}

export type PageAnswer =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string };

const escapeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The page's own description (index.html's meta description). */
const description = (template: string) =>
  /<meta name="description" content="([^"]*)"/.exec(template)?.[1] ?? 'Ugift';

/** The page with its #root (the shell the browser would draw over) replaced by `root`. */
function withScreen(template: string, root: string): string {
  const start = template.indexOf('<div id="root">');
  if (start < 0) throw new Error('index.html has no <div id="root">');
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(template); tag; tag = tags.exec(template)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return template.slice(0, start) + root + template.slice(tags.lastIndex);
  }
  throw new Error('index.html: #root is not closed');
}

/** The pages a shared link shows a preview of (Open Graph and Twitter card tags). */
const PREVIEWED = ['product-details', 'giftcard-share', 'campaign'];

const SHARED_GIFT = {
  title: 'A gift for you on Ugift',
  description: 'Someone sent you an e-gift card. Tap to open it and see your gift.',
  imageAlt: 'A closed Ugift gift card',
};

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A link preview of a drawn page, from what the screen itself shows (so in its language): its
 * heading and its first picture (a shared gift's: its closed card, media/share-image.ts in the
 * api, never its message).
 */
export function previewTags(pageUrl: string, body: string, pageDescription: string): string {
  const url = new URL(pageUrl);
  const page = url.pathname.slice(import.meta.env.BASE_URL.length);
  if (!PREVIEWED.includes(page)) return '';
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1] ?? '';
  // A shared gift's preview names nothing of the gift (its products, its sender): the words the
  // shell's preview used (apps/api/src/web/first-picture.ts), whoever the link reaches.
  const title =
    page === 'giftcard-share'
      ? SHARED_GIFT.title
      : heading.replace(/<[^>]*>/g, '').trim() || 'Ugift';
  const description = page === 'giftcard-share' ? SHARED_GIFT.description : pageDescription;
  // A shared gift's picture is its closed card, drawn by the api (never the card's inside),
  // when the screen drew a card (a gift without a design has none).
  const gift = page === 'giftcard-share' ? url.searchParams.get('id') : null;
  const picture =
    gift !== null
      ? /^\d{1,40}$/.test(gift) && body.includes('ugc-stage')
        ? `/api/share-image/${gift}.png`
        : undefined
      : /<main\b[\s\S]*?<img\b[^>]*?\ssrc="([^"]+)"/.exec(body)?.[1];
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Ugift'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url.href],
    ['name', 'twitter:card', picture ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  if (picture) {
    const image = new URL(picture.replace(/&amp;/g, '&'), url).href;
    tags.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
    if (gift !== null)
      tags.push(
        ['property', 'og:image:type', 'image/png'],
        ['property', 'og:image:width', '1200'],
        ['property', 'og:image:height', '630'],
        ['property', 'og:image:alt', SHARED_GIFT.imageAlt],
      );
  }
  // The title is the screen's text as drawn (already escaped): only quotes need escaping.
  return tags
    .map(
      ([kind, key, value]) =>
        `<meta ${kind}="${key}" content="${attribute(value.replace(/&amp;/g, '&'))}" />`,
    )
    .join('\n    ');
}

/** Draws a public page for a guest, with its styles and its data, in the language asked for. */
export async function renderPage(request: PageRequest): Promise<PageAnswer> {
  fetchThrough(request.fetch);
  const storage = new Map<string, string>([['I18N_LANGUAGE', JSON.stringify(request.language)]]);
  if (request.country) storage.set('country', JSON.stringify(request.country));
  return requestStorage.run(storage, () => render(request));
}

async function render(request: PageRequest): Promise<PageAnswer> {
  const basename = import.meta.env.BASE_URL;
  const queryClient = createQueryClient();
  const routes = createRoutes({ queryClient, basename });
  const handler = createStaticHandler(routes, { basename });
  const context = await handler.query(new Request(request.url));
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? basename,
    };
  }
  await loadLanguage(request.language);
  const i18n = i18next.cloneInstance({ lng: request.language, initAsync: false });
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  const app = sheet.collectStyles(
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  try {
    // The whole screen before the first byte: its styles are known only once it is drawn.
    const body = await new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const sink = new PassThrough();
      sink.on('data', (chunk: Buffer) => chunks.push(chunk));
      sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      const stream = renderToPipeableStream(app, {
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
      });
    });
    const data: ServerRendered = {
      language: request.language,
      country: request.country,
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    };
    const status = context.statusCode;
    const html = withScreen(
      request.template
        .replace(/<html lang="[^"]*">/, `<html lang="${htmlLang[request.language]}">`)
        .replace(
          '</head>',
          `${previewTags(request.url, body, description(request.template))}\n${sheet.getStyleTags()}\n  </head>`,
        ),
      `<div id="root"><div>${body}</div></div>\n    <script type="application/json" id="${SSR_DATA_ID}">${escapeJson(data)}</script>`,
    );
    return { kind: 'page', status, html };
  } finally {
    sheet.seal();
  }
}

export { isLanguage };
