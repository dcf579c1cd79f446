import type { ReactNode } from 'react';
import { styled } from 'styled-components';

import { useUiText } from '../../i18n/useUiText';
import { Badge } from '../Badge/Badge';
import { ImageWithFallback } from '../ImageWithFallback/ImageWithFallback';
import { PriceTag } from '../PriceTag/PriceTag';

export interface ProductCardProps {
  /** Localised product name. */
  name: string;
  /** Product picture; without it (or when it fails) the fallback image shows. */
  imageSrc?: string;
  /** Image used when imageSrc fails. */
  fallbackImageSrc?: string;
  /** Selling price, formatted by PriceTag. */
  price: number | string;
  /** Original price, struck through when higher. */
  originalPrice?: number | string | null;
  /** Currency code before the price, e.g. 'SGD' (default: PriceTag's). */
  currency?: string;
  /** Brand or secondary line. */
  subtitle?: ReactNode;
  /** A label badge (e.g. 'Promo', 'Editable'). */
  badge?: ReactNode;
  /** Shows 'Out of stock' and dims the card. */
  outOfStock?: boolean;
  /** Link target; the whole card is the link. */
  href?: string;
  /** Called when the card is activated (with or without href). */
  onClick?: () => void;
  /** Renders the link (router integration); default <a href>. */
  renderLink?: (props: { href: string; className: string; children: ReactNode }) => ReactNode;
  /** Text of the out-of-stock mark (default from i18n). */
  outOfStockLabel?: string;
}

const Card = styled.article<{ $row: boolean }>`
  position: relative;
  display: flex;
  flex-direction: ${({ $row }) => ($row ? 'row' : 'column')};
  gap: ${({ theme, $row }) => ($row ? theme.space.space300 : 0)}px;
  overflow: hidden;
  border-radius: var(--ug-radii-lg);
  background: var(--ug-colors-surface);
  box-shadow: var(--ug-shadows-sm);
  padding: ${({ theme, $row }) => ($row ? theme.space.space300 : 0)}px;
  .ug-card-link {
    color: inherit;
    text-decoration: none;
  }
  .ug-card-link::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  /* Pressed: the whole card (its link covers it) darkens and shrinks a little while held. */
  -webkit-tap-highlight-color: transparent;
  &:has(.ug-card-link:active),
  &[data-pressed] {
    filter: brightness(0.95);
    transform: scale(0.98);
  }
  @media (prefers-reduced-motion: reduce) {
    &:has(.ug-card-link:active),
    &[data-pressed] {
      transform: none;
    }
  }
  &:focus-within {
    outline: var(--ug-sizes-focus-ring) solid var(--ug-colors-focus);
  }
  .ug-card-link:focus-visible {
    outline: none;
  }
`;

const Media = styled.div<{ $row: boolean }>`
  flex: none;
  width: ${({ theme, $row }) => ($row ? `${theme.sizes.thumbnail}px` : '100%')};
  height: ${({ theme, $row }) => ($row ? theme.sizes.thumbnail : theme.sizes.cardImage)}px;
  border-radius: ${({ theme, $row }) => ($row ? theme.radii.md : 0)}px;
  overflow: hidden;
  background: var(--ug-colors-surface-muted);
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  /* Out of stock: the picture greys out; the text keeps its contrast. */
  &[data-dim='true'] img {
    filter: grayscale(1);
  }
`;

const Info = styled.div<{ $row: boolean }>`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space100);
  min-width: 0;
  flex: 1;
  padding: ${({ theme, $row }) => ($row ? 0 : theme.space.space300)}px;
  /* The name's clamp below measures the text column against the text size. */
  container-type: inline-size;
`;

const Name = styled.h3`
  margin: 0;
  font-size: var(--ug-font-sizes-md);
  font-weight: var(--ug-font-weights-bold);
  line-height: var(--ug-line-heights-tight);
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  /* Large text in a narrow tile (the column under 7 of its own rem, i.e. 112 px at the default
     size): two lines would keep a word or two; four keep the name readable. */
  @container (max-width: 7rem) {
    -webkit-line-clamp: 4;
  }
`;

const Sub = styled.p`
  margin: 0;
  color: var(--ug-colors-text-muted);
  font-size: var(--ug-font-sizes-sm);
`;

/* A tile's marks sit on its picture's corner, wrapping within the picture's width. */
const Corner = styled.div`
  position: absolute;
  top: var(--ug-space-space200);
  left: var(--ug-space-space200);
  right: var(--ug-space-space200);
  display: flex;
  flex-wrap: wrap;
  gap: var(--ug-space-space100);
  pointer-events: none;
`;

/* A row's thumbnail is too small to carry a mark (at a large text size 'Out of stock' ran over
   the product's name): in rows the marks are a line of the text column, under the price. */
const Marks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ug-space-space100);
`;

function ProductTile({ layout, ...props }: ProductCardProps & { layout: 'card' | 'row' }) {
  const { t } = useUiText();
  const row = layout === 'row';
  const {
    name,
    imageSrc,
    fallbackImageSrc,
    price,
    originalPrice,
    currency,
    subtitle,
    badge,
    outOfStock,
    href,
    onClick,
    renderLink,
    outOfStockLabel,
  } = props;
  const title = href ? (
    renderLink ? (
      renderLink({ href, className: 'ug-card-link', children: name })
    ) : (
      <a className="ug-card-link" href={href} onClick={onClick}>
        {name}
      </a>
    )
  ) : onClick ? (
    <button
      type="button"
      className="ug-card-link"
      onClick={onClick}
      style={{ all: 'inherit', cursor: 'pointer' }}
    >
      {name}
    </button>
  ) : (
    name
  );
  const marks =
    badge || outOfStock ? (
      <>
        {badge ? <Badge variant="danger">{badge}</Badge> : null}
        {outOfStock ? (
          <Badge variant="neutral" solid>
            {outOfStockLabel ?? t('product.outOfStock')}
          </Badge>
        ) : null}
      </>
    ) : null;
  return (
    <Card $row={row}>
      <Media $row={row} data-dim={Boolean(outOfStock)}>
        <ImageWithFallback src={imageSrc} fallbackSrc={fallbackImageSrc} alt="" loading="lazy" />
      </Media>
      <Info $row={row}>
        <Name>{title}</Name>
        {subtitle ? <Sub>{subtitle}</Sub> : null}
        <PriceTag amount={price} originalAmount={originalPrice} currency={currency} size="sm" />
        {row && marks ? <Marks>{marks}</Marks> : null}
      </Info>
      {!row && marks ? <Corner>{marks}</Corner> : null}
    </Card>
  );
}

/** A product tile for grids and strips (home 'Popular', related products). */
export function ProductCard(props: ProductCardProps) {
  return <ProductTile {...props} layout="card" />;
}

/** A product row for lists (product list, search results). */
export function ProductRow(props: ProductCardProps) {
  return <ProductTile {...props} layout="row" />;
}
