import type { Transaction } from 'kysely';

import type { Db } from '../db';
import type { Database } from '../db/schema';
import type { Failure } from '../lib/errors';

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

export const affected = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }) =>
  Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0);
