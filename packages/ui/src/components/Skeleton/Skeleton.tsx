import { keyframes, styled } from 'styled-components';

import { sizes } from '../../theme/tokens';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

export interface SkeletonProps {
  /** CSS width (number = px). Default '100%'. */
  width?: number | string;
  /** CSS height (number = px). Default one line of text. */
  height?: number | string;
  /** Round (avatars). */
  circle?: boolean;
  /** Number of stacked lines (the last one shorter). Default 1. */
  lines?: number;
}

const Bone = styled.span<{ $width: string; $height: string; $circle: boolean }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $circle }) => ($circle ? theme.radii.round : `${theme.radii.sm}px`)};
  background: linear-gradient(
    90deg,
    var(--ug-colors-skeleton) 25%,
    var(--ug-colors-skeleton-highlight) 50%,
    var(--ug-colors-skeleton) 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} var(--ug-motion-shimmer) linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: var(--ug-colors-skeleton);
  }
`;

const Stack = styled.span`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space200);
`;

const css = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/** A loading placeholder; hidden from assistive technology (announce loading elsewhere). */
export function Skeleton({
  width = '100%',
  height = '1em',
  circle = false,
  lines = 1,
}: SkeletonProps) {
  if (lines <= 1) {
    return <Bone aria-hidden="true" $width={css(width)} $height={css(height)} $circle={circle} />;
  }
  return (
    <Stack aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Bone
          key={i}
          $width={i === lines - 1 ? '60%' : css(width)}
          $height={css(height)}
          $circle={false}
        />
      ))}
    </Stack>
  );
}

const Tiles = styled.span`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: var(--ug-space-space300);
`;

const Tile = styled.span`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space200);
`;

const Rows = styled.span`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space400);
`;

const Row = styled.span`
  display: flex;
  align-items: center;
  gap: var(--ug-space-space300);
  & > :last-child {
    flex: 1;
  }
`;

/** Placeholders shaped like a grid of product tiles (picture, name, price). */
export function SkeletonTiles({ count = 4 }: { count?: number }) {
  return (
    <Tiles aria-hidden="true" data-skeleton="tiles">
      {Array.from({ length: count }, (_, i) => (
        <Tile key={i}>
          <Skeleton height={sizes.cardImage} />
          <Skeleton width="80%" />
          <Skeleton width="40%" />
        </Tile>
      ))}
    </Tiles>
  );
}

/** Placeholders shaped like list rows (thumbnail, two lines): orders, vouchers, friends. */
export function SkeletonList({ count = 4, circle = false }: { count?: number; circle?: boolean }) {
  return (
    <Rows aria-hidden="true" data-skeleton="list">
      {Array.from({ length: count }, (_, i) => (
        <Row key={i}>
          <Skeleton width={sizes.thumbnail} height={sizes.thumbnail} circle={circle} />
          <Skeleton lines={2} />
        </Row>
      ))}
    </Rows>
  );
}

/** A placeholder shaped like a detail page: the picture, the title, the price, the text. */
export function SkeletonDetail() {
  return (
    <Rows aria-hidden="true" data-skeleton="detail">
      <Skeleton height={sizes.cardImage * 2} />
      <Skeleton width="70%" height="1.5em" />
      <Skeleton width="30%" />
      <Skeleton lines={3} />
    </Rows>
  );
}
