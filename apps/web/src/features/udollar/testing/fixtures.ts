import type { UdollarGiftcard, UdollarHistoryEntry } from '@ugift/api-client';

import { udollarCard } from '../../../testing/data';

export const cards: UdollarGiftcard[] = [
  udollarCard,
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
