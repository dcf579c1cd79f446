import { useTranslation } from 'react-i18next';

import { queries } from '../../../lib/api';
import { prefetch, type LoaderFactory } from '../../../lib/routing';
import { paths } from '../../../config/paths';
import { Screen } from '../../../lib/Screen';
import { OrderRows } from '../components/OrderList';
import { SectionTitle } from '../../../lib/Summary';

/** /order-topay: pending orders under 'Pay Now' (spec section 2). */
export function OrderToPay() {
  const { t } = useTranslation();
  return (
    <Screen title={t('orders.toPay')} back={paths.profile} muted>
      <SectionTitle>{t('orders.payNow')}</SectionTitle>
      <OrderRows filterBy="pay" period={null} />
    </Screen>
  );
}

export const loader: LoaderFactory =
  ({ queryClient }) =>
  async () => {
    await prefetch(queryClient.ensureQueryData(queries.order.list('pay', {})));
    return null;
  };

export { OrderToPay as Component };
