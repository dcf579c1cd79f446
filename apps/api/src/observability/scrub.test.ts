import { describe, expect, it } from 'vitest';

import { routeLabel, scrubText } from './scrub';

describe('given text a browser reported', () => {
  it('should drop query strings and fragments from URLs', () => {
    expect(
      scrubText(
        'at https://shop.example/ugift/giftcard-share?id=abc&t=1#x (index-Ab12.js:3:10)',
        200,
      ),
    ).toBe('at https://shop.example/ugift/giftcard-share (index-Ab12.js:3:10)');
    expect(scrubText('GET /api/cashier/x?token=secret failed', 200)).toBe(
      'GET /api/cashier/x failed',
    );
  });

  it('should remove phone numbers, e-mail addresses and long tokens', () => {
    expect(scrubText('no member (6591234567) or +65 9123-4567 for a@b.example', 200)).toBe(
      'no member ([number]) or [number] for [email]',
    );
    expect(scrubText(`token ${'a1'.repeat(20)} expired`, 200)).toBe('token [token] expired');
  });

  it('should drop control and bidirectional override characters (issue 47, finding 10)', () => {
    // A NUL cuts a log line in some readers; U+202E makes what follows read backwards.
    expect(scrubText('bad\u0000 \u202Egnp.exe\u202C\u2066x\u2069\u200F done\u001b[31m', 200)).toBe(
      'bad gnp.exex done[31m',
    );
    expect(scrubText('line one\nline two\tend', 200)).toBe('line one\nline two\tend');
  });

  it("should keep a stack's lines and columns, which the source maps need", () => {
    expect(scrubText('at t (https://shop.example/ugift/assets/index-Ab12.js:1:204518)', 200)).toBe(
      'at t (https://shop.example/ugift/assets/index-Ab12.js:1:204518)',
    );
  });

  it('should cut the text to the given length', () => {
    expect(scrubText('an error '.repeat(600), 100)).toHaveLength(100);
  });
});

describe('given a route from a browser', () => {
  it('should keep a pattern and turn numbers into :id', () => {
    expect(routeLabel('/product-details/:id')).toBe('/product-details/:id');
    expect(routeLabel('/order/123/detail?x=1')).toBe('/order/:id/detail');
  });

  it('should refuse what is not a path', () => {
    expect(routeLabel('https://evil.example/')).toBe('unknown');
    expect(routeLabel('/<script>')).toBe('unknown');
    expect(routeLabel(42)).toBe('unknown');
  });
});
