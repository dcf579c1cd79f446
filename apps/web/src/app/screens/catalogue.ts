import { paths } from '../../config/paths';
import type { LoaderFactory } from '../router';

type RouteModule = () => Promise<{ Component: React.ComponentType; loader?: LoaderFactory }>;

/** The catalogue lists (spec section 2: /categories, /products, /product-search), each its own lazy chunk. */
export const catalogueScreens: Record<string, RouteModule> = {
  [paths.categories]: () => import('../../features/catalogue/routes/Categories'),
  [paths.products]: () => import('../../features/catalogue/routes/Products'),
  [paths.productSearch]: () => import('../../features/catalogue/routes/ProductSearch'),
};
