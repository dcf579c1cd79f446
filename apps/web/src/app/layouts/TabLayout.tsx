import { useLayoutEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import styled from 'styled-components';

import { TAB_KEYS, TAB_PATHS, TabBar, type TabKey } from '@ugift/ui';

import { useBottomBar } from '../../lib/shell';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  max-width: ${({ theme }) => theme.layout.columnMaxWidth}px;
  min-height: 100vh;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.surface};
`;

const Content = styled.div`
  flex: 1;
`;

function activeTab(pathname: string): TabKey | undefined {
  return TAB_KEYS.find((tab) => TAB_PATHS[tab] === pathname);
}

/** The five tab screens share the bottom tab bar; no other screen shows it (spec section 2). */
export function TabLayout() {
  const { pathname } = useLocation();
  const column = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    bar.current = column.current?.querySelector('nav:last-of-type') ?? null;
  });
  // The tab bar's height is reserved: focus scrolled into view stops above it.
  useBottomBar(bar);
  return (
    <Column ref={column}>
      <Content>
        <Outlet />
      </Content>
      <TabBar
        active={activeTab(pathname)}
        renderLink={({ href, className, children, ...rest }) => (
          <Link to={href} className={className} aria-current={rest['aria-current']}>
            {children}
          </Link>
        )}
      />
    </Column>
  );
}
