import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { queries } from '../../../lib/api';
import { prefetch, type LoaderFactory } from '../../../lib/routing';
import { paths } from '../../../config/paths';
import { Loading } from '../../../lib/QueryState';
import { Screen } from '../../../lib/Screen';
import { OrderRows, PeriodFilter, useDefaultPeriod, type Period } from '../components/OrderList';

/** /order-received: gifts received, with who sent them and when (spec section 2). */
export function OrderReceived() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Period | null>(null);
  const { period, ready } = useDefaultPeriod('received', chosen);
  return (
    <Screen title={t('orders.received')} back={paths.profile} muted>
      <PeriodFilter filterBy="received" value={period} onChange={setChosen} />
      {ready ? <OrderRows filterBy="received" period={period} /> : <Loading />}
    </Screen>
  );
}

export const loader: LoaderFactory =
  ({ queryClient }) =>
  async () => {
    await prefetch(queryClient.ensureQueryData(queries.order.filterTimes('received')));
    return null;
  };

export { OrderReceived as Component };
