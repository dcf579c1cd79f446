import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';

import { http, HttpResponse } from 'msw';

import { handlers, mockFailure, mockResponse } from '@ugift/api-client/mocks';

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
      await canvas.findByRole('button', { name: 'Continue with Facebook' }),
    ).toBeEnabled();
    await expect(canvas.getByText('or')).toBeVisible();
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
      'Continue with Facebook',
      'Choose your Facebook account',
    );
    await expect(within(picker).getByRole('button', { name: 'Ivan Chen' })).toBeVisible();
  },
};

export const SocialSandboxPickerJapanese: Story = {
  parameters: social,
  globals: { locale: 'jp' },
  play: async ({ canvasElement }) => {
    const picker = await openPicker(
      canvasElement,
      'Facebook で続ける',
      'フェイスブックのアカウントを選択',
    );
    await expect(within(picker).getByRole('button', { name: 'Alice Tan' })).toBeVisible();
  },
};

const chooseIvan = async (canvasElement: HTMLElement, button: string, title: string) => {
  const picker = await openPicker(canvasElement, button, title);
  await userEvent.click(within(picker).getByRole('button', { name: 'Ivan Chen' }));
};

export const SocialCountryModal: Story = {
  parameters: social,
  play: async ({ canvasElement }) => {
    await chooseIvan(canvasElement, 'Continue with Facebook', 'Choose your Facebook account');
    const modal = await body(canvasElement).findByRole('dialog', { name: 'Choose your country' });
    await expect(await within(modal).findByRole('radio', { name: 'Singapore' })).not.toBeChecked();
    await expect(within(modal).getByLabelText('Referral code (optional)')).toHaveValue('');
  },
};

export const SocialCountryModalFilled: Story = {
  parameters: social,
  play: async ({ canvasElement }) => {
    await chooseIvan(canvasElement, 'Continue with Facebook', 'Choose your Facebook account');
    const modal = await body(canvasElement).findByRole('dialog', { name: 'Choose your country' });
    await userEvent.click(await within(modal).findByRole('radio', { name: 'Malaysia' }));
    await userEvent.type(within(modal).getByLabelText('Referral code (optional)'), 'ALICE1');
    await expect(within(modal).getByRole('radio', { name: 'Malaysia' })).toBeChecked();
  },
};

export const SocialCountryEmpty: Story = {
  parameters: social,
  play: async ({ canvasElement }) => {
    await chooseIvan(canvasElement, 'Continue with Facebook', 'Choose your Facebook account');
    const modal = await body(canvasElement).findByRole('dialog', { name: 'Choose your country' });
    await within(modal).findByRole('radio', { name: 'Singapore' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Continue' }));
    const alert = await body(canvasElement).findByRole('alertdialog');
    await expect(within(alert).getByText('Country empty')).toBeVisible();
    await expect(within(alert).getByText('Please choose a country.')).toBeVisible();
  },
};

export const SocialCountryModalChinese: Story = {
  parameters: social,
  globals: { locale: 'cn' },
  play: async ({ canvasElement }) => {
    await chooseIvan(canvasElement, '使用 Facebook 继续', '选择您的脸书账户');
    const modal = await body(canvasElement).findByRole('dialog', { name: '选择您的国家' });
    await expect(await within(modal).findByRole('radio', { name: 'Singapore' })).toBeVisible();
    await expect(within(modal).getByRole('button', { name: '继续' })).toBeVisible();
  },
};

export const SocialCountryModalJapanese: Story = {
  parameters: social,
  globals: { locale: 'jp' },
  play: async ({ canvasElement }) => {
    await chooseIvan(canvasElement, 'Facebook で続ける', 'フェイスブックのアカウントを選択');
    const modal = await body(canvasElement).findByRole('dialog', { name: '国を選択' });
    await expect(await within(modal).findByRole('radio', { name: 'Singapore' })).toBeVisible();
    await expect(within(modal).getByLabelText('紹介コード（任意）')).toBeVisible();
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
      'Continue with Facebook',
      'Choose your Facebook account',
    );
    await userEvent.click(within(picker).getByRole('button', { name: 'Alice Tan' }));
    const alert = await body(canvasElement).findByRole('alertdialog');
    await expect(within(alert).getByText('Login Facebook failed')).toBeVisible();
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

export const SetPasswordReferralPrefilled: Story = {
  args: { path: '/set-password?referral=ALICE1', storage: proof },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Referral code (optional)')).toHaveValue('ALICE1');
  },
};

export const SetPasswordReferralPrefilledChinese: Story = {
  args: { path: '/set-password?referral=ALICE1', storage: proof },
  globals: { locale: 'cn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('推荐码（选填）')).toHaveValue('ALICE1');
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
