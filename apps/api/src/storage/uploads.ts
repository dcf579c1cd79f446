import crypto from 'node:crypto';

import { sql } from 'kysely';

import type { Db } from '../db';
import { ApiError } from '../lib/errors';
import { rateLimitRefusals } from '../observability/metrics';
import { StorageError, type UploadStorage } from './index';

/** The public path of an upload: /api/uploads/<name>. */
const UPLOAD_PATH = '/api/uploads/';

/** What one member may upload in 24 hours (bytes), unless the services say otherwise. */
export const UPLOAD_QUOTA_BYTES = 50 * 1024 * 1024;

/**
 * Stores a member's picture under a name the server makes and returns its public path, within
 * the member's quota (429 beyond it). The row comes first: an object whose write was cut short
 * still has a row, so the clean-up finds it.
 */
export async function storeUpload(
  db: Db,
  storage: UploadStorage,
  memberId: number,
  data: Buffer,
  kind: { ext: string; mime: string },
  quotaBytes = UPLOAD_QUOTA_BYTES,
): Promise<string> {
  const name = `${crypto.randomBytes(16).toString('hex')}.${kind.ext}`;
  // The member's row is locked while the day's total is read and the new row added: two uploads
  // at once cannot both pass the quota.
  const within = await db.transaction().execute(async (trx) => {
    await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
    const { bytes } = await trx
      .selectFrom('uploads')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('bytes'), eb.lit(0)).as('bytes'))
      .where('member_id', '=', memberId)
      .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
      .executeTakeFirstOrThrow();
    if (Number(bytes) + data.length > quotaBytes) return false;
    await trx
      .insertInto('uploads')
      .values({ name, member_id: memberId, bytes: data.length })
      .execute();
    return true;
  });
  if (!within) {
    rateLimitRefusals.inc({ limit: 'upload-quota' });
    throw new ApiError(
      429,
      'You have uploaded too many pictures today. Please try again tomorrow.',
      {
        retryAfter: 3600,
      },
    );
  }
  try {
    await storage.put(name, data, kind.mime);
  } catch (error) {
    await db.deleteFrom('uploads').where('name', '=', name).execute();
    if (error instanceof StorageError) {
      throw new ApiError(503, 'The picture could not be saved. Please try again later.');
    }
    throw error;
  }
  return `${UPLOAD_PATH}${name}`;
}

/**
 * Removes uploads older than the grace period that no basket, order or profile refers to (a
 * replaced card photo, an abandoned basket's pictures, an old profile picture); at most `batch`
 * per run. Returns the names removed.
 */
export async function removeUnusedUploads(
  db: Db,
  storage: UploadStorage,
  graceSeconds: number,
  batch = 500,
): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select u.name from uploads u
    where u.created_at < now() - ${graceSeconds} * interval '1 second'
      and not exists (select 1 from baskets b
        where strpos(b.giftcard_edit_parameter, u.name) > 0)
      and not exists (select 1 from orders o
        where strpos(o.giftcard_edit_parameter, u.name) > 0)
      and not exists (select 1 from members m
        where m.profile_picture = ${UPLOAD_PATH} || u.name)
    order by u.created_at
    limit ${batch}`.execute(db);
  const removed: string[] = [];
  for (const { name } of rows) {
    // The object first: a row without an object is harmless, an object without a row would
    // never be found again.
    await storage.delete(name);
    await db.deleteFrom('uploads').where('name', '=', name).execute();
    removed.push(name);
  }
  return removed;
}
