import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { OutboxNoticeList } from './OutboxNotices';
import { UpdateBanner } from './UpdatePrompt';
import { t } from '../../../../.storybook/i18n';

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
    await expect(canvas.getByText(t('pwa.updateAvailable'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('pwa.reload') }));
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
    await expect(canvas.getByText(t('pwa.markSynced', { name: 'Coffee for two' }))).toBeVisible();
    await expect(
      canvas.getByText(
        t('pwa.markSyncFailed', { name: 'Movie ticket', message: 'This voucher has expired.' }),
      ),
    ).toBeVisible();
  },
};
