import { useState } from 'react';
import { styled } from 'styled-components';

import { useUiText } from '../../i18n/useUiText';
import { VisuallyHiddenText } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { ImageWithFallback } from '../ImageWithFallback/ImageWithFallback';
import { BottomSheet } from '../Modal/Modal';

export interface CountryOption {
  /** Dialling code without '+', e.g. '65'. */
  code: string;
  /** Country name shown in the list. */
  name: string;
  /** Round flag image URL (from the api or the app's assets). */
  flagSrc?: string;
  /** ISO letters shown in the flag circle when there is no image, e.g. 'SG'. */
  iso?: string;
}

export interface CountryCodeSelectProps {
  /** Options to choose from. */
  options: CountryOption[];
  /** The chosen dialling code ('' for none). */
  value: string;
  /** Called with the chosen code. */
  onChange: (code: string) => void;
  /** Accessible name of the trigger and title of the sheet (default 'Country code'). */
  label?: string;
  /** Id of the message that describes the field the picker belongs to (its hint or error). */
  describedBy?: string;
  /** Placeholder when nothing is chosen (default 'Choose a country code'). */
  placeholder?: string;
  /** Greys the picker out. */
  disabled?: boolean;
  /** Open state for stories and tests (uncontrolled otherwise). */
  defaultOpen?: boolean;
}

const FlagCircle = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: var(--ug-sizes-flag);
  height: var(--ug-sizes-flag);
  overflow: hidden;
  border-radius: var(--ug-radii-round);
  background: var(--ug-colors-primary-subtle);
  color: var(--ug-colors-primary);
  font-size: var(--ug-font-sizes-xxs);
  font-weight: var(--ug-font-weights-bold);
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A round flag: the image, or the ISO letters in a circle. Decorative (the name is beside it). */
export function RoundFlag({ src, iso }: { src?: string; iso?: string }) {
  const letters = <span aria-hidden="true">{iso ?? ''}</span>;
  return (
    <FlagCircle aria-hidden="true">
      {src ? <ImageWithFallback src={src} alt="" fallback={letters} /> : letters}
    </FlagCircle>
  );
}

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--ug-space-space100);
  min-height: var(--ug-sizes-control-small);
  padding: 0 var(--ug-space-space100);
  border: 0;
  border-radius: var(--ug-radii-md);
  background: transparent;
  color: var(--ug-colors-text);
  font-size: var(--ug-font-sizes-md);
  cursor: pointer;
  &:disabled {
    color: var(--ug-colors-text-disabled);
    cursor: not-allowed;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Option = styled.button`
  display: flex;
  align-items: center;
  gap: var(--ug-space-space300);
  width: 100%;
  min-height: var(--ug-sizes-control);
  padding: 0 var(--ug-space-space200);
  border: 0;
  border-bottom: var(--ug-sizes-border) solid var(--ug-colors-border-subtle);
  background: transparent;
  text-align: left;
  cursor: pointer;
  &[aria-pressed='true'] {
    color: var(--ug-colors-primary);
    font-weight: var(--ug-font-weights-bold);
  }
  span:nth-child(2) {
    flex: 1;
  }
`;

/** The '+65' picker with a round flag; opens a bottom sheet listing the countries. */
export function CountryCodeSelect({
  options,
  value,
  onChange,
  label,
  placeholder,
  disabled,
  defaultOpen = false,
  describedBy,
}: CountryCodeSelectProps) {
  const { t } = useUiText();
  const [open, setOpen] = useState(defaultOpen);
  const selected = options.find((option) => option.code === value);
  const title = label ?? t('phone.countryCode');
  return (
    <BottomSheet.Root open={open} onOpenChange={setOpen}>
      <BottomSheet.Trigger asChild>
        <Trigger type="button" disabled={disabled} aria-describedby={describedBy}>
          {/* Named by its text (hidden parts included), so the visible '+65' is in the name. */}
          <VisuallyHiddenText>{title}: </VisuallyHiddenText>
          {selected ? (
            <>
              <RoundFlag src={selected.flagSrc} iso={selected.iso} />
              <span>+{selected.code}</span>
              <VisuallyHiddenText> {selected.name}</VisuallyHiddenText>
            </>
          ) : (
            <>
              <span aria-hidden="true">+</span>
              <VisuallyHiddenText>{placeholder ?? t('phone.chooseCountry')}</VisuallyHiddenText>
            </>
          )}
          <Icon name="chevronDown" size="small" />
        </Trigger>
      </BottomSheet.Trigger>
      <BottomSheet.Content title={title}>
        <BottomSheet.Body>
          <List>
            {options.map((option) => (
              <li key={`${option.code}-${option.name}`}>
                <Option
                  type="button"
                  aria-pressed={option.code === value}
                  onClick={() => {
                    onChange(option.code);
                    setOpen(false);
                  }}
                >
                  <RoundFlag src={option.flagSrc} iso={option.iso} />
                  <span>{option.name}</span>
                  <span>+{option.code}</span>
                </Option>
              </li>
            ))}
          </List>
        </BottomSheet.Body>
      </BottomSheet.Content>
    </BottomSheet.Root>
  );
}
