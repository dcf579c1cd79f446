import { type RefObject, useLayoutEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import styled from 'styled-components';

import { TAB_KEYS, TAB_PATHS, TabBar, type TabKey } from '@ugift/ui';

import { Later } from '../../lib/Later';
import { useBottomBar } from '../../lib/shell';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  max-width: var(--ug-layout-column-max-width);
  min-height: 100vh;
  margin: 0 auto;
  background: var(--ug-colors-surface);
`;

const Content = styled.div`
  flex: 1;
`;

function activeTab(pathname: string): TabKey | undefined {
  return TAB_KEYS.find((tab) => TAB_PATHS[tab] === pathname);
}

/** The bottom tab bar, whose height is reserved: focus scrolled into view stops above it. */
function BottomTabs({ column }: { column: RefObject<HTMLDivElement | null> }) {
  const { pathname } = useLocation();
  const bar = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    bar.current = column.current?.querySelector('nav:last-of-type') ?? null;
  });
  useBottomBar(bar);
  return (
    <TabBar
      active={activeTab(pathname)}
      renderLink={({ href, className, children, ...rest }) => (
        <Link to={href} className={className} aria-current={rest['aria-current']}>
          {children}
        </Link>
      )}
    />
  );
}

/**
 * The five tab screens share the bottom tab bar; no other screen shows it (spec section 2). On a
 * page load's first screen the bar is drawn in a task after the screen's own (lib/Later).
 */
export function TabLayout() {
  const column = useRef<HTMLDivElement>(null);
  return (
    <Column ref={column}>
      <Content>
        <Outlet />
      </Content>
      <Later>
        <BottomTabs column={column} />
      </Later>
    </Column>
  );
}
