import type { Order } from '@ugift/api-client';

import { greetingCard, orderOf, recipient, withoutPrices } from '../../../testing/data';

/** A paid gift waiting to be redeemed, as a recipient or a guest sees it: no prices. */
export const giftOf = (overrides: Partial<Order> = {}): Order =>
  withoutPrices(
    orderOf({
      recipient_id: recipient.member_id,
      recipient_name: recipient.name,
      phrase: '',
      giftcard_edit_parameter: greetingCard('Enjoy your day, Mei!', { music: false }),
      ...overrides,
    }),
  );
