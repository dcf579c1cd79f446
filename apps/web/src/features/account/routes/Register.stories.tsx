import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { handlers, mockFailure } from '@ugift/api-client/mocks';

import { RouteStory } from '../../../testing/RouteStory';
import { flow, proof } from '../testing/fixtures';
import { t } from '../../../../../../.storybook/i18n';

/** Creating an account: phone number, OTP verification, password, done. */
const meta = {
  title: 'Screens/Accounts/Register',
  component: RouteStory,
  args: { path: '/register' },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Register: Story = {
  args: { path: '/register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: t('account.register.submit') }),
    ).toBeDisabled();
    await expect(canvas.getByRole('link', { name: t('common.termsAndConditions') })).toBeVisible();
  },
};

export const RegisterOtpSent: Story = {
  args: { path: '/register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(t('account.login.phone')), '81112222');
    await userEvent.click(canvas.getByRole('button', { name: t('account.register.submit') }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByText(t('account.otp.sentTitle'))).toBeVisible();
  },
};

export const RegisterFailed: Story = {
  args: { path: '/register' },
  parameters: {
    msw: {
      handlers: [mockFailure('get_otp', 'This phone number is already registered'), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(t('account.login.phone')), '81112222');
    await userEvent.click(canvas.getByRole('button', { name: t('account.register.submit') }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByText(t('account.register.failed'))).toBeVisible();
  },
};

/** A number the api's contract refuses: the spec's message, translated, on the field itself. */
export const RegisterPhoneRefused: Story = {
  args: { path: '/register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(t('account.login.phone')), '123');
    await userEvent.click(canvas.getByRole('button', { name: t('account.register.submit') }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t('account.validation.phoneInvalid'));
    await expect(dialog).not.toHaveTextContent('phone_number');
    await userEvent.click(within(dialog).getByRole('button', { name: t('ui:common.ok') }));
    const phone = canvas.getByLabelText(t('account.login.phone'));
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(t('account.validation.phoneInvalid'));
  },
};

export const Verification: Story = {
  args: { path: '/verification', storage: flow },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: t('account.verification.submitRegister') }),
    ).toBeDisabled();
    await expect(canvas.getByText(t('ui:otp.resendIn', { seconds: 30 }))).toBeVisible();
  },
  // The countdown ticks every second: the picture would depend on timing (no picture locally
  // nor on Chromatic).
  parameters: { chromatic: { disableSnapshot: true } },
};

export const VerificationInvalid: Story = {
  args: { path: '/verification', storage: flow },
  // The countdown ticks here too.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByLabelText(t('ui:otp.label')));
    await userEvent.paste('654321');
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getAllByText(t('account.verification.invalid'))).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: t('ui:common.ok') }));
    // The wrong code is cleared, the field says why, and focus is back in it.
    const input = canvas.getByLabelText(t('ui:otp.label'));
    await expect(input).toHaveValue('');
    await expect(input).toHaveAccessibleDescription(t('account.verification.invalid'));
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const SetPassword: Story = {
  args: { path: '/set-password', storage: proof },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('account.setPassword.title') }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(t('account.setPassword.referral'))).toBeVisible();
  },
};

export const SetPasswordReferralPrefilled: Story = {
  args: { path: '/set-password?referral=ALICE1', storage: proof },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(t('account.setPassword.referral'))).toHaveValue(
      'ALICE1',
    );
  },
};

export const SetPasswordMismatch: Story = {
  args: { path: '/set-password', storage: proof },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(t('account.login.password')), 'secret1');
    await userEvent.type(canvas.getByLabelText(t('account.setPassword.retype')), 'secret2');
    await userEvent.click(canvas.getByRole('button', { name: t('account.login.create') }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByText(t('account.validation.mismatchTitle'))).toBeVisible();
  },
};

export const AccountCreated: Story = {
  args: { path: '/set-password', storage: proof },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(t('account.login.password')), 'secret1');
    await userEvent.type(canvas.getByLabelText(t('account.setPassword.retype')), 'secret1');
    await userEvent.click(canvas.getByRole('button', { name: t('account.login.create') }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByText(t('account.setPassword.createdTitle'))).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: t('common.loginNow') })).toBeVisible();
  },
};
