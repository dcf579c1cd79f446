import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { AppProviders } from '../app/AppProviders';
import { createTestRouter } from '../app/router';
import { setLanguage, type Language } from '../lib/i18n';
import { createTestQueryClient } from './query-client';

export interface RenderRouteOptions {
  /** A signed-in member (stored authUser) instead of a guest. */
  member?: { member_id: string | number; country_id?: string | number };
  language?: Language;
  /** Other device keys to store first (JSON-encoded like the app stores them). */
  storage?: Record<string, unknown>;
  /** A page of ours visited before `path` (in-app history); without it, `path` is a deep link. */
  from?: string;
}

/** Renders the whole app at one path, the way a visitor opening that URL would see it. */
export async function renderRoute(
  path: string,
  options: RenderRouteOptions = {},
): Promise<RenderResult & { router: ReturnType<typeof createTestRouter> }> {
  localStorage.clear();
  if (options.member) localStorage.setItem('authUser', JSON.stringify(options.member));
  for (const [key, value] of Object.entries(options.storage ?? {})) {
    localStorage.setItem(key, JSON.stringify(value));
  }
  await setLanguage(options.language ?? 'eng');
  const queryClient = createTestQueryClient();
  const router = createTestRouter(queryClient, options.from ? [options.from, path] : [path]);
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return Object.assign(result, { router });
}

/** The current path and query of a test router. */
export function currentLocation(router: ReturnType<typeof createTestRouter>) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

/**
 * One element alone at /here (any other path shows "elsewhere"), with a page before it when
 * `from` is given: for a page's own behaviour outside the route table (its back arrow).
 */
export async function renderPage(element: React.ReactNode, from?: string) {
  await setLanguage('eng');
  const router = createMemoryRouter(
    [
      { path: '/here', element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: from ? [from, '/here'] : ['/here'], initialIndex: from ? 1 : 0 },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
