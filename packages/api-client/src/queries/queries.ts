import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { GiftcardGroup, OperationName, OrderFilter, ResponseOf } from '../contract';
import type { ApiClient, CallFields } from '../transport';
import { queryKeys } from './keys';

type Params<N extends OperationName> = CallFields<N>;

/** The badge count: the sum of product quantities in the basket (spec section 3). */
function basketCountOf(basket: ResponseOf<'detail_basket'>['table']): number {
  return basket ? basket.products.reduce((sum, p) => sum + p.quantity, 0) : 0;
}

/**
 * Params as the wire has them (strings, string arrays, unset fields left out), so that
 * detail(101) and detail('101') share one cache entry.
 */
function wireParams<P>(params: P): P {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    out[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return out as P;
}

/**
 * queryOptions factories per group, over one client. Use them in useQuery, in route loaders
 * (`queryClient.ensureQueryData(q.products.detail('101'))`) and for cache writes alike.
 */
export function createQueries(client: ApiClient) {
  /** The options of one call: key [group, option, params], fetcher with the query's signal. */
  function call<N extends OperationName>(name: N, input: Params<N> = {} as Params<N>) {
    const params = wireParams(input);
    return queryOptions({
      queryKey: queryKeys.call(name, params),
      queryFn: ({ signal }) =>
        (client.call as (n: N, f: Params<N>, o: { signal: AbortSignal }) => Promise<ResponseOf<N>>)(
          name,
          params,
          { signal },
        ),
    });
  }

  return {
    call,
    frontend: {
      countries: () => call('list_country', { order_by: 'ASC' }),
      banners: (params: Params<'list_banner'>) => call('list_banner', params),
      popups: (params: Params<'list_popup'>) => call('list_popup', params),
      campaign: (campaignId: string | number) =>
        call('detail_campaign', { campaign_id: campaignId }),
    },
    products: {
      categories: (params: Params<'list_category'> = {}) => call('list_category', params),
      brands: (params: Params<'list_brand'> = {}) => call('list_brand', params),
      list: (params: Params<'list_product'> = {}) => call('list_product', params),
      /**
       * list_product a page at a time (useInfiniteQuery): each page's next_cursor asks for the
       * next. Its key ends in 'pages', apart from list()'s single answer.
       */
      pages: (params: Omit<Params<'list_product'>, 'cursor'> = {}) => {
        const wire = wireParams(params);
        return infiniteQueryOptions({
          queryKey: [...queryKeys.call('list_product', wire), 'pages'] as const,
          queryFn: ({ signal, pageParam }) =>
            client.call(
              'list_product',
              { ...wire, ...(pageParam ? { cursor: pageParam } : {}) },
              {
                signal,
              },
            ),
          initialPageParam: undefined as string | undefined,
          getNextPageParam: (page) => page.next_cursor,
        });
      },
      interests: () => call('list_interest'),
      giftIntentions: () => call('list_gift_intention'),
      detail: (productId: string | number) => call('detail_product', { product_id: productId }),
    },
    giftcards: {
      /** A flat list (home: limit 5). */
      list: (params: Omit<Params<'list_giftcard'>, 'group_by_categories'> = {}) =>
        call('list_giftcard', params),
      /** Groups of category_name with their giftcards (catalogue, card selection). */
      grouped: (params: Omit<Params<'list_giftcard'>, 'group_by_categories'> = {}) =>
        queryOptions({
          ...call('list_giftcard', { ...params, group_by_categories: 'true' }),
          select: (body): GiftcardGroup[] =>
            (body.table as unknown[]).filter(
              (g): g is GiftcardGroup => typeof g === 'object' && g !== null && 'giftcards' in g,
            ),
        }),
      detail: (
        giftcardId: string | number,
        params: Omit<Params<'detail_giftcard'>, 'giftcard_id'> = {},
      ) => call('detail_giftcard', { giftcard_id: giftcardId, ...params }),
      music: (params: Params<'list_music'> = {}) => call('list_music', params),
      udollars: (params: Params<'list_udollar_giftcards'> = {}) =>
        call('list_udollar_giftcards', params),
      udollarHistory: (udollarId: string | number) =>
        call('history_udollar_giftcards', { udollar_id: udollarId }),
    },
    basket: {
      /** The basket; each fetch also writes the badge count to device storage (basketCount). */
      detail: () =>
        queryOptions({
          queryKey: queryKeys.call('detail_basket', {}),
          queryFn: async ({ signal }) => {
            const body = await client.call('detail_basket', {}, { signal });
            client.storage.set('basketCount', basketCountOf(body.table));
            return body;
          },
        }),
    },
    order: {
      list: (
        filterBy: OrderFilter,
        period: { month?: string | number; year?: string | number } = {},
      ) =>
        call('list_order', {
          filter_by: filterBy,
          filter_by_month: period.month,
          filter_by_year: period.year,
        }),
      filterTimes: (filterBy: OrderFilter) => call('list_filter_time', { filter_by: filterBy }),
      detail: (orderId: string | number) => call('detail_order', { order_id: orderId }),
    },
    evoucher: {
      list: (params: Params<'list_evoucher'> = {}) => call('list_evoucher', params),
      detail: (orderProductId: string | number) =>
        call('detail_evoucher', { order_product_id: orderProductId }),
    },
    profile: {
      detail: () => call('detail_profile'),
      friends: (params: Params<'list_friend'> = {}) => call('list_friend', params),
      facebook: () => call('list_facebook'),
      friendRequests: () => call('list_friend_request'),
      notifications: () => call('list_notification'),
      /** Extension (issue 24): the member's reminder choices. */
      reminderSettings: () => call('get_reminder_settings'),
    },
  };
}

export type Queries = ReturnType<typeof createQueries>;
