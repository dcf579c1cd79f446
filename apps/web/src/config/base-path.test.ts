import { describe, expect, it } from 'vitest';

import { DEFAULT_BASE_PATH, resolveBasePath } from './base-path';

describe('resolveBasePath', () => {
  it('should fall back to the default when unset or blank', () => {
    expect(resolveBasePath(undefined)).toBe(DEFAULT_BASE_PATH);
    expect(resolveBasePath('  ')).toBe(DEFAULT_BASE_PATH);
  });

  it('should add the missing leading and trailing slashes', () => {
    expect(resolveBasePath('shop')).toBe('/shop/');
    expect(resolveBasePath('/a/b')).toBe('/a/b/');
    expect(resolveBasePath('//x//')).toBe('/x/');
  });

  it('should keep the root as a single slash', () => {
    expect(resolveBasePath('/')).toBe('/');
  });
});
