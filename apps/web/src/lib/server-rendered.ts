import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

import type { Language } from './languages';

/** The id of the page's non-executed JSON script holding what the server drew the page with. */
export const SSR_DATA_ID = 'ugift-ssr';

/** What the server drew a page with (entry-server.tsx), read by the browser to hydrate it. */
export interface ServerRendered {
  language: Language;
  country: string | null;
  queries: DehydratedState;
  router: HydrationState;
}

/** The page's server-rendered data, or null on a page the browser draws itself. */
export function serverRendered(): ServerRendered | null {
  const script = globalThis.document?.getElementById(SSR_DATA_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as ServerRendered;
  } catch {
    return null;
  }
}
