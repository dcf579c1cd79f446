/**
 * The page's shell (index.html): the column, the top bar and the ring, drawn by the page before
 * any script has run, and on a first visit to the home or a product the screen's largest picture
 * (the early script, src/early.ts). It stays until the app's first screen is drawn, and that
 * screen's commit removes it (app/layouts/RootLayout), so the page goes from the shell to the
 * screen in one frame, without an app-drawn copy of the shell between them.
 */
const SHELL = '#root > .shell';

/** Whether the page's shell is still on screen. */
export function shellShown(): boolean {
  return typeof document !== 'undefined' && document.querySelector(SHELL) !== null;
}

/** Removes the page's shell: the app's first screen (or its error page) is drawn. */
export function removeShell(): void {
  document.querySelector(SHELL)?.remove();
}
