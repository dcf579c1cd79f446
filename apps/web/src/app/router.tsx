import { createBrowserRouter, redirect, type RouteObject } from 'react-router';

import { paths } from '../config/paths';

/** Every screen is its own chunk, loaded when first visited. */
export const routes: RouteObject[] = [
  { path: paths.root, loader: () => redirect(paths.home) },
  {
    path: paths.home,
    lazy: async () => ({ Component: (await import('../features/home/routes/Home')).Home }),
  },
  {
    path: paths.notFound,
    lazy: async () => ({
      Component: (await import('../features/misc/routes/NotFound')).NotFound,
    }),
  },
];

export function createAppRouter(basename: string) {
  return createBrowserRouter(routes, { basename });
}
