import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { pressable } from '@ugift/ui';

/** A column of cards (orders, vouchers, uDollar cards, outlets), without bullets. */
export const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space300}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A column of rows without bullets, close together (a gift's products, social accounts). */
export const StackList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A white card row linking to a detail screen: thumbnail, text, chevron. */
export const ThumbRow = styled(Link)`
  ${pressable}
  display: grid;
  grid-template-columns: ${({ theme }) => theme.sizes.thumbnail}px 1fr auto;
  gap: ${({ theme }) => theme.space.space300}px;
  align-items: center;
  padding: ${({ theme }) => theme.space.space300}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: inherit;
  text-decoration: none;
`;

/** A row's square picture, cropped to fill it, with rounded corners. */
export const Thumb = styled.div`
  width: ${({ theme }) => theme.sizes.thumbnail}px;
  height: ${({ theme }) => theme.sizes.thumbnail}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A row whose pictures are `img`s of their own: the same square, cropped, rounded thumbnail. */
export const thumbnailImages = css`
  img {
    width: ${({ theme }) => theme.sizes.thumbnail}px;
    height: ${({ theme }) => theme.sizes.thumbnail}px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md}px;
  }
`;

/** A row's name, in bold. */
export const ItemName = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** A row's secondary line: small and muted. */
export const ItemNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Cards in two columns, without bullets (products, gift cards). */
export const GridList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space.space300}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A group of cards under its small heading (an h2): the gift cards of one category. */
export const CardGroup = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
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
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
