import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  redirect,
  type HydrationState,
  type RouteObject,
} from 'react-router';

import { links, paths, protectedPaths, tabPaths } from '../config/paths';
import { api } from '../lib/api';
import type { RouterContext } from '../lib/routing';
import { isSignedIn } from '../lib/session';
import { RootLayout, RootError } from './layouts/RootLayout';
import { TabLayout } from './layouts/TabLayout';
import { FirstLoad } from './Preloader';
import { comingSoon, notFound, screens } from './routes';

/** The path of a request inside the app: the base path removed, the query kept. */
export function appLocation(requestUrl: string, basename: string): string {
  const url = new URL(requestUrl);
  const base = basename.replace(/\/+$/, '');
  const path =
    base && url.pathname.startsWith(base) ? url.pathname.slice(base.length) || '/' : url.pathname;
  return `${path}${url.search}`;
}

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
      HydrateFallback: FirstLoad,
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
          lazy: async () => ({ Component: (await notFound()).Component }),
        },
      ],
    },
  ];
}

export function createAppRouter(context: RouterContext) {
  return createBrowserRouter(createRoutes(context), { basename: context.basename });
}

/**
 * The router of a page the server drew (entry-server.tsx): the page's lazy routes are loaded
 * first, so that the first render is the server's screen and not the fallback (React Router's
 * advice for lazy routes under server rendering), and its loaders are not run again.
 */
export async function createHydratedRouter(context: RouterContext, hydrationData: HydrationState) {
  const routes = createRoutes(context);
  const matches = matchRoutes(routes, globalThis.location, context.basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { basename: context.basename, hydrationData });
}

/** The same routes in memory, for tests and stories (paths given without the base path). */
export function createTestRouter(queryClient: QueryClient, initialEntries: string[]) {
  return createMemoryRouter(createRoutes({ queryClient, basename: '/' }), { initialEntries });
}
