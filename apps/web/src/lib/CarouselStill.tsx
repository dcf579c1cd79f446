import styled from 'styled-components';

/**
 * A carousel's first picture alone, as the page's shell drew it (index.html's .shell-picture)
 * and the carousel will: the `<Later>` fallback of a first screen's carousel, drawn a task later.
 * `$ratio` is the carousel's aspect ratio; `$fit` how its pictures fill it.
 */
export const CarouselStill = styled.img<{ $ratio: string; $fit: 'cover' | 'contain' }>`
  display: block;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  object-fit: ${({ $fit }) => $fit};
  border-radius: var(--ug-radii-lg);
  background: var(--ug-colors-surface-muted);
`;
