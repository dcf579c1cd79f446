import * as v from 'valibot';
import {
  merchantFailureSchema,
  merchantOperationPath,
  merchantOperations,
  validateMerchantRequest,
  type MerchantCode,
  type MerchantOperationName,
  type MerchantRequestOf,
  type MerchantResponseOf,
} from './contract';
import { ApiError, type ApiErrorInit } from './errors';

/** A refused merchant call: an ApiError with the wait a 429 asks for, and a refused code. */
export class MerchantApiError extends ApiError {
  /** Seconds until the limit's window ends (Retry-After), for 429 and 503. */
  readonly retryAfter: number | null;
  /** The code as it is now, when a redeem was refused because of its state (409). */
  readonly code: MerchantCode | null;

  constructor(init: ApiErrorInit & { retryAfter?: number | null; code?: MerchantCode | null }) {
    super(init);
    this.retryAfter = init.retryAfter ?? null;
    this.code = init.code ?? null;
  }
}

export interface MerchantClientConfig {
  /** Prefix of /api/merchant/... e.g. 'https://host'; empty for same origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

export interface MerchantCallOptions {
  /** The merchant key, sent as the bearer. */
  key: string;
  signal?: AbortSignal;
}

export interface MerchantClient {
  /** Calls a merchant operation; resolves with its validated success body, or rejects. */
  call<N extends MerchantOperationName>(
    name: N,
    request: MerchantRequestOf<N>,
    options: MerchantCallOptions,
  ): Promise<MerchantResponseOf<N>>;
}

/** Retry-After in seconds, or the "try again in N seconds" of the api's message. */
function retryAfterOf(response: Response, message: string): number | null {
  const header = Number(response.headers.get('retry-after'));
  if (Number.isFinite(header) && header > 0) return header;
  const match = /in (\d+) seconds/.exec(message);
  return match ? Number(match[1]) : null;
}

/**
 * The merchant api's transport (see contract/merchant.ts): JSON to /api/merchant/{operation}
 * with the merchant key as the bearer; requests checked before sending and answers against the
 * operation's response schema, failures thrown as MerchantApiError.
 */
export function createMerchantClient(config: MerchantClientConfig = {}): MerchantClient {
  const baseUrl = (config.baseUrl ?? '').replace(/\/+$/, '');
  const doFetch: typeof fetch = (...args) => (config.fetch ?? globalThis.fetch)(...args);

  async function call<N extends MerchantOperationName>(
    name: N,
    request: MerchantRequestOf<N>,
    { key, signal }: MerchantCallOptions,
  ): Promise<MerchantResponseOf<N>> {
    const op = merchantOperations[name];
    const operation = `merchant ${name}`;
    const post = op.method === 'POST';
    if (post) {
      const checked = validateMerchantRequest(name, request);
      if (!checked.ok)
        throw new MerchantApiError({
          kind: 'invalid_request',
          operation,
          status: 0,
          message: `${checked.field}: ${checked.message}`,
          field: checked.field,
        });
    }
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${merchantOperationPath(name)}`, {
        method: op.method,
        headers: {
          authorization: `Bearer ${key}`,
          ...(post ? { 'content-type': 'application/json' } : {}),
        },
        body: post ? JSON.stringify(request) : undefined,
        signal,
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new MerchantApiError({
        kind: 'network',
        operation,
        status: 0,
        message: 'The server could not be reached',
        cause,
      });
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok || (body as { success?: unknown } | undefined)?.success !== true) {
      const failure = v.safeParse(merchantFailureSchema, body);
      const message = (failure.success ? failure.output.message : undefined) ?? response.statusText;
      throw new MerchantApiError({
        kind: response.ok ? 'failure' : 'http',
        operation,
        status: response.status,
        message: message || `HTTP ${response.status}`,
        body,
        retryAfter: retryAfterOf(response, message),
        code: failure.success ? (failure.output.code ?? null) : null,
      });
    }
    const result = v.safeParse(op.response, body);
    if (!result.success) {
      throw new MerchantApiError({
        kind: 'malformed',
        operation,
        status: response.status,
        message: `Malformed response: ${result.issues[0].message}`,
        body,
      });
    }
    return result.output as MerchantResponseOf<N>;
  }

  return { call };
}
