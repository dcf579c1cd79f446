import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';

import { TextField } from './TextField';

const Pad = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space400);
  padding: var(--ug-space-space400);
`;

const meta = {
  title: 'Kit/TextField',
  component: TextField,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: { label: 'Referral code (optional)', onChange: fn(), placeholder: 'Enter referral code' },
  decorators: [
    (Story) => (
      <Pad>
        <Story />
      </Pad>
    ),
  ],
  // No text of its own: its pixels do not change with the language (English only).
  parameters: { chromatic: { modes: { cn: { disable: true }, jp: { disable: true } } } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Referral code (optional)');
    await userEvent.type(input, 'UG2026');
    await expect(input).toHaveValue('UG2026');
    await expect(args.onChange).toHaveBeenCalled();
  },
};
export const WithHint: Story = { args: { hint: 'Ask your friend for their code' } };
export const WithError: Story = {
  args: { error: 'Please enter your phone number.', defaultValue: 'abc' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter your phone number.');
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: '+65 9123 4567' } };
export const HiddenLabel: Story = { args: { hideLabel: true } };
