import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

import { Button, EmptyState, Preloader, TopBar } from '@ugift/ui';

import { Screen } from './Screen';
import { useBack } from './useBack';

const Content = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space400}px;
  padding: ${({ theme }) => theme.space.space400}px;
`;

const Footer = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  gap: ${({ theme }) => theme.space.space300}px;
  padding: ${({ theme }) => theme.space.space400}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.top};
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
  /** The light grey page background. */
  muted?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}

/** A page of the spec: the blue top bar with a back arrow, the content, an optional bottom bar. */
export function Layout({ title, back, footer, muted = false, actions, children }: LayoutProps) {
  const navigate = useNavigate();
  const goBack = useBack();
  return (
    <Screen as="div" $surface={!muted}>
      <TopBar title={title} actions={actions} onBack={() => (back ? navigate(back) : goBack())} />
      <Content>{children}</Content>
      {footer ? <Footer>{footer}</Footer> : null}
    </Screen>
  );
}

/**
 * What a screen shows while its data loads (the preloader), or after it failed to load (the kit's
 * empty state with Retry).
 */
export function LoadState({ error, onRetry }: { error: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
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
