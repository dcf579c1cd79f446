import { Link } from 'react-router';
import styled from 'styled-components';
import { pressable } from '@ugift/ui';
import { cardPicture } from '../../../lib/Lists';

const Tile = styled(Link)`
  ${pressable}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200}px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  img {
    ${cardPicture}
    border-radius: ${({ theme }) => theme.radii.md}px;
  }
`;

/** A picture with its name under it, leading to one item (a gift card, a category). */
export function TileLink({ to, image, name }: { to: string; image: string; name: string }) {
  return (
    <Tile to={to}>
      <img src={image} alt="" loading="lazy" />
      <span>{name}</span>
    </Tile>
  );
}
