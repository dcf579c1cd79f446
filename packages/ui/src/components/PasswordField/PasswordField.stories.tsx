import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';

import { PasswordField } from './PasswordField';
import { uiText } from '../../stories/text';

const Pad = styled.div`
  padding: var(--ug-space-space400);
`;

const meta = {
  title: 'Kit/PasswordField',
  component: PasswordField,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: { onChange: fn(), placeholder: 'Password' },
  decorators: [
    (Story) => (
      <Pad>
        <Story />
      </Pad>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden by default; the eye toggles it. */
export const Default: Story = {
  args: { defaultValue: 'secret123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(uiText('password.label'));
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: uiText('password.show') }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: uiText('password.hide') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
export const WithError: Story = {
  args: { label: 'Retype Password', error: 'New password mismatched with retype password.' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'secret123' } };
