import type { Evoucher, OrderProductVouchers, Outlet, ResponseOf } from '@ugift/api-client';

import { media } from '../../../testing/media';

export function voucherOf(overrides: Partial<Evoucher> = {}): Evoucher {
  return {
    id: '7001',
    name: 'Coffee for two · voucher 1',
    image: media.coffee,
    status: 'Active',
    mark_used_date: '',
    expiry_date: '31-12-2099',
    evoucher_code: 'UG-COFFEE-0001',
    evoucher_code_type: 'alphanumeric',
    evoucher_code_image: '',
    ...overrides,
  };
}

export const qrVoucher = () =>
  voucherOf({
    id: '7002',
    name: 'QR voucher',
    evoucher_code_type: 'qrcode',
    evoucher_code: 'QR-123456',
  });
export const barcodeVoucher = () =>
  voucherOf({
    id: '7003',
    name: 'Barcode voucher',
    evoucher_code_type: 'barcode',
    evoucher_code: '012345678905',
  });
export const urlVoucher = () =>
  voucherOf({
    id: '7004',
    name: 'Online voucher',
    evoucher_code_type: 'url',
    evoucher_code: 'https://redeem.ugift.test/7004',
  });
export const usedVoucher = () =>
  voucherOf({ id: '7005', name: 'Used voucher', status: 'Used', mark_used_date: '10-01-2026' });
export const expiredVoucher = () =>
  voucherOf({ id: '7006', name: 'Expired voucher', expiry_date: '01-01-2020' });

/** The coffee's name in each language, as the order fixtures have it (issue 45). */
const coffeeNames = {
  en: { product_name: 'Coffee for two' },
  cn: { product_name: '双人咖啡' },
  jp: { product_name: '二人分のコーヒー' },
};

export function productOf(vouchers: Evoucher[], overrides: Partial<OrderProductVouchers> = {}) {
  return {
    id: '880',
    product_name: 'Coffee for two',
    // Another product (a product_name of its own) has no translations unless it brings them.
    ...(overrides.product_name ? {} : { multiple_languages: coffeeNames }),
    image: media.coffee,
    order_evouchers: vouchers,
    ...overrides,
  } satisfies OrderProductVouchers;
}

const outlets: Outlet[] = [
  {
    outlet_name: 'Orchard Cafe',
    address: '1 Orchard Road, Singapore',
    outlet_telno: '+65 6000 0001',
    email: 'orchard@cafe.test',
  },
];

export function detailOf(
  vouchers: Evoucher[],
  extra: Partial<ResponseOf<'detail_evoucher'>> = {},
): ResponseOf<'detail_evoucher'> {
  return {
    success: true,
    message: '',
    table: vouchers,
    product_name: 'Coffee for two',
    ...(extra.product_name ? {} : { multiple_languages: coffeeNames }),
    terms_and_conditions:
      '<p>Valid at <strong>all outlets</strong>.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
    redeem_howto: '<ol><li>Show the code</li><li>Enjoy</li></ol>',
    applicable_outlets: outlets,
    ...extra,
  };
}
