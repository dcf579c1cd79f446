import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';

import { ConfirmDialog, TopBar } from '@ugift/ui';

import { links, paths } from '../../../config/paths';
import { useDeviceValue } from '../../../lib/device';
import { useBack } from '../../../lib/useBack';
import { useStoredUser } from '../../../lib/session';

const Column = styled.div<{ $tab: boolean }>`
  display: flex;
  flex-direction: column;
  max-width: ${({ theme }) => theme.layout.columnMaxWidth}px;
  /* A tab screen leaves the tab bar's height to the bar under it. */
  min-height: ${({ theme, $tab }) => ($tab ? `calc(100vh - ${theme.layout.footerHeight}px)` : '100vh')};
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.surface};
`;

const Content = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space400}px;
  padding: ${({ theme }) => theme.space.space400}px;
`;

const Footer = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space300}px;
  padding: ${({ theme }) => theme.space.space400}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.top};
`;

export interface ScreenProps {
  title: ReactNode;
  /** Shows the back arrow (the previous page). Tab screens have none. */
  back?: boolean;
  /** Pinned under the content. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The blue top bar (back arrow, basket with the member's count), the content, an optional bar
 * pinned at the bottom. Tab screens leave the bottom to the tab bar.
 */
export function Screen({ title, back = true, footer, children }: ScreenProps) {
  const navigate = useNavigate();
  const goBack = useBack();
  const user = useStoredUser();
  const basketCount = useDeviceValue('basketCount') ?? 0;
  return (
    <Column $tab={!back}>
      <TopBar
        title={title}
        onBack={back ? goBack : undefined}
        basketCount={user ? basketCount : 0}
        onBasketClick={() => navigate(paths.basket)}
      />
      <Content>{children}</Content>
      {footer ? <Footer>{footer}</Footer> : null}
    </Column>
  );
}

/**
 * 'Welcome, please login to continue' with Login and Cancel (spec section 4: cart actions ask
 * guests to log in). Login carries this page as `from`, so the member comes back to it.
 */
export function GuestLoginDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('common.welcomeLogin')}
      confirmLabel={t('common.login')}
      cancelLabel={t('common.cancel')}
      onConfirm={() => navigate(links.login({ from: `${location.pathname}${location.search}` }))}
    />
  );
}
