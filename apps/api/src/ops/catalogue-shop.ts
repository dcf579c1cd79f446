// The rest of the shop in the catalogue file (issue 44): gift-card designs with their default
// overlays (the card's edit-parameter elements), music, banners, popups and campaigns. Each kind
// is a section of the JSON file; a section the file leaves out leaves that kind as it is, a
// section present (even empty) is the whole list. Rows are matched by name, so the same file
// twice changes nothing. Designs, music and campaigns the section leaves out are retired (orders
// and members' progress point at them); banners and popups are removed (nothing else does).
import {
  ELEMENT_TYPES,
  TEXT_SIZES,
  parseEditParameter,
  serializeEditParameter,
  type CardElement,
} from '@ugift/giftcard-renderer/model';
import { sql } from 'kysely';
import * as v from 'valibot';

import type { Db } from '../db';
import type { Trx } from '../db/tx';
import type { OpsProblem } from './registry';

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
const required = (max: number) => v.pipe(text(max), v.minLength(1, 'is required'));
const sku = v.pipe(text(64), v.minLength(1, 'is required'));

/**
 * A picture: a path relative to the catalogue file, a data: URL, or a picture the api already
 * serves (/api/..., as the export writes them). Files and data: URLs are stored in the api's
 * upload storage (ops/catalogue-media.ts).
 */
const imageRef = v.pipe(v.string(), v.trim(), v.minLength(1, 'is required'));

/**
 * A music file: a path relative to the catalogue file, a data: URL, or music the api already
 * serves (/api/..., as the export writes it); stored like a picture (ops/catalogue-media.ts).
 * Never a web address: the app's Content-Security-Policy (server.ts, media-src) plays media from
 * our own origin only, and a card would tell another site who opened it.
 */
const audioRef = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'is required'),
  // Without the i flag, so that the JSON Schema's pattern says the same.
  v.regex(/^(?![A-Za-z][A-Za-z0-9+.-]*:)|^data:/, (issue) =>
    /^https?:/i.test(String(issue.input))
      ? `${String(issue.input)}: music from another site is blocked by the app's Content-Security-Policy; give the audio file (a path beside the catalogue or a data: URL) and the api stores it`
      : 'must be a file beside the catalogue, a data: URL or /api/...',
  ),
);

const names = v.object({
  eng: required(100),
  cn: v.optional(text(100)),
  jp: v.optional(text(100)),
});

const country = v.optional(text(60), '');

/** What a banner or popup opens (the spec's linkage_type and linkage_detail). */
const opens = v.union(
  [
    v.strictObject({ product: sku }),
    v.strictObject({ campaign: required(200) }),
    v.strictObject({
      url: v.pipe(text(2000), v.regex(/^https?:\/\/\S+$/, 'must be a web address')),
    }),
    v.strictObject({
      video: v.pipe(
        text(2000),
        v.regex(/^(\/api\/|https?:\/\/)\S+$/, 'must be /api/... or https://...'),
      ),
    }),
  ],
  'must be one of {"product": sku}, {"campaign": name}, {"url": "https://..."}, {"video": "https://..."}',
);
type Opens = v.InferOutput<typeof opens>;

const ratio = v.pipe(
  v.number('must be a number from 0 to 1'),
  v.minValue(0, 'must be a number from 0 to 1'),
  v.maxValue(1, 'must be a number from 0 to 1'),
);

/**
 * A default overlay of a design: one element of the card's edit parameter (spec, "Card edit
 * parameter"). Texts are written as plain text (the card stores them hex-encoded); an image or
 * sticker's content is a picture (as imageRef); a music element's content is a music name.
 */
const overlay = v.object({
  type: v.picklist(ELEMENT_TYPES, `must be one of ${ELEMENT_TYPES.join(', ')}`),
  key: required(64),
  content: v.optional(v.string(), ''),
  placeholder: v.optional(text(200), ''),
  xpos: v.optional(ratio, 0),
  ypos: v.optional(ratio, 0),
  width: v.optional(ratio, 0),
  height: v.optional(ratio, 0),
  fontfamily: v.optional(text(100), ''),
  fontcolor: v.optional(text(30), ''),
  fontsize: v.optional(
    v.nullable(v.pipe(v.number(), v.minValue(1, 'must be 1 to 400'), v.maxValue(400))),
    null,
  ),
  size: v.optional(v.nullable(v.picklist(TEXT_SIZES, `must be ${TEXT_SIZES.join(', ')}`)), null),
});
type Overlay = v.InferOutput<typeof overlay>;

export const catalogueDesign = v.object({
  /** The design's name; also how the file names it (music, re-imports). */
  name: names,
  category: required(100),
  country,
  image: imageRef,
  /** The small picture in lists; the image when left out. */
  thumbnail: v.optional(imageRef),
  editable: v.optional(v.boolean(), true),
  overlays: v.optional(v.array(overlay), []),
  /** Skus of products suggested with the design. */
  related_products: v.optional(v.array(sku), []),
});

export const catalogueMusic = v.object({
  name: required(100),
  /** The audio (audioRef): MP3, OGG, WAV or M4A, at most 10 MB. */
  url: audioRef,
  /** The design (its English name) the music is offered with; empty for every card. */
  design: v.optional(text(100), ''),
});

export const catalogueBanner = v.object({
  name: required(200),
  description: v.optional(text(2000), ''),
  country,
  image: imageRef,
  opens,
});

export const cataloguePopup = v.object({
  title: required(200),
  description: v.optional(text(2000), ''),
  country,
  image: imageRef,
  opens,
});

export const catalogueCampaign = v.object({
  name: required(200),
  /** The campaign (its name) this one is a step of; empty for a campaign of its own. */
  parent: v.optional(text(200), ''),
  image: imageRef,
  description: v.optional(text(20_000), ''),
  terms: v.optional(text(20_000), ''),
  campaign_type: required(50),
  task_type: v.optional(required(50), 'none'),
  reward_type: v.optional(text(50), ''),
  /** The sku of the product given as the reward, or empty. */
  reward_product: v.optional(text(64), ''),
  reward_points: v.optional(
    v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(0, 'must not be negative')),
    0,
  ),
  redeemable: v.optional(v.boolean(), true),
  target: v.optional(
    v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be 1 or more')),
    1,
  ),
});

export interface ParsedShop {
  designs?: v.InferOutput<typeof catalogueDesign>[];
  music?: v.InferOutput<typeof catalogueMusic>[];
  banners?: v.InferOutput<typeof catalogueBanner>[];
  popups?: v.InferOutput<typeof cataloguePopup>[];
  campaigns?: v.InferOutput<typeof catalogueCampaign>[];
}

/** The sections, their row schema and the field that names a row (once per section). */
const SHOP_SECTIONS = {
  designs: { schema: catalogueDesign, key: (r: { name: { eng: string } }) => r.name.eng },
  music: { schema: catalogueMusic, key: (r: { name: string }) => r.name },
  banners: { schema: catalogueBanner, key: (r: { name: string }) => r.name },
  popups: { schema: cataloguePopup, key: (r: { title: string }) => r.title },
  campaigns: { schema: catalogueCampaign, key: (r: { name: string }) => r.name },
} as const;
type ShopSection = keyof typeof SHOP_SECTIONS;

/** The sections of a file, each row checked: problems with row and `section.field`. */
export function parseShop(raw: Record<string, unknown>, problems: OpsProblem[]): ParsedShop {
  const shop: Record<string, unknown[]> = {};
  for (const [section, { schema, key }] of Object.entries(SHOP_SECTIONS)) {
    const rows = raw[section];
    if (rows === undefined) continue;
    if (!Array.isArray(rows)) {
      problems.push({ field: section, message: 'must be a list' });
      continue;
    }
    const out: unknown[] = [];
    const seen = new Map<string, number>();
    rows.forEach((entry, index) => {
      const row = index + 1;
      const parsed = v.safeParse(schema, entry);
      if (!parsed.success) {
        for (const issue of parsed.issues) {
          const path = v.getDotPath(issue);
          problems.push({
            row,
            field: path ? `${section}.${path}` : section,
            message: issue.message,
          });
        }
        return;
      }
      const name = (key as (r: unknown) => string)(parsed.output);
      const first = seen.get(name.toLowerCase());
      if (first !== undefined) {
        problems.push({
          row,
          field: `${section}.${section === 'popups' ? 'title' : section === 'designs' ? 'name.eng' : 'name'}`,
          message: `"${name}" is also on row ${first}`,
        });
        return;
      }
      seen.set(name.toLowerCase(), row);
      out.push(parsed.output);
    });
    shop[section] = out;
  }
  return shop as ParsedShop;
}

export interface ShopCounts {
  added: number;
  changed: number;
  unchanged: number;
  /** Retired (designs, music, campaigns) or removed (banners, popups). */
  removed: number;
}
export type ShopReport = Partial<Record<ShopSection, ShopCounts>>;

/** JSON with its keys sorted: jsonb gives keys back in its own order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  );
}

const namesJson = (n: { eng: string; cn?: string; jp?: string }) => ({
  en: n.eng,
  ...(n.cn ? { cn: n.cn } : {}),
  ...(n.jp ? { jp: n.jp } : {}),
});

const LINKAGE = {
  product: 'linkage_product',
  campaign: 'linkage_campaign',
  url: 'linkage_url',
  video: 'linkage_video',
} as const;

type Tables = 'giftcards' | 'music' | 'banners' | 'popups' | 'campaigns';

/**
 * Writes the file's sections inside the import's transaction, after its products. Cross
 * references (skus, campaign, design and music names, countries) are checked first: problems
 * are returned and nothing of these sections is written.
 */
export async function importShop(
  tx: Trx,
  shop: ParsedShop,
  countries: Map<string, number>,
): Promise<{ report: ShopReport; problems: OpsProblem[] }> {
  const report: ShopReport = {};
  const problems: OpsProblem[] = [];
  const products = new Map(
    (
      await tx
        .selectFrom('products')
        .select(['id', 'sku'])
        .where('retired_at', 'is', null)
        .where('sku', 'is not', null)
        .execute()
    ).map((p) => [p.sku!.toLowerCase(), p.id]),
  );
  const byName = async (table: 'giftcards' | 'music' | 'campaigns' | 'banners' | 'popups') => {
    const rows = await tx.selectFrom(table).selectAll().execute();
    return new Map(
      rows.map((r) => {
        const name =
          table === 'giftcards'
            ? (r as { names: { en: string } }).names.en
            : table === 'popups'
              ? (r as { title: string }).title
              : (r as { name: string }).name;
        return [name.toLowerCase(), r] as const;
      }),
    );
  };
  const existingDesigns = await byName('giftcards');
  const existingMusic = await byName('music');
  const existingCampaigns = await byName('campaigns');

  // What the file's names will mean once written: a section in the file is the whole list; one
  // left out keeps what the shop has (and not what is retired).
  const live = <T extends { retired_at?: Date | null }>(m: Map<string, T>) =>
    new Set([...m].filter(([, r]) => !r.retired_at).map(([k]) => k));
  const campaignNames = shop.campaigns
    ? new Set(shop.campaigns.map((c) => c.name.toLowerCase()))
    : live(existingCampaigns as Map<string, { retired_at: Date | null }>);
  const designNames = shop.designs
    ? new Set(shop.designs.map((d) => d.name.eng.toLowerCase()))
    : live(existingDesigns as Map<string, { retired_at: Date | null }>);
  const musicNames = shop.music
    ? new Set(shop.music.map((m) => m.name.toLowerCase()))
    : live(existingMusic as Map<string, { retired_at: Date | null }>);

  const countryOf = (section: string, row: number, name: string) => {
    if (!name) return null;
    const id = countries.get(name.toLowerCase());
    if (id === undefined)
      problems.push({ row, field: `${section}.country`, message: `no country named ${name}` });
    return id ?? null;
  };
  const productOf = (section: string, row: number, field: string, s: string) => {
    const id = products.get(s.toLowerCase());
    if (id === undefined)
      problems.push({ row, field: `${section}.${field}`, message: `no product with sku ${s}` });
    return id ?? 0;
  };
  const checkOpens = (section: string, row: number, o: Opens) => {
    if ('product' in o) productOf(section, row, 'opens.product', o.product);
    if ('campaign' in o && !campaignNames.has(o.campaign.toLowerCase()))
      problems.push({
        row,
        field: `${section}.opens.campaign`,
        message: `no campaign named ${o.campaign}`,
      });
  };

  shop.campaigns?.forEach((c, i) => {
    if (c.parent && !campaignNames.has(c.parent.toLowerCase()))
      problems.push({
        row: i + 1,
        field: 'campaigns.parent',
        message: `no campaign named ${c.parent}`,
      });
    if (c.parent && c.parent.toLowerCase() === c.name.toLowerCase())
      problems.push({ row: i + 1, field: 'campaigns.parent', message: 'is the campaign itself' });
    if (c.reward_product) productOf('campaigns', i + 1, 'reward_product', c.reward_product);
  });
  shop.designs?.forEach((d, i) => {
    countryOf('designs', i + 1, d.country);
    d.related_products.forEach((s) => productOf('designs', i + 1, 'related_products', s));
    d.overlays.forEach((o, j) => {
      if (o.type === 'music' && o.content && !musicNames.has(o.content.toLowerCase()))
        problems.push({
          row: i + 1,
          field: `designs.overlays.${j}.content`,
          message: `no music named ${o.content}`,
        });
    });
  });
  shop.music?.forEach((m, i) => {
    if (m.design && !designNames.has(m.design.toLowerCase()))
      problems.push({ row: i + 1, field: 'music.design', message: `no design named ${m.design}` });
  });
  shop.banners?.forEach((b, i) => {
    countryOf('banners', i + 1, b.country);
    checkOpens('banners', i + 1, b.opens);
  });
  shop.popups?.forEach((p, i) => {
    countryOf('popups', i + 1, p.country);
    checkOpens('popups', i + 1, p.opens);
  });
  if (problems.length) return { report, problems };

  /** Inserts, updates or leaves each row; returns the ids by lower-case name. */
  const upsert = async <R extends { id: number }>(
    table: Tables,
    existing: Map<string, R>,
    wanted: [string, Record<string, unknown>][],
    same: (old: R, values: Record<string, unknown>) => boolean,
  ) => {
    const counts: ShopCounts = { added: 0, changed: 0, unchanged: 0, removed: 0 };
    const ids = new Map<string, number>([...existing].map(([k, r]) => [k, r.id]));
    for (const [name, values] of wanted) {
      const old = existing.get(name.toLowerCase());
      if (!old) {
        const row = await tx
          .insertInto(table)
          .values(values as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.set(name.toLowerCase(), row.id);
        counts.added += 1;
      } else if (same(old, values)) {
        counts.unchanged += 1;
      } else {
        await tx
          .updateTable(table)
          .set(values as never)
          .where('id', '=', old.id)
          .execute();
        counts.changed += 1;
      }
    }
    const keep = new Set(wanted.map(([n]) => n.toLowerCase()));
    const gone = [...existing].filter(([k]) => !keep.has(k)).map(([, r]) => r);
    if (table === 'banners' || table === 'popups') {
      const goneIds = gone.map((r) => r.id);
      if (goneIds.length) {
        if (table === 'popups')
          await tx.deleteFrom('popup_dismissals').where('popup_id', 'in', goneIds).execute();
        await tx.deleteFrom(table).where('id', 'in', goneIds).execute();
      }
      counts.removed = goneIds.length;
    } else {
      const goneIds = gone
        .filter((r) => !(r as unknown as { retired_at: Date | null }).retired_at)
        .map((r) => r.id);
      if (goneIds.length)
        await tx
          .updateTable(table)
          .set({ retired_at: sql`now()` })
          .where('id', 'in', goneIds)
          .execute();
      counts.removed = goneIds.length;
    }
    return { counts, ids };
  };
  const sameFields = (old: Record<string, unknown>, values: Record<string, unknown>) =>
    Object.entries(values).every(([k, want]) => {
      const have = old[k];
      if (k === 'retired_at') return have === null || have === undefined;
      if (k === 'names' || k === 'related_product_ids')
        return canonical(have) === canonical(JSON.parse(want as string));
      return have === want;
    });

  // Campaigns first (banners and popups open them), their parents once all have ids.
  let campaignIds = new Map(
    [...existingCampaigns].filter(([, r]) => !r.retired_at).map(([k, r]) => [k, r.id]),
  );
  if (shop.campaigns) {
    const values = (c: NonNullable<ParsedShop['campaigns']>[number], i: number) => ({
      name: c.name,
      parent_id:
        (c.parent &&
          (existingCampaigns.get(c.parent.toLowerCase())?.id ??
            campaignIds.get(c.parent.toLowerCase()))) ||
        null,
      image: c.image,
      description: c.description,
      terms_and_conditions: c.terms,
      campaign_type: c.campaign_type,
      task_type: c.task_type,
      reward_type: c.reward_type,
      reward_product_id: c.reward_product ? products.get(c.reward_product.toLowerCase())! : null,
      reward_points: c.reward_points,
      is_redeem: c.redeemable,
      target: c.target,
      sort_order: i + 1,
      retired_at: null,
    });
    const { counts, ids } = await upsert(
      'campaigns',
      existingCampaigns,
      shop.campaigns.map((c, i) => [c.name, values(c, i)]),
      sameFields,
    );
    campaignIds = ids;
    // A parent new in this file has its id only now.
    for (const c of shop.campaigns) {
      if (!c.parent) continue;
      const parentId = ids.get(c.parent.toLowerCase())!;
      const old = existingCampaigns.get(c.name.toLowerCase());
      if (old && old.parent_id === parentId) continue;
      await tx
        .updateTable('campaigns')
        .set({ parent_id: parentId })
        .where('id', '=', ids.get(c.name.toLowerCase())!)
        .execute();
    }
    report.campaigns = counts;
  }

  // Music before designs: a design's music overlay names a music row by its id.
  let musicIds = new Map(
    [...existingMusic].filter(([, r]) => !r.retired_at).map(([k, r]) => [k, r.id]),
  );
  const designIdNow = (name: string) =>
    name ? (existingDesigns.get(name.toLowerCase())?.id ?? null) : null;
  if (shop.music) {
    const { counts, ids } = await upsert(
      'music',
      existingMusic,
      shop.music.map((m, i) => [
        m.name,
        {
          name: m.name,
          url: m.url,
          giftcard_id: designIdNow(m.design),
          sort_order: i + 1,
          retired_at: null,
        },
      ]),
      sameFields,
    );
    musicIds = ids;
    report.music = counts;
  }

  if (shop.designs) {
    const categories = new Map(
      (await tx.selectFrom('giftcard_categories').select(['id', 'name']).execute()).map((c) => [
        c.name.toLowerCase(),
        c.id,
      ]),
    );
    for (const d of shop.designs) {
      if (categories.has(d.category.toLowerCase())) continue;
      const row = await tx
        .insertInto('giftcard_categories')
        .values({
          name: d.category,
          names: JSON.stringify({ en: d.category }),
          sort_order: categories.size + 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      categories.set(d.category.toLowerCase(), row.id);
    }
    const element = (o: Overlay): CardElement =>
      ({
        ...o,
        content:
          o.type === 'music' && o.content
            ? String(musicIds.get(o.content.toLowerCase()))
            : o.content,
      }) as CardElement;
    const { counts, ids } = await upsert(
      'giftcards',
      existingDesigns,
      shop.designs.map((d, i) => [
        d.name.eng,
        {
          names: JSON.stringify(namesJson(d.name)),
          category_id: categories.get(d.category.toLowerCase())!,
          country_id: d.country ? countries.get(d.country.toLowerCase())! : null,
          image: d.image,
          image_thumbnail: d.thumbnail ?? d.image,
          is_editable: d.editable,
          edit_parameter: serializeEditParameter(d.overlays.map(element)),
          related_product_ids: JSON.stringify(
            d.related_products.map((s) => products.get(s.toLowerCase())!),
          ),
          sort_order: i + 1,
          retired_at: null,
        },
      ]),
      sameFields,
    );
    report.designs = counts;
    // Music offered with a design new in this file: its id is known only now.
    for (const m of shop.music ?? []) {
      if (!m.design || designIdNow(m.design) !== null) continue;
      await tx
        .updateTable('music')
        .set({ giftcard_id: ids.get(m.design.toLowerCase())! })
        .where('id', '=', musicIds.get(m.name.toLowerCase())!)
        .execute();
    }
  }

  const linkage = (o: Opens) => {
    const [kind, detail] = Object.entries(o)[0] as [keyof typeof LINKAGE, string];
    return {
      linkage_type: LINKAGE[kind],
      linkage_detail:
        kind === 'product'
          ? String(products.get(detail.toLowerCase()))
          : kind === 'campaign'
            ? String(campaignIds.get(detail.toLowerCase()))
            : detail,
    };
  };
  if (shop.banners) {
    const { counts } = await upsert(
      'banners',
      await byName('banners'),
      shop.banners.map((b, i) => [
        b.name,
        {
          name: b.name,
          description: b.description,
          country_id: b.country ? countries.get(b.country.toLowerCase())! : null,
          image: b.image,
          ...linkage(b.opens),
          sort_order: i + 1,
        },
      ]),
      sameFields,
    );
    report.banners = counts;
  }
  if (shop.popups) {
    const { counts } = await upsert(
      'popups',
      await byName('popups'),
      shop.popups.map((p, i) => [
        p.title,
        {
          title: p.title,
          description: p.description,
          country_id: p.country ? countries.get(p.country.toLowerCase())! : null,
          image: p.image,
          ...linkage(p.opens),
          sort_order: i + 1,
        },
      ]),
      sameFields,
    );
    report.popups = counts;
  }
  return { report, problems };
}

/** The shop's designs, music, banners, popups and campaigns as the file's sections. */
export async function exportShop(db: Db): Promise<Required<ParsedShop>> {
  const countries = new Map(
    (await db.selectFrom('countries').select(['id', 'name']).execute()).map((c) => [c.id, c.name]),
  );
  const skus = new Map(
    (await db.selectFrom('products').select(['id', 'sku']).execute()).map((p) => [
      p.id,
      p.sku ?? `P${p.id}`,
    ]),
  );
  const countryName = (id: number | null) => (id === null ? '' : (countries.get(id) ?? ''));
  const campaigns = await db
    .selectFrom('campaigns')
    .selectAll()
    .where('retired_at', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const campaignNames = new Map(campaigns.map((c) => [c.id, c.name]));
  const music = await db
    .selectFrom('music')
    .selectAll()
    .where('retired_at', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const musicNames = new Map(music.map((m) => [String(m.id), m.name]));
  const designs = await db
    .selectFrom('giftcards')
    .innerJoin('giftcard_categories', 'giftcard_categories.id', 'giftcards.category_id')
    .selectAll('giftcards')
    .select('giftcard_categories.name as category')
    .where('giftcards.retired_at', 'is', null)
    .orderBy('giftcards.sort_order')
    .orderBy('giftcards.id')
    .execute();
  const designNames = new Map(designs.map((d) => [d.id, d.names.en]));
  const opensOf = (type: string, detail: string): Opens => {
    if (type === 'linkage_product') return { product: skus.get(Number(detail)) ?? detail };
    if (type === 'linkage_campaign')
      return { campaign: campaignNames.get(Number(detail)) ?? detail };
    if (type === 'linkage_video') return { video: detail };
    return { url: detail };
  };
  const overlays = (editParameter: string): Overlay[] => {
    const parsed = parseEditParameter(editParameter);
    if (!parsed.ok) return [];
    return parsed.value.map((e) => ({
      type: e.type,
      key: e.key,
      content: e.type === 'music' ? (musicNames.get(e.content) ?? '') : e.content,
      placeholder: e.placeholder,
      xpos: e.xpos,
      ypos: e.ypos,
      width: e.width,
      height: e.height,
      fontfamily: e.fontfamily,
      fontcolor: e.fontcolor,
      fontsize: e.fontsize,
      size: e.size,
    }));
  };
  return {
    designs: designs.map((d) => ({
      name: {
        eng: d.names.en,
        ...(d.names.cn ? { cn: d.names.cn } : {}),
        ...(d.names.jp ? { jp: d.names.jp } : {}),
      },
      category: d.category,
      country: countryName(d.country_id),
      image: d.image,
      thumbnail: d.image_thumbnail,
      editable: d.is_editable,
      overlays: overlays(d.edit_parameter),
      related_products: d.related_product_ids.map((id) => skus.get(id) ?? `P${id}`),
    })),
    music: music.map((m) => ({
      name: m.name,
      url: m.url,
      design: m.giftcard_id === null ? '' : (designNames.get(m.giftcard_id) ?? ''),
    })),
    banners: (
      await db.selectFrom('banners').selectAll().orderBy('sort_order').orderBy('id').execute()
    ).map((b) => ({
      name: b.name,
      description: b.description,
      country: countryName(b.country_id),
      image: b.image,
      opens: opensOf(b.linkage_type, b.linkage_detail),
    })),
    popups: (
      await db.selectFrom('popups').selectAll().orderBy('sort_order').orderBy('id').execute()
    ).map((p) => ({
      title: p.title,
      description: p.description,
      country: countryName(p.country_id),
      image: p.image,
      opens: opensOf(p.linkage_type, p.linkage_detail),
    })),
    campaigns: campaigns.map((c) => ({
      name: c.name,
      parent: c.parent_id === null ? '' : (campaignNames.get(c.parent_id) ?? ''),
      image: c.image,
      description: c.description,
      terms: c.terms_and_conditions,
      campaign_type: c.campaign_type,
      task_type: c.task_type,
      reward_type: c.reward_type,
      reward_product: c.reward_product_id === null ? '' : (skus.get(c.reward_product_id) ?? ''),
      reward_points: c.reward_points,
      redeemable: c.is_redeem,
      target: c.target,
    })),
  };
}
