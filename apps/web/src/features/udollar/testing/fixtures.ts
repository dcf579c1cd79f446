import type { UdollarGiftcard, UdollarHistoryEntry } from '@ugift/api-client';

export const member = { member_id: '12', country_id: '3' };

export const cards: UdollarGiftcard[] = [
  {
    id: '31',
    udollar_balance: 20,
    udollar_orig_balance: 50,
    udollar_expire_date: '2099-12-31 23:59:59',
    order_date: '2026-01-05 10:30:00',
    currency_code: 'SGD',
  },
  {
    id: '32',
    udollar_balance: 5,
    udollar_orig_balance: 30,
    udollar_expire_date: '2020-06-30 23:59:59',
    order_date: '2019-07-01 09:00:00',
    currency_code: 'SGD',
  },
];

export const history: UdollarHistoryEntry[] = [
  { ordered_date: '10/01/2026 14:05:00', amount: 12.5, order_no: 'UG-2026-000901' },
  { ordered_date: '12/01/2026 09:15:30', amount: 17.5, order_no: 'UG-2026-000917' },
];
