import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';

import { FieldLabel, FieldRoot, InputBox } from '@ugift/ui';

const Select = styled.select`
  flex: 1;
  min-width: 0;
  height: ${({ theme }) => theme.sizes.control - 2 * theme.sizes.border}px;
  border: 0;
  background: transparent;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  outline: none;
`;

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  children: ReactNode;
}

/** A labelled native select in the kit's input box (the kit has no plain select yet). */
export function SelectField({ label, children, id, ...rest }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldRoot>
      <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      <InputBox>
        <Select id={selectId} {...rest}>
          {children}
        </Select>
      </InputBox>
    </FieldRoot>
  );
}
