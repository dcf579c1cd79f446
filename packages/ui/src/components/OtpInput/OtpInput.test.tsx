import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithUi } from '../../testing/render';
import { ResendCountdown } from '../ResendCountdown/ResendCountdown';
import { eraseOtp, fillOtp } from './otp';
import { OtpInput } from './OtpInput';

function Harness({
  onComplete,
  initial = '',
}: {
  onComplete?: (v: string) => void;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return <OtpInput value={value} onChange={setValue} onComplete={onComplete} />;
}

describe('fillOtp', () => {
  it('writes digits from the cell and moves focus after them', () => {
    expect(fillOtp('', 0, '1')).toEqual({ value: '1', focus: 1 });
    expect(fillOtp('12', 2, '3')).toEqual({ value: '123', focus: 3 });
  });
  it('drops non-digits from a paste and cuts at six', () => {
    expect(fillOtp('', 0, ' 12-34 56 78')).toEqual({ value: '123456', focus: 5 });
  });
  it('overwrites from a filled cell', () => {
    expect(fillOtp('123456', 2, '99')).toEqual({ value: '129956', focus: 4 });
  });
  it('never leaves a gap: a cell past the end writes at the end', () => {
    expect(fillOtp('1', 4, '2')).toEqual({ value: '12', focus: 2 });
  });
  it('ignores text without digits', () => {
    expect(fillOtp('12', 2, 'ab')).toEqual({ value: '12', focus: 2 });
  });
});

describe('eraseOtp', () => {
  it('erases the digit of the cell', () => {
    expect(eraseOtp('1234', 1)).toEqual({ value: '134', focus: 1 });
  });
  it('on an empty cell erases the one before', () => {
    expect(eraseOtp('123', 3)).toEqual({ value: '12', focus: 2 });
    expect(eraseOtp('', 0)).toEqual({ value: '', focus: 0 });
  });
});

describe('given an OtpInput', () => {
  it('should be one field named One-time code, filled in from an SMS and typed as digits', () => {
    renderWithUi(<Harness />);
    const input = screen.getByRole('textbox', { name: 'One-time code' });
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('should show each digit in its box and complete at six digits', async () => {
    const onComplete = vi.fn();
    const { container } = renderWithUi(<Harness onComplete={onComplete} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('One-time code'));
    await user.keyboard('48x21');
    expect(screen.getByLabelText('One-time code')).toHaveValue('4821');
    const boxes = container.querySelectorAll('[aria-hidden="true"]');
    expect([...boxes].map((box) => box.textContent)).toEqual(['4', '8', '2', '1', '', '']);
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('93');
    expect(onComplete).toHaveBeenCalledWith('482193');
  });

  it('should take a pasted code without its spaces and dashes', async () => {
    const onComplete = vi.fn();
    renderWithUi(<Harness onComplete={onComplete} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('One-time code'));
    // No maxlength: the browser would cut the pasted text before its digits are picked out.
    await user.paste('Your code: 135-790');
    expect(onComplete).toHaveBeenCalledWith('135790');
    expect(screen.getByLabelText('One-time code')).toHaveValue('135790');
  });

  it('should not complete again while a complete code is edited digit by digit', async () => {
    // The issue: after 'Invalid OTP' a member retyped over the old code, and each keystroke sent
    // a verification (100000, 150000, ...) until the code was locked.
    const onComplete = vi.fn();
    renderWithUi(<Harness onComplete={onComplete} initial="000000" />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('One-time code');
    await user.click(input);
    await user.keyboard('151490');
    (input as HTMLInputElement).setSelectionRange(0, 1);
    await user.keyboard('7');
    expect(input).toHaveValue('700000');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('should complete once for a whole code pasted over a complete one', async () => {
    const onComplete = vi.fn();
    renderWithUi(<Harness onComplete={onComplete} initial="000000" />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('One-time code');
    await user.click(input);
    (input as HTMLInputElement).select();
    await user.paste('151490');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('151490');
  });

  it('should erase backwards with Backspace', async () => {
    renderWithUi(<Harness initial="123" />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('One-time code'));
    await user.keyboard('{Backspace}');
    expect(screen.getByLabelText('One-time code')).toHaveValue('12');
  });

  it('should mark the field invalid and describe it with the error', () => {
    renderWithUi(<OtpInput value="" onChange={() => {}} error="Invalid OTP" />);
    const input = screen.getByLabelText('One-time code');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid OTP');
  });

  it('should name the field in the interface language', () => {
    renderWithUi(<Harness />, { lng: 'cn' });
    expect(screen.getByRole('textbox', { name: '验证码' })).toBeInTheDocument();
  });
});

describe('given a ResendCountdown', () => {
  it('should count down 30 seconds, then resend and restart', () => {
    vi.useFakeTimers();
    try {
      const onResend = vi.fn();
      renderWithUi(<ResendCountdown onResend={onResend} />);
      expect(screen.getByText('Resend in 30s')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByText('Resend in 29s')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(28_000));
      expect(screen.getByText('Resend in 1s')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
      fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
      expect(onResend).toHaveBeenCalledTimes(1);
      expect(screen.getByText('Resend in 30s')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('should announce the wait once and then that Resend is ready, not every second', () => {
    vi.useFakeTimers();
    try {
      renderWithUi(<ResendCountdown onResend={() => {}} />);
      // The countdown's own region (the provider has a live region of its own).
      const countdown = screen.getByText('Resend in 30s').parentElement!;
      const status = within(countdown).getByRole('status');
      expect(status).toHaveTextContent('');
      act(() => vi.advanceTimersByTime(0));
      expect(status).toHaveTextContent('A new code can be sent in 30 seconds');
      // The visible count ticks; the live region does not.
      act(() => vi.advanceTimersByTime(5000));
      expect(screen.getByText('Resend in 25s')).not.toHaveAttribute('aria-live');
      expect(status).toHaveTextContent('A new code can be sent in 30 seconds');
      expect(countdown.querySelectorAll('[aria-live]')).toHaveLength(0);
      act(() => vi.advanceTimersByTime(25_000));
      expect(status).toHaveTextContent('You can resend the code now');
      fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
      expect(status).toHaveTextContent('A new code can be sent in 30 seconds');
    } finally {
      vi.useRealTimers();
    }
  });
});
