import { Link } from 'react-router';
import styled from 'styled-components';
import { pressable } from '@ugift/ui';
import { cardPicture } from '../../../lib/Lists';

const Tile = styled(Link)`
  ${pressable}
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space200);
  color: var(--ug-colors-text);
  text-decoration: none;
  font-size: var(--ug-font-sizes-sm);
  font-weight: var(--ug-font-weights-bold);

  img {
    ${cardPicture}
    border-radius: var(--ug-radii-md);
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
