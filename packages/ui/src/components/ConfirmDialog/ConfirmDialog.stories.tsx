import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';

import { Button } from '../Button/Button';
import { AlertDialog, ConfirmDialog } from './ConfirmDialog';
import { uiText } from '../../stories/text';

const meta = {
  title: 'Kit/ConfirmDialog',
  component: ConfirmDialog,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    title: 'Mark as used',
    message: 'Are you sure you want to mark this voucher as used?',
    confirmLabel: 'Mark as used',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark as used' });
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to mark this voucher as used?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark as used' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: uiText('common.cancel') }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Danger: Story = {
  args: {
    variant: 'danger',
    title: 'Unfriend Alice',
    message: undefined,
    confirmLabel: 'Unfriend',
  },
};

export const Loading: Story = { args: { loading: true } };

/** Guest pressing Redeem: Login, an extra action, Cancel. */
export const WithExtraAction: Story = {
  args: {
    title: 'Welcome, please login to continue',
    message: undefined,
    confirmLabel: 'Login',
    extraActions: <Button variant="secondary">Bring me to the app</Button>,
  },
};

/** AlertDialog: one button. The spec's error alerts, e.g. 'Login failed' with the server message. */
export const Alert: StoryObj<typeof AlertDialog> = {
  render: (args) => <AlertDialog {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    onClose: fn(),
    title: 'Login failed',
    message: 'Invalid phone number or password.',
  },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: uiText('common.ok') }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Danger alert: 'Redeem Failed' with the server message. */
export const AlertDanger: StoryObj<typeof AlertDialog> = {
  render: (args) => <AlertDialog {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    variant: 'danger',
    title: 'Redeem Failed',
    message: 'This gift has already been redeemed.',
  },
};

export const AlertSuccess: StoryObj<typeof AlertDialog> = {
  render: (args) => <AlertDialog {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Account Created',
    message: undefined,
    okLabel: 'Login Now',
  },
};

/**
 * A CJK message that wraps: Japanese has no spaces, so the line breaks between characters and the
 * centred lines stay inside the dialog (content, in any interface language; OK follows it).
 */
export const AlertCjkMessage: StoryObj<typeof AlertDialog> = {
  render: (args) => <AlertDialog {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'ログインに失敗しました',
    message: '電話番号またはパスワードが正しくありません。',
  },
};
