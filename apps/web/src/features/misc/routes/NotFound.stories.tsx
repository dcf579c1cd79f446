import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, within } from 'storybook/test';

import '../../../lib/i18n';
import { NotFound } from './NotFound';
import { t } from '../../../../../../.storybook/i18n';

const meta = {
  title: 'Screens/System/Not Found',
  component: NotFound,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/nowhere']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('notFound.title') }),
    ).toBeVisible();
    // The blue top bar's back arrow.
    await expect(canvas.getByRole('button', { name: t('common.back') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('common.backToHome') })).toHaveAttribute(
      'href',
      '/home',
    );
  },
};
