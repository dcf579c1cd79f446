import crypto from 'node:crypto';

import type { Db } from '../src/db';
import { randomToken, sha256 } from '../src/lib/tokens';

/** A multipart body as a browser's FormData would send it. */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; filename: string; type: string; data: Buffer }[] = [],
) {
  const boundary = `----ugift${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A real 1x1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Members of Singapore made straight in the database, each with a live web session (logging many
 * members in through the password hash would take minutes); answers their ids and api tokens.
 */
export async function insertMembers(db: Db, count: number, prefix: string) {
  const rows = await db
    .insertInto('members')
    .values(
      Array.from({ length: count }, (_, i) => ({
        phone_number: `${prefix}${String(i).padStart(4, '0')}`,
        phone_prefix: '+65',
        password_hash: null,
        email: '',
        gender: '',
        profile_picture: '',
        name: `Buyer ${i}`,
        country_id: 3,
        referral_code: `B${prefix}${i}`,
      })),
    )
    .returning(['id'])
    .execute();
  const tokens = rows.map(() => randomToken());
  await db
    .insertInto('sessions')
    .values(
      rows.map((r, i) => ({
        token_hash: sha256(tokens[i]!),
        member_id: r.id,
        source: 'web',
        expires_at: new Date(Date.now() + 7 * 86_400_000),
      })),
    )
    .execute();
  return rows.map((r, i) => ({ id: r.id, token: tokens[i]! }));
}
