import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { OfflineBanner } from './OfflineBanner';

/** 14 Jan 2026 09:30 local time: when the wallet was saved on the device. */
const savedAt = new Date(2026, 0, 14, 9, 30).getTime();

const meta = {
  title: 'Screens/Wallet/Offline Banner',
  component: OfflineBanner,
  args: { savedAt },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wallet without a network shows what the device kept, and since when. */
export const Offline: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Offline: as of 14 Jan 2026 09:30:00'),
    ).toBeVisible();
  },
};
