import { css } from 'styled-components';

/**
 * A hit area of at least `sizes.hitArea` (44 px) around a control whose visual must stay
 * smaller (a 32 px stepper button, a text link, a carousel dot): an invisible ::after centred on
 * it takes the taps. The control must not use ::after itself.
 */
export const hitArea = css`
  position: relative;
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    left: 50%;
    width: max(100%, var(--ug-sizes-hit-area));
    height: max(100%, var(--ug-sizes-hit-area));
    transform: translate(-50%, -50%);
  }
`;

/**
 * The pressed state of anything tappable: a little darker and a little smaller while held, so
 * a tap is seen to land. Without motion the size stays.
 */
export const pressable = css`
  -webkit-tap-highlight-color: transparent;
  &:active:not(:disabled):not([aria-disabled='true']),
  &[data-pressed]:not(:disabled) {
    filter: brightness(0.9);
    transform: scale(0.97);
  }
  @media (prefers-reduced-motion: reduce) {
    &:active:not(:disabled),
    &[data-pressed] {
      transform: none;
    }
  }
`;
