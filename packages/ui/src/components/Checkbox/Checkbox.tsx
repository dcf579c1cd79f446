import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { styled } from 'styled-components';

import { FieldMessage } from '../TextField/TextField';

const Row = styled.label`
  display: flex;
  align-items: center;
  gap: var(--ug-space-space300);
  min-height: calc(var(--ug-sizes-control-small) + var(--ug-space-space200));
  cursor: pointer;
  input {
    flex: none;
    width: calc(var(--ug-sizes-icon-small) + var(--ug-space-space100));
    height: calc(var(--ug-sizes-icon-small) + var(--ug-space-space100));
    margin: 0;
    accent-color: var(--ug-colors-primary);
    cursor: pointer;
  }
  input:disabled,
  input:disabled + span {
    cursor: not-allowed;
    color: var(--ug-colors-text-disabled);
  }
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The visible label. */
  label: ReactNode;
}

export interface CheckboxFieldProps extends CheckboxProps {
  /** Help text under the checkbox. */
  hint?: ReactNode;
  /** Error text under the checkbox (e.g. terms not accepted): marks it invalid. */
  error?: ReactNode;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space100);
`;

/** A native checkbox with its label (accent-coloured), and the kit's hint and error. */
export function Checkbox({ label, id, hint, error, ...rest }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;
  const row = (
    <Row htmlFor={inputId}>
      <input
        type="checkbox"
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        {...rest}
      />
      <span>{label}</span>
    </Row>
  );
  if (!message) return row;
  return (
    <Stack>
      {row}
      <FieldMessage id={messageId} $error={Boolean(error)}>
        {message}
      </FieldMessage>
    </Stack>
  );
}

/** A native radio button with its label. */
export function Radio({ label, id, ...rest }: CheckboxProps) {
  const autoId = useId();
  return (
    <Row htmlFor={id ?? autoId}>
      <input type="radio" id={id ?? autoId} {...rest} />
      <span>{label}</span>
    </Row>
  );
}

export interface Option<T extends string | number = string> {
  value: T;
  label: ReactNode;
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend<{ $hidden: boolean }>`
  padding: 0;
  margin-bottom: var(--ug-space-space100);
  font-weight: var(--ug-font-weights-bold);
  ${({ $hidden }) =>
    $hidden
      ? 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;'
      : ''}
`;

export interface CheckboxGroupProps<T extends string | number> {
  /** Group name (legend). */
  legend: string;
  /** Keep the legend for screen readers only (e.g. inside an accordion titled the same). */
  hideLegend?: boolean;
  /** The checkboxes in order: value and label. */
  options: Option<T>[];
  /** Checked values. */
  value: T[];
  /** Called with the checked values after each tap. */
  onChange: (value: T[]) => void;
}

/** Several choices (Brands, Categories). */
export function CheckboxGroup<T extends string | number>({
  legend,
  hideLegend = false,
  options,
  value,
  onChange,
}: CheckboxGroupProps<T>) {
  return (
    <Fieldset>
      <Legend $hidden={hideLegend}>{legend}</Legend>
      {options.map((option) => (
        <Checkbox
          key={String(option.value)}
          label={option.label}
          checked={value.includes(option.value)}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? [...value, option.value]
                : value.filter((v) => v !== option.value),
            )
          }
        />
      ))}
    </Fieldset>
  );
}

export interface RadioGroupProps<T extends string | number> {
  /** Group name (legend). */
  legend: string;
  /** Keep the legend for screen readers only. */
  hideLegend?: boolean;
  /** The radios in order: value and label. */
  options: Option<T>[];
  /** The chosen value, or null for none. */
  value: T | null;
  /** Called with the value chosen. */
  onChange: (value: T | null) => void;
  /** Input name shared by the radios (default: generated). */
  name?: string;
}

/** One choice (Price, Age, Gender, Interest, Gift Intention). */
export function RadioGroup<T extends string | number>({
  legend,
  hideLegend = false,
  options,
  value,
  onChange,
  name,
}: RadioGroupProps<T>) {
  const autoName = useId();
  return (
    <Fieldset>
      <Legend $hidden={hideLegend}>{legend}</Legend>
      {options.map((option) => (
        <Radio
          key={String(option.value)}
          name={name ?? autoName}
          label={option.label}
          checked={value === option.value}
          onChange={() => onChange(option.value)}
        />
      ))}
    </Fieldset>
  );
}
