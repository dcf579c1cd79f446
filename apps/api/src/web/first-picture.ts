import type { ContextOf } from '../operations/types';
import { handlers } from '../operations';
import { DEFAULT_COUNTRY_ID } from '../db/seed/catalogue';
import type { Services } from '../services';

/**
 * The largest picture of a first screen, as the page's shell draws it before the app has loaded
 * (apps/web/src/early.ts): the home's first banner (16:9) or a product's first image (4:3).
 */
export interface FirstPicture {
  href: string;
  shape: 'banner' | 'product';
  /** The catalogue country the picture is for (the home's banners differ by country). */
  country?: string;
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
 * catalogue's default country (a member's stored country may differ: the page checks), a product.
 */
export async function firstPicture(
  services: Services,
  page: string,
  query: URLSearchParams,
): Promise<FirstPicture | undefined> {
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

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page with its first picture: fetched at once, at high priority, by a preload in its head
 * (before any script has run), and named on the shell for the early script to draw.
 */
export function withFirstPicture(html: string, picture: FirstPicture | undefined): string {
  if (!picture) return html;
  const href = attribute(picture.href);
  const preload = `<link rel="preload" as="image" href="${href}" fetchpriority="high" />`;
  const data = [
    `data-picture="${href}"`,
    `data-picture-shape="${picture.shape}"`,
    ...(picture.country ? [`data-picture-country="${attribute(picture.country)}"`] : []),
  ].join(' ');
  return html
    .replace('</head>', `    ${preload}\n  </head>`)
    .replace('<div class="shell"', `<div class="shell" ${data}`);
}
