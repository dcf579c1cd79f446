import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import type { Order } from '@ugift/api-client';

import { mutations } from './api';

/**
 * The recipient's first look at a gift (issue 45): until they open it, the card is closed and the
 * message and vouchers wait; opening it (the card's animation ending, or at once for a gift
 * without a card) tells the api once (open_order), and every later visit opens directly. Used by
 * each screen a recipient reaches a gift from: its order details and its share link.
 */
export function useUnwrap(order: Order | undefined, isRecipient: boolean, hasCard: boolean) {
  const openOrder = useMutation(mutations.order.openOrder);
  const [openedHere, setOpenedHere] = useState(false);
  const unopened = isRecipient && order !== undefined && !order.opened_date;
  const orderId = order?.id;
  const { mutate } = openOrder;
  // Nothing to unwrap without a card: seeing the gift is opening it.
  useEffect(() => {
    if (unopened && !hasCard && orderId) mutate({ order_id: orderId });
  }, [unopened, hasCard, orderId, mutate]);
  return {
    /** Whether the card starts closed: the recipient has not opened it yet. */
    closed: unopened && hasCard && !openedHere,
    /** The card finished opening. */
    onOpen: () => {
      if (openedHere) return;
      setOpenedHere(true);
      if (unopened && orderId) mutate({ order_id: orderId });
    },
  };
}
