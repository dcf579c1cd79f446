import { paths } from '../config/paths';
import type { RouteModule } from '../lib/routing';

/**
 * The one route table: every path of spec section 2 and the screen it lazily loads. Every screen
 * is its own chunk, loaded the first time it is visited; its loader comes with it. The guard and
 * the tab layout are decided in router.tsx from config/paths (protectedPaths, tabPaths).
 */
export const screens: Record<string, RouteModule> = {
  // Account.
  [paths.login]: () => import('../features/account/routes/Login'),
  [paths.logout]: () => import('../features/account/routes/Logout'),
  [paths.register]: () => import('../features/account/routes/Register'),
  [paths.verification]: () => import('../features/account/routes/Verification'),
  [paths.setPassword]: () => import('../features/account/routes/SetPassword'),
  [paths.forgotPassword]: () => import('../features/account/routes/ForgotPassword'),
  [paths.forgotPasswordVerification]: () =>
    import('../features/account/routes/ForgotPasswordVerification'),
  [paths.resetPassword]: () => import('../features/account/routes/ResetPassword'),
  // Home and catalogue (/categories, /products, /product-search).
  [paths.home]: () => import('../features/home/routes/Home'),
  [paths.categories]: () => import('../features/catalogue/routes/Categories'),
  [paths.products]: () => import('../features/catalogue/routes/Products'),
  [paths.productSearch]: () => import('../features/catalogue/routes/ProductSearch'),
  // Product and gift-card pages.
  [paths.productDetails]: () => import('../features/product/routes/ProductDetails'),
  [paths.giftCard]: () => import('../features/product/routes/GiftCard'),
  [paths.giftCardProduct]: () => import('../features/product/routes/GiftCardProduct'),
  // Static pages.
  [paths.privacyPolicy]: () => import('../features/static/routes/PrivacyPolicy'),
  [paths.termsAndConditions]: () => import('../features/static/routes/TermsAndConditions'),
  [paths.support]: () => import('../features/static/routes/Support'),
  [paths.contactUs]: () => import('../features/static/routes/ContactUs'),
  [paths.invitation]: () => import('../features/static/routes/Invitation'),
  [paths.maintenance]: () => import('../features/static/routes/Maintenance'),
  [paths.serverError]: () => import('../features/static/routes/ServerError'),
  // Basket, checkout, orders, gifts, wallet and uDollar.
  [paths.basket]: () => import('../features/basket/routes/Basket'),
  [paths.checkoutConfirmation]: () => import('../features/basket/routes/CheckoutConfirmation'),
  [paths.checkoutCardSelection]: () => import('../features/checkout/routes/CardSelection'),
  [paths.checkoutCardCustomization]: () => import('../features/checkout/routes/CardCustomization'),
  [paths.paymentStatus]: () => import('../features/orders/routes/PaymentStatus'),
  [paths.orderToPay]: () => import('../features/orders/routes/OrderToPay'),
  [paths.orderMyPurchases]: () => import('../features/orders/routes/OrderMyPurchases'),
  [paths.orderReceived]: () => import('../features/orders/routes/OrderReceived'),
  [paths.orderDetails]: () => import('../features/orders/routes/OrderDetails'),
  [paths.giftcardShare]: () => import('../features/gift-share/routes/GiftcardShare'),
  [paths.vouchers]: () => import('../features/wallet/routes/Vouchers'),
  [paths.viewVouchers]: () => import('../features/wallet/routes/ViewVouchers'),
  [paths.voucherDetails]: () => import('../features/wallet/routes/VoucherDetails'),
  [paths.udollarList]: () => import('../features/udollar/routes/UdollarList'),
  [paths.udollarHistory]: () => import('../features/udollar/routes/UdollarHistory'),
  // Profile, friends, notifications, invitations and campaigns.
  [paths.profile]: () => import('../features/profile/routes/Profile'),
  [paths.profileEdit]: () => import('../features/profile/routes/ProfileEdit'),
  [paths.reminderSettings]: () => import('../features/profile/routes/ReminderSettings'),
  [paths.friends]: () => import('../features/friends/routes/Friends'),
  [paths.inviteFriend]: () => import('../features/invite/routes/InviteFriend'),
  [paths.campaign]: () => import('../features/campaign/routes/Campaign'),
  [paths.notification]: () => import('../features/notifications/routes/Notifications'),
  // The outlets' page (issue 44).
  [paths.merchant]: () => import('../features/merchant/routes/Merchant'),
};

/** A path without a screen shows the coming-soon template (none does: router.test checks it). */
export const comingSoon: RouteModule = () => import('../features/misc/routes/ComingSoon');

/** The 404 page, for any path the table does not know. */
export const notFound: RouteModule = () => import('../features/misc/routes/NotFound');
