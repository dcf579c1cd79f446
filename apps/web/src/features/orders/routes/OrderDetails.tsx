import { useSearchParams } from 'react-router';

import type { LoaderFactory } from '../../../app/router';
import { queries } from '../api';
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
    const id = new URL(request.url).searchParams.get('id');
    if (id) await queryClient.ensureQueryData(queries.order.detail(id)).catch(() => null);
    return null;
  };

export { OrderDetails as Component };
