import { expect, within } from 'storybook/test';

import { t } from '../../../../.storybook/i18n';

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** A screen behind login, opened by a guest: the guard shows the login screen instead. */
export const landsOnLogin: Play = async ({ canvasElement }) => {
  await expect(
    await within(canvasElement).findByRole('button', { name: t('account.login.submit') }),
  ).toBeVisible();
};
