import { styled } from 'styled-components';

import { ImageWithFallback } from '../ImageWithFallback/ImageWithFallback';

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarProps {
  /** Picture URL; when missing or failing, the initial is shown. */
  src?: string | null;
  /** Name (or '+phone'): its first letter is the initial and the accessible name. */
  name: string;
  /** sm 32, md 48, lg 72 px. Default 'md'. */
  size?: AvatarSize;
}

const px = { sm: 'avatarSmall', md: 'avatar', lg: 'avatarLarge' } as const;

const Circle = styled.span<{ $size: AvatarSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  overflow: hidden;
  width: ${({ theme, $size }) => theme.sizes[px[$size]]}px;
  height: ${({ theme, $size }) => theme.sizes[px[$size]]}px;
  border-radius: var(--ug-radii-round);
  background: var(--ug-colors-primary-subtle);
  color: var(--ug-colors-primary);
  font-weight: var(--ug-font-weights-bold);
  font-size: ${({ theme, $size }) =>
    $size === 'lg'
      ? theme.fontSizes.xxl
      : $size === 'md'
        ? theme.fontSizes.xl
        : theme.fontSizes.md};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The first visible letter of a name or phone ('+65 9123' gives '6'), upper-cased. */
export function avatarInitial(name: string): string {
  const match = /[\p{L}\p{N}]/u.exec(name);
  return match ? match[0].toLocaleUpperCase() : '?';
}

/** A round picture, or the name's initial when there is none or it fails to load. */
export function Avatar({ src, name, size = 'md' }: AvatarProps) {
  const initial = (
    <span role="img" aria-label={name}>
      {avatarInitial(name)}
    </span>
  );
  return (
    <Circle $size={size}>
      {src ? <ImageWithFallback src={src} alt={name} fallback={initial} /> : initial}
    </Circle>
  );
}
