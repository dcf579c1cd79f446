import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { PushToggle } from './PushToggle';
import { t } from '../../../../../../.storybook/i18n';

const meta = {
  title: 'Screens/Profile/Push Toggle',
  component: PushToggle,
  args: { state: 'off', onChange: fn() },
} satisfies Meta<typeof PushToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: turning it on is what asks the browser for permission. */
export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: t('pwa.push.title') });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  args: { state: 'on' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeChecked();
  },
};

export const Changing: Story = {
  args: { state: 'off', busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeDisabled();
  },
};

export const Blocked: Story = {
  args: { state: 'denied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch')).toBeDisabled();
    await expect(canvas.getByText(t('pwa.push.denied'))).toBeVisible();
  },
};

export const Unsupported: Story = {
  args: { state: 'unsupported' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('pwa.push.unsupported'))).toBeVisible();
  },
};

/** Issue 45: a browser without a push service says so, and where reminders still reach. */
export const Failed: Story = {
  args: { state: 'off', failed: 'noService' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      t('pwa.push.failedWhy', {
        failed: t('pwa.push.failed'),
        why: t('pwa.push.why.noService'),
      }),
    );
  },
};

/** Without a network: try again online. */
export const FailedOffline: Story = {
  args: { state: 'off', failed: 'offline' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      t('pwa.push.why.offline'),
    );
  },
};
