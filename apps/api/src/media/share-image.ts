// A shared gift's link preview (issue 43): the closed card as the card renderer draws it
// (closedCardSvg, from the renderer's own cover geometry), on its design, rasterised to a
// 1200x630 PNG with resvg (no browser on the server). Drawn once per gift and design, then kept.
import { createHash } from 'node:crypto';

import { Resvg } from '@resvg/resvg-js';
import { closedCardSvg } from '@ugift/giftcard-renderer/model';
import type { FastifyInstance } from 'fastify';

import { orderByPublicId } from '../commerce/orders';
import { addressKey } from '../lib/address';
import { LruCache } from '../lib/lru';
import type { Services } from '../services';
import { requestLanguage, type Language } from '../web/pages';
import { labelFonts } from './label-fonts';

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
/** The preview of a shared gift, below the api's root. */
export const shareImagePath = (orderId: string) => `/api/share-image/${orderId}.png`;

/**
 * The closed card's label in each language: the web app's giftCardRenderer.tapToOpen
 * (apps/web/src/locales; test/share-image.test.ts checks they agree).
 */
export const TAP_TO_OPEN: Record<Language, string> = {
  eng: 'Tap to open',
  cn: '点击打开',
  jp: 'タップして開く',
};
/** The `lang` the web app's pages carry in each language (apps/web/src/lib/languages.ts). */
const HTML_LANG: Record<Language, string> = { eng: 'en', cn: 'zh-CN', jp: 'ja' };

/**
 * The closed card in a language, as SVG and rasterised to PNG at its own size: the label in the
 * renderer's fonts for that language, its pill as wide as those fonts make the label.
 */
function closedCard(image: string | undefined, language: Language) {
  const label = TAP_TO_OPEN[language];
  const fonts = labelFonts(label, language);
  const svg = closedCardSvg({
    image,
    ...SHARE_IMAGE,
    tapToOpen: label,
    lang: HTML_LANG[language],
    measureText: fonts.measure,
  });
  const rasterise = () =>
    new Resvg(svg, {
      fitTo: { mode: 'original' },
      font: {
        loadSystemFonts: false,
        fontFiles: fonts.files,
        defaultFontFamily: fonts.families[0],
      },
    })
      .render()
      .asPng();
  return { svg, rasterise };
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
async function designCard(app: FastifyInstance, design: string, language: Language) {
  const picture = await app.inject({ method: 'GET', url: design });
  const type = String(picture.headers['content-type'] ?? '').split(';')[0] ?? '';
  const image =
    picture.statusCode === 200 && /^image\/(svg\+xml|png|jpeg|webp|gif)$/.test(type)
      ? `data:${type};base64,${picture.rawPayload.toString('base64')}`
      : undefined;
  return closedCard(image, language);
}

/** The preview's SVG for a shared gift, or undefined where the link shows none. */
export async function shareCardSvg(
  app: FastifyInstance,
  services: Services,
  orderId: string,
  language: Language = 'eng',
) {
  const design = (await sharedDesign(services, orderId))?.design;
  return design ? (await designCard(app, design, language)).svg : undefined;
}

/** Previews kept in memory, by gift, design and language: a new design draws a new one. */
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
    // In the link's language, chosen as its page's is (web/pages.ts): the cookie, else
    // Accept-Language, else English. A CDN keeps one per language.
    const language = requestLanguage(request);
    reply.header('vary', 'Cookie, Accept-Language');
    const key = `${id} ${design} ${language}`;
    let preview = cache.get(key);
    if (!preview) {
      renders.count += 1;
      const png = (await designCard(app, design, language)).rasterise();
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
