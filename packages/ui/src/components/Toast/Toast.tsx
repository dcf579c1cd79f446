import { styled } from 'styled-components';

import { useUiText } from '../../i18n/useUiText';
import { hitArea, pressable } from '../../theme/interaction';

export type ToastVariant = 'info' | 'success' | 'danger';

export interface ToastProps {
  /** The message shown. */
  message: string;
  /** Colour of the leading stripe. Default 'info'. */
  variant?: ToastVariant;
  /** Shows a dismiss button when given. */
  onDismiss?: () => void;
  /** Accessible name of the dismiss button (default from i18n 'toast.dismiss'). */
  dismissLabel?: string;
  /** One action, such as Undo, shown as a button before the dismiss button. */
  action?: ToastAction;
}

export interface ToastAction {
  /** The button's text (translated by the caller). */
  label: string;
  onClick: () => void;
}

const Box = styled.div<{ $variant: ToastVariant }>`
  display: flex;
  align-items: center;
  gap: var(--ug-space-space300);
  padding: var(--ug-space-space300) var(--ug-space-space400);
  border-radius: var(--ug-radii-md);
  border-left: var(--ug-space-space100) solid
    ${({ theme, $variant }) =>
      $variant === 'danger'
        ? theme.colors.danger
        : $variant === 'success'
          ? theme.colors.success
          : theme.colors.primary};
  background: var(--ug-colors-toast);
  color: var(--ug-colors-on-toast);
  box-shadow: var(--ug-shadows-lg);
  font-size: var(--ug-font-sizes-sm);
`;

const Message = styled.span`
  flex: 1;
`;

const Dismiss = styled.button`
  ${hitArea}
  ${pressable}
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  padding: var(--ug-space-space100);
  font-size: var(--ug-font-sizes-lg);
  line-height: 1;
`;

const Action = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  min-height: 44px;
  padding: 0 var(--ug-space-space200);
  font: inherit;
  font-weight: var(--ug-font-weights-bold);
  text-decoration: underline;
  text-underline-offset: 0.2em;
`;

/** One toast message. Usually shown through `useToast().show(...)`. */
export function Toast({ message, variant = 'info', onDismiss, dismissLabel, action }: ToastProps) {
  const { t } = useUiText();
  return (
    <Box $variant={variant} data-variant={variant}>
      <Message>{message}</Message>
      {action ? (
        <Action type="button" onClick={action.onClick}>
          {action.label}
        </Action>
      ) : null}
      {onDismiss ? (
        <Dismiss type="button" aria-label={dismissLabel ?? t('toast.dismiss')} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </Dismiss>
      ) : null}
    </Box>
  );
}
