/** The default base path the app is built for and served under. */
export const DEFAULT_BASE_PATH = '/ugift/';

/**
 * Normalises a base path to the form Vite and the router expect: a leading and a trailing slash.
 * An empty or missing value gives the default.
 */
export function resolveBasePath(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (!value) return DEFAULT_BASE_PATH;
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}
