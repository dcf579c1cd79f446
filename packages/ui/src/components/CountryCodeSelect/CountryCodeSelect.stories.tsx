import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';

import { countries } from '../../stories/fixtures';
import { CountryCodeSelect, type CountryCodeSelectProps } from './CountryCodeSelect';
import { uiText } from '../../stories/text';

const Pad = styled.div`
  padding: var(--ug-space-space400);
`;

function Stateful(props: CountryCodeSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CountryCodeSelect
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
  title: 'Kit/CountryCodeSelect',
  component: CountryCodeSelect,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  args: { options: countries, value: '65', onChange: fn() },
  decorators: [
    (Story) => (
      <Pad>
        <Story />
      </Pad>
    ),
  ],
} satisfies Meta<typeof CountryCodeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /\+65 Singapore/ }));
    const sheet = await screen.findByRole('dialog', { name: uiText('phone.countryCode') });
    await expect(within(sheet).getByRole('button', { name: /Singapore/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(sheet).getByRole('button', { name: /Japan/ }));
    await expect(args.onChange).toHaveBeenCalledWith('81');
  },
};
/** A country without a flag image shows its ISO letters in the circle. */
export const LettersFlag: Story = { args: { value: '81' } };
export const Empty: Story = { args: { value: '' } };
export const Disabled: Story = { args: { disabled: true } };
