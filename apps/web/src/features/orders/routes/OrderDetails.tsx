import { useSearchParams } from 'react-router';

import { queries } from '../../../lib/api';
import { prefetchById } from '../../../lib/routing';
import { OrderDetailsScreen } from '../components/OrderDetailsScreen';

/** /order-details?id={orderId} (spec section 2). */
export function OrderDetails() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <OrderDetailsScreen key={id} orderId={id} />;
}

export const loader = prefetchById((id) => queries.order.detail(id));

export { OrderDetails as Component };
