import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createDeviceStorage, validateRequest } from '@ugift/api-client';

import { startEarlyRequests } from './early';

interface Sent {
  url: string;
  fields: Record<string, string>;
  authorization: string | null;
}

let sent: Sent[];

function serve(reply: (fields: Record<string, string>) => { status?: number; body: unknown }) {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const fields = Object.fromEntries(new URLSearchParams(String(init.body)));
      const headers = new Headers(init.headers);
      sent.push({ url, fields, authorization: headers.get('Authorization') });
      const { status = 200, body } = reply(fields);
      return new Response(JSON.stringify(body), { status });
    }),
  );
}

const TOKEN = { api_token: 'early-token-0123456789', api_token_expiry: 1_900_000_000 };

function seedApi(fields: Record<string, string>) {
  if (fields.option === 'get_api_token')
    return { body: { success: true, message: 'ok', ...TOKEN } };
  if (fields.option === 'list_banner')
    return {
      body: {
        success: true,
        message: 'ok',
        table: [{ id: '1', image: '/api/media/banner/1.svg' }],
      },
    };
  return { status: 400, body: { success: false, message: 'unexpected' } };
}

const SHELL =
  '<div id="root"><div class="shell" aria-hidden="true"><div class="shell-bar"></div><div class="shell-body"></div></div></div>';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  document.head.querySelectorAll('link[rel=preload]').forEach((link) => link.remove());
});
afterEach(() => vi.unstubAllGlobals());

describe('the early requests of a first visit', () => {
  it('asks for a token as the contract says and stores it where the app reads it', async () => {
    serve(seedApi);
    const early = startEarlyRequests('the-key', '/ugift/product-details');
    await early.token;
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/external/auth/');
    expect(sent[0]!.authorization).toBeNull();
    const { option, ...fields } = sent[0]!.fields;
    expect(option).toBe('get_api_token');
    expect(validateRequest('get_api_token', fields)).toMatchObject({ ok: true });
    expect(fields.api_key).toBe('the-key');
    expect(createDeviceStorage(localStorage).get('authAPI')).toEqual(TOKEN);
  });

  it('on the home, asks for its banners with that token and preloads the first picture', async () => {
    serve(seedApi);
    localStorage.setItem('country', JSON.stringify('5'));
    await startEarlyRequests('the-key', '/ugift/home').token;
    await vi.waitFor(() => expect(document.head.querySelector('link[rel=preload]')).not.toBeNull());
    const banners = sent.find((call) => call.fields.option === 'list_banner')!;
    expect(banners.url).toBe('/api/external/frontend/');
    expect(banners.authorization).toBe(`Bearer ${TOKEN.api_token}`);
    const { option: _option, ...fields } = banners.fields;
    expect(validateRequest('list_banner', fields)).toMatchObject({ ok: true });
    expect(fields.filter_by_country_id).toBe('5');
    const link = document.head.querySelector<HTMLLinkElement>('link[rel=preload][as=image]');
    expect(link?.getAttribute('href')).toBe('/api/media/banner/1.svg');
  });

  it('draws the first banner into the shell below its top bar', async () => {
    serve(seedApi);
    document.body.innerHTML = SHELL;
    startEarlyRequests('the-key', '/ugift/home');
    await vi.waitFor(() => expect(document.querySelector('.shell-picture')).not.toBeNull());
    const shell = document.querySelector('#root > .shell')!;
    expect([...shell.children].map((child) => child.className)).toEqual([
      'shell-bar',
      'shell-picture banner',
      'shell-body',
    ]);
    const picture = shell.querySelector('.shell-picture > img')!;
    expect(picture.getAttribute('src')).toBe('/api/media/banner/1.svg');
    // Decorative in the shell (hidden from screen readers with it): the home names it.
    expect(picture.getAttribute('alt')).toBe('');
  });

  it('draws nothing once the app has taken the shell away, and asks for nothing more on other screens', async () => {
    serve(seedApi);
    document.body.innerHTML = '<div id="root"><main>the app</main></div>';
    startEarlyRequests('the-key', '/ugift/home');
    await vi.waitFor(() => expect(document.head.querySelector('link[rel=preload]')).not.toBeNull());
    expect(document.querySelector('img')).toBeNull();

    localStorage.clear();
    serve(seedApi);
    document.body.innerHTML = SHELL;
    const other = startEarlyRequests('the-key', '/ugift/products');
    await other.token;
    await settle();
    expect(document.querySelector('.shell-picture')).toBeNull();
    expect(sent.map((call) => call.fields.option)).toEqual(['get_api_token']);
  });

  it('on a product, asks for it as the product page does and draws its first image at 4:3', async () => {
    serve((fields) =>
      fields.option === 'detail_product'
        ? {
            body: {
              success: true,
              message: 'ok',
              table: {
                id: '7',
                image: '/api/media/product/7.svg',
                product_images: [{ image: '/api/media/product/7-a.svg' }],
              },
            },
          }
        : seedApi(fields),
    );
    document.body.innerHTML = SHELL;
    startEarlyRequests('the-key', '/ugift/product-details', '?id=7');
    await vi.waitFor(() => expect(document.querySelector('.shell-picture')).not.toBeNull());
    expect(document.querySelector('.shell-picture')?.className).toBe('shell-picture product');
    const detail = sent.find((call) => call.fields.option === 'detail_product')!;
    expect(detail.url).toBe('/api/external/products/');
    expect(detail.authorization).toBe(`Bearer ${TOKEN.api_token}`);
    const { option: _option, ...fields } = detail.fields;
    expect(validateRequest('detail_product', fields)).toMatchObject({ ok: true });
    expect(fields).toEqual({ product_id: '7' });
    expect(document.querySelector('.shell-picture.product > img')?.getAttribute('src')).toBe(
      '/api/media/product/7-a.svg',
    );
  });

  it('on a shared gift, fetches its card early and draws it under the closed cover', async () => {
    serve((fields) =>
      fields.option === 'detail_order'
        ? {
            body: {
              success: true,
              message: 'ok',
              table: { id: '12', giftcard_image: '/api/media/giftcard/2.svg' },
            },
          }
        : seedApi(fields),
    );
    document.body.innerHTML = SHELL;
    startEarlyRequests('the-key', '/ugift/giftcard-share', '?id=12');
    await vi.waitFor(() => expect(document.head.querySelector('link[rel=preload]')).not.toBeNull());
    const detail = sent.find((call) => call.fields.option === 'detail_order')!;
    expect(detail.url).toBe('/api/external/order/');
    const { option: _option, ...fields } = detail.fields;
    expect(validateRequest('detail_order', fields)).toMatchObject({ ok: true });
    expect(document.head.querySelector('link[rel=preload][as=image]')?.getAttribute('href')).toBe(
      '/api/media/giftcard/2.svg',
    );
    expect(document.querySelector('.shell-picture.card .shell-card img')?.getAttribute('src')).toBe(
      '/api/media/giftcard/2.svg',
    );
  });

  it('asks for nothing more on a product or a gift without an id', async () => {
    serve(seedApi);
    await startEarlyRequests('the-key', '/ugift/product-details', '').token;
    localStorage.clear();
    await startEarlyRequests('the-key', '/ugift/giftcard-share', '?id=').token;
    await settle();
    expect(sent.map((call) => call.fields.option)).toEqual(['get_api_token', 'get_api_token']);
  });

  it('does nothing when a token is stored, valid or not: renewing it is the app’s', async () => {
    serve(seedApi);
    localStorage.setItem('authAPI', JSON.stringify({ ...TOKEN, api_token_expiry: 1 }));
    expect(startEarlyRequests('the-key', '/ugift/home')).toEqual({});
    await settle();
    expect(sent).toHaveLength(0);
  });

  it('stores nothing when the token request fails, and the failure reaches its reader', async () => {
    serve(() => ({ status: 503, body: { success: false, message: 'busy' } }));
    const early = startEarlyRequests('the-key', '/ugift/home');
    await expect(early.token).rejects.toThrow('get_api_token failed');
    await settle();
    expect(localStorage.getItem('authAPI')).toBeNull();
    expect(sent.map((call) => call.fields.option)).toEqual(['get_api_token']);
    expect(document.head.querySelector('link[rel=preload]')).toBeNull();
  });

  it('keeps a token the app stored meanwhile', async () => {
    serve(seedApi);
    const early = startEarlyRequests('the-key', '/ugift/home');
    const theirs = JSON.stringify({ api_token: 'app-token-0123456789', api_token_expiry: 2 });
    localStorage.setItem('authAPI', theirs);
    await early.token;
    expect(localStorage.getItem('authAPI')).toBe(theirs);
  });
});

describe('a first picture the page names', () => {
  const named = (data: string) =>
    `<div id="root"><div class="shell" aria-hidden="true" ${data}><div class="shell-bar"></div><div class="shell-body"></div></div></div>`;
  const BANNER = named(
    'data-picture="/api/media/banner/1.svg" data-picture-shape="banner" data-picture-country="3"',
  );

  it('draws it at once, before any answer, and asks for the token alone', async () => {
    serve(seedApi);
    document.body.innerHTML = BANNER;
    const early = startEarlyRequests('the-key', '/ugift/home');
    // Drawn synchronously: the page's preload has fetched it already, no request waits.
    expect(document.querySelector('.shell-picture.banner > img')?.getAttribute('src')).toBe(
      '/api/media/banner/1.svg',
    );
    await early.token;
    await settle();
    expect(sent.map((call) => call.fields.option)).toEqual(['get_api_token']);
  });

  it('draws the home’s banner only when no other country is stored', () => {
    serve(seedApi);
    document.body.innerHTML = BANNER;
    localStorage.setItem('country', JSON.stringify('5'));
    startEarlyRequests('the-key', '/ugift/home');
    expect(document.querySelector('.shell-picture')).toBeNull();
    // That visitor's home asks for its own country's banners, as before.
    return vi.waitFor(() =>
      expect(sent.map((call) => call.fields.option)).toEqual(['get_api_token', 'list_banner']),
    );
  });

  it('draws it on a returning visit too, and asks for nothing', async () => {
    serve(seedApi);
    document.body.innerHTML = named(
      'data-picture="/api/media/product/7-a.svg" data-picture-shape="product"',
    );
    localStorage.setItem('authAPI', JSON.stringify(TOKEN));
    localStorage.setItem('country', JSON.stringify('5'));
    expect(startEarlyRequests('the-key', '/ugift/product-details', '?id=7')).toEqual({});
    expect(document.querySelector('.shell-picture.product > img')?.getAttribute('src')).toBe(
      '/api/media/product/7-a.svg',
    );
    await settle();
    expect(sent).toHaveLength(0);
  });

  it('asks only for the token when the page preloads the screen’s picture itself (a shared gift)', async () => {
    serve(seedApi);
    document.body.innerHTML = SHELL;
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'image');
    link.setAttribute('href', '/api/media/giftcard/2.svg');
    document.head.append(link);
    await startEarlyRequests('the-key', '/ugift/giftcard-share', '?id=12').token;
    await settle();
    expect(sent.map((call) => call.fields.option)).toEqual(['get_api_token']);
  });

  it('draws a shared gift’s card under its closed cover, as the card renderer first shows it', () => {
    serve(seedApi);
    document.body.innerHTML = named(
      'data-picture="/api/media/giftcard/2.svg" data-picture-shape="card"',
    );
    startEarlyRequests('the-key', '/ugift/giftcard-share', '?id=12');
    const card = document.querySelector('.shell-picture.card > .shell-card');
    expect(card?.querySelector('img')?.getAttribute('src')).toBe('/api/media/giftcard/2.svg');
    // The cover comes after the picture, so it lies over it.
    expect(card?.lastElementChild?.className).toBe('shell-card-cover');
  });

  it('ignores a name without a shape it knows', () => {
    serve(seedApi);
    document.body.innerHTML = named('data-picture="/x.svg" data-picture-shape="poster"');
    localStorage.setItem('authAPI', JSON.stringify(TOKEN));
    startEarlyRequests('the-key', '/ugift/home');
    expect(document.querySelector('.shell-picture')).toBeNull();
  });
});
