import { keyframes, styled } from 'styled-components';

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
    ${({ theme }) => theme.colors.skeleton} 25%,
    ${({ theme }) => theme.colors.skeletonHighlight} 50%,
    ${({ theme }) => theme.colors.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} ${({ theme }) => theme.motion.shimmer}ms linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${({ theme }) => theme.colors.skeleton};
  }
`;

const Stack = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200}px;
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
