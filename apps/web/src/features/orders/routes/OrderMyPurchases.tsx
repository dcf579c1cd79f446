import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import type { LoaderFactory } from '../../../app/router';
import { paths } from '../../../config/paths';
import { queries } from '../api';
import { Layout, QueryState } from '../components/Layout';
import { OrderRows, PeriodFilter, useDefaultPeriod, type Period } from '../components/OrderList';
import { Tabs } from '../components/Tabs';

type Tab = 'purchased' | 'sent';

/** /order-mypurchases: My Purchase and Sent tabs (status=sent opens Sent), month filter. */
export function OrderMyPurchases() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('status') === 'sent' ? 'sent' : 'purchased';
  const [chosen, setChosen] = useState<Partial<Record<Tab, Period>>>({});
  const { period, ready } = useDefaultPeriod(tab, chosen[tab] ?? null);
  return (
    <Layout title={t('orders.myPurchases')} back={paths.profile} muted>
      <Tabs
        label={t('orders.myPurchases')}
        tabs={[
          { value: 'purchased', label: t('orders.tabPurchased') },
          { value: 'sent', label: t('orders.tabSent') },
        ]}
        value={tab}
        onChange={(next) => setParams(next === 'sent' ? { status: 'sent' } : {}, { replace: true })}
      />
      <PeriodFilter
        filterBy={tab}
        value={period}
        onChange={(next) => setChosen((all) => ({ ...all, [tab]: next }))}
      />
      {ready ? (
        <OrderRows filterBy={tab} period={period} />
      ) : (
        <QueryState error={false} onRetry={() => {}} />
      )}
    </Layout>
  );
}

export const loader: LoaderFactory =
  ({ queryClient }) =>
  async ({ request }) => {
    const tab = new URL(request.url).searchParams.get('status') === 'sent' ? 'sent' : 'purchased';
    await queryClient.ensureQueryData(queries.order.filterTimes(tab)).catch(() => null);
    return null;
  };

export { OrderMyPurchases as Component };
