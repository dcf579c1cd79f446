/**
 * The public pages the server draws (apps/web/src/entry-server.tsx, issue 43), by their path below
 * the base path. The others are drawn by the browser, over the shell. Not yet /giftcard-share:
 * its screen drew no card picture on the server (tests/e2e/first-load.spec.ts), so it keeps the
 * shell's early picture.
 */
export const SERVER_PAGES: readonly string[] = [
  'home',
  'product-details',
  'products',
  'categories',
  'product-search',
  'gift-card',
  'gift-card-product',
  'campaign',
  'landing-page',
  'privacy-policy',
  'terms-and-conditions',
  'support',
  'contact-us',
];
