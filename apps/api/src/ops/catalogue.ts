// The catalogue a shop imports (`pnpm ops catalogue import FILE`) and exports: one valibot schema
// for the JSON file (its JSON Schema is published as docs/catalogue.schema.json) and the same
// product rows from CSV. Everything is checked before anything is written; the import is one
// transaction; a product is matched by its sku, so the same file twice changes nothing; products
// the file leaves out are retired (not sold, their orders kept), never deleted. The file's other
// sections (designs, music, banners, popups, campaigns) are in ops/catalogue-shop.ts, its pictures
// and music files in ops/catalogue-media.ts.
import { sql, type Insertable } from 'kysely';
import * as v from 'valibot';

import type { Db } from '../db';
import type { Database } from '../db/schema';
import type { UploadStorage } from '../storage';
import { mediaResolver, storeMedia, type PendingMedia } from './catalogue-media';
import {
  catalogueBanner,
  catalogueCampaign,
  catalogueDesign,
  catalogueMusic,
  cataloguePopup,
  exportShop,
  importShop,
  parseShop,
  type ParsedShop,
  type ShopReport,
} from './catalogue-shop';
import { parseCsv as parseCsvLines } from './csv';
import { OpsRefusal, type OpsProblem } from './registry';

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
// A number's own limits sit in its branch of the union too, so that the file's JSON Schema (made
// from the input side, before the transform) says them.
const money = v.pipe(
  v.union([
    v.pipe(
      v.number(),
      v.minValue(0, 'must not be negative'),
      v.maxValue(9_999_999_999, 'is too large'),
    ),
    v.pipe(v.string(), v.trim(), v.regex(/^\d+(\.\d{1,2})?$/, 'must be a price like 12.50')),
  ]),
  v.transform(Number),
  v.number(),
  v.minValue(0, 'must not be negative'),
  v.maxValue(9_999_999_999, 'is too large'),
);

const productTexts = v.object({
  name: v.pipe(text(200), v.minLength(1, 'is required')),
  description: v.optional(text(20_000), ''),
  terms: v.optional(text(20_000), ''),
  how_to_redeem: v.optional(text(20_000), ''),
});

export const catalogueProduct = v.pipe(
  v.object({
    sku: v.pipe(text(64), v.regex(/^[A-Za-z0-9._-]+$/, 'must be letters, digits, . _ or -')),
    category: v.pipe(text(100), v.minLength(1, 'is required')),
    brand: v.pipe(text(100), v.minLength(1, 'is required')),
    /** The country's name as the shop lists it (Singapore...), or empty for every country. */
    country: v.optional(text(60), ''),
    eng: productTexts,
    cn: v.optional(productTexts),
    jp: v.optional(productTexts),
    original_price: money,
    discounted_price: money,
    stock: v.pipe(
      v.union([
        v.pipe(
          v.number(),
          v.integer('must be a whole number'),
          v.minValue(0, 'must not be negative'),
        ),
        v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, 'must be a whole number, 0 or more')),
      ]),
      v.transform(Number),
      v.number(),
      v.integer('must be a whole number'),
      v.minValue(0, 'must not be negative'),
    ),
    stock_mode: v.optional(
      v.picklist(['generated', 'pool'], 'must be generated or pool'),
      'generated',
    ),
    validity_days: v.optional(
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3650)),
      365,
    ),
    /**
     * A picture: a path relative to the catalogue file, a data: URL, or /api/... (as exported);
     * stored in the api's upload storage (ops/catalogue-media.ts). Empty for none.
     */
    image: v.optional(v.pipe(v.string(), v.trim()), ''),
    outlets: v.optional(
      v.array(
        v.object({
          outlet_name: text(200),
          address: v.optional(text(500), ''),
          outlet_telno: v.optional(text(50), ''),
          email: v.optional(text(200), ''),
        }),
      ),
      [],
    ),
  }),
  v.forward(
    v.check((p) => p.discounted_price <= p.original_price, 'above original_price'),
    ['discounted_price'],
  ),
);
export type CatalogueProduct = v.InferOutput<typeof catalogueProduct>;

const named = v.object({
  eng: v.pipe(text(100), v.minLength(1, 'is required')),
  cn: v.optional(text(100)),
  jp: v.optional(text(100)),
  colour: v.optional(
    v.pipe(text(7), v.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #aa3300')),
    '#6b5bd2',
  ),
});

/**
 * The whole catalogue file (JSON) as the import first reads it: the products are checked one by
 * one afterwards (catalogueProduct), so that every bad row is named with its number.
 */
const catalogueFile = v.object({
  categories: v.optional(v.array(named), []),
  brands: v.optional(v.array(named), []),
  products: v.array(v.unknown()),
  // Checked row by row afterwards (ops/catalogue-shop.ts); a section left out stays as it is.
  designs: v.optional(v.array(v.unknown())),
  music: v.optional(v.array(v.unknown())),
  banners: v.optional(v.array(v.unknown())),
  popups: v.optional(v.array(v.unknown())),
  campaigns: v.optional(v.array(v.unknown())),
});

/**
 * The file as a whole, for its JSON Schema (docs/catalogue.schema.json, ops/catalogue-schema.ts):
 * the import's own two schemas put together, so the published schema cannot say other than what
 * the import checks.
 */
export const catalogueFileSchema = v.object({
  ...catalogueFile.entries,
  products: v.array(catalogueProduct),
  designs: v.optional(v.array(catalogueDesign)),
  music: v.optional(v.array(catalogueMusic)),
  banners: v.optional(v.array(catalogueBanner)),
  popups: v.optional(v.array(cataloguePopup)),
  campaigns: v.optional(v.array(catalogueCampaign)),
});

/** The product columns of the CSV file, in order. */
const CSV_COLUMNS = [
  'sku',
  'category',
  'brand',
  'country',
  'original_price',
  'discounted_price',
  'stock',
  'stock_mode',
  'name_eng',
  'description_eng',
  'terms_eng',
  'how_to_redeem_eng',
  'name_cn',
  'description_cn',
  'terms_cn',
  'how_to_redeem_cn',
  'name_jp',
  'description_jp',
  'terms_jp',
  'how_to_redeem_jp',
  'image',
] as const;

/**
 * RFC 4180 CSV (ops/csv.ts, the parser `codes import` reads with), without its blank lines: rows
 * are data rows, counted from 1 after the header, in both imports.
 */
export function parseCsv(input: string): string[][] {
  return parseCsvLines(input).filter((r) => r.some((cell) => cell.trim() !== ''));
}

/** A problem's field as the CSV file names it: `eng.name` is the column `name_eng`. */
function csvField(path: string): string {
  const text = /^(eng|cn|jp)\.(name|description|terms|how_to_redeem)$/.exec(path);
  return text ? `${text[2]}_${text[1]}` : path;
}

const csvCell = (value: unknown) => {
  const s = value === undefined || value === null ? '' : String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function toCsv(products: CatalogueProduct[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const p of products) {
    const t = (lang: 'eng' | 'cn' | 'jp', key: keyof v.InferOutput<typeof productTexts>) =>
      p[lang]?.[key] ?? '';
    lines.push(
      [
        p.sku,
        p.category,
        p.brand,
        p.country,
        p.original_price.toFixed(2),
        p.discounted_price.toFixed(2),
        p.stock,
        p.stock_mode,
        ...(['eng', 'cn', 'jp'] as const).flatMap((l) => [
          t(l, 'name'),
          t(l, 'description'),
          t(l, 'terms'),
          t(l, 'how_to_redeem'),
        ]),
        p.image,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** A CSV row as the JSON file's product (empty language columns leave the language out). */
function productFromCsv(header: string[], cells: string[]): Record<string, unknown> {
  const get = (column: string) => cells[header.indexOf(column)]?.trim() ?? '';
  const texts = (lang: string) =>
    get(`name_${lang}`)
      ? {
          name: get(`name_${lang}`),
          description: get(`description_${lang}`),
          terms: get(`terms_${lang}`),
          how_to_redeem: get(`how_to_redeem_${lang}`),
        }
      : undefined;
  return {
    sku: get('sku'),
    category: get('category'),
    brand: get('brand'),
    country: get('country'),
    original_price: get('original_price'),
    discounted_price: get('discounted_price'),
    stock: get('stock'),
    ...(get('stock_mode') ? { stock_mode: get('stock_mode') } : {}),
    eng: texts('eng') ?? { name: '' },
    ...(texts('cn') ? { cn: texts('cn') } : {}),
    ...(texts('jp') ? { jp: texts('jp') } : {}),
    image: get('image'),
  };
}

export interface ParsedCatalogue extends ParsedShop {
  categories: v.InferOutput<typeof named>[];
  brands: v.InferOutput<typeof named>[];
  products: CatalogueProduct[];
}

/** The file, checked whole: every problem with its row and field, or the catalogue. */
export function parseCatalogue(file: { name: string; text: string }): ParsedCatalogue {
  const problems: OpsProblem[] = [];
  let raw: { categories: unknown[]; brands: unknown[]; products: unknown[] } & Record<
    string,
    unknown
  >;
  const csv = /\.csv$/i.test(file.name);
  if (csv) {
    const rows = parseCsv(file.text);
    const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
    const missing = [
      'sku',
      'category',
      'brand',
      'original_price',
      'discounted_price',
      'stock',
      'name_eng',
    ].filter((c) => !header.includes(c));
    if (missing.length)
      throw new OpsRefusal(`${file.name}: the header lacks ${missing.join(', ')}`);
    raw = {
      categories: [],
      brands: [],
      products: rows.slice(1).map((r) => productFromCsv(header, r)),
    };
  } else {
    let json: unknown;
    try {
      json = JSON.parse(file.text);
    } catch (error) {
      throw new OpsRefusal(`${file.name}: not JSON (${(error as Error).message})`);
    }
    const top = v.safeParse(catalogueFile, json);
    if (!top.success) {
      throw new OpsRefusal(
        `${file.name}: not a catalogue file`,
        top.issues.map((i) => ({ field: v.getDotPath(i) ?? '', message: i.message })),
      );
    }
    raw = top.output;
  }
  const categories = (raw.categories as v.InferOutput<typeof named>[]) ?? [];
  const brands = (raw.brands as v.InferOutput<typeof named>[]) ?? [];
  const products: CatalogueProduct[] = [];
  const seen = new Map<string, number>();
  raw.products.forEach((entry, index) => {
    const row = index + 1;
    const parsed = v.safeParse(catalogueProduct, entry);
    if (!parsed.success) {
      for (const issue of parsed.issues) {
        const field = v.getDotPath(issue) ?? '';
        problems.push({ row, field: csv ? csvField(field) : field, message: issue.message });
      }
      return;
    }
    const first = seen.get(parsed.output.sku.toLowerCase());
    if (first !== undefined) {
      problems.push({
        row,
        field: 'sku',
        message: `"${parsed.output.sku}" is also on row ${first}`,
      });
      return;
    }
    seen.set(parsed.output.sku.toLowerCase(), row);
    products.push(parsed.output);
  });
  const shop = parseShop(raw, problems);
  if (problems.length) {
    throw new OpsRefusal(
      `${file.name}: ${problems.length} problem(s); nothing was imported`,
      problems,
    );
  }
  return { categories, brands, products, ...shop };
}

/** A catalogue whose pictures and music are stored URLs, and the files still to store. */
export interface ResolvedCatalogue {
  catalogue: ParsedCatalogue;
  images: Map<string, PendingMedia>;
  audio: Map<string, PendingMedia>;
}

/**
 * Reads and checks every picture of the file (products, designs and their image and sticker
 * overlays, banners, popups, campaigns) and every music file: one that is not what it should be
 * is refused with its row and field, before anything is written.
 */
export async function resolveCatalogueMedia(
  catalogue: ParsedCatalogue,
  { fileName, readLocalFile }: { fileName: string; readLocalFile?: (p: string) => Promise<Buffer> },
): Promise<ResolvedCatalogue> {
  const r = mediaResolver(readLocalFile);
  const image = (ref: string, row: number, field: string) =>
    ref ? r.resolve(ref, { row, field }) : Promise.resolve(ref);
  const products = [];
  for (const [i, p] of catalogue.products.entries())
    products.push({ ...p, image: await image(p.image, i + 1, 'image') });
  const withImage = async <T extends { image: string }>(rows: T[] | undefined, section: string) => {
    if (!rows) return undefined;
    const out: T[] = [];
    for (const [i, row] of rows.entries())
      out.push({ ...row, image: await image(row.image, i + 1, `${section}.image`) });
    return out;
  };
  let designs: ParsedCatalogue['designs'];
  if (catalogue.designs) {
    designs = [];
    for (const [i, d] of catalogue.designs.entries()) {
      const overlays = [];
      for (const [j, o] of d.overlays.entries()) {
        overlays.push(
          (o.type === 'image' || o.type === 'sticker') && o.content
            ? { ...o, content: await image(o.content, i + 1, `designs.overlays.${j}.content`) }
            : o,
        );
      }
      designs.push({
        ...d,
        image: await image(d.image, i + 1, 'designs.image'),
        ...(d.thumbnail ? { thumbnail: await image(d.thumbnail, i + 1, 'designs.thumbnail') } : {}),
        overlays,
      });
    }
  }
  let music: ParsedCatalogue['music'];
  if (catalogue.music) {
    music = [];
    for (const [i, m] of catalogue.music.entries())
      music.push({ ...m, url: await r.resolveAudio(m.url, { row: i + 1, field: 'music.url' }) });
  }
  const resolved: ParsedCatalogue = {
    ...catalogue,
    products,
    ...(designs ? { designs } : {}),
    ...(music ? { music } : {}),
    ...(catalogue.banners ? { banners: await withImage(catalogue.banners, 'banners') } : {}),
    ...(catalogue.popups ? { popups: await withImage(catalogue.popups, 'popups') } : {}),
    ...(catalogue.campaigns
      ? { campaigns: await withImage(catalogue.campaigns, 'campaigns') }
      : {}),
  };
  if (r.problems.length)
    throw new OpsRefusal(
      `${fileName}: ${r.problems.length} problem(s); nothing was imported`,
      r.problems,
    );
  return { catalogue: resolved, images: r.pending, audio: r.pendingAudio };
}

/** JSON with its keys sorted: jsonb gives keys back in its own order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

export interface ImportReport {
  categories: { added: number };
  brands: { added: number };
  products: { added: number; changed: number; unchanged: number; retired: number };
  /** The file's other sections (those it has). */
  shop: ShopReport;
  /** Pictures from the file: stored now, or stored by an earlier import (same content). */
  images: { stored: number; already: number };
  /** Music files from the file, counted as pictures are. */
  audio: { stored: number; already: number };
  dryRun: boolean;
}

const languagesOf = (p: CatalogueProduct) => {
  const lang = (t: v.InferOutput<typeof productTexts> | undefined) =>
    t && {
      name: t.name,
      description: t.description,
      terms_and_conditions: t.terms,
      redeem_howto: t.how_to_redeem,
    };
  return {
    en: lang(p.eng)!,
    ...(p.cn ? { cn: lang(p.cn) } : {}),
    ...(p.jp ? { jp: lang(p.jp) } : {}),
  };
};

/** Writes the catalogue in one transaction (rolled back when dryRun); what changed, counted. */
export async function importCatalogue(
  db: Db,
  catalogue: ParsedCatalogue,
  {
    dryRun,
    fileName,
    images,
  }: {
    dryRun: boolean;
    fileName: string;
    /** The file's pictures and music (resolveCatalogueMedia), stored when it is written. */
    images?: {
      storage: UploadStorage;
      pending: Map<string, PendingMedia>;
      audio?: Map<string, PendingMedia>;
    };
  },
): Promise<ImportReport> {
  const report: ImportReport = {
    categories: { added: 0 },
    brands: { added: 0 },
    products: { added: 0, changed: 0, unchanged: 0, retired: 0 },
    shop: {},
    images: { stored: 0, already: 0 },
    audio: { stored: 0, already: 0 },
    dryRun,
  };
  class DryRun extends Error {}
  try {
    await db.transaction().execute(async (tx) => {
      const countries = new Map(
        (await tx.selectFrom('countries').select(['id', 'name']).execute()).map((c) => [
          c.name.toLowerCase(),
          c.id,
        ]),
      );
      const ensure = async (
        table: 'categories' | 'brands',
        wanted: ParsedCatalogue['categories'],
        used: string[],
      ) => {
        const existing = new Map(
          (await tx.selectFrom(table).select(['id', 'name']).execute()).map((r) => [
            r.name.toLowerCase(),
            r.id,
          ]),
        );
        const byName = new Map(wanted.map((w) => [w.eng.toLowerCase(), w]));
        for (const name of new Set(used.map((u) => u.toLowerCase()))) {
          if (!byName.has(name))
            byName.set(name, {
              eng: used.find((u) => u.toLowerCase() === name)!,
              colour: '#6b5bd2',
            });
        }
        for (const [key, w] of byName) {
          if (existing.has(key)) continue;
          const row = await tx
            .insertInto(table)
            .values({
              name: w.eng,
              image: '',
              image_home: '',
              colour_code: w.colour,
              names: JSON.stringify({
                en: w.eng,
                ...(w.cn ? { cn: w.cn } : {}),
                ...(w.jp ? { jp: w.jp } : {}),
              }),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          existing.set(key, row.id);
          report[table].added += 1;
        }
        return existing;
      };
      const categoryIds = await ensure(
        'categories',
        catalogue.categories,
        catalogue.products.map((p) => p.category),
      );
      const brandIds = await ensure(
        'brands',
        catalogue.brands,
        catalogue.products.map((p) => p.brand),
      );

      const problems: OpsProblem[] = [];
      catalogue.products.forEach((p, i) => {
        if (p.country && !countries.has(p.country.toLowerCase()))
          problems.push({
            row: i + 1,
            field: 'country',
            message: `no country named ${p.country}`,
          });
      });
      if (problems.length)
        throw new OpsRefusal(
          `${fileName}: ${problems.length} problem(s); nothing was imported`,
          problems,
        );

      const existing = new Map(
        (await tx.selectFrom('products').selectAll().where('sku', 'is not', null).execute()).map(
          (p) => [p.sku!, p],
        ),
      );
      const inserts: Insertable<Database['products']>[] = [];
      for (const p of catalogue.products) {
        const values = {
          sku: p.sku,
          category_id: categoryIds.get(p.category.toLowerCase())!,
          brand_id: brandIds.get(p.brand.toLowerCase())!,
          country_id: p.country ? countries.get(p.country.toLowerCase())! : null,
          image: p.image,
          images: JSON.stringify(p.image ? [p.image] : []),
          languages: JSON.stringify(languagesOf(p)),
          original_price: p.original_price.toFixed(2),
          discounted_price: p.discounted_price.toFixed(2),
          stock: p.stock,
          stock_mode: p.stock_mode,
          validity_days: p.validity_days,
          outlets: JSON.stringify(p.outlets),
          evoucher_code_type: 'qrcode',
          retired_at: null,
        };
        const old = existing.get(p.sku);
        if (!old) {
          inserts.push(values);
          report.products.added += 1;
          continue;
        }
        const same =
          old.category_id === values.category_id &&
          old.brand_id === values.brand_id &&
          old.country_id === values.country_id &&
          old.image === values.image &&
          canonical(old.languages) === canonical(languagesOf(p)) &&
          Number(old.original_price) === p.original_price &&
          Number(old.discounted_price) === p.discounted_price &&
          old.stock === p.stock &&
          old.stock_mode === p.stock_mode &&
          old.validity_days === p.validity_days &&
          canonical(old.outlets) === canonical(p.outlets) &&
          old.retired_at === null;
        if (same) {
          report.products.unchanged += 1;
          continue;
        }
        const { evoucher_code_type: _keep, ...changes } = values;
        await tx.updateTable('products').set(changes).where('id', '=', old.id).execute();
        report.products.changed += 1;
      }
      // New products in batches: ten thousand rows are twenty statements, not ten thousand.
      for (let i = 0; i < inserts.length; i += 500) {
        await tx
          .insertInto('products')
          .values(inserts.slice(i, i + 500))
          .execute();
      }
      const skus = catalogue.products.map((p) => p.sku);
      const retired = await tx
        .updateTable('products')
        .set({ retired_at: sql`now()`, stock: 0 })
        .where('retired_at', 'is', null)
        .where((eb) =>
          skus.length ? eb.or([eb('sku', 'is', null), eb('sku', 'not in', skus)]) : eb.val(true),
        )
        .executeTakeFirst();
      report.products.retired = Number(retired.numUpdatedRows);
      const shop = await importShop(tx, catalogue, countries);
      if (shop.problems.length)
        throw new OpsRefusal(
          `${fileName}: ${shop.problems.length} problem(s); nothing was imported`,
          shop.problems,
        );
      report.shop = shop.report;
      // Stored before the commit: a file stored for an import that then fails is harmless (named
      // by its content, referred to by nothing), a row without its picture or music would not be.
      if (images) {
        report.images = await storeMedia(images.storage, images.pending, dryRun);
        if (images.audio) report.audio = await storeMedia(images.storage, images.audio, dryRun);
      }
      if (dryRun) throw new DryRun();
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
  return report;
}

/** The catalogue as a file the import takes back (the same shape). */
export async function exportCatalogue(db: Db): Promise<ParsedCatalogue> {
  const names = async (table: 'categories' | 'brands') =>
    (await db.selectFrom(table).selectAll().orderBy('sort_order').orderBy('id').execute()).map(
      (r) => ({
        eng: r.name,
        ...(r.names.cn ? { cn: r.names.cn } : {}),
        ...(r.names.jp ? { jp: r.names.jp } : {}),
        colour: r.colour_code,
      }),
    );
  const rows = await db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .innerJoin('brands', 'brands.id', 'products.brand_id')
    .leftJoin('countries', 'countries.id', 'products.country_id')
    .selectAll('products')
    .select([
      'categories.name as category',
      'brands.name as brand',
      'countries.name as country_name',
    ])
    .where('products.retired_at', 'is', null)
    .orderBy('products.id')
    .execute();
  const texts = (l: {
    name: string;
    description?: string;
    terms_and_conditions?: string;
    redeem_howto?: string;
  }) => ({
    name: l.name,
    description: l.description ?? '',
    terms: l.terms_and_conditions ?? '',
    how_to_redeem: l.redeem_howto ?? '',
  });
  const shop = await exportShop(db);
  return {
    categories: await names('categories'),
    brands: await names('brands'),
    products: rows.map((r) => ({
      sku: r.sku ?? `P${r.id}`,
      category: r.category,
      brand: r.brand,
      country: r.country_name ?? '',
      eng: texts(r.languages.en),
      ...(r.languages.cn ? { cn: texts(r.languages.cn) } : {}),
      ...(r.languages.jp ? { jp: texts(r.languages.jp) } : {}),
      original_price: Number(r.original_price),
      discounted_price: Number(r.discounted_price),
      stock: r.stock,
      stock_mode: r.stock_mode,
      validity_days: r.validity_days,
      image: r.image,
      outlets: r.outlets,
    })),
    ...shop,
  };
}
