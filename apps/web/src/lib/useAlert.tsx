import { useCallback, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

import { AlertDialog, type AlertDialogProps } from '@ugift/ui';

/** What one alert says, and what happens when it is dismissed. */
export type AlertContent = Pick<
  AlertDialogProps,
  'title' | 'message' | 'okLabel' | 'variant' | 'onClose'
>;

/** A problem found before calling the server: its title and message as i18n keys. */
export interface AlertKeys {
  title: string;
  message: string;
}

/**
 * One alert at a time for a screen's outcomes (spec sections 5 and 8: validation problems,
 * 'Profile updated', 'Redeem Failed'): `show` opens the kit's AlertDialog with this content,
 * `showKeys` with a title and message given as i18n keys; render `alert` once.
 */
export function useAlert(): {
  alert: ReactElement;
  show: (content: AlertContent) => void;
  showKeys: (keys: AlertKeys) => void;
} {
  const { t } = useTranslation();
  const [content, setContent] = useState<AlertContent | null>(null);
  const show = useCallback((next: AlertContent) => setContent(next), []);
  const showKeys = useCallback(
    (keys: AlertKeys) => setContent({ title: t(keys.title), message: t(keys.message) }),
    [t],
  );
  const alert = (
    <AlertDialog
      open={content !== null}
      onOpenChange={(open) => {
        // onClose may have opened the next alert already: only close the one being dismissed.
        const closing = content;
        if (!open) setContent((current) => (current === closing ? null : current));
      }}
      title={content?.title ?? ''}
      message={content?.message}
      okLabel={content?.okLabel}
      variant={content?.variant}
      onClose={content?.onClose}
    />
  );
  return { alert, show, showKeys };
}
