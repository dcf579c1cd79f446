/** A failure answered with an HTTP status other than 200 (401, 403, 400, 429...). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A business failure: HTTP 200 with success false and a message for the user. */
export interface Failure {
  success: false;
  message: string;
  [key: string]: unknown;
}

export function fail(message: string, extra: Record<string, unknown> = {}): Failure {
  return { success: false, message, ...extra };
}

/** Whether a domain function answered a business failure instead of its value. */
export function isFailure(value: unknown): value is Failure {
  return typeof value === 'object' && value !== null && (value as Failure).success === false;
}

/** How long a client is asked to wait when the database cannot be reached, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The answer while the database cannot be reached (503 with Retry-After). */
export const DATABASE_UNAVAILABLE =
  'The service is briefly unavailable: its database cannot be reached. Please try again in a few seconds.';

// Connection failures (node's socket errors, pg's messages) and PostgreSQL's SQLSTATEs of a
// server going away (class 08, 57P01-57P03) or a statement cut off by statement_timeout (57014).
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '57014',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended|connect ECONNREFUSED/i;

/** Whether an error means the database could not be reached or answered too late. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08')))
    return true;
  return CONNECTION_MESSAGES.test(error.message);
}
