import { useState, type ReactElement } from 'react';

import { AlertDialog, type AlertDialogProps } from '@ugift/ui';

/** What one alert says, and what happens when it is dismissed. */
export type AlertContent = Pick<AlertDialogProps, 'title' | 'message' | 'variant' | 'onClose'>;

/**
 * One alert at a time for a screen's outcomes (spec section 8: 'Profile updated', 'Redeem Failed'):
 * `show` opens the kit's AlertDialog with this content; render `alert` once.
 */
export function useAlert(): { show: (content: AlertContent) => void; alert: ReactElement } {
  const [content, setContent] = useState<AlertContent | null>(null);
  const alert = (
    <AlertDialog
      open={content !== null}
      onOpenChange={(open) => {
        if (!open) setContent(null);
      }}
      title={content?.title ?? ''}
      message={content?.message}
      variant={content?.variant}
      onClose={content?.onClose}
    />
  );
  return { show: setContent, alert };
}
