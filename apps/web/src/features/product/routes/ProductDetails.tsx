import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { EmptyState } from '@ugift/ui';

import { queries } from '../../../lib/api';
import { Loading, QueryState } from '../../../lib/QueryState';
import { prefetch, searchParam, type LoaderFactory } from '../../../lib/routing';
import { isSignedIn, useStoredUser } from '../../../lib/session';
import { ProductView } from '../components/ProductView';
import { Screen } from '../../../lib/Screen';

/** The product and (for a member) the basket load together, so the button reads right at once. */
export const loader: LoaderFactory =
  ({ queryClient }) =>
  async ({ request }) => {
    const id = searchParam(request, 'id');
    await Promise.all([
      ...(id ? [prefetch(queryClient.ensureQueryData(queries.products.detail(id)))] : []),
      ...(isSignedIn() ? [prefetch(queryClient.ensureQueryData(queries.basket.detail()))] : []),
    ]);
    return null;
  };

/** /product-details?id={id}: images, name, price, campaign, texts, quantity and the cart button. */
export function ProductDetails() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const user = useStoredUser();
  const product = useQuery({ ...queries.products.detail(id || '0'), enabled: id !== '' });
  const basket = useQuery({ ...queries.basket.detail(), enabled: user !== null });

  if (!id) {
    return (
      <Screen basket title={t('product.detailsTitle')}>
        <EmptyState icon="empty" title={t('product.notFound')} />
      </Screen>
    );
  }
  // A member's button depends on the basket: wait for it (the loader has asked for it already).
  if (user && basket.isPending) {
    return (
      <Screen basket title={t('product.detailsTitle')}>
        <Loading shape="detail" />
      </Screen>
    );
  }
  if (!product.data) {
    return (
      <Screen basket title={t('product.detailsTitle')}>
        <QueryState query={product} shape="detail">
          {() => null}
        </QueryState>
      </Screen>
    );
  }
  const table = product.data.table;
  const basketTable = basket.data?.table ?? null;
  return (
    <ProductView
      // A new product starts from its own quantity.
      key={table.id}
      product={table}
      line={basketTable?.products.find((item) => item.product_id === table.id)}
      basketGiftcardId={basketTable?.giftcard_id}
    />
  );
}

export { ProductDetails as Component };
