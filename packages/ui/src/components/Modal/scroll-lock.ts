import { useEffect } from 'react';

/**
 * The page under an open dialog does not scroll. Radix's Dialog.Overlay locks it with
 * react-remove-scroll, which measures the page in the middle of the dialog's first render (the
 * body's computed margins and the page's width: a style recalculation and a layout of the whole
 * page, forced before the dialog has been drawn once): on a phone, a good part of the task that
 * opens a dialog. Here the body stops scrolling instead (CSS gives its overflow to the viewport),
 * after the dialog's first frame, when the page's layout is current and measuring it costs
 * nothing; a scroll bar that takes room (a desktop's) is made up for by the body's padding, so
 * nothing moves sideways. Dialogs over dialogs share one lock; the last one closed gives the page
 * back its own styles.
 */
let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

function lock() {
  locks += 1;
  if (locks > 1) return;
  const root = document.documentElement;
  const body = document.body;
  const scrollBar = window.innerWidth - root.clientWidth;
  saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  body.style.overflow = 'hidden';
  if (scrollBar > 0) {
    const padding = Number.parseFloat(getComputedStyle(body).paddingRight) || 0;
    body.style.paddingRight = `${padding + scrollBar}px`;
  }
}

function unlock() {
  locks -= 1;
  if (locks > 0 || !saved) return;
  document.body.style.overflow = saved.overflow;
  document.body.style.paddingRight = saved.paddingRight;
  saved = null;
}

/** Keeps the page from scrolling while the calling component (a dialog's overlay) is mounted. */
export function useScrollLock() {
  useEffect(() => {
    lock();
    return unlock;
  }, []);
}

/** Test seam: whether the page is locked now. */
export function pageScrollLocked(): boolean {
  return locks > 0;
}
