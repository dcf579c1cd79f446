import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';

import { brokenImageUrl, pictureUrl } from '../../stories/fixtures';
import { uiText } from '../../stories/text';
import { ProductCard, ProductRow } from './ProductCard';
import { showPressed } from '../../testing/pressed';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: var(--ug-space-space300);
  padding: var(--ug-space-space400);
`;

const List = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space300);
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

function Rows(args: Story['args']) {
  return (
    <List>
      <ProductRow {...(args as Parameters<typeof ProductRow>[0])} />
      <ProductRow
        {...(args as Parameters<typeof ProductRow>[0])}
        name="Grab ride voucher"
        originalPrice={null}
        badge="Promo"
      />
      <ProductRow
        {...(args as Parameters<typeof ProductRow>[0])}
        name="Fresh Mart Gift Set"
        originalPrice={null}
        outOfStock
      />
    </List>
  );
}

/** ProductRow: the list layout; a row's marks (a badge, 'Out of stock') under its price. */
export const Row: Story = { render: (args) => <Rows {...args} /> };

/** The page's text at 200% (a phone's largest setting) for as long as the story shows. */
function TextAt200({ children }: { children: React.ReactNode }) {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.fontSize;
    root.style.fontSize = '200%';
    return () => {
      root.style.fontSize = before;
    };
  }, []);
  return children;
}

/** Rows and tiles at 200% text: every mark stays off the product's name and price. */
export const LargeText: Story = {
  render: (args) => (
    <TextAt200>
      <Rows {...args} />
      <ProductCard {...args} badge="Promo" outOfStock />
      <ProductCard {...args} name="Fresh Mart Gift Set" outOfStock />
    </TextAt200>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(parseFloat(getComputedStyle(document.documentElement).fontSize)).toBe(32),
    );
    const markText = ['Promo', uiText('product.outOfStock')];
    const box = (el: Element) => el.getBoundingClientRect();
    const apart = (a: DOMRect, b: DOMRect) =>
      a.right <= b.left + 1 ||
      b.right <= a.left + 1 ||
      a.bottom <= b.top + 1 ||
      b.bottom <= a.top + 1;
    const cards = [...canvasElement.querySelectorAll('article')];
    await expect(cards).toHaveLength(5);
    let found = 0;
    for (const card of cards) {
      // Runs of text: elements holding text and no other element.
      const leaves = [...card.querySelectorAll('*')].filter(
        (el) => el.childElementCount === 0 && (el.textContent ?? '').trim() !== '',
      );
      const marks = leaves.filter((el) => markText.includes(el.textContent!.trim()));
      found += marks.length;
      for (const mark of marks) {
        for (const other of leaves.filter((el) => !marks.includes(el))) {
          await expect(
            apart(box(mark), box(other)),
            `${mark.textContent} × ${other.textContent}`,
          ).toBe(true);
        }
        await expect(box(mark).right).toBeLessThanOrEqual(box(card).right + 1);
      }
    }
    // Promo and 'Out of stock' on a row each, both on one tile, 'Out of stock' on the other.
    await expect(found).toBe(5);
  },
};
/** A card while a finger holds its link: the whole card darkens a little. */
export const Pressed: Story = {
  args: AsLink.args,
  play: async ({ canvasElement }) => {
    await showPressed(within(canvasElement).getByRole('article'), 'brightness(0.95)');
  },
};
