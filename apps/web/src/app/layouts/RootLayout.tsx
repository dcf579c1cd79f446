import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Outlet, ScrollRestoration, useRouteError } from 'react-router';

import { installImageFallback } from '../../lib/image-fallback';
import { htmlLang, isLanguage } from '../../lib/languages';
import { removeShell } from '../../lib/page-shell';
import {
  NavigationProgress,
  SkipLink,
  useFocusHeadingOnNavigation,
  useFocusNotObscured,
} from '../../lib/shell';
import { Preloader } from '../Preloader';

/**
 * Marks the document once the app has drawn or hydrated its first screen (`data-app-ready` on
 * <html>): a page the server drew is on screen before its buttons do anything, and the
 * end-to-end journeys wait for this mark before they tap one (tests/e2e/fixtures.ts, appReady).
 */
function markAppReady() {
  document.documentElement.dataset.appReady = '';
}

/**
 * Every screen's frame: scroll restoration, the image fallback, the document language, the skip
 * link, focus on the heading after a navigation, focus kept clear of the bars, and the
 * navigation progress bar. Its first commit is the first screen's, which takes the page's shell
 * away in the same frame.
 */
export function RootLayout() {
  const { i18n } = useTranslation();
  useLayoutEffect(removeShell, []);
  useEffect(markAppReady, []);
  useEffect(() => installImageFallback(document), []);
  useEffect(() => {
    document.documentElement.lang = isLanguage(i18n.language) ? htmlLang[i18n.language] : 'en';
  }, [i18n.language]);
  useFocusHeadingOnNavigation();
  useFocusNotObscured();
  return (
    <>
      <SkipLink />
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

// The error pages stay out of the entry chunk: they load only when something fails.
const NotFound = lazy(async () => ({
  default: (await import('../../features/misc/routes/NotFound')).Component,
}));
const ServerError = lazy(async () => ({
  default: (await import('../../features/static/routes/ServerError')).Component,
}));

/** A route that throws shows the 404 page for a 404 and the 500 page for anything else. */
export function RootError() {
  const error = useRouteError();
  useLayoutEffect(removeShell, []);
  useEffect(markAppReady, []);
  if (!(isRouteErrorResponse(error) && error.status === 404)) console.error(error);
  return (
    <Suspense fallback={<Preloader />}>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ServerError />}
    </Suspense>
  );
}
