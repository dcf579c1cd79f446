import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  createMemoryRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';

import { links, paths, protectedPaths, tabPaths } from '../config/paths';
import { api } from '../lib/api';
import { isSignedIn } from '../lib/session';
import { RootLayout, RootError } from './layouts/RootLayout';
import { TabLayout } from './layouts/TabLayout';
import { Preloader } from './Preloader';
import { catalogueScreens } from './screens/catalogue';
import { commerceScreens } from './screens/commerce';
import { productScreens } from './screens/product';
import { socialScreens } from './screens/social';

/** What the routes need from the app: the query cache their loaders fill, and the base path. */
export interface RouterContext {
  queryClient: QueryClient;
  basename: string;
}

/** A route module's optional loader, given the app's query client. */
export type LoaderFactory = (
  context: RouterContext,
) => (args: LoaderFunctionArgs) => Promise<unknown> | unknown;

type RouteModule = () => Promise<{ Component: React.ComponentType; loader?: LoaderFactory }>;

/** The path of a request inside the app: the base path removed, the query kept. */
export function appLocation(requestUrl: string, basename: string): string {
  const url = new URL(requestUrl);
  const base = basename.replace(/\/+$/, '');
  const path =
    base && url.pathname.startsWith(base) ? url.pathname.slice(base.length) || '/' : url.pathname;
  return `${path}${url.search}`;
}

/**
 * Every screen is its own chunk, loaded the first time it is visited; its loader comes with it.
 * The guard does not: a signed-out visitor is redirected before any protected chunk is fetched.
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
  // Home and catalogue.
  [paths.home]: () => import('../features/home/routes/Home'),
  ...catalogueScreens,
  ...productScreens,
  // Static pages.
  [paths.privacyPolicy]: () => import('../features/static/routes/PrivacyPolicy'),
  [paths.termsAndConditions]: () => import('../features/static/routes/TermsAndConditions'),
  [paths.support]: () => import('../features/static/routes/Support'),
  [paths.contactUs]: () => import('../features/static/routes/ContactUs'),
  [paths.invitation]: () => import('../features/static/routes/Invitation'),
  [paths.maintenance]: () => import('../features/static/routes/Maintenance'),
  [paths.serverError]: () => import('../features/static/routes/ServerError'),
  // Basket, checkout, orders, gifts, wallet and uDollar.
  ...commerceScreens,
  // Profile, friends, notifications, invitations and campaigns.
  ...socialScreens,
};

/** A path without a screen shows the coming-soon template (none does: router.test checks it). */
const comingSoon: RouteModule = () => import('../features/misc/routes/ComingSoon');

export const allPaths = Object.entries(paths)
  .filter(([key]) => key !== 'root' && key !== 'notFound')
  .map(([, path]) => path);

function screenRoute(path: string, context: RouterContext): RouteObject {
  const load = screens[path] ?? comingSoon;
  return {
    path,
    lazy: async () => {
      const module = await load();
      return { Component: module.Component, loader: module.loader?.(context) };
    },
  };
}

export function createRoutes(context: RouterContext): RouteObject[] {
  const isTab = (path: string) => (tabPaths as readonly string[]).includes(path);
  const isProtected = (path: string) => (protectedPaths as readonly string[]).includes(path);
  const plain = allPaths.filter((path) => !isTab(path) && !isProtected(path));

  return [
    {
      id: 'root',
      // The token bootstrap of spec section 4: a valid api token before any screen loads data.
      // A failure is silent (spec section 8); the calls themselves then retry the token.
      loader: async () => {
        await api.token().catch(() => null);
        return null;
      },
      shouldRevalidate: () => false,
      Component: RootLayout,
      HydrateFallback: Preloader,
      ErrorBoundary: RootError,
      children: [
        { path: paths.root, loader: () => redirect(paths.home), Component: () => null },
        { Component: TabLayout, children: tabPaths.map((path) => screenRoute(path, context)) },
        {
          id: 'protected',
          // The login guard (spec section 2): the origin rides along and login returns to it.
          loader: ({ request }) => {
            if (!isSignedIn()) {
              throw redirect(links.login({ from: appLocation(request.url, context.basename) }));
            }
            return null;
          },
          children: protectedPaths.map((path) => screenRoute(path, context)),
        },
        ...plain.map((path) => screenRoute(path, context)),
        {
          path: paths.notFound,
          lazy: async () => ({
            Component: (await import('../features/misc/routes/NotFound')).Component,
          }),
        },
      ],
    },
  ];
}

export function createAppRouter(context: RouterContext) {
  return createBrowserRouter(createRoutes(context), { basename: context.basename });
}

/** The same routes in memory, for tests and stories (paths given without the base path). */
export function createTestRouter(queryClient: QueryClient, initialEntries: string[]) {
  return createMemoryRouter(createRoutes({ queryClient, basename: '/' }), { initialEntries });
}
