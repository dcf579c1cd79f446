import { useTranslation } from 'react-i18next';

import type { LoaderFactory } from '../../../app/router';
import { paths } from '../../../config/paths';
import { queries } from '../api';
import { Layout } from '../../../lib/Layout';
import { OrderRows } from '../components/OrderList';
import { SectionTitle } from '../../../lib/Summary';

/** /order-topay: pending orders under 'Pay Now' (spec section 2). */
export function OrderToPay() {
  const { t } = useTranslation();
  return (
    <Layout title={t('orders.toPay')} back={paths.profile} muted>
      <SectionTitle>{t('orders.payNow')}</SectionTitle>
      <OrderRows filterBy="pay" period={null} />
    </Layout>
  );
}

export const loader: LoaderFactory =
  ({ queryClient }) =>
  async () => {
    await queryClient.ensureQueryData(queries.order.list('pay', {})).catch(() => null);
    return null;
  };

export { OrderToPay as Component };
