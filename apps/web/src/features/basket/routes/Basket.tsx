import type { LoaderFactory } from '../../../app/router';
import { isSignedIn } from '../../../lib/session';
import { queries } from '../api';
import { BasketScreen } from '../components/BasketScreen';

/** /basket: the cart (spec section 2); guests see the login prompt. */
export function Basket() {
  return <BasketScreen mode="cart" />;
}

/** Fills the cache the screen reads; a failure shows on the screen, not as an error page. */
export const loader: LoaderFactory =
  ({ queryClient }) =>
  async () => {
    if (isSignedIn()) await queryClient.ensureQueryData(queries.basket.detail()).catch(() => null);
    return null;
  };

export { Basket as Component };
