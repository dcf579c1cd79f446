import type * as v from 'valibot';

/** The path groups of the backend under /api/external/ (spec section 7). */
export const GROUPS = [
  'products',
  'auth',
  'giftcards',
  'profile',
  'evoucher',
  'frontend',
  'basket',
  'order',
] as const;
export type Group = (typeof GROUPS)[number];

/**
 * Who may call an operation.
 * - `none`: no bearer token (get_api_token only).
 * - `token`: a valid api token; guests allowed.
 * - `member`: a valid api token bound to a logged-in member (the server answers 403 otherwise).
 */
export type AuthLevel = 'none' | 'token' | 'member';

/** Uploaded files an operation accepts, next to its string fields (multipart only). */
export interface FileRule {
  /**
   * `named`: only the listed field names (e.g. profile_picture).
   * `element-keys`: one file per image element key of the giftcard_edit_parameter JSON.
   */
  readonly kind: 'named' | 'element-keys';
  readonly names?: readonly string[];
  /** Accepted MIME type prefix, e.g. `image/`. */
  readonly mimePrefix: string;
  /** Largest accepted file, in bytes. */
  readonly maxBytes: number;
  /** Most files in one call. */
  readonly maxFiles: number;
}

// The request of every operation is a strict object of wire fields (strings, string arrays).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RequestSchema = v.StrictObjectSchema<v.ObjectEntries, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ResponseSchema = v.GenericSchema<unknown, any>;

export interface OperationDefinition<
  O extends string = string,
  Req extends RequestSchema = RequestSchema,
  Res extends ResponseSchema = ResponseSchema,
  G extends Group = Group,
  A extends AuthLevel = AuthLevel,
> {
  readonly option: O;
  readonly group: G;
  readonly auth: A;
  /** One line saying what the call does, for docs/contract.json. */
  readonly summary: string;
  readonly request: Req;
  readonly response: Res;
  /** Sent as multipart/form-data instead of application/x-www-form-urlencoded. */
  readonly multipart?: boolean;
  readonly files?: FileRule;
  /** True for our security extensions of the spec's contract (see README). */
  readonly extension?: boolean;
}

/**
 * Declares one backend operation; the literal types flow into RequestOf/ResponseOf, and the
 * group and auth level into OperationsOf/MemberOperationName (the server types its handlers by them).
 */
export function defineOperation<
  const O extends string,
  Req extends RequestSchema,
  Res extends ResponseSchema,
  const G extends Group,
  const A extends AuthLevel,
>(definition: OperationDefinition<O, Req, Res, G, A>): OperationDefinition<O, Req, Res, G, A> {
  return definition;
}
