import { defaultLabels } from '@ugift/giftcard-renderer';

/**
 * The renderer's English labels (its defaults) that show on the page: in its text or in the
 * accessible names and descriptions of its elements. Empty when the app passed its translations.
 * Placeholders are left out: they come from the card design's data, not from the renderer.
 */
export function rendererEnglishOn(root: HTMLElement = document.body): string[] {
  const attributes = [...root.querySelectorAll('*')].flatMap((element) =>
    ['aria-label', 'aria-description', 'title', 'alt'].map(
      (name) => element.getAttribute(name) ?? '',
    ),
  );
  const shown = [root.textContent ?? '', ...attributes].join('\n');
  return Object.values(defaultLabels)
    .map((label) => label.replace('{name}', '').trim())
    .filter((label) => shown.includes(label));
}
