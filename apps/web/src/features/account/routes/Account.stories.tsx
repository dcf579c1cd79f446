import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';

import { handlers, mockFailure } from '@ugift/api-client/mocks';

import { RouteStory } from '../../../testing/RouteStory';

const meta = {
  title: 'Screens/Account',
  component: RouteStory,
  args: { path: '/login' },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const flow = { phoneNumber: '6581112222', countryCode: '65' };
const proof = { ...flow, OTP: 'proof-0123456789abcdef' };
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Login: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Login' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Country code: \+65/ })).toBeVisible();
  },
};

export const LoginFilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Phone number'), '91234567');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret1');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
  },
};

export const LoginFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Phone number'), '91234567');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByText('Login failed')).toBeVisible();
    await expect(within(dialog).getByText('Invalid phone number or password')).toBeVisible();
  },
};

export const LoginPhoneEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    fireEvent.submit(await canvas.findByRole('form', { name: 'Login' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByText('Please enter your phone number.')).toBeVisible();
  },
};

export const LoginChinese: Story = {
  globals: { locale: 'cn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '以访客身份浏览' })).toBeVisible();
  },
};

export const LoginJapanese: Story = {
  globals: { locale: 'jp' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'ゲストとして見る' })).toBeVisible();
  },
};

export const Register: Story = {
  args: { path: '/register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Get OTP' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Terms & Conditions' })).toBeVisible();
  },
};

export const RegisterOtpSent: Story = {
  args: { path: '/register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Phone number'), '81112222');
    await userEvent.click(canvas.getByRole('button', { name: 'Get OTP' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByText('OTP Sent')).toBeVisible();
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
    await userEvent.type(await canvas.findByLabelText('Phone number'), '81112222');
    await userEvent.click(canvas.getByRole('button', { name: 'Get OTP' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByText('Registration failed')).toBeVisible();
  },
};

export const Verification: Story = {
  args: { path: '/verification', storage: flow },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Verify & Create Account' }),
    ).toBeDisabled();
    await expect(canvas.getByText('Resend in 30s')).toBeVisible();
  },
  // The countdown ticks every second: the picture would depend on timing.
  parameters: { snapshot: { disable: true } },
};

export const VerificationInvalid: Story = {
  args: { path: '/verification', storage: flow },
  parameters: { snapshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByLabelText('Digit 1 of 6'));
    await userEvent.paste('654321');
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getAllByText('Invalid OTP')).toHaveLength(2);
  },
};

export const SetPassword: Story = {
  args: { path: '/set-password', storage: proof },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Create Password' })).toBeVisible();
    await expect(canvas.getByLabelText('Referral code (optional)')).toBeVisible();
  },
};

export const SetPasswordMismatch: Story = {
  args: { path: '/set-password', storage: proof },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Password'), 'secret1');
    await userEvent.type(canvas.getByLabelText('Retype password'), 'secret2');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByText('Mismatch')).toBeVisible();
  },
};

export const AccountCreated: Story = {
  args: { path: '/set-password', storage: proof },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Password'), 'secret1');
    await userEvent.type(canvas.getByLabelText('Retype password'), 'secret1');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByText('Account Created')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Login Now' })).toBeVisible();
  },
};

export const ForgotPassword: Story = {
  args: { path: '/forgot-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /^Country code: \+60/ })).toBeVisible();
  },
};

export const ResetPassword: Story = {
  args: { path: '/reset-password', storage: { ...proof, phoneNumber: '60123456789' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Create New Password' })).toBeVisible();
  },
};

export const ResetPasswordFailed: Story = {
  args: { path: '/reset-password', storage: { ...proof, phoneNumber: '60123456789' } },
  parameters: {
    msw: { handlers: [mockFailure('reset_password', 'The verification has expired'), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New password'), 'newpass1');
    await userEvent.type(canvas.getByLabelText('Retype new password'), 'newpass1');
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await waitFor(async () =>
      expect(await body(canvasElement).findByText('Password update failed')).toBeVisible(),
    );
  },
};
