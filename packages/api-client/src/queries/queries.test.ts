import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { createDeviceStorage, type DeviceStorage } from '../storage';
import { fakeFetch, type RecordedCall, type Reply } from '../testing/fake-fetch';
import { createApiClient } from '../transport';
import { createMutations, createQueries, queryKeys, shouldRetry } from './index';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

const basketProduct = (id: string, quantity: number) => ({
  product_id: id,
  image: '',
  quantity,
  amount: 10,
  currency_code: 'SGD',
  multiple_languages: { en: { product_name: `Product ${id}` } },
  campaign_info: null,
});
const basketBody = (quantities: number[]) => ({
  success: true,
  message: '',
  table: {
    id: '500',
    products: quantities.map((q, i) => basketProduct(String(i + 1), q)),
    giftcard_id: '0',
    giftcard_edit_parameter: '',
    billing_address: '',
    sub_total: 0,
    total_discount: 0,
    points: 0,
    order_amount: 0,
    currency: 'SGD',
    udollar_amount: 0,
    order_status: '',
  },
});

let storage: DeviceStorage;
let queryClient: QueryClient;
let basketQuantities: number[];

function setup(extra?: (call: RecordedCall) => Reply | undefined) {
  const fake = fakeFetch((call) => {
    const custom = extra?.(call);
    if (custom) return custom;
    if (call.option === 'detail_basket') return { body: basketBody(basketQuantities) };
    return { body: { success: true, message: 'ok', table: [], total: 0 } };
  });
  const client = createApiClient({ apiKey: 'k', fetch: fake.fetch, storage, now: () => NOW });
  return { q: createQueries(client), m: createMutations(client), calls: fake.calls };
}

beforeEach(() => {
  localStorage.clear();
  storage = createDeviceStorage(localStorage);
  storage.set('authAPI', {
    api_token: 'stored-token-0123456789',
    api_token_expiry: NOW / 1000 + 3600,
  });
  storage.set('authUser', { member_id: '12', country_id: '3' });
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  basketQuantities = [1];
});

describe('given the query option factories', () => {
  it('should nest keys as group, operation, params', () => {
    const { q } = setup();
    expect(q.products.list({ order_by: 'ASC' }).queryKey).toEqual([
      'products',
      'list_product',
      { order_by: 'ASC' },
    ]);
    expect(q.products.detail('101').queryKey).toEqual([
      'products',
      'detail_product',
      { product_id: '101' },
    ]);
    expect(q.basket.detail().queryKey).toEqual(['basket', 'detail_basket', {}]);
    expect(queryKeys.operation('list_order')).toEqual(['order', 'list_order']);
  });

  it('should fetch through the client with the params as fields', async () => {
    const { q, calls } = setup((call) =>
      call.option === 'list_filter_time'
        ? {
            body: {
              success: true,
              message: '',
              table: [{ month: '3', year: '2026', filter_name: 'Mar 2026' }],
            },
          }
        : undefined,
    );
    const body = await queryClient.fetchQuery(q.order.filterTimes('sent'));
    expect(body.table[0]?.filter_name).toBe('Mar 2026');
    expect(calls[0]).toMatchObject({
      option: 'list_filter_time',
      fields: { filter_by: 'sent', member_id: '12' },
    });
  });

  it('should write the basket badge count (sum of quantities) when the basket loads', async () => {
    basketQuantities = [2, 3];
    const { q } = setup();
    await queryClient.fetchQuery(q.basket.detail());
    expect(storage.get('basketCount')).toBe(5);
  });

  it('should give a count of 0 when there is no basket', async () => {
    const { q } = setup((call) =>
      call.option === 'detail_basket'
        ? { body: { success: true, message: '', table: null } }
        : undefined,
    );
    await queryClient.fetchQuery(q.basket.detail());
    expect(storage.get('basketCount')).toBe(0);
  });

  it('should select the groups of a grouped gift card list', async () => {
    const group = {
      category_name: 'Birthday',
      giftcards: [],
    };
    const { q, calls } = setup((call) =>
      call.option === 'list_giftcard'
        ? { body: { success: true, message: '', table: [group] } }
        : undefined,
    );
    const observer = new QueryObserver(
      queryClient,
      q.giftcards.grouped({ filter_by_country_id: 3 }),
    );
    const result = await observer.refetch();
    expect(result.data).toEqual([group]);
    expect(calls[0]!.fields.group_by_categories).toBe('true');
  });
});

describe('given the mutations', () => {
  it('should refetch the basket, and so its badge, after adding a product', async () => {
    const { q, m, calls } = setup();
    const observer = new QueryObserver(queryClient, q.basket.detail());
    const unsubscribe = observer.subscribe(() => {});
    await observer.refetch();
    expect(storage.get('basketCount')).toBe(1);

    basketQuantities = [1, 2];
    await new MutationObserver(queryClient, m.basket.productToBasket).mutate({
      product_id: 101,
      quantity: 2,
    });
    expect(calls.map((c) => c.option)).toEqual([
      'detail_basket',
      'product_to_basket',
      'detail_basket',
    ]);
    expect(storage.get('basketCount')).toBe(3);
    unsubscribe();
  });

  it('should invalidate orders and the wallet after paying', async () => {
    const { q, m } = setup();
    await queryClient.fetchQuery(q.order.list('pay'));
    await queryClient.fetchQuery(q.evoucher.list({ filter_by_status: 'active' }));
    await queryClient.fetchQuery(q.giftcards.udollars());
    await queryClient.fetchQuery(q.products.list());
    await new MutationObserver(queryClient, m.order.payOrder).mutate({
      order_id: 900,
      payment_status: 'paid',
    });
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(q.order.list('pay').queryKey)).toBe(true);
    expect(invalidated(q.evoucher.list({ filter_by_status: 'active' }).queryKey)).toBe(true);
    expect(invalidated(q.giftcards.udollars().queryKey)).toBe(true);
    expect(invalidated(q.products.list().queryKey)).toBe(false);
  });

  it('should refresh the three friend lists after accepting a request', async () => {
    const { q, m } = setup();
    await queryClient.fetchQuery(q.profile.friendRequests());
    await queryClient.fetchQuery(q.profile.friends());
    await queryClient.fetchQuery(q.profile.notifications());
    await new MutationObserver(queryClient, m.profile.acceptFriend).mutate({ friend_id: 4 });
    expect(queryClient.getQueryState(q.profile.friendRequests().queryKey)?.isInvalidated).toBe(
      true,
    );
    expect(queryClient.getQueryState(q.profile.friends().queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(q.profile.notifications().queryKey)?.isInvalidated).toBe(
      false,
    );
  });

  it('should clear gid and the badge count after reserving an order', async () => {
    storage.set('gid', '7');
    storage.set('basketCount', 2);
    const { m } = setup((call) =>
      call.option === 'reserve_order'
        ? { body: { success: true, message: '', order_id: '900' } }
        : undefined,
    );
    const body = await new MutationObserver(queryClient, m.order.reserveOrder).mutate({});
    expect(body.order_id).toBe('900');
    expect(storage.get('gid')).toBeNull();
    expect(storage.get('basketCount')).toBeNull();
  });

  it('should store the user after login and clear the session after logout', async () => {
    storage.remove('authUser');
    const { m, calls } = setup((call) =>
      call.option === 'login'
        ? {
            body: { success: true, message: 'Welcome', data: { member_id: '12', country_id: '3' } },
          }
        : undefined,
    );
    await new MutationObserver(queryClient, m.auth.login).mutate({
      phone_number: '6591234567',
      password: 'secret1',
    });
    expect(storage.get('authUser')).toEqual({ member_id: '12', country_id: '3' });
    storage.set('basketCount', 3);
    storage.set('fbToken', 'fb');
    await new MutationObserver(queryClient, m.auth.logout).mutate({});
    expect(calls.at(-1)!.option).toBe('logout');
    expect(storage.get('authUser')).toBeNull();
    expect(storage.get('basketCount')).toBeNull();
    expect(storage.get('fbToken')).toBeNull();
  });

  it('should send the files of update_profile as multipart', async () => {
    const { m, calls } = setup();
    const picture = new Blob(['png'], { type: 'image/png' });
    await new MutationObserver(queryClient, m.profile.updateProfile).mutate({
      name: 'Mei',
      files: { profile_picture: picture },
    });
    expect(calls[0]).toMatchObject({
      option: 'update_profile',
      multipart: true,
      fields: { name: 'Mei' },
    });
    expect(Object.keys(calls[0]!.files)).toEqual(['profile_picture']);
  });

  it('should reject with the ApiError so screens can show the server message', async () => {
    const { m } = setup(() => ({ body: { success: false, message: 'Out of stock' } }));
    await expect(
      new MutationObserver(queryClient, m.basket.productToBasket).mutate({
        product_id: 1,
        quantity: 1,
      }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Out of stock',
      operation: 'product_to_basket',
    });
  });
});

describe('given shouldRetry', () => {
  const error = (kind: ApiError['kind'], status: number) =>
    new ApiError({ kind, status, operation: 'list_product', message: '' });
  it('should retry network errors and 5xx, twice at most, and nothing else', () => {
    expect(shouldRetry(0, error('network', 0))).toBe(true);
    expect(shouldRetry(1, error('http', 503))).toBe(true);
    expect(shouldRetry(2, error('http', 503))).toBe(false);
    expect(shouldRetry(0, error('http', 403))).toBe(false);
    expect(shouldRetry(0, error('failure', 200))).toBe(false);
    expect(shouldRetry(0, error('malformed', 200))).toBe(false);
    expect(shouldRetry(0, new Error('x'))).toBe(false);
  });
});

describe('given params written as numbers or strings', () => {
  it('should share one cache entry, keyed by the wire form', () => {
    const { q } = setup();
    expect(q.products.detail(101).queryKey).toEqual(q.products.detail('101').queryKey);
    expect(q.order.list('sent', { month: 3, year: undefined }).queryKey).toEqual([
      'order',
      'list_order',
      { filter_by: 'sent', filter_by_month: '3' },
    ]);
  });
});
