import { expect, within } from 'storybook/test';

import type { Language } from '../lib/i18n';

const LOGIN_NOW: Record<Language, string> = {
  eng: 'Login Now',
  cn: '立即登录',
  jp: '今すぐログイン',
};

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** A public screen's guest in one language: the kit's login prompt, with Login Now. */
export function guestPromptIn(locale: Language): { globals: { locale: Language }; play: Play } {
  return {
    globals: { locale },
    play: async ({ canvasElement }) => {
      await expect(
        await within(canvasElement).findByRole('button', { name: LOGIN_NOW[locale] }),
      ).toBeVisible();
    },
  };
}

/** A screen behind login, opened by a guest: the guard shows the login screen instead. */
export const landsOnLogin: Play = async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByRole('button', { name: /^Login$/ })).toBeVisible();
};
