import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';

import { countries } from '../../stories/fixtures';
import { PhoneField, type PhoneFieldProps } from './PhoneField';
import { uiText } from '../../stories/text';

const Pad = styled.div`
  padding: var(--ug-space-space400);
`;

function Stateful(props: PhoneFieldProps) {
  const [code, setCode] = useState(props.countryCode);
  const [value, setValue] = useState(props.value);
  return (
    <PhoneField
      {...props}
      countryCode={code}
      value={value}
      onCountryCodeChange={(next) => {
        setCode(next);
        props.onCountryCodeChange(next);
      }}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Kit/PhoneField',
  component: PhoneField,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  args: {
    countries,
    countryCode: '65',
    value: '',
    onChange: fn(),
    onCountryCodeChange: fn(),
    placeholder: 'Phone number',
  },
  decorators: [
    (Story) => (
      <Pad>
        <Story />
      </Pad>
    ),
  ],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(uiText('phone.label'));
    await userEvent.type(input, '9123-45a67');
    await expect(input).toHaveValue('91234567');
    await expect(args.onChange).toHaveBeenLastCalledWith('91234567');
  },
};

/** Opening the picker lists the countries with round flags; choosing one closes it. */
export const ChooseCountry: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: new RegExp(uiText('phone.countryCode')) }),
    );
    const dialog = await screen.findByRole('dialog', { name: uiText('phone.countryCode') });
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /Malaysia/ }));
    await expect(args.onCountryCodeChange).toHaveBeenCalledWith('60');
    await expect(
      within(canvasElement).getByRole('button', { name: /\+60 Malaysia/ }),
    ).toBeInTheDocument();
  },
};

/** The picker open, as the snapshot shows it. */
export const PickerOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: new RegExp(uiText('phone.countryCode')) }),
    );
    await screen.findByRole('dialog');
  },
};
export const NoCountryChosen: Story = { args: { countryCode: '' } };
export const WithError: Story = {
  args: { error: 'Please enter your phone number.' },
};
export const Disabled: Story = { args: { disabled: true, value: '91234567' } };
