import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';

import { MonthYearSelect, type MonthYearSelectProps, monthNames } from './MonthYearSelect';
import { storyLanguage, uiText } from '../../stories/text';

const Pad = styled.div`
  padding: var(--ug-space-space400);
`;

function Stateful(props: MonthYearSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <MonthYearSelect
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
  title: 'Kit/MonthYearSelect',
  component: MonthYearSelect,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  args: { value: null, onChange: fn(), years: [2026, 2025, 2024] },
  decorators: [
    (Story) => (
      <Pad>
        <Story />
      </Pad>
    ),
  ],
} satisfies Meta<typeof MonthYearSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: uiText('monthYear.month') }),
      // March's short name in the story's language ('Mar', '3月').
      monthNames(storyLanguage())[2]!,
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({ month: 3, year: 2026 });
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: uiText('monthYear.year') }),
      '2025',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({ month: 3, year: 2025 });
  },
};
export const Chosen: Story = { args: { value: { month: 11, year: 2025 } } };
