import { styled } from 'styled-components';

import { useUiText } from '../../i18n/useUiText';
import { type DateInput, dateFormatOf, expiryState, formatDate } from './expiry';

export interface ExpiryLineProps {
  /** The expiry date (Date, epoch ms, ISO or the api's formats). */
  expiry: DateInput;
  /** The moment compared with; default now. Fix it in stories and tests. */
  now?: DateInput;
  /** When set, shows 'Used on' with this date instead (neutral colour). */
  usedOn?: DateInput | null;
  /** Label when expired (default from i18n 'Expired on'). */
  expiredLabel?: string;
  /** Label while valid (default from i18n 'Redeem Before'). */
  activeLabel?: string;
  /** Label when used (default from i18n 'Used on'). */
  usedLabel?: string;
  /** Separator between label and date. Default ': '. */
  separator?: string;
}

const Line = styled.p<{ $tone: 'expired' | 'active' | 'used' }>`
  margin: 0;
  font-size: var(--ug-font-sizes-sm);
  color: ${({ theme, $tone }) =>
    $tone === 'expired'
      ? theme.colors.danger
      : $tone === 'active'
        ? theme.colors.success
        : theme.colors.textMuted};
`;

/**
 * 'Expired on: 5 Mar 2026' in red, 'Redeem Before: 5 Mar 2026' in green, or 'Used on: ...'; in
 * Chinese and Japanese the date reads 2026年3月5日.
 */
export function ExpiryLine({
  expiry,
  now,
  usedOn,
  expiredLabel,
  activeLabel,
  usedLabel,
  separator = ': ',
}: ExpiryLineProps) {
  const { t, language } = useUiText();
  const format = dateFormatOf(language);
  if (usedOn) {
    return (
      <Line $tone="used" data-state="used">
        {usedLabel ?? t('expiry.usedOn')}
        {separator}
        {formatDate(usedOn, format)}
      </Line>
    );
  }
  const state = expiryState(expiry, now);
  const label =
    state === 'expired'
      ? (expiredLabel ?? t('expiry.expiredOn'))
      : (activeLabel ?? t('expiry.redeemBefore'));
  return (
    <Line $tone={state} data-state={state}>
      {label}
      {separator}
      {formatDate(expiry, format)}
    </Line>
  );
}
