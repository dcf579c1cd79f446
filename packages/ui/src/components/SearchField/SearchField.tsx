import { type FormEvent, useState } from 'react';

import { useUiText } from '../../i18n/useUiText';
import { Icon } from '../Icon/Icon';
import { AdornmentButton, TextField } from '../TextField/TextField';

export interface SearchFieldProps {
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called on every change. */
  onChange?: (value: string) => void;
  /** Called when the user submits (Enter or the search key). */
  onSubmit?: (value: string) => void;
  /** Called when the clear button empties the field. */
  onClear?: () => void;
  /** Placeholder, e.g. 'Search all products' (default from i18n 'search.placeholder'). */
  placeholder?: string;
  /** Accessible label (default: the placeholder). */
  label?: string;
  /** Accessible name of the clear button (default 'Clear search'). */
  clearLabel?: string;
  /** Greys the field out. */
  disabled?: boolean;
}

/** A search form (role=search) with a leading icon and a clear button. */
export function SearchField({
  value,
  defaultValue = '',
  onChange,
  onSubmit,
  onClear,
  placeholder,
  label,
  clearLabel,
  disabled,
}: SearchFieldProps) {
  const { t } = useUiText();
  const [inner, setInner] = useState(defaultValue);
  const current = value ?? inner;
  const set = (next: string) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
  };
  const text = placeholder ?? t('search.placeholder');
  return (
    <form
      role="search"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit?.(current);
      }}
    >
      <TextField
        type="search"
        enterKeyHint="search"
        label={label ?? text}
        hideLabel
        placeholder={text}
        value={current}
        disabled={disabled}
        onChange={(event) => set(event.target.value)}
        startAdornment={<Icon name="search" />}
        endAdornment={
          current ? (
            <AdornmentButton
              type="button"
              aria-label={clearLabel ?? t('search.clear')}
              onClick={() => {
                set('');
                onClear?.();
              }}
            >
              <Icon name="close" />
            </AdornmentButton>
          ) : null
        }
      />
    </form>
  );
}
