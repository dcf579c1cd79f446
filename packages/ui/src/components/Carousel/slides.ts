import { useSyncExternalStore } from 'react';

/** The slide after `index`; wraps to 0 when looping, else stays on the last. */
export function nextSlide(index: number, count: number, loop = true): number {
  if (count <= 0) return 0;
  if (index + 1 < count) return index + 1;
  return loop ? 0 : count - 1;
}

/** The slide before `index`; wraps to the last when looping, else stays on 0. */
export function previousSlide(index: number, count: number, loop = true): number {
  if (count <= 0) return 0;
  if (index > 0) return index - 1;
  return loop ? count - 1 : 0;
}

/** Horizontal distance (px) a swipe must travel to change slide. */
export const SWIPE_THRESHOLD = 40;

/** -1 (swipe right: previous), 1 (swipe left: next) or 0 (too short or mostly vertical). */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

const query = '(prefers-reduced-motion: reduce)';

function subscribe(callback: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(query);
  list.addEventListener?.('change', callback);
  return () => list.removeEventListener?.('change', callback);
}

/** True when the user asks for reduced motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () =>
      typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false,
    () => false,
  );
}
