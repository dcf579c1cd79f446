import { styled } from 'styled-components';

import { useUiText } from '../../i18n/useUiText';
import { Icon } from '../Icon/Icon';
import { hitArea, pressable } from '../../theme/interaction';

/** Keeps a quantity within 1..max (spec section 5: quantity 1..stock). */
export function clampQuantity(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  const upper = Math.max(min, max);
  return Math.min(Math.max(Math.round(value), min), upper);
}

export interface QuantityStepperProps {
  /** Current quantity. */
  value: number;
  /** Called with the new quantity, always within min..max. */
  onChange: (value: number) => void;
  /** Lowest quantity. Default 1. */
  min?: number;
  /** Highest quantity: the stock. */
  max: number;
  /** Greys both buttons out. */
  disabled?: boolean;
  /** Accessible name of the group (default from i18n 'stepper.quantity'). */
  label?: string;
  /** Accessible name of the − button (default from i18n 'stepper.decrease'). */
  decreaseLabel?: string;
  /** Accessible name of the + button (default from i18n 'stepper.increase'). */
  increaseLabel?: string;
}

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  border: var(--ug-sizes-border) solid var(--ug-colors-border);
  border-radius: var(--ug-radii-pill);
  background: var(--ug-colors-surface);
`;

const Step = styled.button`
  ${hitArea}
  ${pressable}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--ug-sizes-control-small);
  height: var(--ug-sizes-control-small);
  border: 0;
  border-radius: var(--ug-radii-round);
  background: transparent;
  color: var(--ug-colors-primary);
  cursor: pointer;
  &:disabled {
    color: var(--ug-colors-text-disabled);
    cursor: not-allowed;
  }
`;

const Value = styled.output`
  min-width: var(--ug-sizes-icon);
  text-align: center;
  font-weight: var(--ug-font-weights-bold);
`;

/** − quantity + ; the buttons disable at the bounds. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  disabled,
  label,
  decreaseLabel,
  increaseLabel,
}: QuantityStepperProps) {
  const { t } = useUiText();
  const current = clampQuantity(value, min, max);
  const name = label ?? t('stepper.quantity');
  return (
    <Group role="group" aria-label={name}>
      <Step
        type="button"
        aria-label={decreaseLabel ?? t('stepper.decrease')}
        disabled={disabled || current <= min}
        onClick={() => onChange(clampQuantity(current - 1, min, max))}
      >
        <Icon name="minus" size="small" />
      </Step>
      <Value aria-live="polite" aria-label={`${name}: ${current}`}>
        {current}
      </Value>
      <Step
        type="button"
        aria-label={increaseLabel ?? t('stepper.increase')}
        disabled={disabled || current >= max}
        onClick={() => onChange(clampQuantity(current + 1, min, max))}
      >
        <Icon name="plus" size="small" />
      </Step>
    </Group>
  );
}
