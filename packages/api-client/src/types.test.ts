import { describe, expect, expectTypeOf, it } from 'vitest';
import type { MemberOperationName, OperationsOf, RequestOf, ResponseOf } from './contract';
import type { ApiClient } from './transport';

// Compile-time checks of the call signature (tsc runs over the tests in `typecheck`).
function signatures(api: ApiClient) {
  // @ts-expect-error detail_product needs product_id
  void api.call('detail_product');
  // @ts-expect-error unknown field
  void api.call('detail_product', { product_id: 1, colour: 'red' });
  // @ts-expect-error not an operation
  void api.call('drop_tables');
  // @ts-expect-error order_by is a picklist
  void api.call('list_product', { order_by: 'RANDOM' });
  void api.call('list_country');
  void api.call('detail_product', { product_id: 101 });
  void api.call('list_product', { filter_by_brands_id: [1, '2'] });
}

describe('given the typed client', () => {
  it('should type requests and responses by operation', () => {
    expect(typeof signatures).toBe('function');
    expectTypeOf<ResponseOf<'detail_product'>['table']['stock']>().toEqualTypeOf<number>();
    expectTypeOf<ResponseOf<'detail_basket'>['table']>().toBeNullable();
    expectTypeOf<RequestOf<'list_order'>['filter_by']>().toEqualTypeOf<
      'pay' | 'purchased' | 'sent' | 'received'
    >();
  });

  it('should type the group and the auth level of each operation (the server types its handlers by them)', () => {
    expectTypeOf<OperationsOf<'evoucher'>>().toEqualTypeOf<
      'list_evoucher' | 'detail_evoucher' | 'refresh_evoucher' | 'mark_evoucher_used'
    >();
    expectTypeOf<'detail_basket'>().toExtend<MemberOperationName>();
    expectTypeOf<'add_friend'>().toExtend<MemberOperationName>();
    expectTypeOf<'detail_order'>().not.toExtend<MemberOperationName>();
    expectTypeOf<'list_product'>().not.toExtend<MemberOperationName>();
  });
});
