import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../Button/Button';
import { LoginPrompt } from './LoginPrompt';
import { uiText } from '../../stories/text';

const meta = {
  title: 'Kit/LoginPrompt',
  component: LoginPrompt,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: { onLogin: fn() },
} satisfies Meta<typeof LoginPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: uiText('loginPrompt.message') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: uiText('loginPrompt.login') }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};
/** The campaign guest state: Login and Cancel. */
export const WithCancel: Story = {
  args: { loginLabel: 'Login', secondaryAction: <Button variant="secondary">Cancel</Button> },
};
