import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * The first screen of a page load drawn in tasks a phone can answer a tap between (issue 17).
 * A phone's first render of a full screen is one long task; each `<Later>` part of it is drawn in
 * a task of its own after it, in document order, showing its fallback (a skeleton shaped like it)
 * until then. Only the page load's first screen is drawn so, and only when the app's entry asks
 * (main.tsx): the screens reached inside the app, the unit tests and Storybook draw at once.
 */
let staging = false;
const waiting: (() => void)[] = [];
let pumping = false;

/** The app's entry: the first screen's `<Later>` parts are drawn in tasks of their own. */
export function stageFirstScreen() {
  staging = true;
}

/** Resolves in a new task (after the browser has had its chance to handle input and paint). */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

function pump() {
  if (pumping) return;
  pumping = true;
  void (async () => {
    while (waiting.length) {
      await nextTask();
      // One part per task: its render (a microtask of the state change) finishes in this task.
      waiting.shift()?.();
    }
    pumping = false;
    // The first screen is drawn: what comes after draws at once.
    staging = false;
  })();
}

/**
 * Draws `children` in a task after the current one on the page load's first screen. On a page
 * the server drew (issue 43), where the app hydrates what is there instead, each part is a
 * Suspense boundary of its own: React hydrates the screen's frame first and each such part (the
 * screen's lower rows, its carousels, its description) in later work it can yield in, so a tap
 * between them is answered (and a tap inside one hydrates that one first).
 */
export function Later({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [shown, setShown] = useState(!staging);
  useEffect(() => {
    if (shown) return undefined;
    let mounted = true;
    waiting.push(() => {
      if (mounted) setShown(true);
    });
    pump();
    return () => {
      mounted = false;
    };
  }, [shown]);
  return <Suspense fallback={fallback}>{shown ? children : fallback}</Suspense>;
}

/** Test seam: back to drawing at once, nothing waiting. */
export function resetStaging() {
  staging = false;
  waiting.length = 0;
  pumping = false;
}
