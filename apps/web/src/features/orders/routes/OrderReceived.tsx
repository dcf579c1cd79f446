import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { LoaderFactory } from '../../../app/router';
import { paths } from '../../../config/paths';
import { queries } from '../api';
import { Layout, LoadState } from '../../../lib/Layout';
import { OrderRows, PeriodFilter, useDefaultPeriod, type Period } from '../components/OrderList';

/** /order-received: gifts received, with who sent them and when (spec section 2). */
export function OrderReceived() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Period | null>(null);
  const { period, ready } = useDefaultPeriod('received', chosen);
  return (
    <Layout title={t('orders.received')} back={paths.profile} muted>
      <PeriodFilter filterBy="received" value={period} onChange={setChosen} />
      {ready ? (
        <OrderRows filterBy="received" period={period} />
      ) : (
        <LoadState error={false} onRetry={() => {}} />
      )}
    </Layout>
  );
}

export const loader: LoaderFactory =
  ({ queryClient }) =>
  async () => {
    await queryClient.ensureQueryData(queries.order.filterTimes('received')).catch(() => null);
    return null;
  };

export { OrderReceived as Component };
