import type { ReactNode } from 'react';
import { styled } from 'styled-components';

import { useUiText } from '../../i18n/useUiText';
import { countBadge, formatCount } from '../Badge/Badge';
import { Icon, type IconName } from '../Icon/Icon';
import { pressable } from '../../theme/interaction';

/** The five tabs of spec section 2, in order. */
export const TAB_KEYS = ['home', 'wallet', 'customise', 'notifications', 'profile'] as const;
export type TabKey = (typeof TAB_KEYS)[number];

/** Default paths of the tabs (relative to the app's base path). */
export const TAB_PATHS: Record<TabKey, string> = {
  home: '/home',
  wallet: '/vouchers',
  customise: '/gift-card',
  notifications: '/notification',
  profile: '/profile',
};

const icons: Record<TabKey, IconName> = {
  home: 'home',
  wallet: 'wallet',
  customise: 'gift',
  notifications: 'bell',
  profile: 'user',
};

const labelKeys = {
  home: 'tabBar.home',
  wallet: 'tabBar.wallet',
  customise: 'tabBar.customise',
  notifications: 'tabBar.notifications',
  profile: 'tabBar.profile',
} as const;

/** What a custom link renderer receives (e.g. to render react-router's <Link to>). */
export interface TabLinkProps {
  tab: TabKey;
  href: string;
  className?: string;
  'aria-current'?: 'page';
  children: ReactNode;
}

export interface TabBarProps {
  /** The current tab (aria-current="page"), if any. */
  active?: TabKey;
  /** Paths per tab; default TAB_PATHS. */
  hrefs?: Partial<Record<TabKey, string>>;
  /** Labels per tab (default from i18n 'tabBar.*'). */
  labels?: Partial<Record<TabKey, string>>;
  /** Unread counts per tab (e.g. notifications); hidden at 0. */
  counts?: Partial<Record<TabKey, number>>;
  /** Renders each link (router integration); default a plain <a href>. */
  renderLink?: (props: TabLinkProps) => ReactNode;
  /** Called when a tab is pressed (before navigation). */
  onNavigate?: (tab: TabKey) => void;
  /** Accessible name of the navigation (default from i18n 'tabBar.label'). */
  label?: string;
}

const Nav = styled.nav`
  position: sticky;
  bottom: 0;
  z-index: var(--ug-z-indices-footer);
  /* The spec's 76 px at the default text size; larger text makes the bar taller, not clipped. */
  min-height: var(--ug-layout-footer-height);
  display: flex;
  background: var(--ug-colors-surface);
  box-shadow: var(--ug-shadows-top);
`;

const List = styled.ul`
  flex: 1;
  display: grid;
  /* minmax(0, 1fr): five equal columns whatever the labels' length, never wider than the bar. */
  grid-template-columns: repeat(5, minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  .ug-tab {
    position: relative;
    flex: 1;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: var(--ug-space-space100);
    color: var(--ug-colors-text-muted);
    padding: var(--ug-space-space100) 0;
    font-size: var(--ug-font-sizes-xs);
    text-decoration: none;
    text-align: center;
    ${pressable}
  }

  .ug-tab[aria-current='page'] {
    color: var(--ug-colors-primary);
    font-weight: var(--ug-font-weights-bold);
  }
  .ug-tab:focus-visible {
    outline-offset: calc(-1 * var(--ug-sizes-focus-ring) * 2);
  }
`;

/**
 * A label longer than its fifth of the bar (large text) wraps inside it: hyphenated where the
 * browser has the language's dictionary (phones do), else broken anywhere rather than overflowing.
 */
const Label = styled.span`
  max-width: 100%;
  overflow-wrap: anywhere;
  hyphens: auto;
`;

const Dot = styled.span`
  position: absolute;
  top: var(--ug-space-space200);
  left: calc(50% + var(--ug-space-space200));
  ${countBadge}
`;

/** The 76 px bottom navigation: Home, Wallet, Customise, Notifications, Profile. */
export function TabBar({
  active,
  hrefs,
  labels,
  counts,
  renderLink,
  onNavigate,
  label,
}: TabBarProps) {
  const { t } = useUiText();
  return (
    <Nav aria-label={label ?? t('tabBar.label')}>
      <List>
        {TAB_KEYS.map((tab) => {
          const href = hrefs?.[tab] ?? TAB_PATHS[tab];
          const count = formatCount(counts?.[tab]);
          const children = (
            <>
              <Icon name={icons[tab]} />
              <Label>{labels?.[tab] ?? t(labelKeys[tab])}</Label>
              {count ? <Dot>{count}</Dot> : null}
            </>
          );
          const props: TabLinkProps = {
            tab,
            href,
            className: 'ug-tab',
            ...(active === tab ? { 'aria-current': 'page' as const } : {}),
            children,
          };
          return (
            <Item key={tab} onClickCapture={() => onNavigate?.(tab)}>
              {renderLink ? (
                renderLink(props)
              ) : (
                <a href={href} className={props.className} aria-current={props['aria-current']}>
                  {children}
                </a>
              )}
            </Item>
          );
        })}
      </List>
    </Nav>
  );
}
