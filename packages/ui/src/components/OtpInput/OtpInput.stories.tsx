import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';

import { ResendCountdown } from '../ResendCountdown/ResendCountdown';
import { OtpInput, type OtpInputProps } from './OtpInput';
import { uiText } from '../../stories/text';

const Pad = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space400);
  padding: var(--ug-space-space400);
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

/** One field, drawn as six boxes: typing fills them in order; the sixth digit completes the code. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Announced once, as a single field (not six).
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1);
    const input = canvas.getByRole('textbox', { name: uiText('otp.label') });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(input);
    await userEvent.keyboard('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(input).toHaveValue('123456');
  },
};

/** Pasting (or the SMS autofill) fills every box, dropping non-digits. */
export const Paste: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(uiText('otp.label')));
    await userEvent.paste('98 76-54');
    await expect(args.onComplete).toHaveBeenCalledWith('987654');
  },
};

/** Backspace erases the last digit. */
export const Backspace: Story = {
  args: { value: '1234' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(uiText('otp.label')));
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
  },
};
/**
 * Typing a digit over a complete code changes it without sending it again (each send may spend a
 * server attempt): the member submits the edited code with the button.
 */
export const EditingACompleteCode: Story = {
  args: { value: '000000', invalid: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText<HTMLInputElement>(uiText('otp.label'));
    await userEvent.click(input);
    input.setSelectionRange(0, 1);
    await userEvent.keyboard('1');
    await expect(args.onChange).toHaveBeenLastCalledWith('100000');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};
export const PartlyFilled: Story = { args: { value: '482' } };
/** After 'Invalid OTP': the emptied field carries the error, which describes it. */
export const Invalid: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return <Stateful {...args} error={t('account.verification.invalid')} />;
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input.getAttribute('aria-describedby')).toBeTruthy();
    await expect(
      canvasElement.querySelector(`#${CSS.escape(input.getAttribute('aria-describedby')!)}`),
    ).toBeVisible();
  },
};
export const Disabled: Story = { args: { value: '12', disabled: true } };

/** The verification screen's pair: the code and the resend countdown. */
export const WithResendCountdown: Story = {
  render: (args) => (
    <>
      <Stateful {...args} />
      <ResendCountdown onResend={fn()} />
    </>
  ),
};
