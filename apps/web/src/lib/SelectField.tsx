import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';

import { FieldLabel, FieldMessage, FieldRoot, InputBox } from '@ugift/ui';

const Select = styled.select`
  flex: 1;
  min-width: 0;
  height: calc(var(--ug-sizes-control) - 2 * var(--ug-sizes-border));
  border: 0;
  background: transparent;
  font: inherit;
  font-size: var(--ug-font-sizes-md);
  color: var(--ug-colors-text);
  outline: none;
`;

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  children: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Error text under the field: marks it invalid and replaces the hint. */
  error?: ReactNode;
}

/**
 * A labelled native select in the kit's input box (the kit has no plain select yet), with the
 * kit's field pattern: the message under it describes it, an error marks it invalid.
 */
export function SelectField({ label, children, id, hint, error, ...rest }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const messageId = `${selectId}-message`;
  const message = error ?? hint;
  return (
    <FieldRoot>
      <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      <InputBox $invalid={Boolean(error)}>
        <Select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...rest}
        >
          {children}
        </Select>
      </InputBox>
      {message ? (
        <FieldMessage id={messageId} $error={Boolean(error)}>
          {message}
        </FieldMessage>
      ) : null}
    </FieldRoot>
  );
}
