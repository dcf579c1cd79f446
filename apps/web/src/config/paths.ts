/**
 * Every route of the app, built in one place (spec section 2). Paths are relative to the base path;
 * the router adds the base.
 */
export const paths = {
  root: '/',
  notFound: '*',

  // Account screens.
  logout: '/logout',
  login: '/login',
  register: '/register',
  verification: '/verification',
  setPassword: '/set-password',
  forgotPassword: '/forgot-password',
  forgotPasswordVerification: '/forgot-password-verification',
  resetPassword: '/reset-password',

  // Home and catalogue.
  home: '/home',
  categories: '/categories',
  products: '/products',
  productSearch: '/product-search',
  productDetails: '/product-details',
  giftCard: '/gift-card',
  giftCardProduct: '/gift-card-product',
  campaign: '/campaign',

  // Basket, checkout and orders.
  basket: '/basket',
  checkoutConfirmation: '/checkout-confirmation',
  checkoutCardSelection: '/checkout-cardselection',
  checkoutCardCustomization: '/checkout-cardcustomization',
  orderToPay: '/order-topay',
  orderMyPurchases: '/order-mypurchases',
  orderReceived: '/order-received',
  orderDetails: '/order-details',
  paymentStatus: '/payment-status',
  giftcardShare: '/giftcard-share',

  // Wallet.
  vouchers: '/vouchers',
  viewVouchers: '/view-vouchers',
  voucherDetails: '/voucher-details',
  udollarList: '/udollar-list',
  udollarHistory: '/udollar-history',

  // Social and profile.
  notification: '/notification',
  profile: '/profile',
  profileEdit: '/profile-edit',
  reminderSettings: '/reminder-settings',
  friends: '/friends',
  inviteFriend: '/invite-friend',

  // Static pages.
  invitation: '/invitation',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-n-conditions',
  support: '/support',
  contactUs: '/contact-us',
  maintenance: '/maintenance',
  serverError: '/500',

  // An outlet's staff check and redeem codes with a merchant key (issue 44): no member login,
  // not in the tab bar.
  merchant: '/merchant',
} as const;

export type AppPath = (typeof paths)[Exclude<keyof typeof paths, 'notFound'>];

/** Screens a signed-out visitor may not open: they are sent to /login with the origin. */
export const protectedPaths: readonly AppPath[] = [
  paths.viewVouchers,
  paths.voucherDetails,
  paths.profileEdit,
  paths.reminderSettings,
  paths.friends,
  paths.checkoutConfirmation,
  paths.checkoutCardSelection,
  paths.checkoutCardCustomization,
  paths.orderToPay,
  paths.orderMyPurchases,
  paths.orderReceived,
  paths.orderDetails,
  paths.paymentStatus,
  paths.udollarList,
  paths.udollarHistory,
];

/** The only paths that show the bottom tab bar, in its order. */
export const tabPaths = [
  paths.home,
  paths.vouchers,
  paths.giftCard,
  paths.notification,
  paths.profile,
] as const;

type Query = Record<string, string | number | boolean | null | undefined>;

/** A path with its query string; empty values are left out. */
export function withQuery(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export type ListType = 'list_category' | 'list_brand';

/** Links with parameters, so that no screen spells a query string by hand. */
export const links = {
  login: (query: { from?: string; type?: 'redirect'; id?: string | number } = {}) =>
    withQuery(paths.login, query),
  productDetails: (id: string | number) => withQuery(paths.productDetails, { id }),
  products: (id: string | number, type: ListType) => withQuery(paths.products, { id, type }),
  productSearch: (
    query: { q?: string; filter?: 'popular'; type?: ListType; id?: string | number } = {},
  ) => withQuery(paths.productSearch, query),
  giftCard: (type?: string) => withQuery(paths.giftCard, { type }),
  giftCardProduct: (id: string | number) => withQuery(paths.giftCardProduct, { id }),
  campaign: (id: string | number) => withQuery(paths.campaign, { id }),
  giftcardShare: (id: string | number) => withQuery(paths.giftcardShare, { id }),
  orderDetails: (id: string | number) => withQuery(paths.orderDetails, { id }),
  orderMyPurchases: (status?: 'sent') => withQuery(paths.orderMyPurchases, { status }),
  paymentStatus: (id: string | number) => withQuery(paths.paymentStatus, { id }),
  viewVouchers: (id: string | number) => withQuery(paths.viewVouchers, { id }),
  voucherDetails: (id: string | number) => withQuery(paths.voucherDetails, { id }),
  udollarHistory: (id: string | number) => withQuery(paths.udollarHistory, { id }),
  friends: (type?: 'list_friend' | 'list_facebook' | 'list_friend_request') =>
    withQuery(paths.friends, { type }),
} as const;

/**
 * Where to go after login: a same-app path carried as `from`, never another origin.
 * `//evil.example` and absolute URLs are refused.
 */
export function safeReturnPath(from: string | null | undefined): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\'))
    return null;
  if (from === paths.login || from.startsWith(`${paths.login}?`)) return null;
  return from;
}
