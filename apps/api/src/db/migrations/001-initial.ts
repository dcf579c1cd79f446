import { sql, type Kysely, type Migration } from 'kysely';

// One statement each: PGlite's extended protocol runs a single statement per query.
const up = [
  `create table countries (
    id serial primary key, name text not null, image text not null,
    country_code text not null, currency_code text not null,
    is_default boolean not null default false, sort_order integer not null default 0)`,
  `create table categories (
    id serial primary key, name text not null, image text not null, image_home text not null,
    colour_code text not null, names jsonb not null, sort_order integer not null default 0)`,
  `create table brands (
    id serial primary key, name text not null, image text not null, image_home text not null,
    colour_code text not null, names jsonb not null, sort_order integer not null default 0)`,
  `create table interests (
    id serial primary key, cf_content_label text not null, cf_content_value text not null unique,
    sort_order integer not null default 0)`,
  `create table gift_intentions (
    id serial primary key, cf_content_label text not null, cf_content_value text not null unique,
    sort_order integer not null default 0)`,
  `create table giftcard_categories (
    id serial primary key, name text not null, names jsonb not null,
    sort_order integer not null default 0)`,
  `create table giftcards (
    id serial primary key, category_id integer not null references giftcard_categories(id),
    country_id integer references countries(id), image text not null, image_thumbnail text not null,
    is_editable boolean not null, edit_parameter text not null, names jsonb not null,
    related_product_ids jsonb not null default '[]', sort_order integer not null default 0)`,
  `create table campaigns (
    id serial primary key, parent_id integer references campaigns(id), name text not null,
    image text not null, description text not null, terms_and_conditions text not null,
    campaign_type text not null, task_type text not null, reward_type text not null,
    reward_product_id integer, reward_points integer not null default 0,
    is_redeem boolean not null default true, target integer not null default 1,
    sort_order integer not null default 0)`,
  `create table products (
    id serial primary key, category_id integer not null references categories(id),
    brand_id integer not null references brands(id), country_id integer references countries(id),
    image text not null, images jsonb not null, languages jsonb not null,
    original_price numeric(12,2) not null, discounted_price numeric(12,2) not null,
    stock integer not null check (stock >= 0),
    is_promo boolean not null default false, is_recommended boolean not null default false,
    gender text, age_min integer not null default 0, interest text, gift_intention text,
    popularity integer not null default 0, outlets jsonb not null default '[]',
    campaign_id integer references campaigns(id), discount_mode text,
    campaign_discounted_price numeric(12,2), discount_message text,
    evoucher_code_type text not null, giftcard_id integer references giftcards(id),
    validity_days integer not null default 365,
    created_at timestamptz not null default now())`,
  `create index products_category on products(category_id)`,
  `create index products_brand on products(brand_id)`,
  `alter table campaigns add foreign key (reward_product_id) references products(id)`,
  `create table music (
    id serial primary key, name text not null, url text not null,
    giftcard_id integer references giftcards(id), sort_order integer not null default 0)`,
  `create table banners (
    id serial primary key, country_id integer references countries(id), image text not null,
    linkage_type text not null, linkage_detail text not null, name text not null,
    description text not null, sort_order integer not null default 0)`,
  `create table popups (
    id serial primary key, country_id integer references countries(id), image text not null,
    title text not null, description text not null, linkage_type text not null,
    linkage_detail text not null, sort_order integer not null default 0)`,
  `create table members (
    id serial primary key, phone_number text unique, phone_prefix text, password_hash text,
    name text not null default '', email text not null default '', gender text not null default '',
    dob text, country_id integer not null default 0, market_country_id integer,
    profile_picture text not null default '', referral_code text not null unique,
    referred_by integer references members(id), fb_account_id text unique,
    migrate_member boolean not null default false, points integer not null default 0,
    billing_address text not null default '', billing_postcode text not null default '',
    billing_state text not null default '', billing_country_id integer,
    shipping_address text not null default '', shipping_postcode text not null default '',
    shipping_state text not null default '', shipping_country_id integer,
    created_at timestamptz not null default now())`,
  `create table popup_dismissals (
    member_id integer not null references members(id), popup_id integer not null references popups(id),
    primary key (member_id, popup_id))`,
  `create table campaign_members (
    campaign_id integer not null references campaigns(id),
    member_id integer not null references members(id), progress integer not null default 0,
    is_redeemed boolean not null default false, redeemed_at timestamptz,
    primary key (campaign_id, member_id))`,
  `create table sessions (
    token_hash text primary key, member_id integer references members(id), source text not null,
    created_member_id integer references members(id),
    expires_at timestamptz not null, created_at timestamptz not null default now())`,
  `create table otps (
    id serial primary key, phone_number text not null, action text not null,
    code_hash text not null, attempts integer not null default 0, expires_at timestamptz not null,
    used_at timestamptz, proof_hash text unique, proof_expires_at timestamptz, proof_used_at timestamptz,
    created_at timestamptz not null default now())`,
  `create index otps_phone on otps(phone_number, action, created_at)`,
  `create table sms_outbox (
    id serial primary key, phone_number text not null, message text not null,
    created_at timestamptz not null default now())`,
  `create table baskets (
    id serial primary key, member_id integer not null unique references members(id),
    giftcard_id integer not null default 0, giftcard_edit_parameter text not null default '',
    billing_address text not null default '', order_status text not null default '',
    udollar_id integer, udollar_amount numeric(12,2) not null default 0)`,
  `create table basket_products (
    basket_id integer not null references baskets(id) on delete cascade,
    product_id integer not null references products(id), quantity integer not null check (quantity > 0),
    primary key (basket_id, product_id))`,
  `create table orders (
    id serial primary key, order_no text not null unique, member_id integer not null references members(id),
    recipient_id integer not null default 0, giftcard_id integer not null default 0,
    giftcard_edit_parameter text not null default '', payment_status text not null,
    order_status text not null, order_type text not null default 'Order with Products',
    phrase text not null default '', sub_total numeric(12,2) not null,
    total_discount numeric(12,2) not null, points integer not null default 0, udollar_id integer,
    udollar_amount numeric(12,2) not null default 0, order_amount numeric(12,2) not null,
    currency text not null, billing_address text not null default '',
    campaign_id integer references campaigns(id),
    created_at timestamptz not null default now(), paid_at timestamptz, received_at timestamptz,
    redeemed_at timestamptz)`,
  `create index orders_member on orders(member_id)`,
  `create index orders_recipient on orders(recipient_id)`,
  `create table order_products (
    id serial primary key, order_id integer not null references orders(id) on delete cascade,
    product_id integer not null references products(id), quantity integer not null,
    amount numeric(12,2) not null, currency_code text not null)`,
  `create table order_evouchers (
    id serial primary key,
    order_product_id integer not null references order_products(id) on delete cascade,
    code text not null, code_type text not null, status text not null default 'Active',
    mark_used_date timestamptz, expiry_date text not null)`,
  `create table udollar_cards (
    id serial primary key, member_id integer not null references members(id),
    order_id integer references orders(id), currency_code text not null,
    orig_balance numeric(12,2) not null, balance numeric(12,2) not null check (balance >= 0),
    expires_at timestamptz not null, ordered_at timestamptz not null)`,
  `create table udollar_history (
    id serial primary key, udollar_id integer not null references udollar_cards(id),
    order_id integer references orders(id), amount numeric(12,2) not null,
    created_at timestamptz not null default now())`,
  `create table friendships (
    id serial primary key, member_id integer not null references members(id),
    friend_id integer not null references members(id), status text not null,
    created_at timestamptz not null default now(), unique (member_id, friend_id))`,
  `create table social_friends (
    member_id integer not null references members(id), social_id text not null,
    name text not null, profile_picture text not null, primary key (member_id, social_id))`,
  `create table notifications (
    id serial primary key, member_id integer not null references members(id), type text not null,
    related_id text not null, message text not null, image text not null default '',
    is_read boolean not null default false, created_at timestamptz not null default now())`,
  `create index notifications_member on notifications(member_id)`,
  `create table link_tracks (
    id serial primary key, source text not null, member_id integer not null,
    created_at timestamptz not null default now())`,
];

export const initial: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
};
