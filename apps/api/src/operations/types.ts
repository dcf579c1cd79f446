import type {
  AuthOf,
  Group,
  OperationName,
  OperationsOf,
  RequestOf,
} from '@ugift/api-client/contract';

import type { Session } from '../auth/sessions';
import type { Failure } from '../lib/errors';
import type { Services } from '../services';

/** An uploaded file, read into memory (size-limited by the multipart parser). */
export interface UploadedFile {
  field: string;
  filename: string;
  mimeType: string;
  data: Buffer;
}

interface BaseContext {
  services: Services;
  clientIp: string;
  /** Files of a multipart request, checked against the operation's file rule. */
  files: UploadedFile[];
}

/** auth 'none' (get_api_token): the caller has no token yet. */
export interface AnonymousContext extends BaseContext {
  session: null;
  memberId: null;
}

/** auth 'token': a valid api token, a guest's or a member's. */
export interface TokenContext extends BaseContext {
  session: Session;
  /** The logged-in member of the session, or null for a guest. */
  memberId: number | null;
}

/** auth 'member': the router has refused (403) a token without a logged-in member. */
export interface MemberContext extends BaseContext {
  session: Session;
  memberId: number;
}

/** What the router gives the handler of an operation, by the operation's auth level. */
export type ContextOf<N extends OperationName> =
  AuthOf<N> extends 'member'
    ? MemberContext
    : AuthOf<N> extends 'token'
      ? TokenContext
      : AnonymousContext;

/** Answers one validated request: a success body (ok(...)) or a business failure (fail(...)). */
export type Handler<N extends OperationName> = (
  ctx: ContextOf<N>,
  input: RequestOf<N>,
) => Promise<Record<string, unknown> | Failure>;

/** The handlers of one contract group: every operation of the group, or it does not compile. */
export type GroupHandlers<G extends Group> = { [N in OperationsOf<G>]: Handler<N> };

/** Every operation's handler. */
export type Handlers = { [N in OperationName]: Handler<N> };

/** A success body: { success: true, message: 'Success', ...rest }. */
export const ok = <T extends Record<string, unknown>>(rest: T = {} as T) => ({
  success: true as const,
  message: 'Success',
  ...rest,
});
