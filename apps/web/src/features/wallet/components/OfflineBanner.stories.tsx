import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { OfflineBanner } from './OfflineBanner';
import { storyI18n, tMatch } from '../../../../../../.storybook/i18n';
import { isLanguage, type Language } from '../../../lib/languages';
import { formatZonedTime } from '../../../lib/zoned-time';

const language = (): Language => (isLanguage(storyI18n.language) ? storyI18n.language : 'eng');

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
    await expect(within(canvasElement).getByText(tMatch('pwa.offlineAsOf'))).toBeVisible();
  },
};

/** Issue 45: saved with the member's zone, "as of" reads in it, named, as the orders do. */
export const OfflineInMemberZone: Story = {
  args: { savedAt: Date.UTC(2026, 0, 14, 1, 30), zone: 'Asia/Singapore' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        tMatch('pwa.offlineAsOf', {
          time: formatZonedTime('2026-01-14 09:30', 'Asia/Singapore', language()),
        }),
      ),
    ).toBeVisible();
  },
};
