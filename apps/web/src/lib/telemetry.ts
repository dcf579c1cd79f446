// What the app tells the api about the shopper's phone (apps/api/src/routes/telemetry.ts): errors
// (global handlers, the router's error boundary, render errors) and the web vitals of each route.
// Reports carry the route's pattern (/product-details/:id), never the URL as visited, and no
// query string; the api cleans them again. web-vitals is loaded after the page is up, so a first
// visit's JavaScript does not grow.
/** What is read of the app's router (react-router's DataRouter): its matches and errors. */
interface RouterState {
  matches: readonly { route: { path?: string } }[];
  errors: Record<string, unknown> | null;
}
interface AppRouter {
  state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}
type Kind = 'error' | 'unhandledrejection' | 'render' | 'loader';
interface Vital {
  name: 'LCP' | 'INP' | 'CLS' | 'TTFB';
  value: number;
  route: string;
}

const ENDPOINT = `${import.meta.env.VITE_API_BASE_URL ?? ''}/api/telemetry`;
/** The build the report comes from (VITE_RELEASE, e.g. the commit). */
const RELEASE: string = import.meta.env.VITE_RELEASE || 'development';
/** At most this many error reports a page sends (a loop that throws sends a few, not thousands). */
const MAX_ERRORS = 10;

let currentRoute = 'unknown';
let sentErrors = 0;
const pendingVitals: Vital[] = [];

/** The matched routes' paths joined: the pattern, not the visited URL. */
function patternOf(router: AppRouter): string {
  const parts = router.state.matches
    .map((match) => match.route.path ?? '')
    .filter((part) => part !== '' && part !== '/');
  const joined = `/${parts.join('/')}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : '/';
}

function send(path: string, body: unknown) {
  const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
  // A beacon still leaves when the page is being closed; fetch with keepalive otherwise.
  if (navigator.sendBeacon?.(`${ENDPOINT}/${path}`, blob)) return;
  void fetch(`${ENDPOINT}/${path}`, { method: 'POST', body: blob, keepalive: true }).catch(
    () => undefined,
  );
}

/** Sends one error to the api: its message, its stack (cut), the route and the release. */
export function reportError(error: unknown, kind: Kind) {
  if (sentErrors >= MAX_ERRORS) return;
  sentErrors += 1;
  const failure = error instanceof Error ? error : new Error(String(error));
  send('errors', {
    kind,
    message: failure.message.slice(0, 1000),
    stack: failure.stack?.slice(0, 4000),
    route: currentRoute,
    release: RELEASE,
  });
}

function flushVitals() {
  if (!pendingVitals.length) return;
  send('vitals', { release: RELEASE, metrics: pendingVitals.splice(0, 20) });
}

/** Starts the reports: global error handlers at once, web vitals once the page has loaded. */
export function startTelemetry(router: AppRouter) {
  currentRoute = patternOf(router);
  // The route the page was opened on: LCP and TTFB measure that first load.
  const landing = currentRoute;
  router.subscribe((state) => {
    currentRoute = patternOf(router);
    // A loader's failure shows the route's error screen without throwing in React.
    for (const error of Object.values(state.errors ?? {})) reportError(error, 'loader');
  });
  window.addEventListener('error', (event) => reportError(event.error ?? event.message, 'error'));
  window.addEventListener('unhandledrejection', (event) =>
    reportError(event.reason, 'unhandledrejection'),
  );
  const onVital = (metric: { name: string; value: number }) => {
    const name = metric.name as Vital['name'];
    pendingVitals.push({
      name,
      value: metric.value,
      route: name === 'LCP' || name === 'TTFB' ? landing : currentRoute,
    });
  };
  // Sent when the page is hidden (switched away, closed): web-vitals reports LCP, CLS and INP then.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') setTimeout(flushVitals, 0);
  });
  const loadVitals = () =>
    import('web-vitals')
      .then(({ onCLS, onINP, onLCP, onTTFB }) => {
        onLCP(onVital);
        onINP(onVital);
        onCLS(onVital);
        onTTFB(onVital);
      })
      // A chunk that fails to load (offline) costs the report, nothing else.
      .catch(() => undefined);
  if (document.readyState === 'complete') setTimeout(() => void loadVitals(), 0);
  else
    window.addEventListener('load', () => setTimeout(() => void loadVitals(), 0), { once: true });
}
