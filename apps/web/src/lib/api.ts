import { createApiClient, createMutations, createQueries, deviceStorage } from '@ugift/api-client';

import { DEFAULT_API_KEY } from '../config/api-key';

/**
 * The app's one api client: same origin (the api serves the app), the device storage of spec
 * section 3, and the token lifecycle of spec section 4 (a token is fetched before the first call
 * and renewed when it expires).
 */
/** The key get_api_token and track_link send (spec section 7). */
export const API_KEY: string = import.meta.env.VITE_API_KEY ?? DEFAULT_API_KEY;

// The server's renderer (entry-server.tsx) answers the calls in the api's own process.
let fetchVia: typeof fetch = (input, init) => globalThis.fetch(input, init);
export function fetchThrough(fetcher: typeof fetch) {
  fetchVia = fetcher;
}

export const api = createApiClient({
  fetch: (input, init) => fetchVia(input, init),
  apiKey: API_KEY,
  // Same origin by default; absolute so that it also resolves outside a browser (route tests).
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? globalThis.location?.origin ?? '',
  storage: deviceStorage,
  // The page's early script (src/early.ts) may have asked for the first token already.
  earlyToken: () => globalThis.window?.ugiftEarly?.token,
});

/** The client's queryOptions and mutationOptions, shared by loaders and screens. */
export const queries = createQueries(api);
export const mutations = createMutations(api);

export { deviceStorage };
