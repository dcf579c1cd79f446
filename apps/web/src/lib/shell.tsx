import { useIsFetching } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router';
import styled, { keyframes, useTheme } from 'styled-components';

/**
 * The app shell's accessibility mechanisms: the skip link, focus on the page heading after an
 * in-app navigation, the height the bottom bars reserve so that focus never hides under them
 * (WCAG 2.4.11), and the one navigation progress indicator.
 */

/** The sticky bottom bars on screen now (a screen's Checkout / Add to Cart bar, the tab bar). */
const bottomBars = new Set<HTMLElement>();

/**
 * Marks a sticky bottom bar (the screen's Checkout / Add to Cart bar, the tab bar): focus
 * scrolled into view stops above it, not under it. Nothing is measured until a keyboard user
 * moves focus: a bar's mount forces no layout and restyles nothing (issue 17: on a phone's first
 * load, a measure here cost a layout of the whole page in the bar's task).
 */
export function useBottomBar(ref: RefObject<HTMLElement | null>, active = true) {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return undefined;
    bottomBars.add(element);
    return () => {
      bottomBars.delete(element);
    };
  }, [ref, active]);
}

/**
 * The height at the bottom of the viewport the bottom bars cover now: from the top of the highest
 * bar to the viewport's end (0 when none is shown or laid out).
 */
export function bottomBarsHeight(): number {
  let covered = 0;
  for (const bar of bottomBars) {
    const rect = bar.getBoundingClientRect();
    if (rect.height === 0) continue;
    covered = Math.max(covered, window.innerHeight - rect.top);
  }
  return covered;
}

function keyboardFocus(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // A DOM without the selector (jsdom): treat it as keyboard focus.
    return true;
  }
}

/**
 * Keeps the focused element out from under the sticky top bar and bottom bars (WCAG 2.4.11):
 * focus that lands under a bar scrolls the page by what the bar covers. Not CSS scroll-padding:
 * Chromium applies it to the bars' own buttons too, and focusing 'Checkout' in the bottom bar
 * (or the back arrow in the top bar) jumped the page to its end (or its start).
 */
export function useFocusNotObscured() {
  const theme = useTheme();
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || target === document.body) return;
      // Keyboard focus only (WCAG 2.4.11): a row tapped half under a bar is already seen.
      if (!keyboardFocus(target)) return;
      // Inside a bar or a dialog (fixed, above everything): nothing can hide it.
      if (target.closest('[data-bar], header, nav, [role="dialog"], [role="alertdialog"]')) return;
      const rect = target.getBoundingClientRect();
      // No layout box (hidden, or a DOM without layout): nothing to keep in view.
      if (rect.width === 0 && rect.height === 0) return;
      const top = theme.layout.headerHeight;
      const bottom = window.innerHeight - bottomBarsHeight();
      if (rect.height > bottom - top) return;
      if (rect.bottom > bottom) window.scrollBy({ top: rect.bottom - bottom + 8 });
      else if (rect.top < top) window.scrollBy({ top: rect.top - top - 8 });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [theme]);
}

/**
 * After an in-app navigation, focus moves to the new page's heading (tabindex -1) so that a
 * screen reader starts reading the new page; on the first load it stays where the browser puts it.
 */
export function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target =
      document.querySelector<HTMLElement>('main h1, h1') ?? document.querySelector('main');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);
}

const SkipAnchor = styled.a`
  position: fixed;
  top: var(--ug-space-space200);
  left: var(--ug-space-space200);
  z-index: var(--ug-z-indices-toast);
  display: inline-flex;
  align-items: center;
  min-height: var(--ug-sizes-hit-area);
  padding: 0 var(--ug-space-space400);
  border-radius: var(--ug-radii-pill);
  background: var(--ug-colors-surface);
  color: var(--ug-colors-primary);
  font-weight: var(--ug-font-weights-bold);
  /* Out of sight, its shadow too, until it has focus; transparent as well, because a fixed
     element moved above the viewport still shows in a full-page capture of a scrolled page. */
  transform: translateY(-300%);
  opacity: 0;
  &:focus {
    transform: none;
    opacity: 1;
    box-shadow: var(--ug-shadows-lg);
  }
`;

/** 'Skip to content': the first Tab stop of every page, to the main landmark. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <SkipAnchor
      href="#main"
      onClick={(event) => {
        // Not a hash navigation: the router would treat it as a new location.
        event.preventDefault();
        const main = document.getElementById('main');
        main?.focus({ preventScroll: true });
        main?.scrollIntoView({ block: 'start' });
      }}
    >
      {t('shell.skipToContent')}
    </SkipAnchor>
  );
}

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: var(--ug-z-indices-toast);
  height: var(--ug-space-space100);
  overflow: hidden;
  background: var(--ug-colors-primary-subtle);
  pointer-events: none;
`;

const Runner = styled.div`
  width: 40%;
  height: 100%;
  background: var(--ug-colors-primary);
  animation: ${slide} 1.1s var(--ug-motion-easing) infinite;
  @media (prefers-reduced-motion: reduce) {
    width: 100%;
    animation: none;
    opacity: 0.6;
  }
`;

/** How long a load may take before the indicator shows (a fast one shows nothing). */
const PROGRESS_DELAY_MS = 150;

/**
 * The one progress indicator of in-app navigations: a thin bar across the top while the router
 * loads the next page (its lazy chunk, its loader) or a page's first data is on its way.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const firstLoads = useIsFetching({ predicate: (query) => query.state.data === undefined });
  const busy = navigation.state !== 'idle' || firstLoads > 0;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) return undefined;
    const timer = setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [busy]);
  if (!busy || !shown) return null;
  return (
    <Track role="progressbar" aria-label={t('shell.navigating')} data-testid="navigation-progress">
      <Runner />
    </Track>
  );
}
