import type { QueryClient } from '@tanstack/react-query';

import type { ListType } from '../../../config/paths';
import { queries } from '../../../lib/api';
import type { ListScope } from './product-list';

export type NameOrder = 'ASC' | 'DESC';
type GroupsQuery = ReturnType<typeof queries.products.categories>;

/**
 * list_category or list_brand of a country in A-Z or Z-A order (spec section 7). /categories and
 * the title of /products read the same ASC entry, so opening a row does not fetch the names again.
 */
export function groupsQuery(type: ListType, countryId: string, order: NameOrder = 'ASC') {
  const params = { order_by: order, filter_by_country_id: countryId };
  // Both answer the same shape; one type lets a screen read either with one useQuery.
  return type === 'list_category'
    ? queries.products.categories(params)
    : (queries.products.brands(params) as unknown as GroupsQuery);
}

/**
 * The options of the filter sheet: for a category the brands with products in it, for a brand
 * the categories it sells in, and with no scope every brand and category (spec sections 2 and 7).
 * `brands` and `categories` are null where the sheet does not show that group.
 */
export function filterOptionQueries(scope: ListScope | null, countryId: string) {
  const country = { order_by: 'ASC' as const, filter_by_country_id: countryId };
  return {
    brands:
      scope?.type === 'list_brand'
        ? null
        : queries.products.brands({
            ...country,
            ...(scope ? { filter_by_categories_id: [scope.id] } : {}),
          }),
    categories:
      scope?.type === 'list_category'
        ? null
        : queries.products.categories({
            ...country,
            ...(scope ? { filter_by_brands_id: [scope.id] } : {}),
          }),
    interests: queries.products.interests(),
    intentions: queries.products.giftIntentions(),
  };
}

/**
 * Starts the filter options loading without holding the screen for them: the sheet is opened
 * later, if at all, and shows its own loading and error states.
 */
export function prefetchFilterOptions(
  queryClient: QueryClient,
  scope: ListScope | null,
  countryId: string,
) {
  const options = filterOptionQueries(scope, countryId);
  if (options.brands) void queryClient.prefetchQuery(options.brands);
  if (options.categories) void queryClient.prefetchQuery(options.categories);
  void queryClient.prefetchQuery(options.interests);
  void queryClient.prefetchQuery(options.intentions);
}
