import type { LoaderFactory } from '../../../app/router';
import { queries } from '../api';
import { BasketScreen } from '../components/BasketScreen';

/** /checkout-confirmation: the order confirmation with Place Order (spec section 2). */
export function CheckoutConfirmation() {
  return <BasketScreen mode="confirmation" />;
}

export const loader: LoaderFactory =
  ({ queryClient }) =>
  async () => {
    await queryClient.ensureQueryData(queries.basket.detail()).catch(() => null);
    return null;
  };

export { CheckoutConfirmation as Component };
