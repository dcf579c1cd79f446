import { useTranslation } from 'react-i18next';

import { queries } from '../../../lib/api';
import { prefetch, type LoaderFactory } from '../../../lib/routing';
import { BasketGate } from '../components/BasketGate';
import { ConfirmationView } from '../components/ConfirmationView';

/** /checkout-confirmation: the order confirmation with Place Order (spec section 2). */
export function CheckoutConfirmation() {
  const { t } = useTranslation();
  return (
    <BasketGate title={t('basket.confirmationTitle')}>
      {(basket) => <ConfirmationView basket={basket} />}
    </BasketGate>
  );
}

export const loader: LoaderFactory =
  ({ queryClient }) =>
  async () => {
    await prefetch(queryClient.ensureQueryData(queries.basket.detail()));
    return null;
  };

export { CheckoutConfirmation as Component };
