import { forwardRef, useState } from 'react';

import { useUiText } from '../../i18n/useUiText';
import { Icon } from '../Icon/Icon';
import { AdornmentButton, TextField, type TextFieldProps } from '../TextField/TextField';

export interface PasswordFieldProps extends Omit<
  TextFieldProps,
  'type' | 'endAdornment' | 'label'
> {
  /** Label (default from i18n 'password.label'). */
  label?: string;
  /** Accessible name of the toggle while hidden (default 'Show password'). */
  showLabel?: string;
  /** Accessible name of the toggle while shown (default 'Hide password'). */
  hidePasswordLabel?: string;
  /** Start with the password visible. */
  defaultVisible?: boolean;
}

/** A password input with a show/hide toggle (aria-pressed). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(
    { label, showLabel, hidePasswordLabel, defaultVisible = false, autoComplete, ...rest },
    ref,
  ) {
    const { t } = useUiText();
    const [visible, setVisible] = useState(defaultVisible);
    return (
      <TextField
        ref={ref}
        label={label ?? t('password.label')}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete ?? 'current-password'}
        endAdornment={
          <AdornmentButton
            type="button"
            aria-label={
              visible
                ? (hidePasswordLabel ?? t('password.hide'))
                : (showLabel ?? t('password.show'))
            }
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
            disabled={rest.disabled}
          >
            <Icon name={visible ? 'eyeOff' : 'eye'} />
          </AdornmentButton>
        }
        {...rest}
      />
    );
  },
);
