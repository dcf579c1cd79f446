import { queries } from '../../../lib/api';
import { prefetch, type LoaderFactory } from '../../../lib/routing';
import { isSignedIn } from '../../../lib/session';
import { BasketScreen } from '../components/BasketScreen';

/** /basket: the cart (spec section 2); guests see the login prompt. */
export function Basket() {
  return <BasketScreen mode="cart" />;
}

/** Fills the cache the screen reads; a failure shows on the screen, not as an error page. */
export const loader: LoaderFactory =
  ({ queryClient }) =>
  async () => {
    if (isSignedIn()) await prefetch(queryClient.ensureQueryData(queries.basket.detail()));
    return null;
  };

export { Basket as Component };
