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
  border-radius: ${({ theme }) => theme.radii.round};
  border: ${({ theme }) => theme.sizes.focusRing}px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} ${({ theme }) => theme.motion.spin}ms linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
