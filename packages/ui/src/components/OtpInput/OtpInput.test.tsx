import { act, fireEvent, screen } from '@testing-library/react';
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
  it('should advance while typing and complete at six digits', async () => {
    const onComplete = vi.fn();
    renderWithUi(<Harness onComplete={onComplete} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('4821');
    expect(screen.getByLabelText('Digit 5 of 6')).toHaveFocus();
    await user.keyboard('93');
    expect(onComplete).toHaveBeenCalledWith('482193');
  });

  it('should fill every cell from a pasted code', async () => {
    const onComplete = vi.fn();
    renderWithUi(<Harness onComplete={onComplete} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('Your code: 135-790');
    expect(onComplete).toHaveBeenCalledWith('135790');
    expect(screen.getByLabelText('Digit 6 of 6')).toHaveValue('0');
  });

  it('should not complete again while a complete code is edited digit by digit', async () => {
    // The issue: after 'Invalid OTP' a member retyped over the old code, and each keystroke sent
    // a verification (100000, 150000, ...) until the code was locked.
    const onComplete = vi.fn();
    renderWithUi(<Harness onComplete={onComplete} initial="000000" />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('151490');
    expect(onComplete).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveValue('1');
    expect(screen.getByLabelText('Digit 6 of 6')).toHaveValue('0');
  });

  it('should complete once for a whole code pasted over a complete one', async () => {
    const onComplete = vi.fn();
    renderWithUi(<Harness onComplete={onComplete} initial="000000" />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('151490');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('151490');
  });

  it('should erase backwards with Backspace', async () => {
    renderWithUi(<Harness initial="123" />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Digit 4 of 6'));
    await user.keyboard('{Backspace}');
    expect(screen.getByLabelText('Digit 3 of 6')).toHaveValue('');
    expect(screen.getByLabelText('Digit 3 of 6')).toHaveFocus();
  });

  it('should name every cell in the interface language', () => {
    renderWithUi(<Harness />, { lng: 'cn' });
    expect(screen.getByRole('group', { name: '验证码' })).toBeInTheDocument();
    expect(screen.getByLabelText('第 1 位，共 6 位')).toBeInTheDocument();
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
});
