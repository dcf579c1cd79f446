import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';

import { Checkbox, CheckboxGroup, RadioGroup } from './Checkbox';

const Pad = styled.div`
  padding: var(--ug-space-space400);
`;

const meta = {
  title: 'Kit/Checkbox',
  component: Checkbox,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: { label: 'Same as billing address', onChange: fn() },
  decorators: [
    (Story) => (
      <Pad>
        <Story />
      </Pad>
    ),
  ],
  // No text of its own: its pixels do not change with the language (English only).
  parameters: { chromatic: { modes: { cn: { disable: true }, jp: { disable: true } } } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('checkbox', { name: 'Same as billing address' }),
    );
    await expect(args.onChange).toHaveBeenCalled();
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };

function Groups() {
  const [brands, setBrands] = useState<string[]>(['a']);
  const [gender, setGender] = useState<string | null>(null);
  return (
    <>
      <CheckboxGroup
        legend="Brands"
        options={[
          { value: 'a', label: 'Starbucks' },
          { value: 'b', label: 'Grab' },
        ]}
        value={brands}
        onChange={setBrands}
      />
      <RadioGroup
        legend="Gender"
        options={[
          { value: 'male', label: 'Male' },
          { value: 'female', label: 'Female' },
        ]}
        value={gender}
        onChange={setGender}
      />
    </>
  );
}

/** CheckboxGroup (several) and RadioGroup (one). */
export const GroupsStory: Story = {
  name: 'Groups',
  render: () => <Groups />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Grab' }));
    await expect(canvas.getByRole('checkbox', { name: 'Starbucks' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Female' }));
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
  },
};
