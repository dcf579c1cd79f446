import { sql } from 'kysely';

import type { Db } from '../index';
import {
  BRANDS,
  CATEGORIES,
  COUNTRIES,
  DEFAULT_COUNTRY_ID,
  GIFT_INTENTIONS,
  GIFTCARD_CATEGORIES,
  GIFTCARDS,
  INTERESTS,
  INVITE_CAMPAIGN_ID,
  MUSIC,
  MUSIC_GIFTCARD,
  PRODUCTS,
} from './catalogue';
import { editParameterFor } from './edit-parameter';
import { seedDemoMembers } from './members';

const json = (value: unknown) => JSON.stringify(value);

/**
 * Loads the seed data into an empty database; does nothing when countries already exist. The
 * countries, interests and gift intentions (the lists every shop starts from) always; the demo
 * catalogue and the demo members (README passwords) only when asked (SEED_DEMO or `--demo`: on in
 * development, off in production, where a shop starts empty and imports its own catalogue with
 * `pnpm ops catalogue import`).
 */
export async function seedIfEmpty(
  db: Db,
  now = new Date(),
  { demoMembers = true, catalogue = true }: { demoMembers?: boolean; catalogue?: boolean } = {},
): Promise<boolean> {
  const existing = await db.selectFrom('countries').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute(async (tx) => {
    await seedBase(tx);
    if (catalogue) await seedCatalogue(tx);
    // The demo members' orders and vouchers name demo products.
    if (demoMembers && catalogue) await seedDemoMembers(tx, now);
  });
  return true;
}

/** Explicit ids were inserted: move each serial past them. */
async function resetSequence(db: Db, table: string) {
  await sql
    .raw(
      `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 1))`,
    )
    .execute(db);
}

/** The lists every shop starts from: countries, interests, gift intentions. */
async function seedBase(db: Db) {
  await db
    .insertInto('countries')
    .values(
      COUNTRIES.map((c, i) => ({
        id: c.id,
        name: c.name,
        image: `/api/media/flag/${c.flag}.svg`,
        country_code: c.country_code,
        currency_code: c.currency_code,
        is_default: c.id === DEFAULT_COUNTRY_ID,
        sort_order: i,
      })),
    )
    .execute();
  await resetSequence(db, 'countries');
  await db
    .insertInto('interests')
    .values(
      INTERESTS.map(([label, value], i) => ({
        cf_content_label: label,
        cf_content_value: value,
        sort_order: i,
      })),
    )
    .execute();
  await db
    .insertInto('gift_intentions')
    .values(
      GIFT_INTENTIONS.map(([label, value], i) => ({
        cf_content_label: label,
        cf_content_value: value,
        sort_order: i,
      })),
    )
    .execute();
}

/** The demo catalogue: 48 invented products with generated pictures (development, --demo). */
async function seedCatalogue(db: Db) {
  await db
    .insertInto('categories')
    .values(
      CATEGORIES.map((c, i) => ({
        name: c.names.en,
        image: `/api/media/category/${i + 1}.svg`,
        image_home: `/api/media/category/${i + 1}-home.svg`,
        colour_code: c.colour,
        names: json(c.names),
        sort_order: i,
      })),
    )
    .execute();
  await db
    .insertInto('brands')
    .values(
      BRANDS.map((b, i) => ({
        name: b.names.en,
        image: `/api/media/brand/${i + 1}.svg`,
        image_home: `/api/media/brand/${i + 1}-home.svg`,
        colour_code: b.colour,
        names: json(b.names),
        sort_order: i,
      })),
    )
    .execute();

  await db
    .insertInto('giftcard_categories')
    .values(
      GIFTCARD_CATEGORIES.map((names, i) => ({
        name: names.en,
        names: json(names),
        sort_order: i,
      })),
    )
    .execute();
  await db
    .insertInto('giftcards')
    .values(
      GIFTCARDS.map((card, i) => ({
        id: card.id,
        category_id: card.category + 1,
        country_id: card.countryId,
        image: `/api/media/giftcard/${card.id}.svg`,
        image_thumbnail: `/api/media/giftcard/${card.id}-thumb.svg`,
        is_editable: card.editable,
        edit_parameter: editParameterFor(card),
        names: json(card.names),
        related_product_ids: json(card.related),
        sort_order: i,
      })),
    )
    .execute();
  await resetSequence(db, 'giftcards');

  await db
    .insertInto('music')
    .values(
      MUSIC.map((m, i) => ({
        id: i + 1,
        name: m.name,
        url: `/api/media/music/${i + 1}.wav`,
        giftcard_id: MUSIC_GIFTCARD[i + 1] ?? null,
        sort_order: i,
      })),
    )
    .execute();
  await resetSequence(db, 'music');

  // Campaigns before products (products point at their campaign); reward products after.
  const campaign = (c: {
    id: number;
    parent_id?: number;
    name: string;
    description: string;
    campaign_type: string;
    task_type: string;
    reward_type: string;
    reward_points?: number;
    target?: number;
    is_redeem?: boolean;
  }) => ({
    parent_id: null,
    image: `/api/media/campaign/${c.id}.svg`,
    terms_and_conditions:
      '<ul><li>Rewards are credited within 24 hours.</li><li>Ugift may end the campaign at any time.</li><li>One reward per member.</li></ul>',
    reward_points: 0,
    target: 1,
    is_redeem: true,
    sort_order: c.id,
    ...c,
  });
  await db
    .insertInto('campaigns')
    .values([
      campaign({
        id: 1,
        name: 'Year-End Sale',
        description:
          '<p>Extra <strong>10% off</strong> selected vouchers until the end of the year.</p>',
        campaign_type: 'discount',
        task_type: 'none',
        reward_type: 'product_discount',
      }),
      campaign({
        id: 2,
        name: 'Free Coffee Friday',
        description: '<p>Buy <strong>3 vouchers</strong> and get a Brew Bros coffee on us.</p>',
        campaign_type: 'task_based',
        task_type: 'purchase',
        reward_type: 'product_free',
        target: 3,
      }),
      campaign({
        id: 3,
        name: 'Welcome to the App',
        description: '<p>Download the Ugift app and get 500 points.</p>',
        campaign_type: 'task_based',
        task_type: 'new_app',
        reward_type: 'points',
        reward_points: 500,
      }),
      campaign({
        id: 4,
        name: 'Points Booster',
        description: '<p>Send <strong>2 gift cards</strong> this month and earn 1,000 points.</p>',
        campaign_type: 'task_based',
        task_type: 'send_gift',
        reward_type: 'points',
        reward_points: 1000,
        target: 2,
      }),
      campaign({
        id: INVITE_CAMPAIGN_ID,
        name: 'Invite A Friend',
        description:
          '<p>Invite your friends to Ugift with your referral code. Each milestone earns you <strong>5,000 points</strong>.</p>',
        campaign_type: 'task_based',
        task_type: 'invite',
        reward_type: 'points',
        reward_points: 5000,
        target: 5,
      }),
      ...[1, 3, 5].map((target, n) =>
        campaign({
          id: 26 + n,
          parent_id: INVITE_CAMPAIGN_ID,
          name: `Invite ${target} friend${target > 1 ? 's' : ''}`,
          description: `<p>Get ${target} friend${target > 1 ? 's' : ''} to sign up with your code.</p>`,
          campaign_type: 'task_based',
          task_type: 'invite',
          reward_type: 'points',
          reward_points: 5000,
          target,
        }),
      ),
    ])
    .execute();
  await resetSequence(db, 'campaigns');

  const now = Date.now();
  await db
    .insertInto('products')
    .values(
      PRODUCTS.map((p) => ({
        id: p.id,
        category_id: p.category + 1,
        brand_id: p.brand + 1,
        country_id: p.countryId,
        image: `/api/media/product/${p.id}.svg`,
        images: json([1, 2, 3].map((n) => `/api/media/product/${p.id}${n > 1 ? `-${n}` : ''}.svg`)),
        languages: json(p.languages),
        original_price: p.originalPrice,
        discounted_price: p.discountedPrice,
        stock: p.stock,
        is_promo: p.promo,
        is_recommended: p.recommended,
        gender: p.gender,
        age_min: p.ageMin,
        interest: p.interest,
        gift_intention: p.giftIntention,
        popularity: p.popularity,
        outlets: json(p.outlets),
        campaign_id: p.campaign?.id ?? null,
        discount_mode: p.campaign?.mode ?? null,
        campaign_discounted_price: p.campaign?.price ?? null,
        discount_message: p.campaign?.message ?? null,
        evoucher_code_type: p.codeType,
        giftcard_id: p.giftcardId,
        created_at: new Date(now - p.ageDays * 86_400_000),
      })),
    )
    .execute();
  await resetSequence(db, 'products');
  await db.updateTable('campaigns').set({ reward_product_id: 1 }).where('id', '=', 1).execute();
  await db.updateTable('campaigns').set({ reward_product_id: 9 }).where('id', '=', 2).execute();

  await db
    .insertInto('banners')
    .values([
      {
        country_id: 3,
        image: '/api/media/banner/1.svg',
        linkage_type: 'linkage_campaign',
        linkage_detail: String(INVITE_CAMPAIGN_ID),
        name: 'Invite A Friend',
        description: 'Earn 5,000 points for every milestone',
        sort_order: 1,
      },
      {
        country_id: 3,
        image: '/api/media/banner/2.svg',
        linkage_type: 'linkage_product',
        linkage_detail: '1',
        name: 'Coffee on Us',
        description: 'Brew Bros vouchers at 20% off',
        sort_order: 2,
      },
      {
        country_id: 3,
        image: '/api/media/banner/3.svg',
        linkage_type: 'linkage_video',
        linkage_detail: '/api/media/video/banner.webm',
        name: 'See Ugift in Action',
        description: 'A one-minute tour',
        sort_order: 3,
      },
      {
        country_id: 3,
        image: '/api/media/banner/4.svg',
        linkage_type: 'linkage_url',
        linkage_detail: 'https://example.com/ugift-promo',
        name: 'Gift Guide',
        description: 'Ideas for every occasion',
        sort_order: 4,
      },
      {
        country_id: 1,
        image: '/api/media/banner/5.svg',
        linkage_type: 'linkage_campaign',
        linkage_detail: '2',
        name: 'Free Coffee Friday',
        description: 'Buy 3, get a coffee free',
        sort_order: 1,
      },
      {
        country_id: 1,
        image: '/api/media/banner/6.svg',
        linkage_type: 'linkage_product',
        linkage_detail: '6',
        name: 'Malaysia Specials',
        description: 'New vouchers this week',
        sort_order: 2,
      },
    ])
    .execute();
  await db
    .insertInto('popups')
    .values([
      {
        country_id: 3,
        image: '/api/media/popup/1.svg',
        title: 'Year-End Sale',
        description: 'Extra 10% off selected vouchers',
        linkage_type: 'linkage_campaign',
        linkage_detail: '1',
        sort_order: 1,
      },
      {
        country_id: 3,
        image: '/api/media/popup/2.svg',
        title: 'New: Sakura Spa',
        description: 'Pamper someone special',
        linkage_type: 'linkage_product',
        linkage_detail: '2',
        sort_order: 2,
      },
      {
        country_id: 1,
        image: '/api/media/popup/3.svg',
        title: 'Selamat datang',
        description: 'Welcome to Ugift Malaysia',
        linkage_type: 'linkage_url',
        linkage_detail: 'https://example.com/ugift-my',
        sort_order: 1,
      },
    ])
    .execute();
}
