import type * as v from 'valibot';
import type { Group } from './define';
import { authOperations } from './operations/auth';
import { basketOperations } from './operations/basket';
import { evoucherOperations } from './operations/evoucher';
import { frontendOperations } from './operations/frontend';
import { giftcardsOperations } from './operations/giftcards';
import { orderOperations } from './operations/order';
import { productsOperations } from './operations/products';
import { profileOperations } from './operations/profile';

/** Every backend operation, keyed by its `option` name. */
export const operations = {
  ...authOperations,
  ...profileOperations,
  ...frontendOperations,
  ...productsOperations,
  ...giftcardsOperations,
  ...basketOperations,
  ...orderOperations,
  ...evoucherOperations,
};

export type Operations = typeof operations;
export type OperationName = keyof Operations;
/** The decoded wire fields of a request (strings, string arrays; option excluded). */
export type RequestOf<N extends OperationName> = v.InferOutput<Operations[N]['request']>;
/** What a caller writes: the same fields, numbers allowed where the wire takes strings. */
export type RequestInputOf<N extends OperationName> = Loosen<RequestOf<N>>;
/** The validated success body. */
export type ResponseOf<N extends OperationName> = v.InferOutput<Operations[N]['response']>;
/** Who may call the operation: 'none', 'token' or 'member' (see AuthLevel). */
export type AuthOf<N extends OperationName> = Operations[N]['auth'];
/** The names of operations that need a logged-in member. */
export type MemberOperationName = {
  [N in OperationName]: AuthOf<N> extends 'member' ? N : never;
}[OperationName];
/** The names of the operations of one group (one path /api/external/{group}/). */
export type OperationsOf<G extends Group> = {
  [N in OperationName]: Operations[N]['group'] extends G ? N : never;
}[OperationName];

type Loosen<T> = {
  [K in keyof T]: T[K] extends string
    ? T[K] | (string extends T[K] ? number : never)
    : T[K] extends readonly string[]
      ? readonly (string | number)[]
      : T[K] extends string | undefined
        ? T[K] | (string extends NonNullable<T[K]> ? number : never)
        : T[K] extends readonly string[] | undefined
          ? readonly (string | number)[] | undefined
          : T[K];
};

export const OPERATION_NAMES = Object.keys(operations) as OperationName[];

export function isOperationName(name: unknown): name is OperationName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(operations, name);
}

/** The path an operation is posted to: `/api/external/{group}/`. */
export function operationPath(name: OperationName): `/api/external/${Group}/` {
  return `/api/external/${operations[name].group}/`;
}
