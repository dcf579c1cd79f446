import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';

import { ResendCountdown } from './ResendCountdown';
import { uiText } from '../../stories/text';

const Pad = styled.div`
  padding: var(--ug-space-space400);
`;

const meta = {
  title: 'Kit/ResendCountdown',
  component: ResendCountdown,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: { onResend: fn() },
  decorators: [
    (Story) => (
      <Pad>
        <Story />
      </Pad>
    ),
  ],
} satisfies Meta<typeof ResendCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 2 s cooldown counts down, then offers Resend (the snapshot shows the end state). */
export const Counting: Story = {
  args: { seconds: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(new RegExp(uiText('otp.resendIn', { seconds: '[12]' }))),
    ).toBeInTheDocument();
    await waitFor(
      () => expect(canvas.getByRole('button', { name: uiText('otp.resend') })).toBeVisible(),
      {
        timeout: 4000,
      },
    );
  },
};

/** The waiting state; a fixed waiting text keeps the snapshot still while it ticks. */
export const Waiting: Story = { args: { seconds: 30, waitingLabel: 'Resend in 30s' } };

/** After the cooldown: Resend restarts the countdown (a fixed waiting text keeps the snapshot still). */
export const Ready: Story = {
  args: { startOnMount: false, waitingLabel: 'Code sent, please wait' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: uiText('otp.resend') }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByText(/Code sent/)).toBeInTheDocument());
  },
};
export const ReadyIdle: Story = { args: { startOnMount: false } };
export const Disabled: Story = { args: { startOnMount: false, disabled: true } };
