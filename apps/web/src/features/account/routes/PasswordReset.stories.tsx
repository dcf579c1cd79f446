import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { handlers, mockFailure } from '@ugift/api-client/mocks';

import { RouteStory } from '../../../testing/RouteStory';
import { proof } from '../testing/fixtures';
import { t } from '../../../../../../.storybook/i18n';

/** A forgotten password: phone number, then a new password. */
const meta = {
  title: 'Screens/Accounts/Password Reset',
  component: RouteStory,
  args: { path: '/forgot-password' },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const ForgotPassword: Story = {
  args: { path: '/forgot-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', {
        name: new RegExp(`^${t('ui:phone.countryCode')}.{0,3}\\+60`),
      }),
    ).toBeVisible();
  },
};

export const ResetPassword: Story = {
  args: { path: '/reset-password', storage: { ...proof, phoneNumber: '60123456789' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('account.reset.title') }),
    ).toBeVisible();
  },
};

export const ResetPasswordFailed: Story = {
  args: { path: '/reset-password', storage: { ...proof, phoneNumber: '60123456789' } },
  parameters: {
    msw: { handlers: [mockFailure('reset_password', 'The verification has expired'), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(t('account.reset.password')), 'newpass1');
    await userEvent.type(canvas.getByLabelText(t('account.reset.retype')), 'newpass1');
    await userEvent.click(canvas.getByRole('button', { name: t('account.reset.submit') }));
    await waitFor(async () =>
      expect(await body(canvasElement).findByText(t('account.reset.failed'))).toBeVisible(),
    );
  },
};
