import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';

import { SortModal } from './SortModal';
import { uiText } from '../../stories/text';

const meta = {
  title: 'Kit/SortModal',
  component: SortModal,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: { open: true, onOpenChange: fn(), onApply: fn(), value: 'ASC' },
} satisfies Meta<typeof SortModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A-Z / Z-A; the choice applies on Apply. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: uiText('sort.title') });
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: uiText('sort.za') }));
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: uiText('common.apply') }));
    await expect(args.onApply).toHaveBeenCalledWith('DESC');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
export const Descending: Story = { args: { value: 'DESC' } };
export const CustomOptions: Story = {
  args: {
    value: 'popular',
    options: [
      { value: 'popular', label: 'Popularity' },
      { value: 'ASC', label: 'A-Z' },
      { value: 'DESC', label: 'Z-A' },
    ],
  },
};
