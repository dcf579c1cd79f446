// A shared gift's link preview (issue 43): the closed card as the card renderer draws it
// (closedCardSvg, from the renderer's own cover geometry), on its design, rasterised to a
// 1200x630 PNG with resvg (no browser on the server). Drawn once per gift and design, then kept.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import { Resvg } from '@resvg/resvg-js';
import { closedCardSvg } from '@ugift/giftcard-renderer/model';
import type { FastifyInstance } from 'fastify';

import { orderByPublicId } from '../commerce/orders';
import { addressKey } from '../lib/address';
import { LruCache } from '../lib/lru';
import type { Services } from '../services';

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
/** The preview of a shared gift, below the api's root. */
export const shareImagePath = (orderId: string) => `/api/share-image/${orderId}.png`;

/**
 * The renderer's sans-serif (Noto Sans SC, semibold, latin: "Tap to open"), as the TrueType resvg
 * reads: Fontsource ships WOFF, whose tables are the TrueType's, each zlib-compressed.
 */
function woffToTtf(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    // Each entry: tag, offset, compressed length, original length, original checksum.
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength === origLength ? raw : zlib.inflateSync(raw),
    };
  });
  const headerLength = 12 + 16 * count;
  let size = headerLength;
  for (const table of tables) size += (table.data.length + 3) & ~3;
  const out = Buffer.alloc(size);
  const entrySelector = Math.floor(Math.log2(count));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(2 ** entrySelector * 16, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(count * 16 - 2 ** entrySelector * 16, 10);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += (table.data.length + 3) & ~3;
  });
  return out;
}

let fontFile: string | undefined;
/** The font as a file (resvg loads fonts from files), written once per process. */
function labelFont(): string {
  if (fontFile && fs.existsSync(fontFile)) return fontFile;
  const require = createRequire(import.meta.url);
  const woff = fs.readFileSync(
    require.resolve('@fontsource/noto-sans-sc/files/noto-sans-sc-latin-600-normal.woff'),
  );
  const file = path.join(os.tmpdir(), `ugift-noto-sans-sc-600-${process.pid}.ttf`);
  fs.writeFileSync(file, woffToTtf(woff));
  fontFile = file;
  return file;
}

/** Rasterises the renderer's SVG at its own size, with only the renderer's font. */
function rasterise(svg: string): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false, fontFiles: [labelFont()], defaultFontFamily: 'Noto Sans SC' },
  });
  return resvg.render().asPng();
}

/** Only pictures of this origin: the api reads them itself (its media or its uploads). */
const ownPicture = (value: unknown): value is string =>
  typeof value === 'string' && /^\/api\/(media|uploads)\//.test(value);

/**
 * The design picture of a shared gift (an order paid, not for the buyer's own use, not cancelled).
 * Undefined for a
 * link that is unknown or cannot be shared, no design for a gift without a card. The order's edit
 * parameter (its message and overlays) is never read.
 */
async function sharedDesign(
  services: Services,
  orderId: string,
): Promise<{ design?: string } | undefined> {
  const order = await orderByPublicId(services.db, orderId);
  const shareable =
    order?.payment_status === 'Paid' &&
    order.order_status !== 'Self-Use' &&
    order.order_status !== 'Cancelled';
  if (!order || !shareable) return undefined;
  if (!order.giftcard_id) return {};
  const card = await services.db
    .selectFrom('giftcards')
    .select('image')
    .where('id', '=', order.giftcard_id)
    .executeTakeFirst();
  return ownPicture(card?.image) ? { design: card.image } : {};
}

/** The renderer's closed card on a design, read through the api's own media routes, embedded. */
async function designSvg(app: FastifyInstance, design: string): Promise<string> {
  const picture = await app.inject({ method: 'GET', url: design });
  const type = String(picture.headers['content-type'] ?? '').split(';')[0] ?? '';
  const image =
    picture.statusCode === 200 && /^image\/(svg\+xml|png|jpeg|webp|gif)$/.test(type)
      ? `data:${type};base64,${picture.rawPayload.toString('base64')}`
      : undefined;
  return closedCardSvg({ image, ...SHARE_IMAGE });
}

/** The preview's SVG for a shared gift, or undefined where the link shows none. */
export async function shareCardSvg(app: FastifyInstance, services: Services, orderId: string) {
  const design = (await sharedDesign(services, orderId))?.design;
  return design ? designSvg(app, design) : undefined;
}

/** Previews kept in memory, by gift and design: a new design draws a new one. */
const SHARE_IMAGE_CACHE_ENTRIES = 256;

interface Preview {
  png: Buffer;
  etag: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** How many previews were drawn (tests: a cached one is not drawn again). */
    shareImageRenders?: { count: number };
  }
}

export async function registerShareImageRoute(app: FastifyInstance, services: Services) {
  const cache = new LruCache<string, Preview>(SHARE_IMAGE_CACHE_ENTRIES);
  const renders = { count: 0 };
  app.decorate('shareImageRenders', renders);
  const notFound = { success: false, message: 'Not found' };
  app.get<{ Params: { file: string } }>('/api/share-image/:file', async (request, reply) => {
    const id = /^(\d{1,40})\.png$/.exec(request.params.file)?.[1];
    if (!id) return reply.status(404).send(notFound);
    // The link is a bearer secret: unknown ones count against the client as detail_order's do.
    const misses = services.limits.orderLinkMissesPerClient;
    const client = addressKey(request.ip);
    await misses.check(client, 'too many unknown order links');
    const shared = await sharedDesign(services, id);
    if (!shared) await misses.record(client);
    const design = shared?.design;
    // A gift without a card design (giftcard_id 0) has no picture to show.
    if (!design) return reply.status(404).send(notFound);
    const key = `${id} ${design}`;
    let preview = cache.get(key);
    if (!preview) {
      renders.count += 1;
      const png = rasterise(await designSvg(app, design));
      preview = {
        png,
        etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"`,
      };
      cache.set(key, preview);
    }
    reply
      .header('etag', preview.etag)
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === preview.etag) return reply.status(304).send();
    return reply.type('image/png').send(preview.png);
  });
}
