import type { Transaction } from 'kysely';

import type { Failure } from '../lib/errors';
import type { Db } from './index';
import type { Database } from './schema';

export type Trx = Transaction<Database>;

/** Thrown inside a transaction to roll it back and answer a business failure instead. */
export class Rollback extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

/** Runs fn in a transaction; a Rollback undoes everything and its failure is returned. */
export async function inTransaction<T>(db: Db, fn: (trx: Trx) => Promise<T>): Promise<T | Failure> {
  try {
    return await db.transaction().execute(fn);
  } catch (error) {
    if (error instanceof Rollback) return error.failure;
    throw error;
  }
}

/** Rows an update or delete touched: 1 means a conditional update went through. */
export const affected = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }) =>
  Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0);
