import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';

import { http, HttpResponse } from 'msw';

import { handlers, mockFailure, mockResponse } from '@ugift/api-client/mocks';

import { RouteStory } from '../../../testing/RouteStory';
import { englishIn, t } from '../../../../../../.storybook/i18n';

/** Signing in: phone and password, then Facebook through the sandbox picker and the country a new social member chooses. */
const meta = {
  title: 'Screens/Accounts/Login',
  component: RouteStory,
  args: { path: '/login' },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Login: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const login = await canvas.findByRole('button', { name: t('account.login.title') });
    await expect(login).toBeDisabled();
    // The disabled button says why, under it and in its description.
    await expect(login).toHaveAccessibleDescription(t('account.login.needPhone'));
    await expect(canvas.getByText(t('account.login.needPhone'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: new RegExp(`^${t('ui:phone.countryCode')}.{0,3}\\+65`) }),
    ).toBeVisible();
  },
};

/** After the spec's alert, the empty field keeps its message inline (aria-invalid, described). */
export const LoginFieldError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    fireEvent.submit(await canvas.findByRole('form', { name: t('account.login.title') }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('ui:common.ok') }));
    const phone = canvas.getByLabelText(t('account.login.phone'));
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(t('account.validation.phone'));
  },
};

export const LoginPhoneEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    fireEvent.submit(await canvas.findByRole('form', { name: t('account.login.title') }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByText(t('account.validation.phone'))).toBeVisible();
    // Nothing of the alert is left in English in the Chinese and Japanese captures.
    await expect(englishIn(dialog, ['account.validation.phone', 'ui:common.ok'])).toEqual([]);
  },
};

export const LoginFilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(t('account.login.phone')), '91234567');
    await userEvent.type(canvas.getByLabelText(t('account.login.password')), 'secret1');
    await userEvent.click(canvas.getByRole('button', { name: t('ui:password.show') }));
    await expect(canvas.getByRole('button', { name: t('account.login.title') })).toBeEnabled();
  },
};

export const LoginFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(t('account.login.phone')), '91234567');
    await userEvent.type(canvas.getByLabelText(t('account.login.password')), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: t('account.login.title') }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByText(t('account.login.failed'))).toBeVisible();
    // The api's message is shown as the api sends it; the alert's own texts are translated.
    await expect(within(dialog).getByText('Invalid phone number or password')).toBeVisible();
    await expect(englishIn(dialog, ['account.login.failed', 'ui:common.ok'])).toEqual([]);
  },
};

/** The api's sandbox identities (GET /api/dev/social); pictures left out: the initials show. */
const sandboxIdentities = http.get('*/api/dev/social', () =>
  HttpResponse.json({
    success: true,
    message: '',
    table: [
      { id: 'sandbox-1001', name: 'Alice Tan', picture: '', access_token: 'sandbox-token-1001' },
      { id: 'sandbox-1002', name: 'Ben Lim', picture: '', access_token: 'sandbox-token-1002' },
      { id: 'sandbox-1007', name: 'Ivan Chen', picture: '', access_token: 'sandbox-token-1007' },
    ],
  }),
);

/** login_facebook for a member created just now: no country yet. */
const newSocialMember = mockResponse('login_facebook', {
  success: true,
  message: 'Login success',
  data: { member_id: '40', country_id: '0', name: 'Ivan Chen' },
});
const social = { msw: { handlers: [sandboxIdentities, newSocialMember, ...handlers] } };

export const SocialButton: Story = {
  parameters: social,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: t('account.login.social') }),
    ).toBeEnabled();
    await expect(canvas.getByText(t('account.login.or'))).toBeVisible();
  },
};

const openPicker = async (canvasElement: HTMLElement, button: string, title: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: button }));
  return body(canvasElement).findByRole('dialog', { name: title });
};

export const SocialSandboxPicker: Story = {
  parameters: social,
  play: async ({ canvasElement }) => {
    const picker = await openPicker(
      canvasElement,
      t('account.login.social'),
      t('social.chooseAccount'),
    );
    await expect(within(picker).getByRole('button', { name: 'Ivan Chen' })).toBeVisible();
  },
};

const chooseIvan = async (canvasElement: HTMLElement, button: string, title: string) => {
  const picker = await openPicker(canvasElement, button, title);
  await userEvent.click(within(picker).getByRole('button', { name: 'Ivan Chen' }));
};

export const SocialCountryModal: Story = {
  parameters: social,
  play: async ({ canvasElement }) => {
    await chooseIvan(canvasElement, t('account.login.social'), t('social.chooseAccount'));
    const modal = await body(canvasElement).findByRole('dialog', {
      name: t('account.social.title'),
    });
    await expect(await within(modal).findByRole('radio', { name: 'Singapore' })).not.toBeChecked();
    await expect(within(modal).getByLabelText(t('account.setPassword.referral'))).toHaveValue('');
  },
};

export const SocialCountryEmpty: Story = {
  parameters: social,
  play: async ({ canvasElement }) => {
    await chooseIvan(canvasElement, t('account.login.social'), t('social.chooseAccount'));
    const modal = await body(canvasElement).findByRole('dialog', {
      name: t('account.social.title'),
    });
    await within(modal).findByRole('radio', { name: 'Singapore' });
    await userEvent.click(within(modal).getByRole('button', { name: t('account.social.submit') }));
    const alert = await body(canvasElement).findByRole('alertdialog');
    await expect(within(alert).getByText(t('account.validation.countryTitle'))).toBeVisible();
    await expect(within(alert).getByText(t('account.validation.country'))).toBeVisible();
    await expect(
      englishIn(alert, ['account.validation.countryTitle', 'account.validation.country']),
    ).toEqual([]);
  },
};

export const SocialCountryModalFilled: Story = {
  parameters: social,
  play: async ({ canvasElement }) => {
    await chooseIvan(canvasElement, t('account.login.social'), t('social.chooseAccount'));
    const modal = await body(canvasElement).findByRole('dialog', {
      name: t('account.social.title'),
    });
    await userEvent.click(await within(modal).findByRole('radio', { name: 'Malaysia' }));
    await userEvent.type(within(modal).getByLabelText(t('account.setPassword.referral')), 'ALICE1');
    await expect(within(modal).getByRole('radio', { name: 'Malaysia' })).toBeChecked();
  },
};

export const SocialLoginFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        sandboxIdentities,
        mockFailure('login_facebook', 'The social account could not be verified.'),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const picker = await openPicker(
      canvasElement,
      t('account.login.social'),
      t('social.chooseAccount'),
    );
    await userEvent.click(within(picker).getByRole('button', { name: 'Alice Tan' }));
    const alert = await body(canvasElement).findByRole('alertdialog');
    await expect(within(alert).getByText(t('account.login.socialFailed'))).toBeVisible();
    await expect(englishIn(alert, ['account.login.socialFailed', 'ui:common.ok'])).toEqual([]);
  },
};
