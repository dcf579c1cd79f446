import { createMerchantClient, createMerchantQueries } from '@ugift/api-client';

// The merchant api is described in packages/api-client beside the shoppers' operations, with a
// client of its own (JSON under /api/merchant/, the merchant key as the bearer, no api token).
// Its one instance lives here, not in lib/api.ts: only this lazy route uses it, so the shoppers'
// first load does not carry it.

/** Same origin as the app's one api client (lib/api.ts). */
const merchantApi = createMerchantClient({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? globalThis.location?.origin ?? '',
});

/** The merchant api's queryOptions and mutationOptions for a key. */
export const merchantQueries = createMerchantQueries(merchantApi);

/** A new id for one redeem intent (8 to 100 characters, as the api asks). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
