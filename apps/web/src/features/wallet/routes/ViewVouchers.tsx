import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { EmptyState } from '@ugift/ui';

import { queries } from '../../../lib/api';
import { searchParam, prefetch, type LoaderFactory } from '../../../lib/routing';
import { QueryState } from '../../../lib/QueryState';
import { Screen } from '../../../lib/Screen';
import { VoucherRows } from '../components/VoucherRows';

const listOf = (orderId: string) => queries.evoucher.list({ filter_by_order_id: orderId });

/** /view-vouchers?id={orderId}: an order's products with their vouchers (spec section 2). */
export function ViewVouchers() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const list = useQuery(listOf(params.get('id') ?? '0'));
  return (
    <Screen title={t('wallet.orderVouchers')} muted>
      {list.isPending || list.isError ? (
        <QueryState query={list}>{() => null}</QueryState>
      ) : (list.data?.table ?? []).length === 0 ? (
        <EmptyState title={t('wallet.empty')} icon="wallet" />
      ) : (
        <VoucherRows products={list.data!.table} nested />
      )}
    </Screen>
  );
}

export const loader: LoaderFactory =
  ({ queryClient }) =>
  async ({ request }) => {
    const id = searchParam(request, 'id') ?? '0';
    await prefetch(queryClient.ensureQueryData(listOf(id)));
    return null;
  };

export { ViewVouchers as Component };
