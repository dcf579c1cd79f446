import { paths } from '../../config/paths';
import type { LoaderFactory } from '../router';

type RouteModule = () => Promise<{ Component: React.ComponentType; loader?: LoaderFactory }>;

/** The product and gift-card pages (spec section 2: /product-details, /gift-card, /gift-card-product), each its own lazy chunk. */
export const productScreens: Record<string, RouteModule> = {
  [paths.productDetails]: () => import('../../features/product/routes/ProductDetails'),
  [paths.giftCard]: () => import('../../features/product/routes/GiftCard'),
  [paths.giftCardProduct]: () => import('../../features/product/routes/GiftCardProduct'),
};
