import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ChipGroup, type ChipGroupProps } from './ChipGroup';
import { showPressed } from '../../testing/pressed';

function Stateful(props: ChipGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ChipGroup
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const options = [
  { value: 'all', label: 'All' },
  { value: 'birthday', label: 'Birthday' },
  { value: 'thanks', label: 'Thank you' },
  { value: 'festive', label: 'Festive' },
  { value: 'love', label: 'Love' },
  { value: 'congrats', label: 'Congratulations' },
];

const meta = {
  title: 'Kit/ChipGroup',
  component: ChipGroup,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  args: { options, value: 'all', onChange: fn(), label: 'Categories' },
  // No text of its own: its pixels do not change with the language (English only).
  parameters: { chromatic: { modes: { cn: { disable: true }, jp: { disable: true } } } },
} satisfies Meta<typeof ChipGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Birthday' }));
    await expect(args.onChange).toHaveBeenCalledWith('birthday');
    await expect(canvas.getByRole('button', { name: 'Birthday' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
export const Selected: Story = { args: { value: 'festive' } };
/** A chip while a finger holds it: a little darker (and smaller, where motion is allowed). */
export const Pressed: Story = {
  play: async ({ canvasElement }) => {
    const [chip] = within(canvasElement).getAllByRole('button');
    await showPressed(chip!);
  },
};
