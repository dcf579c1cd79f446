import type { ReactNode } from 'react';
import { styled } from 'styled-components';

import { useUiText } from '../../i18n/useUiText';
import { countBadge, formatCount } from '../Badge/Badge';
import { VisuallyHiddenText } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { pressable } from '../../theme/interaction';

export type TopBarVariant = 'primary' | 'surface';

export interface TopBarProps {
  /** Title in the middle (h1 by default). */
  title?: ReactNode;
  /** Heading level of the title. Default 1. */
  titleLevel?: 1 | 2;
  /** Shows the back arrow and calls this when pressed. */
  onBack?: () => void;
  /** Accessible name of the back arrow (default from i18n 'topBar.back'). */
  backLabel?: string;
  /** Content at the start instead of the back arrow (e.g. the country picker). */
  leading?: ReactNode;
  /** Trailing actions before the basket (icon buttons). */
  actions?: ReactNode;
  /** Shows the basket icon when defined; the badge hides at 0 (and for guests pass 0). */
  basketCount?: number;
  /** Called when the basket is pressed. */
  onBasketClick?: () => void;
  /** Accessible name of the basket (default from i18n 'topBar.basket' with the count). */
  basketLabel?: string;
  /** 'primary': the spec's blue top bar (default); 'surface': white. */
  variant?: TopBarVariant;
  /** Stick to the top while scrolling. Default true. */
  sticky?: boolean;
}

const Bar = styled.header<{ $variant: TopBarVariant; $sticky: boolean }>`
  position: ${({ $sticky }) => ($sticky ? 'sticky' : 'relative')};
  top: 0;
  z-index: var(--ug-z-indices-header);
  display: grid;
  grid-template-columns: minmax(var(--ug-sizes-control), 1fr) auto minmax(
      var(--ug-sizes-control),
      1fr
    );
  align-items: center;
  height: var(--ug-layout-header-height);
  padding: 0 var(--ug-space-space100);
  background: ${({ theme, $variant }) =>
    $variant === 'primary' ? theme.colors.topBar : theme.colors.surface};
  color: ${({ theme, $variant }) => ($variant === 'primary' ? theme.colors.onTopBar : theme.colors.text)};
  box-shadow: var(--ug-shadows-sm);
`;

const Title = styled.h1`
  margin: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: var(--ug-font-sizes-lg);
  font-weight: var(--ug-font-weights-bold);
  text-align: center;
`;

const Side = styled.div<{ $end?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $end }) => ($end ? 'flex-end' : 'flex-start')};
  gap: var(--ug-space-space50);
  min-width: 0;
`;

/** A 44 px-plus round icon button for bars; inherits the bar's text colour. */
export const IconButton = styled.button`
  ${pressable}
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--ug-sizes-control);
  height: var(--ug-sizes-control);
  padding: 0;
  border: 0;
  border-radius: var(--ug-radii-round);
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    outline-color: currentColor;
    outline-offset: calc(-1 * var(--ug-sizes-focus-ring) * 2);
  }
`;

const CountBadge = styled.span`
  position: absolute;
  top: var(--ug-space-space100);
  right: var(--ug-space-space50);
  ${countBadge}
  text-align: center;
`;

/** The 56 px top bar: back arrow, title, trailing actions, basket with a count badge. */
export function TopBar({
  title,
  titleLevel = 1,
  onBack,
  backLabel,
  leading,
  actions,
  basketCount,
  onBasketClick,
  basketLabel,
  variant = 'primary',
  sticky = true,
}: TopBarProps) {
  const { t } = useUiText();
  const count = formatCount(basketCount);
  return (
    <Bar $variant={variant} $sticky={sticky}>
      <Side>
        {onBack ? (
          <IconButton type="button" aria-label={backLabel ?? t('topBar.back')} onClick={onBack}>
            <Icon name="back" />
          </IconButton>
        ) : null}
        {leading}
      </Side>
      {title ? <Title as={titleLevel === 2 ? 'h2' : 'h1'}>{title}</Title> : <span />}
      <Side $end>
        {actions}
        {basketCount !== undefined ? (
          <IconButton type="button" onClick={onBasketClick}>
            {/* Named by hidden text, not aria-label: the visible badge ('99+') is not the name. */}
            <VisuallyHiddenText>
              {basketLabel ??
                (count ? t('topBar.basketCount', { count: basketCount ?? 0 }) : t('topBar.basket'))}
            </VisuallyHiddenText>
            <Icon name="basket" />
            {count ? <CountBadge aria-hidden="true">{count}</CountBadge> : null}
          </IconButton>
        ) : null}
      </Side>
    </Bar>
  );
}
