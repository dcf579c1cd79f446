import type { HttpHandler } from 'msw';

import type { OperationName, RequestOf, ResponseOf } from '@ugift/api-client';
import { handlers, mockFailure, mockLoading, mockResponse } from '@ugift/api-client/mocks';

/**
 * The envelope of every successful answer, to spread into a contract-typed body:
 * `mockResponse('list_evoucher', { ...success, table })` (route tests and stories alike).
 */
export const success = { success: true, message: '' } as const;

/** A success body: the envelope and these fields (`ok({ table })`, `ok({ message })`). */
export const ok = <T extends object>(fields: T) => ({ ...success, ...fields });

const FAILED = Symbol('failed');

/** A reply that never comes: the loading state. */
export const pending: unique symbol = Symbol('pending');

/** HTTP 200 with success false, the server's message and any extra body fields. */
export const failure = (message: string, extra: Record<string, unknown> = {}) =>
  ({ [FAILED]: true, message, extra }) as const;

type Failure = ReturnType<typeof failure>;

/** One operation's reply: a body or a function of the request's fields, checked by the contract. */
type Reply<N extends OperationName> =
  ResponseOf<N> | ((fields: RequestOf<N>) => ResponseOf<N>) | Failure | typeof pending;

export type Replies = { [N in OperationName]?: Reply<N> };

function replyHandler<N extends OperationName>(name: N, reply: Reply<N>): HttpHandler {
  if (reply === pending) return mockLoading(name);
  if (typeof reply === 'object' && FAILED in reply) {
    return mockFailure(name, reply.message, reply.extra);
  }
  return mockResponse(name, reply);
}

/**
 * A story's network: these replies (each body checked against the operation's response schema)
 * in front of the contract's default backend, as `parameters.msw`.
 */
export function backend(replies: Replies = {}) {
  const overrides = (Object.keys(replies) as OperationName[]).map((name) =>
    replyHandler(name, replies[name] as Reply<typeof name>),
  );
  return { msw: { handlers: [...overrides, ...handlers] } };
}
