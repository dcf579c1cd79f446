import { forwardRef, type ReactNode, useId, useState } from 'react';
import { styled } from 'styled-components';

import { useUiText } from '../../i18n/useUiText';
import { FieldMessage } from '../TextField/TextField';
import { fillOtp, OTP_LENGTH } from './otp';

export interface OtpInputProps {
  /** The digits entered so far (at most `length`). */
  value: string;
  /** Called with the new digits on typing, pasting and erasing. */
  onChange: (value: string) => void;
  /**
   * Called when the member finishes a code: the last digit is typed, or a whole code is pasted or
   * filled in from an SMS. Each call may spend one of the server's attempts, so it is not called
   * again until the code has been shortened and finished anew.
   */
  onComplete?: (value: string) => void;
  /** Number of digits. Default 6 (spec section 9). */
  length?: number;
  /** Accessible name of the input (default from i18n 'otp.label', 'One-time code'). */
  label?: string;
  /** Marks the field invalid without a message (prefer `error`). */
  invalid?: boolean;
  /** Error text under the boxes: marks the field invalid and describes it. */
  error?: ReactNode;
  /** Help text under the boxes. */
  hint?: ReactNode;
  /** Greys the boxes out and ignores typing. */
  disabled?: boolean;
  /** Focus the input on mount. */
  autoFocus?: boolean;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ug-space-space100);
`;

const Boxes = styled.div`
  position: relative;
  display: flex;
  justify-content: center;
  gap: var(--ug-space-space200);
`;

/**
 * The one real input lies over the six boxes: it takes focus, typing, pasting and the SMS
 * autofill, and is announced once as a single field. Its own text and caret are transparent; the
 * boxes show the digits.
 */
const Input = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: transparent;
  caret-color: transparent;
  /* 1rem or more keeps mobile browsers from zooming in on focus. */
  font-size: var(--ug-font-sizes-lg);
  letter-spacing: 0;
  outline: none;
  cursor: text;
  &::selection {
    background: transparent;
  }
`;

const Box = styled.span<{ $invalid: boolean; $active: boolean; $disabled?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--ug-sizes-otp-cell);
  min-height: calc(var(--ug-sizes-control) + var(--ug-space-space200));
  border: var(--ug-sizes-border) solid
    ${({ theme, $invalid, $active }) =>
      $active ? theme.colors.focus : $invalid ? theme.colors.danger : theme.colors.border};
  border-radius: var(--ug-radii-md);
  background: ${({ theme, $disabled }) => ($disabled ? theme.colors.surfaceMuted : theme.colors.surface)};
  box-shadow: ${({ theme, $active }) =>
    $active ? `0 0 0 ${theme.sizes.border}px ${theme.colors.focus}` : 'none'};
  font-size: var(--ug-font-sizes-xl);
  font-weight: var(--ug-font-weights-bold);
  color: var(--ug-colors-text);
`;

/** Keeps the digits of typed or pasted text, at most `length`. */
function otpDigits(input: string, length: number = OTP_LENGTH): string {
  return fillOtp('', 0, input, length).value;
}

/**
 * A one-time code field: one numeric input (autocomplete="one-time-code", announced as one
 * field), drawn as six boxes. Typing fills the boxes in order, Backspace erases, pasting or the
 * SMS autofill fills them all.
 */
export const OtpInput = forwardRef<HTMLInputElement, OtpInputProps>(function OtpInput(
  {
    value,
    onChange,
    onComplete,
    length = OTP_LENGTH,
    label,
    invalid = false,
    error,
    hint,
    disabled,
    autoFocus,
  },
  ref,
) {
  const { t } = useUiText();
  const messageId = `${useId()}-message`;
  const [focused, setFocused] = useState(false);
  const message = error ?? hint;
  const isInvalid = invalid || Boolean(error);
  const active = Math.min(value.length, length - 1);

  return (
    <Root>
      <Boxes>
        {Array.from({ length }, (_, index) => (
          <Box
            key={index}
            aria-hidden="true"
            $invalid={isInvalid}
            $active={focused && index === active}
            $disabled={disabled}
          >
            {value[index] ?? ''}
          </Box>
        ))}
        <Input
          ref={ref}
          value={value}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the code is the only task of its screen
          autoFocus={autoFocus}
          disabled={disabled}
          aria-label={label ?? t('otp.label')}
          aria-invalid={isInvalid || undefined}
          aria-describedby={message ? messageId : undefined}
          onFocus={(event) => {
            setFocused(true);
            // The boxes fill in order: the caret always sits after the last digit.
            const end = event.target.value.length;
            event.target.setSelectionRange(end, end);
          }}
          onBlur={() => setFocused(false)}
          onSelect={(event) => {
            // A caret (not a selection) inside the code goes to its end: the boxes show no caret
            // of their own, so typing and Backspace always work at the last digit.
            const input = event.currentTarget;
            const end = input.value.length;
            if (input.selectionStart === input.selectionEnd && input.selectionStart !== end)
              input.setSelectionRange(end, end);
          }}
          onChange={(event) => {
            const next = otpDigits(event.target.value, length);
            if (next === value) return;
            onChange(next);
            // A whole code arriving at once (paste, the SMS autofill) is sent even over a
            // complete one; a digit typed over a complete code is not (each send may spend one of
            // the server's attempts): the member submits the edited code themselves.
            const { inputType } = event.nativeEvent as InputEvent;
            const wholeCode = inputType !== 'insertText' && inputType !== undefined;
            if (next.length === length && (value.length < length || wholeCode)) onComplete?.(next);
          }}
        />
      </Boxes>
      {message ? (
        <FieldMessage id={messageId} $error={Boolean(error)}>
          {message}
        </FieldMessage>
      ) : null}
    </Root>
  );
});
