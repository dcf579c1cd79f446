import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  GROUPS,
  OPERATION_NAMES,
  decodeForm,
  encodeFields,
  operationPath,
  operations,
  validateFiles,
  validateRequest,
  validateResponse,
  type RequestOf,
  type ResponseOf,
} from './index';

// The calls of spec section 7, verbatim from the issue.
const SPEC_CALLS =
  `get_api_token track_link get_otp create_account apply_referral_code login login_facebook
update_country set_market_country reset_password list_country detail_profile update_profile update_facebook_id
facebook_member list_friend list_facebook list_friend_request add_friend accept_friend reject_friend remove_friend
detail_campaign redeem_campaign_reward list_popup mark_not_show_again list_banner list_giftcard detail_giftcard
list_music list_category list_brand list_product list_interest list_gift_intention detail_product detail_basket
product_to_basket giftcard_to_basket update_order_status remove_product remove_giftcard update_billing_address
list_udollar_giftcards apply_udollar_giftcard history_udollar_giftcards reserve_order pay_order get_cashier_url
list_order list_filter_time detail_order cancel_order send_order redeem_order list_notification read_notification
list_evoucher detail_evoucher refresh_evoucher mark_evoucher_used`.split(/\s+/);
const EXTENSIONS = [
  'verify_otp',
  'logout',
  // Issue 24: scheduled gifts and reminder settings.
  'change_schedule',
  'cancel_schedule',
  'get_reminder_settings',
  'update_reminder_settings',
  // Issue 25: web push.
  'push_key',
  'subscribe_push',
  'unsubscribe_push',
  // Issue 45: the recipient opens the closed card.
  'open_order',
  // Issue 45: one gift to many.
  'resend_gift',
];

describe('given the operation registry', () => {
  it('should describe every call of the spec plus the security extensions, and nothing else', () => {
    expect([...OPERATION_NAMES].sort()).toEqual([...SPEC_CALLS, ...EXTENSIONS].sort());
  });

  it('should key each operation by its option name, in a known group, with a path under /api/external/', () => {
    for (const name of OPERATION_NAMES) {
      const op = operations[name];
      expect(op.option).toBe(name);
      expect(GROUPS).toContain(op.group);
      expect(operationPath(name)).toBe(`/api/external/${op.group}/`);
    }
    expect(operationPath('login')).toBe('/api/external/auth/');
    expect(operationPath('list_product')).toBe('/api/external/products/');
    expect(operationPath('detail_basket')).toBe('/api/external/basket/');
  });

  it('should mark the extensions and keep get_api_token the only call without a token', () => {
    expect(OPERATION_NAMES.filter((n) => operations[n].auth === 'none')).toEqual(['get_api_token']);
    for (const n of EXTENSIONS) expect(operations[n as 'logout'].extension).toBe(true);
  });

  it('should keep member_id optional on every request that has it (the session names the member)', () => {
    for (const name of OPERATION_NAMES) {
      const entries = operations[name].request.entries as Record<string, v.GenericSchema>;
      if ('member_id' in entries) {
        expect(v.safeParse(entries.member_id!, undefined).success, name).toBe(true);
      }
    }
  });

  it('should accept a success body with only success and message for operations without data', () => {
    expect(validateResponse('add_friend', { success: true, message: 'Request sent' }).ok).toBe(
      true,
    );
  });

  it('should give each operation its typed request and response', () => {
    expectTypeOf<RequestOf<'product_to_basket'>>().toEqualTypeOf<{
      member_id?: string | undefined;
      product_id: string;
      quantity: string;
    }>();
    expectTypeOf<ResponseOf<'get_api_token'>['api_token_expiry']>().toEqualTypeOf<number>();
    expectTypeOf<RequestOf<'list_product'>['filter_by_brands_id']>().toEqualTypeOf<
      string[] | undefined
    >();
  });
});

describe('given decodeForm', () => {
  it('should turn indexed names into arrays ordered by index', () => {
    const params = new URLSearchParams(
      'option=list_product&filter_by_brands_id[1]=9&filter_by_brands_id[0]=4&order_by=ASC',
    );
    expect(decodeForm(params)).toEqual({
      option: 'list_product',
      filter_by_brands_id: ['4', '9'],
      order_by: 'ASC',
    });
  });

  it('should accept records, empty brackets and already-decoded fields alike', () => {
    expect(decodeForm({ 'a[]': ['x', 'y'], b: '1' })).toEqual({ a: ['x', 'y'], b: '1' });
    expect(decodeForm({ a: ['x', 'y'], b: '1' })).toEqual({ a: ['x', 'y'], b: '1' });
    expect(decodeForm([['a[0]', 'x']])).toEqual({ a: ['x'] });
  });

  it('should not let a field named __proto__ reach the prototype', () => {
    const out = decodeForm(new URLSearchParams('__proto__[0]=x&constructor=y'));
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out).sort()).toEqual(['__proto__', 'constructor']);
  });

  it('should round-trip what encodeFields writes', () => {
    const entries = encodeFields({ a: [1, 2], b: 3, c: undefined, d: null, e: true });
    expect(entries).toEqual([
      ['a[0]', '1'],
      ['a[1]', '2'],
      ['b', '3'],
      ['e', 'true'],
    ]);
    expect(decodeForm(entries)).toEqual({ a: ['1', '2'], b: '3', e: 'true' });
  });
});

describe('given validateRequest', () => {
  it('should return the decoded value when the fields are valid, ignoring option', () => {
    expect(
      validateRequest('list_product', {
        option: 'list_product',
        order_by: 'POPULAR',
        'filter_by_brands_id[0]': '3',
        filter_by_country_id: '3',
      }),
    ).toEqual({
      ok: true,
      value: { order_by: 'POPULAR', filter_by_brands_id: ['3'], filter_by_country_id: '3' },
    });
  });

  it('should name a missing required field', () => {
    expect(validateRequest('login', { phone_number: '6591234567' })).toEqual({
      ok: false,
      field: 'password',
      message: 'is required',
    });
  });

  it('should refuse an unknown field by name', () => {
    expect(validateRequest('remove_giftcard', { is_admin: '1' })).toEqual({
      ok: false,
      field: 'is_admin',
      message: 'is not a known field',
    });
  });

  it('should name the offending array item', () => {
    expect(
      validateRequest('list_category', {
        'filter_by_brands_id[0]': '1',
        'filter_by_brands_id[1]': 'x',
      }),
    ).toEqual({ ok: false, field: 'filter_by_brands_id[1]', message: 'must be a numeric id' });
  });

  it('should check lengths and formats', () => {
    expect(validateRequest('login', { phone_number: '6591234567', password: '12345' })).toEqual({
      ok: false,
      field: 'password',
      message: 'must have at least 6 characters',
    });
    expect(validateRequest('get_otp', { action: 'delete', phone_number: '65912' })).toMatchObject({
      ok: false,
      field: 'action',
    });
    expect(validateRequest('product_to_basket', { product_id: '4', quantity: '0' })).toMatchObject({
      ok: false,
      field: 'quantity',
      message: 'must be at least 1',
    });
    expect(
      validateRequest('giftcard_to_basket', {
        giftcard_id: '4',
        giftcard_edit_parameter: '{"not":"a list"}',
      }),
    ).toMatchObject({ ok: false, field: 'giftcard_edit_parameter' });
  });

  it('should refuse a value that is not a string where the wire has text', () => {
    expect(
      validateRequest('login', { phone_number: ['1', '2'], password: 'secret1' }),
    ).toMatchObject({ ok: false, field: 'phone_number' });
  });

  it('should read an empty optional field as absent, and keep refusing an empty required one', () => {
    expect(
      validateRequest('list_product', {
        filter_by_country_id: '',
        filter_by_price_start: '',
        order_by: 'ASC',
      }),
    ).toEqual({ ok: true, value: { order_by: 'ASC' } });
    expect(validateRequest('detail_product', { product_id: '' })).toMatchObject({
      ok: false,
      field: 'product_id',
    });
  });

  it('should refuse an unknown operation', () => {
    expect(validateRequest('drop_tables', {})).toEqual({
      ok: false,
      field: 'option',
      message: 'is not a known operation',
    });
  });

  it('should require the otp proof on create_account and reset_password', () => {
    for (const name of ['create_account', 'reset_password'] as const) {
      expect(
        validateRequest(name, {
          phone_number: '6591234567',
          phone_prefix: '+65',
          password: 'secret1',
        }),
      ).toMatchObject({ ok: false, field: 'otp_proof', message: 'is required' });
    }
  });
});

describe('given validateFiles', () => {
  const edit = JSON.stringify([
    { type: 'image', key: 'photo_1' },
    { type: 'text', key: 'title' },
  ]);

  it('should accept images under the image element keys of the edit parameter only', () => {
    const fields = { giftcard_edit_parameter: edit };
    expect(
      validateFiles(
        'giftcard_to_basket',
        [{ field: 'photo_1', mimeType: 'image/png', size: 10 }],
        fields,
      ),
    ).toEqual({ ok: true });
    expect(
      validateFiles(
        'giftcard_to_basket',
        [{ field: 'title', mimeType: 'image/png', size: 10 }],
        fields,
      ),
    ).toMatchObject({ ok: false, field: 'title' });
    expect(
      validateFiles(
        'giftcard_to_basket',
        [{ field: 'photo_1', mimeType: 'text/html', size: 10 }],
        fields,
      ),
    ).toMatchObject({ ok: false, field: 'photo_1' });
  });

  it('should accept profile_picture on update_profile and no file elsewhere', () => {
    expect(
      validateFiles('update_profile', [
        { field: 'profile_picture', mimeType: 'image/jpeg', size: 1 },
      ]),
    ).toEqual({ ok: true });
    expect(
      validateFiles('update_profile', [
        { field: 'profile_picture', mimeType: 'image/jpeg', size: 6 * 1024 * 1024 },
      ]),
    ).toMatchObject({ ok: false, field: 'profile_picture' });
    expect(validateFiles('login', [{ field: 'x', mimeType: 'image/jpeg', size: 1 }])).toMatchObject(
      { ok: false, field: 'x' },
    );
  });
});
