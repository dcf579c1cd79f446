// The kit's and the card's fonts (the same Noto families; the bundler keeps one copy of each
// file), served from the app's own origin.
import '@ugift/ui/fonts';
import '@ugift/giftcard-renderer/fonts';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/App';
import { i18nReady } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A stored Chinese or Japanese choice loads its strings first, so no English flashes by.
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
