import type { ContextOf } from '../operations/types';
import { handlers } from '../operations';
import { DEFAULT_COUNTRY_ID } from '../db/seed/catalogue';
import { orderByPublicId } from '../commerce/orders';
import { SHARE_IMAGE, shareImagePath } from '../media/share-image';
import type { Services } from '../services';

/**
 * The largest picture of a first screen, as the page's shell draws it before the app has loaded
 * (apps/web/src/early.ts): the home's first banner (16:9), a product's first image (4:3), or a
 * shared gift's card picture under a closed cover, as the card renderer first shows it.
 */
export interface FirstPicture {
  href: string;
  /** Where the shell draws it; none: only preloaded. */
  shape?: 'banner' | 'product' | 'card';
  /** The catalogue country the picture is for (the home's banners differ by country). */
  country?: string;
  /** A shared gift's link preview picture (media/share-image.ts), below the site's origin. */
  preview?: string;
}

type Answer = { success?: boolean; table?: unknown };

/** A catalogue read as a guest's app makes it, from the catalogue cache (catalogue/cache.ts). */
async function catalogueRead(
  services: Services,
  option: 'list_banner' | 'detail_product',
  input: Record<string, string>,
): Promise<Answer> {
  // A guest's read: the catalogue operations read no session or member of their context.
  const context = { services, session: null, memberId: null, clientIp: '', files: [] };
  const run = () =>
    (handlers[option] as (context: unknown, input: unknown) => Promise<unknown>)(
      context as unknown as ContextOf<typeof option>,
      input,
    );
  const key = services.catalogue.keyFor(option, input, null);
  const answer = key ? (await services.catalogue.through(key, run)).answer : await run();
  return answer as Answer;
}

/** Only pictures of this origin: the page's content security policy allows no other. */
const ownPicture = (value: unknown): string | undefined =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : undefined;

/**
 * The first screen's largest picture for a page of the web app (its path below the base path and
 * its query), or undefined where there is none to know without the member: the home in the
 * catalogue's default country (a member's stored country may differ: the page checks), a product,
 * a shared gift's card (drawn closed, as the card renderer first shows it).
 */
export async function firstPicture(
  services: Services,
  page: string,
  query: URLSearchParams,
  clientIp: string,
): Promise<FirstPicture | undefined> {
  if (page === 'giftcard-share') return sharedCard(services, query.get('id'), clientIp);
  if (page === 'home') {
    const country = String(DEFAULT_COUNTRY_ID);
    const answer = await catalogueRead(services, 'list_banner', {
      option: 'list_banner',
      order_by: 'ASC',
      filter_by_country_id: country,
    });
    const first = Array.isArray(answer.table) ? (answer.table[0] as { image?: unknown }) : null;
    const href = ownPicture(first?.image);
    return href ? { href, shape: 'banner', country } : undefined;
  }
  if (page === 'product-details') {
    const id = query.get('id');
    if (!id || !/^[1-9]\d{0,9}$/.test(id)) return undefined;
    const answer = await catalogueRead(services, 'detail_product', {
      option: 'detail_product',
      product_id: id,
    });
    if (answer.success === false) return undefined;
    const product = answer.table as
      { image?: unknown; product_images?: { image?: unknown }[] } | undefined;
    const href = ownPicture(product?.product_images?.[0]?.image) ?? ownPicture(product?.image);
    return href ? { href, shape: 'product' } : undefined;
  }
  return undefined;
}

/**
 * A shared gift's card picture, as detail_order shows it to whoever holds the link: only for an
 * order that can be shared (paid, not for the buyer's own use, not cancelled). The link is a
 * bearer secret, so a page of an unknown link counts against the client as detail_order does
 * (services.limits.orderLinkMissesPerClient), and names nothing once the client is over it.
 */
async function sharedCard(
  services: Services,
  id: string | null,
  clientIp: string,
): Promise<FirstPicture | undefined> {
  if (!id || !/^\d{1,40}$/.test(id)) return undefined;
  const misses = services.limits.orderLinkMissesPerClient;
  try {
    await misses.check(clientIp, 'too many unknown order links');
  } catch {
    return undefined;
  }
  const order = await orderByPublicId(services.db, id);
  const shareable =
    order?.payment_status === 'Paid' &&
    order.order_status !== 'Self-Use' &&
    order.order_status !== 'Cancelled';
  if (!order || !shareable) {
    await misses.record(clientIp);
    return undefined;
  }
  if (!order.giftcard_id) return undefined;
  const card = await services.db
    .selectFrom('giftcards')
    .select('image')
    .where('id', '=', order.giftcard_id)
    .executeTakeFirst();
  const href = ownPicture(card?.image);
  return href ? { href, shape: 'card', preview: shareImagePath(id) } : undefined;
}

/**
 * A shared gift's link preview (Open Graph and Twitter card): words of our own and the closed
 * card's picture, never the sender's message, name or anything the card says inside.
 */
function previewTags(pageUrl: string, image: string | undefined): string {
  const title = 'A gift for you on Ugift';
  const description = 'Someone sent you an e-gift card. Tap to open it and see your gift.';
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Ugift'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', pageUrl],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  if (image) {
    tags.push(
      ['property', 'og:image', image],
      ['property', 'og:image:type', 'image/png'],
      ['property', 'og:image:width', String(SHARE_IMAGE.width)],
      ['property', 'og:image:height', String(SHARE_IMAGE.height)],
      ['property', 'og:image:alt', 'A closed Ugift gift card'],
      ['name', 'twitter:image', image],
    );
  }
  return tags
    .map(([kind, key, value]) => `<meta ${kind}="${key}" content="${attribute(value)}" />`)
    .join('\n    ');
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page with its first picture: fetched at once, at high priority, by a preload in its head
 * (before any script has run), and named on the shell for the early script to draw.
 */
export function withFirstPicture(
  html: string,
  picture: FirstPicture | undefined,
  /** The page's own URL, for the absolute URLs a link preview needs; none: no preview. */
  pageUrl?: URL,
): string {
  const shared = pageUrl?.pathname.endsWith('/giftcard-share');
  if (shared && pageUrl) {
    const image = picture?.preview && new URL(picture.preview, pageUrl).href;
    html = html.replace('</head>', `    ${previewTags(pageUrl.href, image)}\n  </head>`);
  }
  if (!picture) return html;
  const href = attribute(picture.href);
  const preload = `<link rel="preload" as="image" href="${href}" fetchpriority="high" />`;
  const withPreload = html.replace('</head>', `    ${preload}\n  </head>`);
  if (!picture.shape) return withPreload;
  const data = [
    `data-picture="${href}"`,
    `data-picture-shape="${picture.shape}"`,
    ...(picture.country ? [`data-picture-country="${attribute(picture.country)}"`] : []),
  ].join(' ');
  return withPreload.replace('<div class="shell"', `<div class="shell" ${data}`);
}
