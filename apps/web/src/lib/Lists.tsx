import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { pressable } from '@ugift/ui';

/** A column of cards (orders, vouchers, uDollar cards, outlets), without bullets. */
export const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space300);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A column of rows without bullets, close together (a gift's products, social accounts). */
export const StackList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space200);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A white card row linking to a detail screen: thumbnail, text, chevron. */
export const ThumbRow = styled(Link)`
  ${pressable}
  display: grid;
  grid-template-columns: var(--ug-sizes-thumbnail) 1fr auto;
  gap: var(--ug-space-space300);
  align-items: center;
  padding: var(--ug-space-space300);
  border-radius: var(--ug-radii-lg);
  background: var(--ug-colors-surface);
  box-shadow: var(--ug-shadows-sm);
  color: inherit;
  text-decoration: none;
`;

/** A row's square picture, cropped to fill it, with rounded corners. */
export const Thumb = styled.div`
  width: var(--ug-sizes-thumbnail);
  height: var(--ug-sizes-thumbnail);
  overflow: hidden;
  border-radius: var(--ug-radii-md);
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A row whose pictures are `img`s of their own: the same square, cropped, rounded thumbnail. */
export const thumbnailImages = css`
  img {
    width: var(--ug-sizes-thumbnail);
    height: var(--ug-sizes-thumbnail);
    object-fit: cover;
    border-radius: var(--ug-radii-md);
  }
`;

/** A row's name, in bold. */
export const ItemName = styled.p`
  margin: 0;
  font-weight: var(--ug-font-weights-bold);
`;

/** A row's secondary line: small and muted. */
export const ItemNote = styled.p`
  margin: 0;
  color: var(--ug-colors-text-muted);
  font-size: var(--ug-font-sizes-sm);
`;

/** Cards in two columns, without bullets (products, gift cards). */
export const GridList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: var(--ug-space-space300);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A group of cards under its small heading (an h2): the gift cards of one category. */
export const CardGroup = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space200);
  h2 {
    margin: 0;
    font-size: var(--ug-font-sizes-md);
  }
`;

/**
 * A gift card's picture (an `img`): the width of its box at the cards' 686:460, cropped, on the
 * muted colour while it loads; the box sets its corners.
 */
export const cardPicture = css`
  display: block;
  width: 100%;
  aspect-ratio: 686 / 460;
  object-fit: cover;
  background: var(--ug-colors-surface-muted);
`;
