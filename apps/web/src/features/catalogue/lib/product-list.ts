import type { CallFields, SortOrder } from '@ugift/api-client';
import { emptyProductFilter, type ProductFilterValue } from '@ugift/ui';

import type { ListType } from '../../../config/paths';
import { contentLanguageKey, type Language } from '../../../lib/languages';

/** The sorts of the product list (spec section 7), in the order the sort sheet offers them. */
export const PRODUCT_SORTS = ['POPULAR', 'NEW', 'ASC', 'DESC', 'HIGH', 'LOW'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** Spec section 9: the default sort, and what Reset restores. */
const DEFAULT_SORT: ProductSort = 'ASC';

/** A category or brand the list belongs to (/products) or starts filtered by (/product-search). */
export interface ListScope {
  type: ListType;
  id: string;
}

/** What the visitor chose on a product list: sort, filters and keyword. */
export interface ProductListState {
  sort: ProductSort;
  filter: ProductFilterValue;
  keyword: string;
}

function isListType(value: string | null): value is ListType {
  return value === 'list_category' || value === 'list_brand';
}

/** type and id of the query string, when both are there and the type is known. */
export function scopeOf(search: URLSearchParams): ListScope | null {
  const type = search.get('type');
  const id = search.get('id')?.trim();
  return isListType(type) && id ? { type, id } : null;
}

/**
 * The first state of /product-search: type with id preselects that category or brand in the
 * filter, filter=popular sorts by popularity, q is the keyword (spec section 2).
 */
export function searchStateOf(search: URLSearchParams): ProductListState {
  const scope = scopeOf(search);
  return {
    sort: search.get('filter') === 'popular' ? 'POPULAR' : DEFAULT_SORT,
    filter: {
      ...emptyProductFilter,
      categories: scope?.type === 'list_category' ? [scope.id] : [],
      brands: scope?.type === 'list_brand' ? [scope.id] : [],
    },
    keyword: search.get('q')?.trim() ?? '',
  };
}

/** The first state of /products: the category or brand is the list itself, not a filter. */
export const initialListState: ProductListState = {
  sort: DEFAULT_SORT,
  filter: emptyProductFilter,
  keyword: '',
};

/** Reset (spec section 4): ASC sort, no filter; the typed keyword stays in its box. */
export function resetState(state: ProductListState): ProductListState {
  return { ...initialListState, keyword: state.keyword };
}

export function isResettable(state: ProductListState): boolean {
  return resetState(state).sort !== state.sort || hasFilter(state.filter);
}

export function hasFilter(filter: ProductFilterValue): boolean {
  return JSON.stringify(filter) !== JSON.stringify(emptyProductFilter);
}

const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];

/**
 * Rows per page of a product list: about two screens of a phone, so the first page comes fast
 * and the next is asked for while the first is still being read (the api's maximum is 20).
 */
const PRODUCT_PAGE_SIZE = 12;

/**
 * The list_product fields of spec section 7 for a state: a filter left unchosen is left out, so
 * that equal choices share one cached list. `base` is the category or brand of /products.
 */
export function listProductFields(
  state: ProductListState,
  context: {
    countryId: string;
    memberId: string | null;
    base?: ListScope | null;
    /** A to Z sorts by the names in this language (our extension of list_product). */
    language?: Language;
  },
): CallFields<'list_product'> {
  const { filter } = state;
  const { base } = context;
  const brands = union(base?.type === 'list_brand' ? [base.id] : [], filter.brands);
  const categories = union(base?.type === 'list_category' ? [base.id] : [], filter.categories);
  const keyword = state.keyword.trim();
  return {
    ...(context.memberId ? { member_id: context.memberId } : {}),
    order_by: state.sort satisfies SortOrder,
    page_size: PRODUCT_PAGE_SIZE,
    ...(context.language &&
    context.language !== 'eng' &&
    (state.sort === 'ASC' || state.sort === 'DESC')
      ? { language: contentLanguageKey[context.language] }
      : {}),
    filter_by_country_id: context.countryId,
    ...(brands.length ? { filter_by_brands_id: brands } : {}),
    ...(categories.length ? { filter_by_categories_id: categories } : {}),
    ...(filter.price !== null
      ? { filter_by_price_start: 0, filter_by_price_end: filter.price }
      : {}),
    ...(filter.recommended ? { filter_by_recommended: 'true' as const } : {}),
    ...(filter.promo ? { filter_by_promo: 'true' as const } : {}),
    ...(keyword ? { filter_by_keywords: keyword } : {}),
    ...(filter.gender ? { filter_by_gender: filter.gender === 'male' ? 'Male' : 'Female' } : {}),
    ...(filter.age !== null ? { filter_by_age: filter.age } : {}),
    ...(filter.interest ? { filter_by_interest: filter.interest } : {}),
    ...(filter.intention ? { filter_by_gift_intention: filter.intention } : {}),
  } as CallFields<'list_product'>;
}
