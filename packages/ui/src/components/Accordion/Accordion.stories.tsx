import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Accordion } from './Accordion';

const meta = {
  title: 'Kit/Accordion',
  component: Accordion,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: {
    onValueChange: fn(),
    items: [
      { value: 'redeem', title: 'How to redeem', content: <p>Show the code at the counter.</p> },
      { value: 'outlets', title: 'Available Outlet', content: <p>All outlets in Singapore.</p> },
      { value: 'terms', title: 'Terms & Conditions', content: <p>Valid for one use only.</p> },
    ],
  },
  // No text of its own: its pixels do not change with the language (English only).
  parameters: { chromatic: { modes: { cn: { disable: true }, jp: { disable: true } } } },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'How to redeem' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith(['redeem']);
    await expect(canvas.getByText('Show the code at the counter.')).toBeVisible();
  },
};
export const Open: Story = { args: { defaultValue: ['outlets', 'terms'] } };
export const WithSummary: Story = {
  args: {
    items: [{ value: 'price', title: 'Price', summary: 'Below 50', content: <p>Options</p> }],
  },
};
