import { describe, expect, it } from 'vitest';

import { CHANNELS, type Notifier } from '../db/notify';
import { CatalogueCache } from './cache';

function fakeNotifier() {
  const listeners: ((payload: string) => void)[] = [];
  const notifier: Notifier = {
    on: (channel, listener) => {
      if (channel === CHANNELS.catalogue) listeners.push(listener);
    },
    notify: async () => {},
    close: async () => {},
  };
  return {
    notifier,
    hear: (payload: string) => listeners.forEach((listener) => listener(payload)),
  };
}

const list = (...ids: string[]) => ({ success: true, table: ids.map((id) => ({ id, stock: 1 })) });

describe('the catalogue cache and changes of stock', () => {
  it('keeps an answer computed meanwhile only if the stock that changed is not in it', async () => {
    const { notifier, hear } = fakeNotifier();
    const cache = new CatalogueCache(notifier);
    const during = (payload: string, answer: unknown) => async () => {
      hear(payload);
      return answer;
    };
    const shows = cache.keyFor('list_product', { order_by: 'ASC' }, null)!;
    const other = cache.keyFor('list_product', { order_by: 'DESC' }, null)!;
    await cache.through(shows, during('products.stock:7,9', list('1', '9')));
    await cache.through(other, during('products.stock:7,9', list('1', '2')));
    expect(cache.get(shows)).toBeUndefined();
    expect(cache.get(other)?.answer).toEqual(list('1', '2'));
  });

  it('drops the answers showing a product whose stock changed, every answer on any other change', async () => {
    const { notifier, hear } = fakeNotifier();
    const cache = new CatalogueCache(notifier);
    const keys = {
      listWith: cache.keyFor('list_product', { order_by: 'ASC' }, null)!,
      detail: cache.keyFor('detail_product', { product_id: '9' }, null)!,
      otherDetail: cache.keyFor('detail_product', { product_id: '2' }, null)!,
      banners: cache.keyFor('list_banner', {}, null)!,
    };
    await cache.through(keys.listWith, async () => list('1', '9'));
    await cache.through(keys.detail, async () => ({ success: true, table: { id: '9' } }));
    await cache.through(keys.otherDetail, async () => ({ success: true, table: { id: '2' } }));
    await cache.through(keys.banners, async () => ({ success: true, table: [{ id: '9' }] }));
    hear('products.stock:9');
    expect(cache.get(keys.listWith)).toBeUndefined();
    expect(cache.get(keys.detail)).toBeUndefined();
    expect(cache.get(keys.otherDetail)).toBeDefined();
    // Banners show no products (a banner's id is its own).
    expect(cache.get(keys.banners)).toBeDefined();
    hear('products');
    expect(cache.get(keys.otherDetail)).toBeUndefined();
    expect(cache.get(keys.banners)).toBeUndefined();
  });
});
