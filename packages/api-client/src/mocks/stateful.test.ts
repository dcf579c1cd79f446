import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDeviceStorage } from '../storage';
import { createApiClient, type ApiClient } from '../transport';
import { mockData as d } from './index';
import { setupMockServer } from './node';
import { createMockBasket } from './stateful';

const basket = createMockBasket();
const mock = setupMockServer();
beforeAll(() => mock.listen());
afterEach(() => {
  mock.reset();
  basket.reset();
});
afterAll(() => mock.close());

let api: ApiClient;
beforeEach(() => {
  localStorage.clear();
  const storage = createDeviceStorage(localStorage);
  storage.set('authUser', { member_id: d.MEMBER_ID, country_id: '3' });
  api = createApiClient({ apiKey: 'k', baseUrl: 'http://api.test', storage });
  mock.use(...basket.handlers);
});

describe('given the stateful mock basket', () => {
  it('should add, update and remove products, with totals following', async () => {
    basket.reset(null);
    expect((await api.call('detail_basket')).table).toBeNull();
    await api.call('product_to_basket', { product_id: 102, quantity: 2 });
    await api.call('product_to_basket', { product_id: 103, quantity: 1 });
    await api.call('product_to_basket', { product_id: 102, quantity: 3 });
    const after = (await api.call('detail_basket')).table!;
    expect(after.products.map((p) => [p.product_id, p.quantity])).toEqual([
      ['103', 1],
      ['102', 3],
    ]);
    expect(after.sub_total).toBe(45 + 3 * 98);
    await api.call('remove_product', { product_id: 103 });
    expect((await api.call('detail_basket')).table!.products).toHaveLength(1);
  });

  it('should refuse more than the stock', async () => {
    await expect(
      api.call('product_to_basket', { product_id: 105, quantity: 4 }),
    ).rejects.toMatchObject({
      kind: 'failure',
      message: 'Only 3 left in stock',
    });
  });

  it('should attach and remove the gift card, and empty the basket on reserve', async () => {
    await api.call('giftcard_to_basket', { giftcard_id: 9 });
    expect((await api.call('detail_basket')).table!.giftcard_id).toBe('9');
    await api.call('remove_giftcard');
    expect((await api.call('detail_basket')).table!.giftcard_id).toBe('0');
    await expect(api.call('reserve_order')).resolves.toMatchObject({ order_id: '900' });
    expect((await api.call('detail_basket')).table).toBeNull();
    await expect(api.call('reserve_order')).rejects.toMatchObject({
      message: 'Your cart is empty',
    });
  });
});
