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
