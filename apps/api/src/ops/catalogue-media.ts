// The pictures and music of a catalogue file (issue 44): a path relative to the file or a data:
// URL is read, checked by its bytes (a picture as the api checks a member's upload: PNG, JPEG,
// GIF or WebP, at most MAX_UPLOAD_BYTES; music: MP3, OGG, WAV or M4A, at most MAX_AUDIO_BYTES)
// and stored in the api's upload storage under the hash of its content, so the same file
// imported again is not stored again and its URL does not change. A picture or sound the api
// already serves (/api/..., as the export writes them) is kept as it is. Music is stored too,
// not linked: the app's Content-Security-Policy plays media from our own origin only.
import crypto from 'node:crypto';

import { OWN_MEDIA_PATH } from '@ugift/giftcard-renderer/model';

import { MAX_AUDIO_BYTES, sniffAudio } from '../lib/audio';
import { MAX_UPLOAD_BYTES, sniffImage } from '../lib/images';
import type { UploadStorage } from '../storage';
import type { OpsProblem } from './registry';

/** A file read from the catalogue, to be stored once the import is sure to be written. */
export interface PendingMedia {
  data: Buffer;
  mime: string;
}

/** Music the api serves: a stored upload, or the demo's generated tunes. */
const OWN_AUDIO_PATH =
  /^\/api\/(uploads\/[0-9a-f]{32}\.(mp3|ogg|wav|m4a)|media\/music\/[1-9][0-9]*\.wav)$/;

interface MediaKind {
  sniff: (data: Buffer) => { ext: string; mime: string } | null;
  maxBytes: number;
  /** What the bytes must be, after "is not". */
  expected: string;
  ownPath: RegExp;
  served: string;
}

const PICTURE: MediaKind = {
  sniff: sniffImage,
  maxBytes: MAX_UPLOAD_BYTES,
  expected: 'a picture (PNG, JPEG, GIF or WebP)',
  // The pictures a card may show (the basket's rule): anything else would be refused later.
  ownPath: OWN_MEDIA_PATH,
  served: 'a picture the api serves (/api/uploads/... or /api/media/...)',
};

const AUDIO: MediaKind = {
  sniff: sniffAudio,
  maxBytes: MAX_AUDIO_BYTES,
  expected: 'audio (MP3, OGG, WAV or M4A)',
  ownPath: OWN_AUDIO_PATH,
  served: 'audio the api serves (/api/uploads/... or /api/media/music/...)',
};

type Where = { row?: number; field: string };

export interface MediaResolver {
  /** The stored URL of a picture, or a problem pushed for its row and field. */
  resolve(ref: string, where: Where): Promise<string>;
  /** The stored URL of a music file, or a problem pushed for its row and field. */
  resolveAudio(ref: string, where: Where): Promise<string>;
  problems: OpsProblem[];
  /** The pictures to store, by their stored name. */
  pending: Map<string, PendingMedia>;
  /** The music to store, by its stored name. */
  pendingAudio: Map<string, PendingMedia>;
}

export function mediaResolver(
  readLocalFile: ((relativePath: string) => Promise<Buffer>) | undefined,
): MediaResolver {
  const problems: OpsProblem[] = [];
  const pending = new Map<string, PendingMedia>();
  const pendingAudio = new Map<string, PendingMedia>();
  const done = new Map<string, string | Error>();

  async function load(ref: string, kind: MediaKind): Promise<string> {
    if (ref.startsWith('/api/')) {
      if (!kind.ownPath.test(ref)) throw new Error(`${ref} is not ${kind.served}`);
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
    const type = kind.sniff(data);
    if (!type) throw new Error(`${shortRef(ref)} is not ${kind.expected}`);
    if (data.length > kind.maxBytes)
      throw new Error(`${shortRef(ref)} is larger than ${kind.maxBytes / 1024 / 1024} MB`);
    const hash = crypto.createHash('sha256').update(data).digest('hex').slice(0, 32);
    const name = `${hash}.${type.ext}`;
    (kind === AUDIO ? pendingAudio : pending).set(name, { data, mime: type.mime });
    return `/api/uploads/${name}`;
  }

  const resolver = (kind: MediaKind) => async (ref: string, where: Where) => {
    // One file may be both a picture and music only in name: each kind is checked on its own.
    const key = `${kind === AUDIO ? 'audio' : 'picture'} ${ref}`;
    let result = done.get(key);
    if (result === undefined) {
      try {
        result = await load(ref, kind);
      } catch (error) {
        result = error as Error;
      }
      done.set(key, result);
    }
    if (result instanceof Error) {
      problems.push({ ...where, message: result.message });
      return ref;
    }
    return result;
  };

  return {
    problems,
    pending,
    pendingAudio,
    resolve: resolver(PICTURE),
    resolveAudio: resolver(AUDIO),
  };
}

const shortRef = (ref: string) => (ref.startsWith('data:') ? 'the data: URL' : ref);

/**
 * Stores what is not stored yet (a dry run only counts it); returns how many were stored and how
 * many were there already.
 */
export async function storeMedia(
  storage: UploadStorage,
  pending: Map<string, PendingMedia>,
  dryRun = false,
): Promise<{ stored: number; already: number }> {
  const counts = { stored: 0, already: 0 };
  for (const [name, file] of pending) {
    if (await storage.get(name)) {
      counts.already += 1;
      continue;
    }
    if (!dryRun) await storage.put(name, file.data, file.mime);
    counts.stored += 1;
  }
  return counts;
}
