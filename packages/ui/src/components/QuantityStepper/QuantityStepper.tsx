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
  border: ${({ theme }) => theme.sizes.border}px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.surface};
`;

const Step = styled.button`
  ${hitArea}
  ${pressable}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlSmall}px;
  height: ${({ theme }) => theme.sizes.controlSmall}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.colors.textDisabled};
    cursor: not-allowed;
  }
`;

const Value = styled.output`
  min-width: ${({ theme }) => theme.sizes.icon}px;
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
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
