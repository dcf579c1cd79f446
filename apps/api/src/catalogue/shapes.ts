// How catalogue rows (products, categories, brands, gift cards) go on the wire, for every group
// that answers them.
import { sql, type Selectable } from 'kysely';

import type { Db } from '../db';
import type { CategoryTable, GiftcardTable, ProductTable } from '../db/schema';
import { DEFAULT_COUNTRY_ID } from '../db/seed/catalogue';
import { money } from '../lib/format';

type Names = { en: string; cn?: string; jp?: string };

function nameTexts(names: Names) {
  return {
    en: { name: names.en },
    ...(names.cn ? { cn: { name: names.cn } } : {}),
    ...(names.jp ? { jp: { name: names.jp } } : {}),
  };
}

export function categoryShape(row: Selectable<CategoryTable>) {
  return {
    id: String(row.id),
    image: row.image,
    image_home: row.image_home,
    name: row.name,
    colour_code: row.colour_code,
    multiple_languages: nameTexts(row.names),
  };
}

/** The price a buyer pays: the campaign price when there is one, else the discounted price. */
export const effectivePrice = sql<string>`coalesce(products.campaign_discounted_price, products.discounted_price)`;

type ProductRow = Selectable<ProductTable> & { currency_code: string | null };

/** A product as a list row: names only (our extension; details carry every text). */
export function productSummary(row: ProductRow) {
  const { en, cn, jp } = row.languages;
  return {
    ...prices(row),
    multiple_languages: {
      en: { name: en.name ?? '' },
      ...(cn?.name ? { cn: { name: cn.name } } : {}),
      ...(jp?.name ? { jp: { name: jp.name } } : {}),
    },
  };
}

/** A product with every text in each language (detail_product). */
export function productDetail(row: ProductRow) {
  const texts = (
    t:
      | {
          name?: string;
          description?: string;
          terms_and_conditions?: string;
          redeem_howto?: string;
        }
      | undefined,
  ) =>
    t && {
      name: t.name ?? '',
      description: t.description ?? '',
      terms_and_conditions: t.terms_and_conditions ?? '',
      redeem_howto: t.redeem_howto ?? '',
    };
  const { en, cn, jp } = row.languages;
  return {
    ...prices(row),
    multiple_languages: {
      en: texts(en)!,
      ...(cn ? { cn: texts(cn) } : {}),
      ...(jp ? { jp: texts(jp) } : {}),
    },
  };
}

function prices(row: ProductRow) {
  return {
    id: String(row.id),
    image: row.image,
    original_price: money(row.original_price),
    discounted_price: money(row.discounted_price),
    stock: row.stock,
    campaign_info:
      row.campaign_id !== null && row.discount_mode
        ? {
            discount_mode: row.discount_mode,
            discounted_price: money(row.campaign_discounted_price ?? row.discounted_price),
            discount_message: row.discount_message ?? '',
            campaign_id: String(row.campaign_id),
          }
        : null,
    currency_code: row.currency_code ?? '',
  };
}

/** Products with their country's currency. */
export function productsQuery(db: Db) {
  return db
    .selectFrom('products')
    .leftJoin('countries', 'countries.id', 'products.country_id')
    .selectAll('products')
    .select('countries.currency_code');
}

export function countryIdOf(value: string | undefined): number {
  return value && value !== '0' ? Number(value) : DEFAULT_COUNTRY_ID;
}

export function giftcardShape(row: Selectable<GiftcardTable> & { category_name: string }) {
  return {
    id: String(row.id),
    image: row.image,
    image_thumbnail: row.image_thumbnail,
    is_editable: row.is_editable ? ('Yes' as const) : ('No' as const),
    edit_parameter: row.edit_parameter,
    multiple_languages: nameTexts(row.names),
    category_name: row.category_name,
  };
}

/** A product's names in each language it has, as order and basket lines carry them. */
export function productNames(languages: {
  en: { name: string };
  cn?: { name?: string };
  jp?: { name?: string };
}) {
  return {
    en: { product_name: languages.en.name },
    ...(languages.cn?.name ? { cn: { product_name: languages.cn.name } } : {}),
    ...(languages.jp?.name ? { jp: { product_name: languages.jp.name } } : {}),
  };
}
