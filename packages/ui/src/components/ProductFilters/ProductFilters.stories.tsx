import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { emptyProductFilter, ProductFilters, type ProductFiltersProps } from './ProductFilters';
import { uiText } from '../../stories/text';

function Stateful(props: ProductFiltersProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ProductFilters
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Kit/ProductFilters',
  component: ProductFilters,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  args: {
    value: emptyProductFilter,
    onChange: fn(),
    listType: 'category',
    currency: 'SGD',
    brandOptions: [
      { value: '1', label: 'Starbucks' },
      { value: '2', label: 'Sephora' },
      { value: '3', label: 'Grab' },
    ],
    categoryOptions: [
      { value: '10', label: 'Food & Beverage' },
      { value: '11', label: 'Beauty' },
    ],
    interestOptions: [
      { value: 'food', label: 'Food' },
      { value: 'travel', label: 'Travel' },
    ],
    intentionOptions: [
      { value: 'birthday', label: 'Birthday' },
      { value: 'thanks', label: 'Thank you' },
    ],
  },
} satisfies Meta<typeof ProductFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Category list: Promo, Recommended, Price, Brands, Age, Gender, Interest, Gift Intention. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: uiText('filter.promo') }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ promo: true }));
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(uiText('filter.price')) }));
    await userEvent.click(
      canvas.getByRole('radio', { name: uiText('filter.below', { value: 'SGD 50' }) }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ price: 50 }));
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(uiText('filter.brands')) }),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sephora' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ brands: ['2'] }),
    );
    await expect(
      canvas.queryByRole('button', { name: new RegExp(uiText('filter.categories')) }),
    ).not.toBeInTheDocument();
  },
};

/** Brand list: the Categories group instead of Brands. */
export const BrandList: Story = {
  args: { listType: 'brand', defaultOpen: ['categories'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: new RegExp(uiText('filter.categories')) }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: new RegExp(uiText('filter.brands')) }),
    ).not.toBeInTheDocument();
  },
};
export const Chosen: Story = {
  args: {
    value: {
      ...emptyProductFilter,
      promo: true,
      price: 20,
      age: 30,
      gender: 'female',
      brands: ['1'],
    },
    defaultOpen: ['price', 'gender'],
  },
};
