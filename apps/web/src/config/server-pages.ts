/**
 * The public pages the server draws (apps/web/src/entry-server.tsx, issue 43), by their path below
 * the base path. The others are drawn by the browser, over the shell. A shared gift is drawn with
 * its card closed, from the gift's closed view only (features/gift-share: closedGift).
 */
export const SERVER_PAGES: readonly string[] = [
  'home',
  'product-details',
  'products',
  'categories',
  'product-search',
  'gift-card',
  'gift-card-product',
  'giftcard-share',
  'campaign',
  'landing-page',
  'privacy-policy',
  'terms-and-conditions',
  'support',
  'contact-us',
];
