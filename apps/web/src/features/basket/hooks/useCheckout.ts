import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { Basket } from '@ugift/api-client';
import { useToast } from '@ugift/ui';

import { links, paths } from '../../../config/paths';
import { mutations } from '../../../lib/api';
import { useLanguage } from '../../../lib/language';
import { localisedName } from '../../../lib/languages';
import { browser } from '../../../lib/platform';
import { useAlert } from '../../../lib/useAlert';
import { hasCard, isCardOnly, reserveFailure } from '../lib/totals';

/** How long Undo is offered after a line is removed: long enough to read and reach it. */
const UNDO_MS = 8000;

/**
 * What the cart and the confirmation do with a basket (spec section 4): remove a line, choose
 * Buy for Myself or Send as Gift, place the order (reserve; a card-only order is paid at once,
 * any other goes to the cashier). Every failure opens the one alert; render `alert` once.
 */
export function useCheckout(basket: Basket) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { alert, show } = useAlert();
  const [choiceOpen, setChoiceOpen] = useState(false);
  const fail = (titleKey: string, message: string) =>
    show({ title: t(titleKey), message, variant: 'danger' });

  const toast = useToast();
  const language = useLanguage();
  // Undo puts the removed line back with its quantity (product_to_basket sets the quantity).
  const restore = useMutation({
    ...mutations.basket.productToBasket,
    onError: (error) => fail('basket.cartUpdateFailed', error.message),
  });
  const remove = useMutation({
    ...mutations.basket.removeProduct,
    onSuccess: async (...args) => {
      await mutations.basket.removeProduct.onSuccess?.(...args);
      const line = basket.products.find((p) => p.product_id === args[1].product_id);
      if (!line) return;
      toast.show(t('basket.removed', { name: localisedName(line, language) }), {
        duration: UNDO_MS,
        action: {
          label: t('basket.undo'),
          onClick: () => restore.mutate({ product_id: line.product_id, quantity: line.quantity }),
        },
      });
    },
    onError: (error) => fail('basket.cartUpdateFailed', error.message),
  });
  const removeCard = useMutation(mutations.basket.removeGiftcard);
  const orderStatus = useMutation(mutations.basket.updateOrderStatus);
  const reserve = useMutation(mutations.order.reserveOrder);
  const pay = useMutation(mutations.order.payOrder);
  const cashier = useMutation(mutations.order.getCashierUrl);

  /** Checkout's choice: for myself drops the card and confirms; a gift picks a card first. */
  const choose = async (choice: 'myself' | 'gift') => {
    try {
      if (choice === 'myself' && hasCard(basket)) await removeCard.mutateAsync({});
      await orderStatus.mutateAsync({ order_status: choice });
      setChoiceOpen(false);
      navigate(choice === 'gift' ? paths.checkoutCardSelection : paths.checkoutConfirmation);
    } catch (error) {
      setChoiceOpen(false);
      fail('basket.cartUpdateFailed', (error as Error).message);
    }
  };

  const placeOrder = async () => {
    let orderId: string;
    try {
      orderId = (await reserve.mutateAsync({})).order_id;
    } catch (error) {
      fail('basket.placeOrderFailed', reserveFailure(error));
      return;
    }
    if (isCardOnly(basket)) {
      try {
        await pay.mutateAsync({ order_id: orderId, payment_status: 'paid' });
        navigate(links.paymentStatus(orderId));
      } catch (error) {
        fail('basket.payOrderFailed', (error as Error).message);
      }
      return;
    }
    try {
      const { cashier_url } = await cashier.mutateAsync({ order_id: orderId, order_source: 'web' });
      browser.open(cashier_url);
    } catch (error) {
      fail('basket.cashierFailed', (error as Error).message);
    }
  };

  return {
    alert,
    fail,
    remove,
    choiceOpen,
    setChoiceOpen,
    /** Which choice is being saved, to show its button busy. */
    choosing: orderStatus.isPending ? orderStatus.variables?.order_status : undefined,
    choose,
    placeOrder,
    placing: reserve.isPending || pay.isPending || cashier.isPending,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
