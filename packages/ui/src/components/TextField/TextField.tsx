import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { styled } from 'styled-components';

import { VisuallyHiddenText } from '../Button/Button';
import { hitArea, pressable } from '../../theme/interaction';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space100);
  width: 100%;
`;

export const FieldLabel = styled.label`
  font-size: var(--ug-font-sizes-sm);
  font-weight: var(--ug-font-weights-bold);
  color: var(--ug-colors-text);
`;

export const FieldMessage = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: var(--ug-font-sizes-xs);
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

/** The bordered box around an input and its adornments. */
export const InputBox = styled.div<{ $invalid?: boolean; $disabled?: boolean }>`
  display: flex;
  align-items: center;
  gap: var(--ug-space-space200);
  min-height: var(--ug-sizes-control);
  padding: 0 var(--ug-space-space300);
  border: var(--ug-sizes-border) solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: var(--ug-radii-md);
  background: ${({ theme, $disabled }) => ($disabled ? theme.colors.surfaceMuted : theme.colors.surface)};

  &:focus-within {
    border-color: var(--ug-colors-focus);
    box-shadow: 0 0 0 var(--ug-sizes-border) var(--ug-colors-focus);
  }
`;

export const BareInput = styled.input`
  flex: 1;
  min-width: 0;
  height: calc(var(--ug-sizes-control) - 2 * var(--ug-sizes-border));
  border: 0;
  padding: 0;
  background: transparent;
  font-size: var(--ug-font-sizes-md);
  color: var(--ug-colors-text);
  outline: none;

  &::placeholder {
    color: var(--ug-colors-text-muted);
  }
  &:disabled {
    color: var(--ug-colors-text-disabled);
  }
`;

/** The id of a field's message (hint or error), which describes the field's controls. */
export function fieldMessageId(inputId: string): string {
  return `${inputId}-message`;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Visible label (required for accessibility; hide it with hideLabel). */
  label: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Error text: marks the field invalid and replaces the hint. */
  error?: ReactNode;
  /** Content before the input (icon, prefix). */
  startAdornment?: ReactNode;
  /** Content after the input (button, icon). */
  endAdornment?: ReactNode;
}

/** A labelled text input with hint, error and adornments. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hideLabel, hint, error, startAdornment, endAdornment, id, disabled, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = fieldMessageId(inputId);
  const message = error ?? hint;
  return (
    <FieldRoot>
      {hideLabel ? (
        <VisuallyHiddenText as="label" htmlFor={inputId}>
          {label}
        </VisuallyHiddenText>
      ) : (
        <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      )}
      <InputBox $invalid={Boolean(error)} $disabled={disabled}>
        {startAdornment}
        <BareInput
          ref={ref}
          id={inputId}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...rest}
        />
        {endAdornment}
      </InputBox>
      {message ? (
        <FieldMessage id={messageId} $error={Boolean(error)}>
          {message}
        </FieldMessage>
      ) : null}
    </FieldRoot>
  );
});

/** A borderless square button inside an input box (show password, clear). */
export const AdornmentButton = styled.button`
  ${hitArea}
  ${pressable}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: var(--ug-sizes-control-small);
  height: var(--ug-sizes-control-small);
  margin-right: calc(-1 * var(--ug-space-space200));
  border: 0;
  border-radius: var(--ug-radii-md);
  background: transparent;
  color: var(--ug-colors-text-muted);
  cursor: pointer;
`;
