import { keyframes, styled } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** A small indeterminate spinner in currentColor; static under reduced motion. */
export const Spinner = styled.span<{ $size?: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size, theme }) => $size ?? theme.sizes.iconSmall}px;
  height: ${({ $size, theme }) => $size ?? theme.sizes.iconSmall}px;
  border-radius: var(--ug-radii-round);
  border: var(--ug-sizes-focus-ring) solid currentColor;
  border-right-color: transparent;
  animation: ${spin} var(--ug-motion-spin) linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
