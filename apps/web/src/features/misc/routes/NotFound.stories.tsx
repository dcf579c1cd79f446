import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, within } from 'storybook/test';

import '../../../lib/i18n';
import { NotFound } from './NotFound';

const meta = {
  title: 'Screens/Misc/NotFound',
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
    await expect(canvas.getByRole('heading', { name: 'Sorry, page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/home',
    );
  },
};
