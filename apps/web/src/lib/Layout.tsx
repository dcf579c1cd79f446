import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

import { Button, EmptyState, Preloader, TopBar } from '@ugift/ui';

import { paths } from '../config/paths';
import { useDeviceValue } from './device';
import { OfflineNotice } from './OfflineNotice';
import { Screen } from './Screen';
import { useStoredUser } from './session';
import { useBack } from './useBack';
import { useOnline } from './useOnline';

const Content = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space400}px;
  padding: ${({ theme }) => theme.space.space400}px;
`;

const Footer = styled.div<{ $stack: boolean }>`
  position: sticky;
  bottom: 0;
  /* A stacked bar (quantity over the cart button) stays above the content it overlaps. */
  z-index: ${({ theme, $stack }) => ($stack ? theme.zIndices.header : 'auto')};
  display: flex;
  flex-direction: ${({ $stack }) => ($stack ? 'column' : 'row')};
  gap: ${({ theme }) => theme.space.space300}px;
  padding: ${({ theme }) => theme.space.space400}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.top};
`;

/** A tab screen's column leaves the tab bar's height to the bar under it. */
const TabColumn = styled(Screen)`
  min-height: calc(100vh - ${({ theme }) => theme.layout.footerHeight}px);
`;

export interface LayoutProps {
  title: ReactNode;
  /**
   * A fixed place the back arrow goes (a list's parent page, home after a payment); when left
   * out, the one rule of useBack: the previous page, or /home when the page was opened directly.
   */
  back?: string;
  /** Buttons fixed under the content. */
  footer?: ReactNode;
  /** The footer's parts stacked in a column (the product pages' quantity over the button). */
  stackFooter?: boolean;
  /** The basket button with the member's count in the top bar (the product pages). */
  basket?: boolean;
  /** A tab screen: no back arrow, and the tab bar under the column. */
  tab?: boolean;
  /** The children laid out by the screen itself, straight under the top bar (no padded content). */
  bare?: boolean;
  /** The light grey page background. */
  muted?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The app's page shell (spec section 2): the blue top bar with a back arrow, the content, an
 * optional bottom bar.
 */
export function Layout({
  title,
  back,
  footer,
  stackFooter = false,
  muted = false,
  basket = false,
  tab = false,
  bare = false,
  actions,
  children,
}: LayoutProps) {
  const navigate = useNavigate();
  const goBack = useBack();
  const user = useStoredUser();
  const basketCount = useDeviceValue('basketCount') ?? 0;
  const Column = tab ? TabColumn : Screen;
  return (
    // A bare screen's column is its main landmark; otherwise the padded content is.
    <Column as={bare ? 'main' : 'div'} $surface={!muted}>
      <TopBar
        title={title}
        actions={actions}
        onBack={tab ? undefined : () => (back ? navigate(back) : goBack())}
        {...(basket
          ? { basketCount: user ? basketCount : 0, onBasketClick: () => navigate(paths.basket) }
          : {})}
      />
      {bare ? children : <Content>{children}</Content>}
      {footer ? <Footer $stack={stackFooter}>{footer}</Footer> : null}
    </Column>
  );
}

/**
 * What a screen shows while its data loads (the preloader), or after it failed to load (the kit's
 * empty state with Retry).
 */
export function LoadState({ error, onRetry }: { error: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  // Without a network a load waits (paused) or fails: the offline page, not an endless spinner.
  if (!online) return <OfflineNotice />;
  if (!error) return <Preloader />;
  // An alert, so that a screen reader says the load failed (as QueryState's LoadError does).
  return (
    <div role="alert">
      <EmptyState
        title={t('common.loadError')}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    </div>
  );
}
