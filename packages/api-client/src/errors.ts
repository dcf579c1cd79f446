/**
 * Why a call failed.
 * - `http`: the server answered a status other than 200.
 * - `failure`: HTTP 200 with success false.
 * - `malformed`: a body that is not JSON or does not match the operation's response schema.
 * - `network`: no answer (offline, DNS, CORS).
 * - `invalid_request`: refused before sending: the fields break the request schema.
 */
export type ApiErrorKind = 'http' | 'failure' | 'malformed' | 'network' | 'invalid_request';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  operation: string;
  /** HTTP status; 0 when nothing was received. */
  status: number;
  /** The server's message when it sent one, otherwise ours. */
  message: string;
  /** The parsed failure body (e.g. migrate_member on login, insufficient_stock on reserve_order). */
  body?: unknown;
  /** The offending request field, for invalid_request. */
  field?: string;
  cause?: unknown;
}

/** Every failure of a call: screens show `message`, the server's own text when there is one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly operation: string;
  readonly status: number;
  readonly body: unknown;
  readonly field: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.operation = init.operation;
    this.status = init.status;
    this.body = init.body;
    this.field = init.field;
  }

  /** A field of the failure body, if the server sent it (e.g. 'insufficient_stock'). */
  bodyField(name: string): unknown {
    return typeof this.body === 'object' && this.body !== null
      ? (this.body as Record<string, unknown>)[name]
      : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
