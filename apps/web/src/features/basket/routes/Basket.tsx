import { useTranslation } from 'react-i18next';

import { queries } from '../../../lib/api';
import { prefetch, type LoaderFactory } from '../../../lib/routing';
import { isSignedIn } from '../../../lib/session';
import { BasketGate } from '../components/BasketGate';
import { CartView } from '../components/CartView';

/** /basket: the cart (spec section 2); guests see the login prompt. */
export function Basket() {
  const { t } = useTranslation();
  return (
    <BasketGate title={t('basket.title')}>{(basket) => <CartView basket={basket} />}</BasketGate>
  );
}

/** Fills the cache the screen reads; a failure shows on the screen, not as an error page. */
export const loader: LoaderFactory =
  ({ queryClient }) =>
  async () => {
    if (isSignedIn()) await prefetch(queryClient.ensureQueryData(queries.basket.detail()));
    return null;
  };

export { Basket as Component };
