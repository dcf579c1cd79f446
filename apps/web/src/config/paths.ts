/**
 * Every route of the app, built in one place (spec section 2). Paths are relative to the base path;
 * the router adds the base.
 */
export const paths = {
  root: '/',
  home: '/home',
  login: '/login',
  notFound: '*',
} as const;
