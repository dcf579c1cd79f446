import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, within } from 'storybook/test';

import '../../../lib/i18n';
import { ComingSoon } from './ComingSoon';
import { t } from '../../../../../../.storybook/i18n';

const meta = {
  title: 'Screens/System/Coming Soon',
  component: ComingSoon,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/soon']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ComingSoon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('comingSoon.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.back') })).toBeVisible();
  },
};
