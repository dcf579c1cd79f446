import { expect, within } from 'storybook/test';

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** A screen behind login, opened by a guest: the guard shows the login screen instead. */
export const landsOnLogin: Play = async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByRole('button', { name: /^Login$/ })).toBeVisible();
};
