import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';

import { ResendCountdown } from '../ResendCountdown/ResendCountdown';
import { OtpInput, type OtpInputProps } from './OtpInput';
import { uiText } from '../../stories/text';

const Pad = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space400}px;
  padding: ${({ theme }) => theme.space.space400}px;
`;

function Stateful(props: OtpInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <OtpInput
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
  title: 'Kit/OtpInput',
  component: OtpInput,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  args: { value: '', onChange: fn(), onComplete: fn() },
  decorators: [
    (Story) => (
      <Pad>
        <Story />
      </Pad>
    ),
  ],
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing advances from cell to cell; the sixth digit completes the code. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(uiText('otp.digit', { index: 1, length: 6 })));
    await userEvent.keyboard('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(canvas.getByLabelText(uiText('otp.digit', { index: 6, length: 6 }))).toHaveValue(
      '6',
    );
  },
};

/** Pasting fills the cells from the focused one, dropping non-digits. */
export const Paste: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(uiText('otp.digit', { index: 1, length: 6 })));
    await userEvent.paste('98 76-54');
    await expect(args.onComplete).toHaveBeenCalledWith('987654');
  },
};

/** Backspace erases and moves back. */
export const Backspace: Story = {
  args: { value: '1234' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(uiText('otp.digit', { index: 5, length: 6 })));
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
    await expect(canvas.getByLabelText(uiText('otp.digit', { index: 4, length: 6 }))).toHaveFocus();
  },
};
/**
 * Typing over a complete code changes it without sending it again digit by digit (each send may
 * spend a server attempt): the member submits the edited code with the button.
 */
export const EditingACompleteCode: Story = {
  args: { value: '000000', invalid: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(uiText('otp.digit', { index: 1, length: 6 })));
    await userEvent.keyboard('151490');
    await expect(args.onChange).toHaveBeenLastCalledWith('151490');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};
export const PartlyFilled: Story = { args: { value: '482' } };
export const Invalid: Story = { args: { value: '111111', invalid: true } };
export const Disabled: Story = { args: { value: '12', disabled: true } };

/** The verification screen's pair: code cells and the resend countdown. */
export const WithResendCountdown: Story = {
  render: (args) => (
    <>
      <Stateful {...args} />
      <ResendCountdown onResend={fn()} />
    </>
  ),
};
