import { useCallback, useRef, type RefObject } from 'react';

/**
 * The last element outside a dialog that had focus. A dialog opened after an action (the
 * 'Login failed' alert once the request ends) finds `document.activeElement` on <body> when the
 * button that started it was disabled while it ran: this remembers that button.
 */
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && target !== document.body && !insideDialog(target)) {
        lastFocused = target;
      }
    },
    true,
  );
}

function insideDialog(element: Element): boolean {
  return element.closest('[role="dialog"], [role="alertdialog"]') !== null;
}

function canTakeFocus(element: HTMLElement | null): element is HTMLElement {
  if (!element || !element.isConnected || element === document.body) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  // Not aria-hidden: the open dialog hides the page with it while these checks run.
  // Hidden by display: none (no layout box); jsdom has no layout, so only check where there is one.
  return !(element.getClientRects().length === 0 && hasLayout());
}

function hasLayout(): boolean {
  return document.body.getClientRects().length > 0 && document.body.offsetHeight > 0;
}

/** Where focus goes when the opener is gone: the page's heading, else its main landmark. */
function fallbackTarget(): HTMLElement | null {
  const target =
    document.querySelector<HTMLElement>('main h1, h1') ?? document.querySelector('main');
  if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
}

/** The element a dialog should give focus back to: the opener, or the last focused one. */
function currentOpener(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !insideDialog(active)) {
    return active;
  }
  return canTakeFocus(lastFocused) ? lastFocused : null;
}

/** Gives focus back to `opener` (never leaves it on <body>). */
function returnFocus(opener: HTMLElement | null) {
  const target = canTakeFocus(opener) ? opener : fallbackTarget();
  target?.focus();
}

/**
 * Radix Dialog returns focus only to a `Dialog.Trigger`; a dialog opened from state (every
 * alert, the filter and sort sheets opened by a plain button) dropped it on <body>. These
 * handlers remember the focused element when the dialog opens and give focus back to it when it
 * closes; `initialFocus` picks the element focused on opening (the safe choice of a destructive
 * confirm) instead of the first tabbable one.
 */
export function useFocusReturn(
  {
    onOpenAutoFocus,
    onCloseAutoFocus,
  }: {
    onOpenAutoFocus?: (event: Event) => void;
    onCloseAutoFocus?: (event: Event) => void;
  } = {},
  initialFocus?: RefObject<HTMLElement | null>,
) {
  const opener = useRef<HTMLElement | null>(null);
  const handleOpen = useCallback(
    (event: Event) => {
      opener.current = currentOpener();
      onOpenAutoFocus?.(event);
      if (!event.defaultPrevented && initialFocus?.current) {
        event.preventDefault();
        initialFocus.current.focus();
      }
    },
    [onOpenAutoFocus, initialFocus],
  );
  const handleClose = useCallback(
    (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      returnFocus(opener.current);
      opener.current = null;
    },
    [onCloseAutoFocus],
  );
  return { onOpenAutoFocus: handleOpen, onCloseAutoFocus: handleClose };
}
