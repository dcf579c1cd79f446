import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';

import { PriceTag } from './PriceTag';

const Pad = styled.div`
  padding: var(--ug-space-space400);
`;

const meta = {
  title: 'Kit/PriceTag',
  component: PriceTag,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: { amount: 45, originalAmount: 50, currency: 'SGD' },
  decorators: [
    (Story) => (
      <Pad>
        <Story />
      </Pad>
    ),
  ],
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Discounted: the original price struck through. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('SGD 45.00')).toBeVisible();
    await expect(canvas.getByText(/SGD 50\.00/).tagName).toBe('S');
  },
};
export const NoDiscount: Story = { args: { originalAmount: 45 } };
export const Large: Story = { args: { size: 'lg', amount: 1234.5, originalAmount: 1500 } };
export const Small: Story = { args: { size: 'sm' } };
