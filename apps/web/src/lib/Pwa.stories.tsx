import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { OutboxNoticeList } from './OutboxNotices';
import { UpdateBanner } from './UpdatePrompt';

/** The installable app's notices over every screen (issue 25). */
const meta = {
  title: 'Screens/System/Update Prompt',
  component: UpdateBanner,
  args: { onReload: fn() },
} satisfies Meta<typeof UpdateBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new version waits: the member reloads onto it when they choose. */
export const NewVersion: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A new version is available')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** Queued 'Mark as used' sent once the network returned: one marked, one refused. */
export const OfflineUsesSent: Story = {
  render: () => (
    <OutboxNoticeList
      results={[
        { voucherId: '1', name: 'Coffee for two', error: null },
        { voucherId: '2', name: 'Movie ticket', error: 'This voucher has expired.' },
      ]}
      onDismiss={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Coffee for two was marked as used.')).toBeVisible();
    await expect(
      canvas.getByText('Movie ticket could not be marked as used: This voucher has expired.'),
    ).toBeVisible();
  },
};
