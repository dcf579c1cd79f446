import { describe, expect, it } from 'vitest';

import { links, paths, protectedPaths, safeReturnPath, tabPaths, withQuery } from './paths';

describe('paths', () => {
  it('should hold every route of spec section 2', () => {
    const spec = [
      '/view-vouchers',
      '/voucher-details',
      '/profile-edit',
      '/friends',
      '/checkout-confirmation',
      '/checkout-cardselection',
      '/checkout-cardcustomization',
      '/order-topay',
      '/order-mypurchases',
      '/order-received',
      '/order-details',
      '/payment-status',
      '/udollar-list',
      '/udollar-history',
      '/logout',
      '/login',
      '/forgot-password',
      '/forgot-password-verification',
      '/register',
      '/verification',
      '/set-password',
      '/reset-password',
      '/giftcard-share',
      '/invitation',
      '/privacy-policy',
      '/terms-n-conditions',
      '/support',
      '/invite-friend',
      '/notification',
      '/profile',
      '/vouchers',
      '/categories',
      '/home',
      '/basket',
      '/gift-card',
      '/gift-card-product',
      '/products',
      '/product-search',
      '/product-details',
      '/campaign',
      '/contact-us',
    ];
    expect(Object.values(paths)).toEqual(expect.arrayContaining(spec));
  });

  it('should protect exactly the fifteen paths behind login', () => {
    // The spec's fourteen, and our reminder settings (issue 24).
    expect(protectedPaths).toHaveLength(15);
    expect(protectedPaths).toContain(paths.reminderSettings);
    expect(protectedPaths).not.toContain(paths.basket);
    expect(protectedPaths).toContain(paths.udollarHistory);
  });

  it('should list the five tab paths in order', () => {
    expect(tabPaths).toEqual(['/home', '/vouchers', '/gift-card', '/notification', '/profile']);
  });
});

describe('links', () => {
  it('should build query strings and leave out empty values', () => {
    expect(links.productDetails(12)).toBe('/product-details?id=12');
    expect(links.products(3, 'list_brand')).toBe('/products?id=3&type=list_brand');
    expect(links.productSearch({ filter: 'popular' })).toBe('/product-search?filter=popular');
    expect(links.login({ type: 'redirect', id: 9 })).toBe('/login?type=redirect&id=9');
    expect(withQuery('/x', { a: '', b: undefined })).toBe('/x');
    expect(links.productSearch({ q: 'a&b' })).toBe('/product-search?q=a%26b');
  });
});

describe('safeReturnPath', () => {
  it('should accept a path inside the app', () => {
    expect(safeReturnPath('/order-details?id=4')).toBe('/order-details?id=4');
  });

  it('should refuse other origins, blanks and the login page itself', () => {
    expect(safeReturnPath('https://evil.example/')).toBeNull();
    expect(safeReturnPath('//evil.example/')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath('/login?from=/x')).toBeNull();
  });
});
