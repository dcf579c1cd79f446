import { queries } from '../../../lib/api';
import { prefetch, type LoaderFactory } from '../../../lib/routing';
import { BasketScreen } from '../components/BasketScreen';

/** /checkout-confirmation: the order confirmation with Place Order (spec section 2). */
export function CheckoutConfirmation() {
  return <BasketScreen mode="confirmation" />;
}

export const loader: LoaderFactory =
  ({ queryClient }) =>
  async () => {
    await prefetch(queryClient.ensureQueryData(queries.basket.detail()));
    return null;
  };

export { CheckoutConfirmation as Component };
