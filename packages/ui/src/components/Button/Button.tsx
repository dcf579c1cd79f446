import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { css, styled } from 'styled-components';

import { useUiText } from '../../i18n/useUiText';
import { Spinner } from '../Preloader/Spinner';
import { hitArea, pressable } from '../../theme/interaction';

export type ButtonVariant = 'primary' | 'secondary' | 'link' | 'danger';
export type ButtonSize = 'md' | 'sm';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Look of the button. Default 'primary'. */
  variant?: ButtonVariant;
  /** Height: md (48 px) or sm (36 px). Default 'md'. */
  size?: ButtonSize;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  /** Shows a spinner, sets aria-busy and blocks clicks. */
  loading?: boolean;
  /** Accessible text announced while loading (default from i18n 'button.loading'). */
  loadingLabel?: string;
  /** Icon before the label. */
  icon?: ReactNode;
}

const variants = {
  primary: css`
    background: var(--ug-colors-primary);
    color: var(--ug-colors-on-primary);
    &:hover:not(:disabled) {
      background: var(--ug-colors-primary-hover);
    }
  `,
  secondary: css`
    background: var(--ug-colors-surface);
    color: var(--ug-colors-primary);
    border-color: var(--ug-colors-primary);
    &:hover:not(:disabled) {
      background: var(--ug-colors-primary-subtle);
    }
  `,
  danger: css`
    background: var(--ug-colors-danger);
    color: var(--ug-colors-on-danger);
    &:hover:not(:disabled) {
      background: var(--ug-colors-danger-hover);
    }
  `,
  link: css`
    background: transparent;
    color: var(--ug-colors-primary);
    padding-left: 0;
    padding-right: 0;
    min-height: auto;
    text-decoration: underline;
    text-underline-offset: var(--ug-space-space50);
  `,
};

const Root = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $full: boolean }>`
  ${hitArea}
  ${pressable}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--ug-space-space200);
  min-height: ${({ theme, $size }) =>
    $size === 'sm' ? theme.sizes.controlSmall : theme.sizes.control}px;
  padding: 0
    ${({ theme, $size }) => ($size === 'sm' ? theme.space.space300 : theme.space.space500)}px;
  width: ${({ $full }) => ($full ? '100%' : 'auto')};
  border: var(--ug-sizes-border) solid transparent;
  border-radius: var(--ug-radii-pill);
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: var(--ug-font-weights-bold);
  line-height: var(--ug-line-heights-tight);
  cursor: pointer;
  transition: background var(--ug-motion-fast) var(--ug-motion-easing);
  ${({ $variant }) => variants[$variant]}

  &:disabled {
    cursor: not-allowed;
    ${({ $variant, theme }) =>
      $variant === 'link'
        ? `color: ${theme.colors.textDisabled};`
        : `background: ${theme.colors.disabled}; color: ${theme.colors.onDisabled}; border-color: transparent;`}
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/** The kit's button: primary, secondary, danger, link; disabled and loading states. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loading = false,
    loadingLabel,
    icon,
    type = 'button',
    children,
    onClick,
    ...rest
  },
  ref,
) {
  const { t } = useUiText();
  return (
    <Root
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $full={fullWidth}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <Spinner aria-hidden="true" /> : icon}
      <span>{children}</span>
      {loading ? (
        <VisuallyHiddenText>{loadingLabel ?? t('button.loading')}</VisuallyHiddenText>
      ) : null}
    </Root>
  );
});

/** Text only screen readers read. */
export const VisuallyHiddenText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
