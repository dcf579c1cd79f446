import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPERATION_NAMES, operations, type OperationName } from '../contract';
import { isApiError } from '../errors';
import { createDeviceStorage, type DeviceStorage } from '../storage';
import { sampleRequests } from '../testing/sample-requests';
import { createApiClient, type ApiClient } from '../transport';
import { mockData as d, editParameter, emptyFixture, fixtures } from './index';
import {
  mockEmpty,
  mockFailure,
  mockHttpError,
  mockMalformed,
  mockNetworkError,
  mockResponse,
} from './handlers';
import { setupMockServer } from './node';

const mock = setupMockServer();
beforeAll(() => mock.listen());
afterEach(() => mock.reset());
afterAll(() => mock.close());

let storage: DeviceStorage;
let api: ApiClient;
const call = (name: OperationName, fields: unknown = {}) =>
  (api.call as (n: OperationName, f: unknown) => Promise<unknown>)(name, fields);

beforeEach(() => {
  localStorage.clear();
  storage = createDeviceStorage(localStorage);
  storage.set('authUser', { member_id: d.MEMBER_ID, country_id: '3' });
  api = createApiClient({ apiKey: 'test-key', baseUrl: 'http://api.test', storage });
});

function hexToUtf8(hex: string) {
  const bytes = new Uint8Array(hex.match(/../g)!.map((h) => parseInt(h, 16)));
  return new TextDecoder().decode(bytes);
}

describe('given the fixtures', () => {
  it.each([...OPERATION_NAMES])(
    'should give %s a body its response schema accepts unchanged',
    (name) => {
      const body = JSON.parse(JSON.stringify(fixtures[name])) as unknown;
      const result = v.safeParse(operations[name].response, body);
      expect(result.issues?.[0]?.message, name).toBeUndefined();
      // Nothing the schema would strip: fixtures hold only contract fields.
      expect(result.output).toEqual(body);
    },
  );

  it('should give every empty variant a valid body', () => {
    for (const name of OPERATION_NAMES) {
      expect(v.safeParse(operations[name].response, emptyFixture(name)).success, name).toBe(true);
    }
    expect(emptyFixture('detail_basket').table).toBeNull();
    expect(emptyFixture('list_order').table).toEqual([]);
  });

  it('should name products in en, cn and jp, with some translations missing', () => {
    expect(d.products.every((p) => p.multiple_languages.en.name)).toBe(true);
    expect(
      d.products.filter((p) => p.multiple_languages.cn && p.multiple_languages.jp).length,
    ).toBeGreaterThan(2);
    expect(d.products.some((p) => !p.multiple_languages.cn)).toBe(true);
    expect(d.products.some((p) => !p.multiple_languages.jp)).toBe(true);
    expect(d.products.some((p) => p.stock === 0)).toBe(true);
  });

  it('should hex-encode the texts of card edit parameters', () => {
    const elements = JSON.parse(editParameter('Happy birthday, 小明! 🎂', 'Hi')) as {
      type: string;
      content: string;
    }[];
    const message = elements.find((e) => e.type === 'message')!;
    expect(message.content).toMatch(/^[0-9a-f]+$/);
    expect(hexToUtf8(message.content)).toBe('Happy birthday, 小明! 🎂');
    expect(elements.map((e) => e.type)).toEqual([
      'text',
      'image',
      'custom_text',
      'sticker',
      'message',
      'music',
    ]);
  });

  it('should hold orders in every payment status and vouchers of every code type', () => {
    const orders = Object.values(d.orders);
    expect(new Set(orders.map((o) => o.payment_status))).toEqual(
      new Set(['Pending', 'Paid', 'Campaign Redemption']),
    );
    expect(orders.some((o) => o.order_status === 'Gifted')).toBe(true);
    expect(orders.some((o) => o.order_status === 'Self-Use')).toBe(true);
    expect(
      orders.some(
        (o) =>
          o.payment_status === 'Paid' && o.recipient_id === '0' && o.order_status !== 'Self-Use',
      ),
    ).toBe(true);
    expect(new Set(Object.values(d.evouchers).map((e) => e.evoucher_code_type))).toEqual(
      new Set(['qrcode', 'barcode', 'alphanumeric', 'url']),
    );
  });

  it('should use only images Storybook can show offline (data: URIs or empty)', () => {
    const images: string[] = [];
    const walk = (value: unknown, key = '') => {
      if (typeof value === 'string') {
        if (/image|picture|thumbnail|^url$/.test(key)) images.push(value);
      } else if (Array.isArray(value)) value.forEach((x) => walk(x, key));
      else if (value && typeof value === 'object')
        for (const [k, x] of Object.entries(value)) walk(x, k);
    };
    walk(fixtures);
    expect(images.length).toBeGreaterThan(50);
    for (const src of images)
      expect(src === '' || src.startsWith('data:'), src.slice(0, 40)).toBe(true);
  });
});

describe('given the default handlers', () => {
  it.each([...OPERATION_NAMES])('should answer %s through the real client', async (name) => {
    const body = (await call(name, sampleRequests[name])) as { success: boolean };
    expect(body.success).toBe(true);
  });

  it('should answer by the request: a product by id, orders by filter, vouchers by status', async () => {
    const product = await api.call('detail_product', { product_id: 102 });
    expect(product.table.multiple_languages.jp?.name).toBe('さくらスパ 60分マッサージ');
    const sent = await api.call('list_order', { filter_by: 'sent' });
    expect(sent.table.map((o) => o.order_status)).toEqual(['Gifted', 'Sent']);
    const used = await api.call('list_evoucher', { filter_by_status: 'used' });
    expect(used.table.flatMap((p) => p.order_evouchers.map((e) => e.status))).toContain('Used');
    const byBrand = await api.call('list_product', { filter_by_brands_id: [11], order_by: 'ASC' });
    expect(byBrand.table.map((p) => p.id)).toEqual(['105', '101']);
    const byCategory = await api.call('list_product', { filter_by_categories_id: [2, 4] });
    expect(byCategory.table.map((p) => p.id).sort()).toEqual(['102', '104']);
    const search = await api.call('list_product', { filter_by_keywords: 'spa' });
    expect(search.table.map((p) => p.id)).toEqual(['102']);
  });

  it('should answer 400 naming the field the contract refuses', async () => {
    const response = await fetch('http://api.test/api/external/auth/', {
      method: 'POST',
      headers: { Authorization: 'Bearer t', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'option=login&phone_number=6591234567&password=1',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'password must have at least 6 characters',
    });
  });

  it('should answer 401 without a bearer token and 400 under the wrong group', async () => {
    const post = (path: string, body: string, auth = true) =>
      fetch(`http://api.test/api/external/${path}/`, {
        method: 'POST',
        headers: {
          ...(auth ? { Authorization: 'Bearer t' } : {}),
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body,
      });
    expect((await post('frontend', 'option=list_country', false)).status).toBe(401);
    expect((await post('products', 'option=list_country')).status).toBe(400);
    expect((await post('frontend', 'option=drop_tables')).status).toBe(400);
  });

  it('should fail a call nothing handles', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetch('http://elsewhere.test/api/login', { method: 'POST' })).rejects.toThrow();
    errors.mockRestore();
  });
});

describe('given the per-operation helpers', () => {
  it('should override one operation and let the others through', async () => {
    mock.use(
      mockResponse('list_country', { success: true, message: '', table: d.countries.slice(0, 1) }),
    );
    expect((await api.call('list_country')).table).toHaveLength(1);
    expect((await api.call('list_banner', {})).table).toHaveLength(d.banners.length);
  });

  it('should compute an override from the request fields', async () => {
    mock.use(
      mockResponse('detail_order', (f) => ({
        ...fixtures.detail_order,
        table: { ...d.orders.gifted, id: f.order_id },
      })),
    );
    expect((await api.call('detail_order', { order_id: 42 })).table).toMatchObject({
      id: '42',
      order_status: 'Gifted',
    });
  });

  it('should produce the empty state', async () => {
    mock.use(mockEmpty('list_notification'), mockEmpty('detail_basket'));
    expect((await api.call('list_notification')).table).toEqual([]);
    expect((await api.call('detail_basket')).table).toBeNull();
  });

  it('should produce failures the client maps to ApiError', async () => {
    mock.use(
      mockFailure('reserve_order', 'Not enough stock', {
        insufficient_stock: 'Latte Set (1 left)',
      }),
      mockHttpError('list_country', 503, 'Maintenance'),
      mockMalformed('list_banner'),
      mockNetworkError('list_popup'),
    );
    const reserve = await api.call('reserve_order').catch((e: unknown) => e);
    expect(isApiError(reserve) && reserve.bodyField('insufficient_stock')).toBe(
      'Latte Set (1 left)',
    );
    await expect(api.call('list_country')).rejects.toMatchObject({
      status: 503,
      message: 'Maintenance',
    });
    await expect(api.call('list_banner', {})).rejects.toMatchObject({ kind: 'malformed' });
    await expect(api.call('list_popup', {})).rejects.toMatchObject({ kind: 'network' });
  });

  it('should refuse an override that breaks the contract', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    mock.use(
      mockResponse('list_country', { success: true, message: '', table: [{ id: 3 }] } as never),
    );
    await expect(api.call('list_country')).rejects.toMatchObject({ status: 500 });
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('list_country breaks the contract'),
    );
    errors.mockRestore();
  });

  it('should take photos for a customised card under their element keys', async () => {
    const photo = new File([new Uint8Array([255, 216, 255])], 'me.jpg', { type: 'image/jpeg' });
    await expect(
      api.call('giftcard_to_basket', sampleRequests.giftcard_to_basket, {
        files: { photo_1: photo },
      }),
    ).resolves.toMatchObject({ success: true });
  });
});
