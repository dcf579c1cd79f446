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
