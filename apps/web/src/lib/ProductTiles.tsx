import { Link } from 'react-router';

import type { ProductSummary } from '@ugift/api-client';
import { ProductCard, type ProductCardProps } from '@ugift/ui';

import { links } from '../config/paths';
import { deviceStorage } from './api';
import { useLanguage } from './language';
import { localisedName, type Language } from './languages';
import { GridList } from './Lists';

/**
 * What the kit's ProductCard and ProductRow show of a product: its name in the chosen language
 * (English as the fallback), prices in its currency (the device's when it has none), whether it is
 * out of stock, and a router link to its details.
 */
export function productTileProps(product: ProductSummary, language: Language): ProductCardProps {
  return {
    name: localisedName(product, language),
    imageSrc: product.image,
    price: product.discounted_price,
    originalPrice: product.original_price,
    currency: product.currency_code ?? deviceStorage.get('currency') ?? '',
    outOfStock: product.stock <= 0,
    href: links.productDetails(product.id),
    renderLink: ({ href, className, children }) => (
      <Link to={href} className={className}>
        {children}
      </Link>
    ),
  };
}

/** Products as cards in two columns ('Popular' on /home, the related gifts of a card). */
export function ProductGrid({ products }: { products: readonly ProductSummary[] }) {
  const language = useLanguage();
  return (
    <GridList>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard {...productTileProps(product, language)} />
        </li>
      ))}
    </GridList>
  );
}
