import { styled } from 'styled-components';

import { useUiText } from '../../i18n/useUiText';
import { VisuallyHiddenText } from '../Button/Button';

/**
 * One formatter for every price: `toLocaleString` with options builds a new Intl.NumberFormat on
 * every call, which a list of prices pays for each row.
 */
let priceFormat: Intl.NumberFormat | undefined;

/** '12.5' with currency 'SGD' -> 'SGD 12.50' (2 decimals, thousands separated). */
export function formatPrice(amount: number | string, currency?: string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  priceFormat ??= new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const text = Number.isFinite(value) ? priceFormat.format(value) : String(amount);
  return currency ? `${currency} ${text}` : text;
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
  gap: ${({ theme }) => theme.space.space100}px ${({ theme }) => theme.space.space200}px;
  font-size: ${({ theme, $size }) =>
    $size === 'lg' ? theme.fontSizes.xl : $size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md};
`;

const Current = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Original = styled.s`
  color: ${({ theme }) => theme.colors.textMuted};
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
