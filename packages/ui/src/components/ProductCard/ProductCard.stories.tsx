import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';

import { brokenImageUrl, pictureUrl } from '../../stories/fixtures';
import { ProductCard, ProductRow } from './ProductCard';
import { showPressed } from '../../testing/pressed';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.space300}px;
  padding: ${({ theme }) => theme.space.space400}px;
`;

const List = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space300}px;
`;

const meta = {
  title: 'Kit/ProductCard',
  component: ProductCard,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: {
    name: 'Starbucks e-Voucher SGD 50',
    subtitle: 'Starbucks',
    imageSrc: pictureUrl('Coffee'),
    price: 45,
    originalPrice: 50,
    currency: 'SGD',
    onClick: fn(),
  },
  decorators: [
    (Story) => (
      <Grid>
        <Story />
      </Grid>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: args.name }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const AsLink: Story = {
  args: { href: '#/product-details?id=7', onClick: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute(
      'href',
      '#/product-details?id=7',
    );
  },
};
export const WithBadge: Story = { args: { badge: 'Promo' } };
export const OutOfStock: Story = { args: { outOfStock: true, originalPrice: null } };
export const BrokenImage: Story = { args: { imageSrc: brokenImageUrl } };
export const LongName: Story = {
  args: { name: 'Sephora beauty gift card for any purchase in store and online, worth SGD 100' },
};

/** ProductRow: the list layout. */
export const Row: Story = {
  render: (args) => (
    <List>
      <ProductRow {...args} />
      <ProductRow {...args} name="Grab ride voucher" originalPrice={null} badge="Promo" />
    </List>
  ),
};
/** A card while a finger holds its link: the whole card darkens a little. */
export const Pressed: Story = {
  args: AsLink.args,
  play: async ({ canvasElement }) => {
    await showPressed(within(canvasElement).getByRole('article'), 'brightness(0.95)');
  },
};
