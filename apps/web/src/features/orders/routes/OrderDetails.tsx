import { useSearchParams } from 'react-router';

import { queries } from '../../../lib/api';
import { searchParam, prefetch, type LoaderFactory } from '../../../lib/routing';
import { OrderDetailsScreen } from '../components/OrderDetailsScreen';

/** /order-details?id={orderId} (spec section 2). */
export function OrderDetails() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <OrderDetailsScreen key={id} orderId={id} />;
}

export const loader: LoaderFactory =
  ({ queryClient }) =>
  async ({ request }) => {
    const id = searchParam(request, 'id');
    if (id) await prefetch(queryClient.ensureQueryData(queries.order.detail(id)));
    return null;
  };

export { OrderDetails as Component };
