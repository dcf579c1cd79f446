import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';

import { Tabs } from '@ugift/ui';

import { queries } from '../../../lib/api';
import { searchParam, prefetch, type LoaderFactory } from '../../../lib/routing';
import { paths } from '../../../config/paths';
import { Loading } from '../../../lib/QueryState';
import { Screen } from '../../../lib/Screen';
import { OrderRows, PeriodFilter, useDefaultPeriod, type Period } from '../components/OrderList';

type Tab = 'purchased' | 'sent';
const TABS: readonly Tab[] = ['purchased', 'sent'];

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space400);
  padding-top: var(--ug-space-space400);
`;

/** /order-mypurchases: My Purchase and Sent tabs (status=sent opens Sent), the month and year filter. */
export function OrderMyPurchases() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('status') === 'sent' ? 'sent' : 'purchased';
  const [chosen, setChosen] = useState<Partial<Record<Tab, Period>>>({});
  const { period, ready } = useDefaultPeriod(tab, chosen[tab] ?? null);
  return (
    <Screen title={t('orders.myPurchases')} back={paths.profile} muted>
      <Tabs
        label={t('orders.myPurchases')}
        value={tab}
        onValueChange={(next) =>
          setParams(next === 'sent' ? { status: 'sent' } : {}, { replace: true })
        }
        items={TABS.map((value) => ({
          value,
          label: t(value === 'sent' ? 'orders.tabSent' : 'orders.tabPurchased'),
          // Only the open tab lists its orders; the other panel stays empty until chosen.
          content:
            value === tab ? (
              <Panel>
                <PeriodFilter
                  filterBy={tab}
                  value={period}
                  onChange={(next) => setChosen((all) => ({ ...all, [tab]: next }))}
                />
                {ready ? <OrderRows filterBy={tab} period={period} /> : <Loading />}
              </Panel>
            ) : null,
        }))}
      />
    </Screen>
  );
}

export const loader: LoaderFactory =
  ({ queryClient }) =>
  async ({ request }) => {
    const tab = searchParam(request, 'status') === 'sent' ? 'sent' : 'purchased';
    await prefetch(queryClient.ensureQueryData(queries.order.filterTimes(tab)));
    return null;
  };

export { OrderMyPurchases as Component };
