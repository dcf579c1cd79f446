import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Preloader } from './Preloader';
import { uiText } from '../../stories/text';

const meta = {
  title: 'Kit/Preloader',
  component: Preloader,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
} satisfies Meta<typeof Preloader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: uiText('common.loading') }),
    ).toBeVisible();
  },
};
export const FullScreen: Story = { args: { fullScreen: true } };
