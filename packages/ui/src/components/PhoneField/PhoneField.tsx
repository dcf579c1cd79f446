import { forwardRef, type InputHTMLAttributes, useId } from 'react';
import { styled } from 'styled-components';

import { useUiText } from '../../i18n/useUiText';
import { CountryCodeSelect, type CountryOption } from '../CountryCodeSelect/CountryCodeSelect';
import { fieldMessageId, TextField } from '../TextField/TextField';

export interface PhoneFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'size'
> {
  /** Country options for the code picker. */
  countries: CountryOption[];
  /** Chosen dialling code, e.g. '65' (spec: 65 on login and register, 60 on the forgot flow). */
  countryCode: string;
  /** Called with the dialling code chosen in the picker. */
  onCountryCodeChange: (code: string) => void;
  /** Phone number: digits only. */
  value: string;
  /** Called with the digits typed (anything else is dropped). */
  onChange: (value: string) => void;
  /** Label (default from i18n 'phone.label'). */
  label?: string;
  /** Accessible name of the code picker (default 'Country code'). */
  countryCodeLabel?: string;
  /** Help text under the field. */
  hint?: string;
  /** Error text under the field; marks the field invalid. */
  error?: string;
}

const Divider = styled.span`
  align-self: stretch;
  width: var(--ug-sizes-border);
  margin: var(--ug-space-space200) 0;
  background: var(--ug-colors-border);
`;

/** Keeps the digits of a phone number. */
export function phoneDigits(input: string): string {
  return input.replace(/\D+/g, '');
}

/** A phone number field with the country-code picker (round flags) in front. */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  {
    countries,
    countryCode,
    onCountryCodeChange,
    value,
    onChange,
    label,
    countryCodeLabel,
    disabled,
    id,
    ...rest
  },
  ref,
) {
  const { t } = useUiText();
  const autoId = useId();
  const inputId = id ?? autoId;
  // The picker is part of the field: the field's hint or error describes it too.
  const describedBy = rest.error || rest.hint ? fieldMessageId(inputId) : undefined;
  return (
    <TextField
      ref={ref}
      id={inputId}
      label={label ?? t('phone.label')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(phoneDigits(event.target.value))}
      startAdornment={
        <>
          <CountryCodeSelect
            options={countries}
            value={countryCode}
            onChange={onCountryCodeChange}
            label={countryCodeLabel}
            disabled={disabled}
            describedBy={describedBy}
          />
          <Divider aria-hidden="true" />
        </>
      }
      {...rest}
    />
  );
});
