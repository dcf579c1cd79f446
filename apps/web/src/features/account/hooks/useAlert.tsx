import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { AlertDialog } from '@ugift/ui';

import type { Problem } from '../lib/validation';

interface AlertState {
  title: string;
  message?: string;
  okLabel?: string;
  variant?: 'danger';
  onClose?: () => void;
}

/**
 * One alert at a time for a screen: validation problems, server failures and confirmations
 * (spec sections 5 and 8). Returns the element to render and the functions that open it.
 */
export function useAlert(): {
  alert: ReactNode;
  show: (state: AlertState) => void;
  showProblem: (problem: Problem) => void;
} {
  const { t } = useTranslation();
  const [state, setState] = useState<AlertState | null>(null);
  const show = useCallback((next: AlertState) => setState(next), []);
  const showProblem = useCallback(
    (problem: Problem) => setState({ title: t(problem.title), message: t(problem.message) }),
    [t],
  );
  const alert = (
    <AlertDialog
      open={state !== null}
      onOpenChange={(open) => {
        // onClose may have opened the next alert already: only close the one being dismissed.
        const closing = state;
        if (!open) setState((current) => (current === closing ? null : current));
      }}
      title={state?.title ?? ''}
      message={state?.message}
      okLabel={state?.okLabel}
      variant={state?.variant}
      onClose={state?.onClose}
    />
  );
  return { alert, show, showProblem };
}
