import { queryOptions } from '@tanstack/react-query';

// The merchant api (apps/api/src/routes/merchant.ts, issue 44) is not an operation of the
// shoppers' contract (POST /api/external/<group>/, form fields, an api token): it is JSON under
// /api/merchant/ with the merchant key as the bearer. So it is called here, in the app's style
// (one fetcher per endpoint beside its query options), not through packages/api-client.

/** Same origin as the app's one api client (lib/api.ts). */
const baseUrl = () => import.meta.env.VITE_API_BASE_URL ?? globalThis.location?.origin ?? '';

export type CodeStatus = 'valid' | 'used' | 'expired' | 'void';

/** Who holds the key: the outlet or till's name and its brand (GET /api/merchant/me). */
export interface MerchantIdentity {
  name: string;
  brand: string;
}

/** What the api tells a merchant of one of its brand's codes. */
export interface CodeView {
  code: string;
  status: CodeStatus;
  product: { id: number; name: string };
  value: { amount: string; currency: string };
  /** YYYY-MM-DD, the last valid day. */
  expiry_date: string;
  /** ISO time, when used. */
  used_at: string | null;
  /** Where a merchant redeemed it (null when the member marked it used). */
  outlet: string | null;
  /** The product's outlets; empty when the product names none (the outlet is then typed). */
  outlets: string[];
}

/** A refused call: its HTTP status, the api's message, and for a 429 the seconds to wait. */
export class MerchantApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Seconds until the limit's window ends (Retry-After), for 429 and 503. */
    readonly retryAfter: number | null = null,
    /** The code as it is now, when a redeem was refused because of its state (409). */
    readonly code: CodeView | null = null,
  ) {
    super(message);
    this.name = 'MerchantApiError';
  }
}

/** Retry-After in seconds, or the "try again in N seconds" of the api's message. */
function retryAfterOf(response: Response, message: string): number | null {
  const header = Number(response.headers.get('retry-after'));
  if (Number.isFinite(header) && header > 0) return header;
  const match = /in (\d+) seconds/.exec(message);
  return match ? Number(match[1]) : null;
}

async function call<T>(key: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl()}/api/merchant/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new MerchantApiError(0, 'network');
  }
  const answer = (await response.json().catch(() => ({}))) as {
    success?: boolean;
    message?: string;
    code?: CodeView;
  } & T;
  if (!response.ok || answer.success === false) {
    const message = answer.message ?? response.statusText;
    throw new MerchantApiError(
      response.status,
      message,
      retryAfterOf(response, message),
      answer.code ?? null,
    );
  }
  return answer;
}

export const merchantApi = {
  me: (key: string) =>
    call<{ merchant: MerchantIdentity }>(key, 'me').then((answer) => answer.merchant),
  check: (key: string, code: string) =>
    call<{ code: CodeView }>(key, 'check', { code }).then((answer) => answer.code),
  /**
   * Redeems once per `requestId`: the api answers the same redemption again (`replay`) for the
   * same id, so a double tap or a retry after a lost answer never redeems twice.
   */
  redeem: (key: string, input: { code: string; outlet: string; requestId: string }) =>
    call<{ code: CodeView; replay: boolean }>(key, 'redeem', {
      code: input.code,
      outlet: input.outlet,
      idempotency_key: input.requestId,
    }),
};

/** Keys nest under ['merchant'] like the contract's queries ([group, operation, params]). */
export const merchantKeys = {
  all: ['merchant'] as const,
  me: (key: string) => ['merchant', 'me', { key }] as const,
};

/** Who the key belongs to; a wrong key fails with 401 (never retried). */
export const merchantMeQuery = (key: string) =>
  queryOptions({
    queryKey: merchantKeys.me(key),
    queryFn: () => merchantApi.me(key),
    retry: false,
    staleTime: Infinity,
  });

/** A new id for one redeem intent (8 to 100 characters, as the api asks). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
