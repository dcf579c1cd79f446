import { paths } from '../../config/paths';
import type { LoaderFactory } from '../router';

type RouteModule = () => Promise<{ Component: React.ComponentType; loader?: LoaderFactory }>;

/** The commerce screens (spec section 2: basket, checkout, orders, gifts, wallet, uDollar). */
export const commerceScreens: Record<string, RouteModule> = {
  [paths.basket]: () => import('../../features/basket/routes/Basket'),
  [paths.checkoutConfirmation]: () => import('../../features/basket/routes/CheckoutConfirmation'),
  [paths.paymentStatus]: () => import('../../features/orders/routes/PaymentStatus'),
  [paths.orderToPay]: () => import('../../features/orders/routes/OrderToPay'),
  [paths.orderMyPurchases]: () => import('../../features/orders/routes/OrderMyPurchases'),
  [paths.orderReceived]: () => import('../../features/orders/routes/OrderReceived'),
  [paths.orderDetails]: () => import('../../features/orders/routes/OrderDetails'),
  [paths.vouchers]: () => import('../../features/wallet/routes/Vouchers'),
  [paths.viewVouchers]: () => import('../../features/wallet/routes/ViewVouchers'),
  [paths.voucherDetails]: () => import('../../features/wallet/routes/VoucherDetails'),
  [paths.udollarList]: () => import('../../features/udollar/routes/UdollarList'),
  [paths.udollarHistory]: () => import('../../features/udollar/routes/UdollarHistory'),
  [paths.giftcardShare]: () => import('../../features/gift-share/routes/GiftcardShare'),
  [paths.checkoutCardSelection]: () => import('../../features/checkout/routes/CardSelection'),
  [paths.checkoutCardCustomization]: () =>
    import('../../features/checkout/routes/CardCustomization'),
};
