import type { ReactNode } from 'react';

import { useUiText } from '../../i18n/useUiText';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';

export interface LoginPromptProps {
  /** Called by the login button (navigate to /login). */
  onLogin: () => void;
  /** Message (default from i18n: 'Welcome, please login to continue'). */
  message?: ReactNode;
  /** Button label (default from i18n: 'Login Now'). */
  loginLabel?: string;
  /** A second action under the button (e.g. Cancel). */
  secondaryAction?: ReactNode;
}

/** The guest state of member-only screens: 'Welcome, please login to continue' and Login Now. */
export function LoginPrompt({ onLogin, message, loginLabel, secondaryAction }: LoginPromptProps) {
  const { t } = useUiText();
  return (
    <EmptyState
      icon="user"
      title={message ?? t('loginPrompt.message')}
      action={
        <>
          <Button onClick={onLogin}>{loginLabel ?? t('loginPrompt.login')}</Button>
          {secondaryAction}
        </>
      }
    />
  );
}
