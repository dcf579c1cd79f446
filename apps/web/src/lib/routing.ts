import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * The types a route module and the router agree on. They live here, below both, so that a
 * feature's route never imports app/ (which imports every route: a cycle).
 */

/** What the routes need from the app: the query cache their loaders fill, and the base path. */
export interface RouterContext {
  queryClient: QueryClient;
  basename: string;
}

/** A route module's optional loader, given the app's query client. */
export type LoaderFactory = (
  context: RouterContext,
) => (args: LoaderFunctionArgs) => Promise<unknown> | unknown;

/** What app/routes.ts lazily imports for a path: the screen and its loader. */
export type RouteModule = () => Promise<{
  Component: React.ComponentType;
  loader?: LoaderFactory;
}>;

/** One query parameter of a loader's request (`searchParam(request, 'id')`), null when absent. */
export function searchParam(request: Request, name: string): string | null {
  return new URL(request.url).searchParams.get(name);
}

/**
 * Fills the cache before a screen shows, without failing the route: a failed load stays in the
 * query's state, where the screen shows it with Retry (spec section 8). The failure is not
 * swallowed: it is reported (a console warning outside tests) and returned to the loader.
 */
export async function prefetch(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
    return null;
  } catch (error) {
    if (import.meta.env.MODE !== 'test') console.warn('A route could not load its data:', error);
    return error ?? new Error('prefetch failed');
  }
}

/**
 * The loader of a screen that shows one thing by its `?id=`: fills the cache with `query(id)`,
 * as `prefetch` does (nothing without an id; a failure shows on the screen, with Retry).
 */
export function prefetchById<T, K extends QueryKey>(
  query: (id: string) => FetchQueryOptions<T, Error, T, K>,
): LoaderFactory {
  return ({ queryClient }) =>
    async ({ request }) => {
      const id = searchParam(request, 'id');
      if (id) await prefetch(queryClient.ensureQueryData(query(id)));
      return null;
    };
}
