// What a browser reports is cleaned before it reaches the metrics or the log: no query strings or
// fragments (share links and tokens travel there), no long numbers (phone numbers, order and
// member ids), no e-mail addresses, no long tokens; and nothing longer than a log line should be.

/** A URL's query string and fragment removed, wherever one appears in the text. */
const QUERY = /([a-z][\w+.-]*:\/\/[^\s?#)'"]*|\/[^\s?#)'"]*)[?#][^\s)'"]*/gi;
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
/** Six digits or more, but not a stack's line and column (index-Ab12.js:1:204518). */
const LONG_NUMBER = /(?<![:\d])\+?\d[\d\s-]{4,}\d/g;
const TOKEN = /[A-Za-z0-9_-]{32,}/g;
/**
 * Control characters (but tab and line feed) and the bidirectional overrides, embeddings,
 * isolates and marks: a NUL cuts a log line in some readers, and U+202E makes what follows read
 * backwards to whoever reads the log.
 */
const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Text from a browser with its personal data removed, cut to at most `max` characters. */
export function scrubText(text: string, max: number): string {
  return text
    .slice(0, max * 2)
    .replace(UNPRINTABLE, '')
    .replace(QUERY, '$1')
    .replace(EMAIL, '[email]')
    .replace(TOKEN, '[token]')
    .replace(LONG_NUMBER, '[number]')
    .slice(0, max);
}

/** Route patterns seen; past this many, new ones count as 'other' (the metrics' labels stay few). */
const MAX_ROUTES = 100;
const seenRoutes = new Set<string>();

/**
 * A route pattern as a metric label: the app sends its router's pattern (/product/:id); anything
 * else is reduced to one (numbers become :id) or counted as 'unknown'.
 */
export function routeLabel(raw: unknown): string {
  if (typeof raw !== 'string') return 'unknown';
  const path = raw.split(/[?#]/)[0] ?? '';
  if (!/^\/[\w\-/:.*]{0,100}$/.test(path)) return 'unknown';
  const route = path.replace(/\/\d+(?=\/|$)/g, '/:id');
  if (!seenRoutes.has(route)) {
    if (seenRoutes.size >= MAX_ROUTES) return 'other';
    seenRoutes.add(route);
  }
  return route;
}
