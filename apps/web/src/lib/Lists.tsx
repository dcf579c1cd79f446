import { Link } from 'react-router';
import styled from 'styled-components';

/** A column of cards (orders, vouchers, uDollar cards, outlets), without bullets. */
export const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space300}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A white card row linking to a detail screen: thumbnail, text, chevron. */
export const ThumbRow = styled(Link)`
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
