import { describe, expect, it } from 'vitest';

import { emptyProductFilter } from '@ugift/ui';

import {
  initialListState,
  isResettable,
  listProductFields,
  resetState,
  scopeOf,
  searchStateOf,
} from './product-list';

describe('given a product list query string', () => {
  it('should read a known type with its id as the scope, and nothing else', () => {
    expect(scopeOf(new URLSearchParams('type=list_brand&id=4'))).toEqual({
      type: 'list_brand',
      id: '4',
    });
    expect(scopeOf(new URLSearchParams('type=list_other&id=4'))).toBeNull();
    expect(scopeOf(new URLSearchParams('type=list_brand&id=%20'))).toBeNull();
  });

  it('should start /product-search with the scope as a filter, popular sort and the keyword', () => {
    const state = searchStateOf(
      new URLSearchParams('type=list_category&id=2&filter=popular&q=%20cake%20'),
    );
    expect(state.sort).toBe('POPULAR');
    expect(state.filter.categories).toEqual(['2']);
    expect(state.filter.brands).toEqual([]);
    expect(state.keyword).toBe('cake');
  });
});

describe('given the choices on a product list', () => {
  it('should reset sort and filters but keep the keyword', () => {
    const chosen = {
      sort: 'HIGH' as const,
      filter: { ...emptyProductFilter, promo: true },
      keyword: 'tea',
    };
    expect(isResettable(chosen)).toBe(true);
    expect(resetState(chosen)).toEqual({ ...initialListState, keyword: 'tea' });
    expect(isResettable(resetState(chosen))).toBe(false);
  });

  it('should send only the chosen filters, the list itself as a scope, and a page size', () => {
    const fields = listProductFields(
      { sort: 'ASC', filter: { ...emptyProductFilter, brands: ['4'] }, keyword: ' cake ' },
      { countryId: '3', memberId: null, base: { type: 'list_brand', id: '4' }, language: 'jp' },
    );
    expect(fields).toMatchObject({
      order_by: 'ASC',
      filter_by_country_id: '3',
      filter_by_brands_id: ['4'],
      filter_by_keywords: 'cake',
    });
    expect(fields).not.toHaveProperty('member_id');
    expect(fields).not.toHaveProperty('filter_by_categories_id');
    expect(fields).toHaveProperty('language');
    expect(fields.page_size).toBeGreaterThan(0);
  });
});
