// Fonts, from the app's own origin (the kit's and the card's are the same Noto families; the
// bundler keeps one copy of each file). The Latin slices' @font-face rules come with the first
// paint; the full rules (CJK ranges: about 450 KB of CSS) are loaded before the first render when
// the stored language is Chinese or Japanese, and otherwise when a page first shows Chinese or
// Japanese text; a gift card in English brings the card's Latin slices alone (lib/font-loading.ts).
import '@ugift/ui/fonts/latin';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { startApp } from './app/App';
import { loadFontsWhenNeeded } from './lib/font-loading';
import { i18nReady, storedLanguage } from './lib/i18n';
import { nextTask, stageFirstScreen } from './lib/Later';
import { reportError } from './lib/telemetry';

const page = document.getElementById('root');
if (!page) throw new Error('The page has no #root element');
// The app draws beside the page's shell, which stays on screen until the first screen is drawn
// (lib/page-shell.ts): React would clear the shell at its first commit, a fallback's.
const container = document.createElement('div');
page.append(container);

const loadAllFonts = () =>
  Promise.all([import('@ugift/ui/fonts'), import('@ugift/giftcard-renderer/fonts')]).catch(
    () => undefined,
  );
const cjkFirst = storedLanguage() !== 'eng';

// A phone answers a tap between the long steps of a first load: the modules' evaluation, the
// router's start (its first loaders), the first render, and the first screen's later parts
// (lib/Later.tsx) each run in a task of their own.
stageFirstScreen();
void nextTask()
  .then(startApp)
  .then(async (App) => {
    // A stored Chinese or Japanese choice loads its strings first, so no English flashes by.
    await Promise.all([i18nReady, cjkFirst ? loadAllFonts() : undefined, nextTask()]);
    // Render errors reach the api: those the router's error screen caught, and any that escaped it.
    createRoot(container, {
      onCaughtError: (error) => {
        console.error(error);
        reportError(error, 'render');
      },
      onUncaughtError: (error) => {
        console.error(error);
        reportError(error, 'render');
      },
    }).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    if (!cjkFirst)
      loadFontsWhenNeeded(document.body, {
        all: () => void loadAllFonts(),
        card: () => void import('@ugift/giftcard-renderer/fonts/latin').catch(() => undefined),
      });
  });
