import { expect, waitFor } from 'storybook/test';

/**
 * A story's pressed state: `element` held down as the kit's pressable style draws it (the
 * data-pressed attribute stands for :active, which a screenshot cannot hold), checked to look it
 * once its transition has run.
 */
export async function showPressed(element: HTMLElement, filter = 'brightness(0.9)') {
  element.setAttribute('data-pressed', '');
  await waitFor(() => expect(getComputedStyle(element).filter).toBe(filter));
}
