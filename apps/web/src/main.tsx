// Fonts, from the app's own origin (the kit's and the card's are the same Noto families; the
// bundler keeps one copy of each file). The Latin slices' @font-face rules come with the first
// paint; the full rules (CJK ranges: about 450 KB of CSS) are loaded before the first render when
// the stored language is Chinese or Japanese, and otherwise when a page first shows Chinese or
// Japanese text; a gift card in English brings the card's Latin slices alone (lib/font-loading.ts).
import '@ugift/ui/fonts/latin';

import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';

import { DEFAULT_COUNTRY_ID } from '@ugift/api-client';

import { startApp } from './app/App';
import { deviceStorage } from './lib/api';
import { mirrorChoicesToCookies } from './lib/choice-cookies';
import { loadFontsWhenNeeded } from './lib/font-loading';
import { i18next, i18nReady, loadLanguage, storedLanguage } from './lib/i18n';
import { nextTask, stageFirstScreen } from './lib/Later';
import { serverRendered } from './lib/server-rendered';
import { storedUser } from './lib/session';
import { reportError } from './lib/telemetry';

const page = document.getElementById('root');
if (!page) throw new Error('The page has no #root element');

// A public page the server drew for a guest (entry-server.tsx) is hydrated where the device's
// choices are the ones it was drawn in; a signed-in member's device, or one whose language or
// country differs, draws the page itself over it.
const rendered = serverRendered();
const storedChoice = deviceStorage.get('I18N_LANGUAGE');
const hydrating =
  rendered !== null &&
  storedUser() === null &&
  (storedChoice ?? rendered.language) === rendered.language &&
  deviceStorage.countryId() === (rendered.country ?? DEFAULT_COUNTRY_ID);
mirrorChoicesToCookies();

// Otherwise the app draws beside the page's shell, which stays on screen until the first screen
// is drawn (lib/page-shell.ts): React would clear the shell at its first commit, a fallback's.
let container = page.firstElementChild;
if (!hydrating || !container) {
  container = document.createElement('div');
  if (rendered) page.replaceChildren(container);
  else page.append(container);
}

const loadAllFonts = () =>
  Promise.all([import('@ugift/ui/fonts'), import('@ugift/giftcard-renderer/fonts')]).catch(
    () => undefined,
  );
const cjkFirst = (hydrating ? rendered.language : storedLanguage()) !== 'eng';
// The language a guest's page was drawn in (its Accept-Language, when the device has no choice).
const languageReady = hydrating
  ? loadLanguage(rendered.language).then(() => i18next.changeLanguage(rendered.language))
  : i18nReady;

// A phone answers a tap between the long steps of a first load: the modules' evaluation, the
// router's start (its first loaders), the first render, and the first screen's later parts
// (lib/Later.tsx) each run in a task of their own.
// A drawn page is hydrated at once, its parts in their own Suspense boundaries.
if (!hydrating) stageFirstScreen();
void nextTask()
  .then(() => startApp(hydrating ? rendered : undefined))
  .then(async (App) => {
    // A stored Chinese or Japanese choice loads its strings first, so no English flashes by.
    await Promise.all([languageReady, cjkFirst ? loadAllFonts() : undefined, nextTask()]);
    // Render errors reach the api: those the router's error screen caught, and any that escaped it.
    const report = (error: unknown) => {
      console.error(error);
      reportError(error, 'render');
    };
    const options: RootOptions = { onCaughtError: report, onUncaughtError: report };
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    if (hydrating) hydrateRoot(container, app, { ...options, onRecoverableError: report });
    else createRoot(container, options).render(app);
    if (!cjkFirst)
      loadFontsWhenNeeded(document.body, {
        all: () => void loadAllFonts(),
        card: () => void import('@ugift/giftcard-renderer/fonts/latin').catch(() => undefined),
      });
  });
