import { describe, expect, it } from 'vitest';

import { notificationOf, targetUrl } from './push-message';

const scope = 'https://shop.example/ugift/';

describe('given a push payload', () => {
  it('should show the title and body the api sent and keep the screen to open', () => {
    const { title, options } = notificationOf(
      JSON.stringify({
        title: 'Your voucher expires soon',
        body: 'Coffee',
        url: '/voucher-details?id=7',
      }),
      scope,
    );
    expect(title).toBe('Your voucher expires soon');
    expect(options.body).toBe('Coffee');
    expect(options.data).toEqual({ url: 'https://shop.example/ugift/voucher-details?id=7' });
    expect(options.icon).toBe('https://shop.example/ugift/icons/icon-192.png');
  });

  it('should still show a notification for a payload that is not JSON', () => {
    expect(notificationOf('hello', scope)).toMatchObject({
      title: 'Ugift',
      options: { body: 'hello' },
    });
  });
});

describe('given the screen a notification opens', () => {
  it('should resolve app paths inside the scope', () => {
    expect(targetUrl({ url: 'vouchers' }, scope)).toBe('https://shop.example/ugift/vouchers');
    expect(targetUrl({ url: '/notifications' }, scope)).toBe(
      'https://shop.example/ugift/notifications',
    );
    expect(targetUrl({ url: 'https://shop.example/ugift/orders' }, scope)).toBe(
      'https://shop.example/ugift/orders',
    );
  });

  it('should open home for anything outside the app', () => {
    expect(targetUrl({ url: 'https://evil.example/ugift/x' }, scope)).toBe(
      'https://shop.example/ugift/home',
    );
    expect(targetUrl({ url: '//evil.example/' }, scope)).toBe('https://shop.example/ugift/home');
    expect(targetUrl({ url: 'https://shop.example/other' }, scope)).toBe(
      'https://shop.example/ugift/home',
    );
    expect(targetUrl(null, scope)).toBe('https://shop.example/ugift/home');
  });
});
