import { type ClipboardEvent, type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import { styled } from 'styled-components';

import { useUiText } from '../../i18n/useUiText';
import { eraseOtp, fillOtp, OTP_LENGTH } from './otp';

export interface OtpInputProps {
  /** The digits entered so far (at most `length`). */
  value: string;
  /** Called with the new digits on typing, pasting and erasing. */
  onChange: (value: string) => void;
  /**
   * Called when the member finishes a code: the last empty cell is filled, or a whole code is
   * pasted. Changing a digit of a code that is already complete does not call it again (each call
   * may spend one of the server's attempts); the member submits the edited code themselves.
   */
  onComplete?: (value: string) => void;
  /** Number of cells. Default 6 (spec section 9). */
  length?: number;
  /** Group label (default from i18n 'otp.label'). */
  label?: string;
  /** Marks the cells invalid (e.g. after 'Invalid OTP'). */
  invalid?: boolean;
  /** Greys the cells out and ignores typing. */
  disabled?: boolean;
  /** Focus the first empty cell on mount. */
  autoFocus?: boolean;
}

const Group = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.space200}px;
`;

const Cell = styled.input<{ $invalid: boolean }>`
  width: ${({ theme }) => theme.sizes.otpCell}px;
  height: ${({ theme }) => theme.sizes.control + theme.space.space200}px;
  padding: 0;
  border: ${({ theme }) => theme.sizes.border}px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  caret-color: ${({ theme }) => theme.colors.primary};
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: 0 0 0 ${({ theme }) => theme.sizes.border}px ${({ theme }) => theme.colors.focus};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/** Six numeric cells: typing advances, Backspace goes back, pasting fills from the cell. */
export function OtpInput({
  value,
  onChange,
  onComplete,
  length = OTP_LENGTH,
  label,
  invalid = false,
  disabled,
  autoFocus,
}: OtpInputProps) {
  const { t } = useUiText();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  // The code as last written: focus moves before the parent re-renders with the new value.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);

  const focusCell = (index: number) => {
    const cell = refs.current[index];
    if (cell) {
      cell.focus();
      cell.select();
    }
  };

  const commit = (next: { value: string; focus: number }, wholeCode = false) => {
    latest.current = next.value;
    if (next.value !== value) onChange(next.value);
    focusCell(next.focus);
    const finished = next.value.length === length && (value.length < length || wholeCode);
    if (finished && next.value !== value) onComplete?.(next.value);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      commit(eraseOtp(value, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusCell(index - 1);
    } else if (event.key === 'ArrowRight' && index < Math.min(value.length, length - 1)) {
      event.preventDefault();
      focusCell(index + 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text');
    commit(fillOtp(value, index, pasted, length), pasted.replace(/\D/g, '').length >= length);
  };

  return (
    <Group role="group" aria-label={label ?? t('otp.label')}>
      {Array.from({ length }, (_, index) => {
        const digit = value[index] ?? '';
        return (
          <Cell
            key={index}
            ref={(element) => {
              refs.current[index] = element;
            }}
            $invalid={invalid}
            value={digit}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the code is the only task of its screen
            autoFocus={autoFocus && index === Math.min(value.length, length - 1)}
            disabled={disabled}
            aria-label={t('otp.digit', { index: index + 1, length })}
            aria-invalid={invalid || undefined}
            onFocus={(event) => {
              // Cells fill in order: focusing past the end moves to the first empty one.
              if (index > latest.current.length) focusCell(latest.current.length);
              else event.target.select();
            }}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onChange={(event) => {
              const raw = event.target.value;
              // A filled cell receives its old digit plus the new one: keep what was typed.
              const typed = digit && raw.length > 1 ? raw.replace(digit, '') : raw;
              commit(fillOtp(value, index, typed, length));
            }}
          />
        );
      })}
    </Group>
  );
}
