// The pictures of a catalogue file (issue 44): a path relative to the file or a data: URL is read,
// checked as the api checks a member's upload (really a PNG, JPEG, GIF or WebP, by its bytes; at
// most MAX_UPLOAD_BYTES) and stored in the api's upload storage under the hash of its content, so
// the same picture imported again is not stored again and its URL does not change. A picture the
// api already serves (/api/..., as the export writes them) is kept as it is.
import crypto from 'node:crypto';

import { OWN_MEDIA_PATH } from '@ugift/giftcard-renderer/model';

import { MAX_UPLOAD_BYTES, sniffImage } from '../lib/images';
import type { UploadStorage } from '../storage';
import type { OpsProblem } from './registry';

/** A picture read from the file, to be stored once the import is sure to be written. */
export interface PendingImage {
  data: Buffer;
  mime: string;
}

export interface ImageResolver {
  /** The stored URL of a picture, or a problem pushed for its row and field. */
  resolve(ref: string, where: { row?: number; field: string }): Promise<string>;
  problems: OpsProblem[];
  /** The pictures to store, by their stored name. */
  pending: Map<string, PendingImage>;
}

export function imageResolver(
  readLocalFile: ((relativePath: string) => Promise<Buffer>) | undefined,
): ImageResolver {
  const problems: OpsProblem[] = [];
  const pending = new Map<string, PendingImage>();
  const done = new Map<string, string | Error>();

  async function load(ref: string): Promise<string> {
    if (ref.startsWith('/api/')) {
      // The pictures a card may show (the basket's rule): anything else would be refused later.
      if (!OWN_MEDIA_PATH.test(ref))
        throw new Error(
          `${ref} is not a picture the api serves (/api/uploads/... or /api/media/...)`,
        );
      return ref;
    }
    let data: Buffer;
    const dataUrl = /^data:([^,]*?)(;base64)?,(.*)$/s.exec(ref);
    if (dataUrl) {
      data = dataUrl[2]
        ? Buffer.from(dataUrl[3]!, 'base64')
        : Buffer.from(decodeURIComponent(dataUrl[3]!), 'utf8');
    } else if (/^[a-z][a-z0-9+.-]*:/i.test(ref)) {
      throw new Error('must be a file beside the catalogue, a data: URL or /api/...');
    } else if (!readLocalFile) {
      throw new Error(`${ref}: files are read by the command line only; send a data: URL`);
    } else {
      try {
        data = await readLocalFile(ref);
      } catch {
        throw new Error(`${ref}: no such file beside the catalogue file`);
      }
    }
    const kind = sniffImage(data);
    if (!kind) throw new Error(`${shortRef(ref)} is not a picture (PNG, JPEG, GIF or WebP)`);
    if (data.length > MAX_UPLOAD_BYTES)
      throw new Error(`${shortRef(ref)} is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
    const hash = crypto.createHash('sha256').update(data).digest('hex').slice(0, 32);
    const name = `${hash}.${kind.ext}`;
    pending.set(name, { data, mime: kind.mime });
    return `/api/uploads/${name}`;
  }

  return {
    problems,
    pending,
    async resolve(ref, where) {
      let result = done.get(ref);
      if (result === undefined) {
        try {
          result = await load(ref);
        } catch (error) {
          result = error as Error;
        }
        done.set(ref, result);
      }
      if (result instanceof Error) {
        problems.push({ ...where, message: result.message });
        return ref;
      }
      return result;
    },
  };
}

const shortRef = (ref: string) => (ref.startsWith('data:') ? 'the data: URL' : ref);

/**
 * Stores what is not stored yet (a dry run only counts it); returns how many were stored and how
 * many were there already.
 */
export async function storeImages(
  storage: UploadStorage,
  pending: Map<string, PendingImage>,
  dryRun = false,
): Promise<{ stored: number; already: number }> {
  const counts = { stored: 0, already: 0 };
  for (const [name, image] of pending) {
    if (await storage.get(name)) {
      counts.already += 1;
      continue;
    }
    if (!dryRun) await storage.put(name, image.data, image.mime);
    counts.stored += 1;
  }
  return counts;
}
