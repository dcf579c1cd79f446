import crypto from 'node:crypto';

import type { Db } from '../db';

/**
 * A secret the api makes for itself when none is configured: made once by whichever process
 * asks first (a concurrent maker loses the insert and reads the winner's), then read by every
 * process of the same database and after every restart.
 */
export async function sharedSecret(db: Db, name: string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: crypto.randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
