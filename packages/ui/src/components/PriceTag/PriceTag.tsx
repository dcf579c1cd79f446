import { styled } from 'styled-components';

import { useUiText } from '../../i18n/useUiText';
import { VisuallyHiddenText } from '../Button/Button';

/**
 * '12.5' with currency 'SGD' -> 'SGD 12.50' (2 decimals, thousands separated by commas, as en-US).
 * Written out rather than through Intl.NumberFormat: a phone's first Intl formatter loads the
 * locale's data, about 45 ms of the first screen's main thread (a CPU profile of /home, issue 17).
 */
export function formatPrice(amount: number | string, currency?: string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  const text = Number.isFinite(value) ? twoDecimals(value) : String(amount);
  return currency ? `${currency} ${text}` : text;
}

/** A number with 2 decimals (rounded half away from zero, as Intl does) and grouped thousands. */
function twoDecimals(value: number): string {
  // Rounded in cents from the shortest decimal form of the number, so 1.005 is 1.01 as written.
  const shifted = Number(`${Math.abs(value)}e2`);
  const cents = Math.round(Number.isFinite(shifted) ? shifted : Math.abs(value) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && cents > 0 ? '-' : '';
  return `${sign}${whole}.${String(cents % 100).padStart(2, '0')}`;
}

export type PriceTagSize = 'sm' | 'md' | 'lg';

export interface PriceTagProps {
  /** Current price. */
  amount: number | string;
  /** Original price, struck through when higher than the amount. */
  originalAmount?: number | string | null;
  /** Currency code shown before the amount, e.g. 'SGD'. */
  currency?: string;
  /** Text size. Default 'md'. */
  size?: PriceTagSize;
  /** Screen-reader prefix of the original price (default from i18n 'price.original'). */
  originalLabel?: string;
}

const Root = styled.span<{ $size: PriceTagSize }>`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: var(--ug-space-space100) var(--ug-space-space200);
  font-size: ${({ theme, $size }) =>
    $size === 'lg' ? theme.fontSizes.xl : $size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md};
`;

const Current = styled.span`
  color: var(--ug-colors-primary);
  font-weight: var(--ug-font-weights-bold);
`;

const Original = styled.s`
  color: var(--ug-colors-text-muted);
  font-size: 0.85em;
`;

/** A price with the original price struck through when discounted. */
export function PriceTag({
  amount,
  originalAmount,
  currency,
  size = 'md',
  originalLabel,
}: PriceTagProps) {
  const { t } = useUiText();
  const discounted =
    originalAmount !== undefined &&
    originalAmount !== null &&
    Number(originalAmount) > Number(amount);
  return (
    <Root $size={size}>
      <Current>{formatPrice(amount, currency)}</Current>
      {discounted ? (
        <Original>
          <VisuallyHiddenText>{originalLabel ?? t('price.original')}: </VisuallyHiddenText>
          {formatPrice(originalAmount, currency)}
        </Original>
      ) : null}
    </Root>
  );
}
