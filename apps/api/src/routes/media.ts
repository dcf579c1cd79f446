import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { SANDBOX_IDENTITIES } from '../auth/social';
import { BRANDS, CATEGORIES, GIFTCARDS, MUSIC, PRODUCTS, STICKERS } from '../db/seed/catalogue';
import { sniffAudio } from '../lib/audio';
import { UPLOAD_NAME, sniffImage } from '../lib/images';
import { LruCache } from '../lib/lru';
import { apiRoot } from '../lib/paths';
import {
  avatarSvg,
  bannerSvg,
  cardSvg,
  flagSvg,
  placeholderSvg,
  popupSvg,
  stickerSvg,
  tileSvg,
} from '../media/svg';
import { melodyWav } from '../media/wav';
import type { Services } from '../services';

const assetsDir = path.join(apiRoot, 'assets');

const BANNERS: Record<string, [string, string]> = {
  '1': ['Invite A Friend', 'Earn 5,000 points'],
  '2': ['Coffee on Us', '20% off Brew Bros'],
  '3': ['Ugift in Action', 'Watch the tour'],
  '4': ['Gift Guide', 'Ideas for every occasion'],
  '5': ['Free Coffee Friday', 'Buy 3, get 1 free'],
  '6': ['Malaysia Specials', 'New this week'],
};
const POPUPS: Record<string, [string, string]> = {
  '1': ['Year-End Sale', 'Extra 10% off'],
  '2': ['Sakura Spa', 'Pamper someone'],
  '3': ['Selamat datang', 'Welcome to Ugift'],
};
const CAMPAIGNS: Record<string, string> = {
  '1': 'Year-End Sale',
  '2': 'Free Coffee Friday',
  '3': 'Welcome',
  '4': 'Points Booster',
  '25': 'Invite A Friend',
  // The invite campaign's milestones (the seed names a picture for each).
  '26': 'Invite 1 friend',
  '27': 'Invite 3 friends',
  '28': 'Invite 5 friends',
};

/** A record's own entry ('constructor' is not a banner). */
const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** The picture, sound or video at a media path, or undefined. */
function mediaFor(kind: string, file: string): { type: string; body: string | Buffer } | undefined {
  const svg = (body: string | undefined) => (body ? { type: 'image/svg+xml', body } : undefined);
  const match = /^([a-z0-9-]+)\.(svg|wav|webm)$/.exec(file);
  if (!match) return undefined;
  const [, name, ext] = match as unknown as [string, string, string];
  const [idText, variant] = name.split(/-(.+)/) as [string, string | undefined];
  const id = Number(idText);
  // One name per picture: 1, never 01 or 1.0, so the cache below holds no copies.
  if (/^\d/.test(idText) && String(id) !== idText) return undefined;
  switch (`${kind}.${ext}`) {
    case 'flag.svg':
      return svg(flagSvg(name));
    case 'category.svg':
    case 'brand.svg': {
      const list = kind === 'category' ? CATEGORIES : BRANDS;
      const item = list[id - 1];
      if (!item || (variant && variant !== 'home')) return undefined;
      return svg(
        tileSvg({
          seed: id + (kind === 'brand' ? 3 : 0),
          motif: kind === 'brand' ? 'star' : 'circle',
          width: variant === 'home' ? 480 : 400,
          height: variant === 'home' ? 240 : 400,
        }),
      );
    }
    case 'product.svg': {
      const product = PRODUCTS[id - 1];
      if (!product || (variant && !['2', '3'].includes(variant))) return undefined;
      const brand = BRANDS[product.brand]!;
      return svg(
        tileSvg({
          seed: id + Number(variant ?? 1),
          label: brand.names.en,
          sublabel: product.names.en.slice(brand.names.en.length + 1),
          motif: variant === '2' ? 'star' : variant === '3' ? 'circle' : 'gift',
        }),
      );
    }
    case 'giftcard.svg': {
      const card = GIFTCARDS[id - 1];
      if (!card || (variant && variant !== 'thumb')) return undefined;
      const body = cardSvg(id, card.names.en, variant === 'thumb');
      return svg(
        variant === 'thumb'
          ? body.replace('width="686" height="460"', 'width="343" height="230"')
          : body,
      );
    }
    case 'banner.svg':
      return svg(own(BANNERS, name) && bannerSvg(id, ...own(BANNERS, name)!));
    case 'popup.svg':
      return svg(own(POPUPS, name) && popupSvg(id + 2, ...own(POPUPS, name)!));
    case 'campaign.svg':
      return svg(
        own(CAMPAIGNS, name) && bannerSvg(id + 1, own(CAMPAIGNS, name)!, 'Ugift campaign'),
      );
    case 'sticker.svg':
      return svg((STICKERS as readonly string[]).includes(name) ? stickerSvg(name) : undefined);
    case 'avatar.svg': {
      const identity = SANDBOX_IDENTITIES.find((i) => i.id === name);
      if (identity) return svg(avatarSvg(Number(name.slice(-4)), identity.name));
      return svg(
        Number.isInteger(id) && id > 0 && !variant
          ? avatarSvg(id, ['Alice', 'Ben', 'Chris', 'Dana'][(id - 1) % 4]!)
          : undefined,
      );
    }
    case 'misc.svg':
      return svg(
        name === 'placeholder'
          ? placeholderSvg('Ugift')
          : name === 'expired'
            ? placeholderSvg('Expired')
            : undefined,
      );
    case 'music.wav': {
      const track = MUSIC[id - 1];
      return track && !variant ? { type: 'audio/wav', body: melodyWav(track.notes) } : undefined;
    }
    case 'video.webm':
      return name === 'banner'
        ? { type: 'video/webm', body: fs.readFileSync(path.join(assetsDir, 'banner-video.webm')) }
        : undefined;
    default:
      return undefined;
  }
}

/** Generated pictures kept in memory: the most used ones, a bounded number. */
export const MEDIA_CACHE_ENTRIES = 512;

declare module 'fastify' {
  interface FastifyInstance {
    mediaCache?: LruCache<string, { type: string; body: string | Buffer }>;
  }
}

export async function registerMediaRoutes(app: FastifyInstance, services: Services) {
  const cache = new LruCache<string, { type: string; body: string | Buffer }>(MEDIA_CACHE_ENTRIES);
  app.decorate('mediaCache', cache);
  app.get<{ Params: { kind: string; file: string } }>(
    '/api/media/:kind/:file',
    async (request, reply) => {
      const key = `${request.params.kind}/${request.params.file}`;
      const media = cache.get(key) ?? mediaFor(request.params.kind, request.params.file);
      if (!media) return reply.status(404).send({ success: false, message: 'Not found' });
      cache.set(key, media);
      return reply
        .type(media.type)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(media.body);
    },
  );

  app.get<{ Params: { name: string } }>('/api/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    if (!UPLOAD_NAME.test(name))
      return reply.status(404).send({ success: false, message: 'Not found' });
    const data = await services.storage.get(name);
    // The bytes say the type, and it must be the one the name says: a stored picture is never
    // served as sound, nor the other way round.
    const kind = data && (sniffImage(data) ?? sniffAudio(data));
    if (!kind || !name.endsWith(`.${kind.ext}`))
      return reply.status(404).send({ success: false, message: 'Not found' });
    reply
      .type(kind.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('accept-ranges', 'bytes');
    // Safari plays <audio> only from a server that answers a byte range (it asks for bytes=0-1
    // first); the card's music is a catalogue upload.
    const range = byteRange(request.headers.range, data.length);
    if (range === 'unsatisfiable')
      return reply.status(416).header('content-range', `bytes */${data.length}`).send();
    if (range)
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${data.length}`)
        .send(data.subarray(range.start, range.end + 1));
    return reply.send(data);
  });
}

/**
 * One byte range of a Range header (bytes=0-1, bytes=100-, bytes=-500), or undefined for the
 * whole body (no header, several ranges, another unit: the whole body is a valid answer).
 */
function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from, to] = match as unknown as [string, string, string];
  if (from === '' && to === '') return undefined;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
