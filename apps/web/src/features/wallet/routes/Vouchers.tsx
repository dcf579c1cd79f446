import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

import type { EvoucherFilter } from '@ugift/api-client';
import { Button, EmptyState, LoginPrompt, SearchField, Tabs } from '@ugift/ui';

import { prefetch, type LoaderFactory } from '../../../lib/routing';
import { links, paths } from '../../../config/paths';
import { LoadError, Loading } from '../../../lib/QueryState';
import { Screen } from '../../../lib/Screen';
import { isSignedIn } from '../../../lib/session';
import { useStoredUser } from '../../../lib/session';
import { walletList } from '../../../lib/offline-wallet';
import { OfflineBanner } from '../components/OfflineBanner';
import { VoucherRows } from '../components/VoucherRows';

/** The wallet under its top bar: the tabs, then the search and list. */
const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space400);
  padding-top: var(--ug-space-space400);
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space300);
  padding: 0 var(--ug-space-space400);
`;

const TABS: readonly EvoucherFilter[] = ['active', 'received', 'used'];

function WalletList({ filter, keywords }: { filter: EvoucherFilter; keywords: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The api's list, or without a network the one saved on this device (lib/offline-wallet).
  const list = useQuery(walletList(filter, keywords));
  if (list.isPending) return <Loading />;
  // A failed list says so with Retry; it never shows a false 'Your wallet is empty'.
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  const { data: table, savedAt, zone } = list.data;
  const offline = savedAt !== null ? <OfflineBanner savedAt={savedAt} zone={zone} /> : null;
  if (table.length === 0) {
    return (
      <>
        {offline}
        {keywords ? (
          <EmptyState title={t('wallet.noResult')} icon="search" />
        ) : (
          <EmptyState
            title={t('wallet.empty')}
            icon="wallet"
            action={
              <Button onClick={() => navigate(paths.categories)}>{t('wallet.shopNow')}</Button>
            }
          />
        )}
      </>
    );
  }
  return (
    <>
      {offline}
      <VoucherRows products={table} />
    </>
  );
}

/** /vouchers: the wallet with Active, Received and Past, and a search (spec section 2). */
export function Vouchers() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useStoredUser();
  const [tab, setTab] = useState<EvoucherFilter>('active');
  const [keywords, setKeywords] = useState('');
  return (
    <Screen tab="spaced" bare muted title={t('wallet.title')}>
      <Content>
        {!user ? (
          <LoginPrompt onLogin={() => navigate(links.login({ from: paths.vouchers }))} />
        ) : (
          <>
            <Tabs
              label={t('wallet.title')}
              value={tab}
              onValueChange={(value) => setTab(value as EvoucherFilter)}
              items={TABS.map((value) => ({ value, label: t(`wallet.tab.${value}`) }))}
            />
            <Panel>
              <SearchField
                label={t('wallet.search')}
                placeholder={t('wallet.search')}
                onSubmit={(value) => setKeywords(value.trim())}
                onClear={() => setKeywords('')}
              />
              <WalletList filter={tab} keywords={keywords} />
            </Panel>
          </>
        )}
      </Content>
    </Screen>
  );
}

export const loader: LoaderFactory =
  ({ queryClient }) =>
  async () => {
    if (isSignedIn()) {
      await prefetch(queryClient.ensureQueryData(walletList('active', '')));
    }
    return null;
  };

export { Vouchers as Component };
