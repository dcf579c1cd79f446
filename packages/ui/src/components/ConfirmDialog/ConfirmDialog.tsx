import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { styled } from 'styled-components';

import { useUiText } from '../../i18n/useUiText';
import { usePortalContainer } from '../../theme/portal';
import { useScopedThemeStyle } from '../../theme/ThemeScope';
import { Button } from '../Button/Button';
import { useFocusReturn } from '../Modal/focus-return';
import { Overlay } from '../Modal/Modal';

const Panel = styled(Dialog.Content)`
  position: fixed;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  z-index: var(--ug-z-indices-modal);
  width: calc(100% - var(--ug-space-space1200));
  max-width: var(--ug-sizes-dialog-width);
  padding: var(--ug-space-space600) var(--ug-space-space500) var(--ug-space-space500);
  border-radius: var(--ug-radii-lg);
  background: var(--ug-colors-surface);
  box-shadow: var(--ug-shadows-lg);
  text-align: center;
  &:focus {
    outline: none;
  }
`;

const Title = styled(Dialog.Title)<{ $danger: boolean }>`
  margin: 0 0 var(--ug-space-space200);
  font-size: var(--ug-font-sizes-lg);
  font-weight: var(--ug-font-weights-bold);
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
`;

const Message = styled(Dialog.Description)`
  margin: 0 0 var(--ug-space-space500);
  color: var(--ug-colors-text-muted);
  white-space: pre-line;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space200);
`;

export type DialogVariant = 'default' | 'danger';

interface BaseDialogProps {
  /** Controlled open state. */
  open: boolean;
  /** Called with false when the dialog closes (Escape, a button). */
  onOpenChange: (open: boolean) => void;
  /** Required title, e.g. 'Login failed'. */
  title: ReactNode;
  /** Message under the title (server message, confirmation question). */
  message?: ReactNode;
  /** 'danger' colours the title and the main action red. */
  variant?: DialogVariant;
  /** Extra buttons under the main ones (e.g. 'Bring me to the app'). */
  extraActions?: ReactNode;
}

export interface ConfirmDialogProps extends BaseDialogProps {
  /** Main action label (default from i18n 'common.confirm'). */
  confirmLabel?: string;
  /** Cancel label (default from i18n 'common.cancel'). */
  cancelLabel?: string;
  /** Called on the main action; the dialog then closes. */
  onConfirm: () => void;
  /** Called on Cancel (and Escape); the dialog then closes. */
  onCancel?: () => void;
  /** Shows a spinner on the main action and keeps the dialog open. */
  loading?: boolean;
  /**
   * The main action cannot be undone ('Mark as used', 'Cancel order'): the dialog opens with
   * focus on Cancel, the safe choice, so an Enter pressed by habit changes nothing. Default: true
   * for the 'danger' variant.
   */
  destructive?: boolean;
}

/** A titled question with a main action and Cancel (e.g. 'Mark as used' / 'Cancel'). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  variant = 'default',
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  loading,
  extraActions,
  destructive = variant === 'danger',
}: ConfirmDialogProps) {
  const { t } = useUiText();
  const container = usePortalContainer();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const focus = useFocusReturn({}, destructive ? cancelRef : undefined);
  const scope = useScopedThemeStyle();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel?.();
        onOpenChange(next);
      }}
    >
      <Dialog.Portal container={container}>
        <Overlay />
        <Panel
          role="alertdialog"
          {...(message ? {} : { 'aria-describedby': undefined })}
          style={scope}
          {...focus}
        >
          <Title $danger={variant === 'danger'}>{title}</Title>
          {message ? <Message>{message}</Message> : null}
          <Actions>
            <Button
              variant={variant === 'danger' ? 'danger' : 'primary'}
              fullWidth
              loading={loading}
              onClick={() => {
                onConfirm();
                if (!loading) onOpenChange(false);
              }}
            >
              {confirmLabel ?? t('common.confirm')}
            </Button>
            {extraActions}
            <Dialog.Close asChild>
              <Button ref={cancelRef} variant="secondary" fullWidth>
                {cancelLabel ?? t('common.cancel')}
              </Button>
            </Dialog.Close>
          </Actions>
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface AlertDialogProps extends BaseDialogProps {
  /** The dismiss button's label (default from i18n 'common.ok'), e.g. 'Login Now'. */
  okLabel?: string;
  /** Called when the alert is dismissed (button or Escape). */
  onClose?: () => void;
}

/** A titled alert with one button: errors of spec section 8 ('Login failed', 'Redeem Failed'). */
export function AlertDialog({
  open,
  onOpenChange,
  title,
  message,
  variant = 'default',
  okLabel,
  onClose,
  extraActions,
}: AlertDialogProps) {
  const { t } = useUiText();
  const container = usePortalContainer();
  const focus = useFocusReturn();
  const scope = useScopedThemeStyle();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose?.();
        onOpenChange(next);
      }}
    >
      <Dialog.Portal container={container}>
        <Overlay />
        <Panel
          role="alertdialog"
          {...(message ? {} : { 'aria-describedby': undefined })}
          style={scope}
          {...focus}
        >
          <Title $danger={variant === 'danger'}>{title}</Title>
          {message ? <Message>{message}</Message> : null}
          <Actions>
            <Dialog.Close asChild>
              <Button variant={variant === 'danger' ? 'danger' : 'primary'} fullWidth>
                {okLabel ?? t('common.ok')}
              </Button>
            </Dialog.Close>
            {extraActions}
          </Actions>
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
