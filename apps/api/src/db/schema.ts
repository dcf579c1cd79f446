import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

/** A jsonb column: written as JSON text, read back parsed. */
export type Json<T> = ColumnType<T, string, string>;
/** numeric(12,2): both drivers read it as a string. */
export type Money = ColumnType<string, string | number, string | number>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp with a default of now(). */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface Languages {
  en: { name: string; description?: string; terms_and_conditions?: string; redeem_howto?: string };
  cn?: { name: string; description?: string; terms_and_conditions?: string; redeem_howto?: string };
  jp?: { name: string; description?: string; terms_and_conditions?: string; redeem_howto?: string };
}

export interface Outlet {
  outlet_name: string;
  address: string;
  outlet_telno: string;
  email: string;
}

export interface CountryTable {
  id: Generated<number>;
  name: string;
  image: string;
  country_code: string;
  currency_code: string;
  is_default: Generated<boolean>;
  sort_order: Generated<number>;
}

export interface CategoryTable {
  id: Generated<number>;
  name: string;
  image: string;
  image_home: string;
  colour_code: string;
  names: Json<{ en: string; cn?: string; jp?: string }>;
  sort_order: Generated<number>;
}

export type BrandTable = CategoryTable;

export interface OptionTable {
  id: Generated<number>;
  cf_content_label: string;
  cf_content_value: string;
  sort_order: Generated<number>;
}

export interface ProductTable {
  id: Generated<number>;
  category_id: number;
  brand_id: number;
  /** null: sold in every country. */
  country_id: number | null;
  image: string;
  images: Json<string[]>;
  languages: Json<Languages>;
  original_price: Money;
  discounted_price: Money;
  stock: number;
  is_promo: Generated<boolean>;
  is_recommended: Generated<boolean>;
  /** Male, Female or null for both. */
  gender: string | null;
  /** The youngest age the product suits (filter "below N" keeps products with age_min < N). */
  age_min: Generated<number>;
  interest: string | null;
  gift_intention: string | null;
  popularity: Generated<number>;
  outlets: Json<Outlet[]>;
  /** The names of every language in one text, kept by the database for keyword search. */
  search_names: GeneratedAlways<string>;
  campaign_id: number | null;
  discount_mode: string | null;
  campaign_discounted_price: Money | null;
  discount_message: string | null;
  evoucher_code_type: string;
  giftcard_id: number | null;
  /** How long its vouchers stay valid after purchase. */
  validity_days: Generated<number>;
  created_at: CreatedAt;
  /** 'generated': the api makes each voucher code; 'pool': codes come from a brand's file. */
  stock_mode: Generated<'generated' | 'pool'>;
  /** Set when a catalogue import left the product out: no longer sold, its orders kept. */
  retired_at: Date | null;
  /** The shop's own code for it (catalogue import, migration 011); null for the demo's. */
  sku: string | null;
  /** A pool with this many free codes or fewer is low (a metric and a log line). */
  code_pool_low: Generated<number>;
}

export interface GiftcardCategoryTable {
  id: Generated<number>;
  name: string;
  names: Json<{ en: string; cn?: string; jp?: string }>;
  sort_order: Generated<number>;
}

export interface GiftcardTable {
  id: Generated<number>;
  category_id: number;
  country_id: number | null;
  image: string;
  image_thumbnail: string;
  is_editable: boolean;
  edit_parameter: string;
  names: Json<{ en: string; cn?: string; jp?: string }>;
  related_product_ids: Json<number[]>;
  sort_order: Generated<number>;
  /** Left out of the last catalogue import: no longer offered (migration 024). */
  retired_at: Date | null;
}

export interface MusicTable {
  id: Generated<number>;
  name: string;
  url: string;
  /** null: offered with every card. */
  giftcard_id: number | null;
  sort_order: Generated<number>;
  /** Left out of the last catalogue import: no longer offered (migration 024). */
  retired_at: Date | null;
}

export interface BannerTable {
  id: Generated<number>;
  country_id: number | null;
  image: string;
  linkage_type: string;
  linkage_detail: string;
  name: string;
  description: string;
  sort_order: Generated<number>;
}

export interface PopupTable {
  id: Generated<number>;
  country_id: number | null;
  image: string;
  title: string;
  description: string;
  linkage_type: string;
  linkage_detail: string;
  sort_order: Generated<number>;
}

export interface PopupDismissalTable {
  member_id: number;
  popup_id: number;
}

export interface CampaignTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  image: string;
  description: string;
  terms_and_conditions: string;
  campaign_type: string;
  task_type: string;
  reward_type: string;
  reward_product_id: number | null;
  reward_points: Generated<number>;
  is_redeem: Generated<boolean>;
  /** How many task steps complete the campaign (e.g. friends to invite). */
  target: Generated<number>;
  sort_order: Generated<number>;
  /** Left out of the last catalogue import: no longer offered (migration 024). */
  retired_at: Date | null;
}

export interface CampaignMemberTable {
  campaign_id: number;
  member_id: number;
  progress: Generated<number>;
  is_redeemed: Generated<boolean>;
  redeemed_at: Timestamp | null;
}

export interface MemberTable {
  id: Generated<number>;
  /** Country code and number, digits only: the login name. Null for social-only members. */
  phone_number: string | null;
  phone_prefix: string | null;
  password_hash: string | null;
  name: string;
  email: string;
  gender: string;
  dob: string | null;
  country_id: number;
  market_country_id: number | null;
  profile_picture: string;
  referral_code: string;
  referred_by: number | null;
  fb_account_id: string | null;
  migrate_member: Generated<boolean>;
  points: Generated<number>;
  billing_address: Generated<string>;
  billing_postcode: Generated<string>;
  billing_state: Generated<string>;
  billing_country_id: number | null;
  shipping_address: Generated<string>;
  shipping_postcode: Generated<string>;
  shipping_state: Generated<string>;
  shipping_country_id: number | null;
  created_at: CreatedAt;
}

export interface SessionTable {
  /** sha256 of the api token: a leaked table does not leak live tokens. */
  token_hash: string;
  member_id: number | null;
  source: string;
  /** The member created through this token (apply_referral_code may follow before login). */
  created_member_id: number | null;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface OtpTable {
  id: Generated<number>;
  phone_number: string;
  action: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** sha256 of the proof verify_otp hands out; create_account or reset_password spends it. */
  proof_hash: string | null;
  proof_expires_at: Timestamp | null;
  proof_used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone_number: string;
  message: string;
  created_at: CreatedAt;
}

export interface BasketTable {
  id: Generated<number>;
  member_id: number;
  giftcard_id: Generated<number>;
  giftcard_edit_parameter: Generated<string>;
  billing_address: Generated<string>;
  order_status: Generated<string>;
  udollar_id: number | null;
  udollar_amount: ColumnType<string, string | number | undefined, string | number>;
}

export interface BasketProductTable {
  basket_id: number;
  product_id: number;
  quantity: number;
}

export interface OrderTable {
  id: Generated<number>;
  order_no: string;
  member_id: number;
  recipient_id: Generated<number>;
  giftcard_id: Generated<number>;
  giftcard_edit_parameter: Generated<string>;
  payment_status: string;
  order_status: string;
  order_type: Generated<string>;
  phrase: Generated<string>;
  sub_total: Money;
  total_discount: Money;
  points: Generated<number>;
  udollar_id: number | null;
  udollar_amount: ColumnType<string, string | number | undefined, string | number>;
  order_amount: Money;
  currency: string;
  billing_address: Generated<string>;
  campaign_id: number | null;
  created_at: CreatedAt;
  paid_at: Timestamp | null;
  received_at: Timestamp | null;
  redeemed_at: Timestamp | null;
  /** Random decimal id used in links and by the client (migration 002). */
  /** Made by the api (commerce/ids.ts): the order's id in every response and link. */
  public_id: string;
  /** Why a Cancelled order was cancelled: 'member' or 'unpaid' (migration 005). */
  cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Issue 24 (migration 007): the sender's timeline and a scheduled delivery. */
  sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The delivery instant of a Scheduled order. */
  scheduled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The recipient's IANA zone the delivery time was chosen in. */
  schedule_zone: ColumnType<string | null, string | null | undefined, string | null>;
  delivered_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The recipient's first opening of the card. */
  opened_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The first voucher of the gift the recipient used. */
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Unopened-gift reminders sent: 0, 1 (after 3 days), 2 (after 10). */
  open_reminders: Generated<number>;
  self_use: Generated<boolean>;
  /** Refunded by the support desk (`orders refund`), and the provider's refund (migration 014). */
  refunded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  refund_reference: ColumnType<string | null, string | null | undefined, string | null>;
  /** Issue 45 (migration 025): the multi-recipient order this recipient's gift was made from. */
  parent_order_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** A non-member recipient's phone, E.164 (+6591234567): only that number's member may claim. */
  recipient_phone: ColumnType<string | null, string | null | undefined, string | null>;
  /** The name the sender gave a phone recipient (their card's name field). */
  recipient_label: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the text message with the recipient's link went to the gateway. */
  text_sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Why the last text message failed (the gateway refused it); null otherwise. */
  text_failed: ColumnType<string | null, string | null | undefined, string | null>;
  text_attempts: Generated<number>;
}

/** One recipient of a multi-recipient order (issue 45, migration 025). */
export interface OrderRecipientTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  member_id: number | null;
  phone: string | null;
  name: Generated<string>;
  scheduled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  schedule_zone: string | null;
  gift_order_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface OrderProductTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  quantity: number;
  amount: Money;
  currency_code: string;
}

export interface OrderEvoucherTable {
  id: Generated<number>;
  order_product_id: number;
  code: string;
  code_type: string;
  status: Generated<string>;
  mark_used_date: Timestamp | null;
  expiry_date: string;
  reminded_at: Timestamp | null;
  expired_notified_at: Timestamp | null;
  /** The reminder on the voucher's last day (migration 007). */
  last_day_reminded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Redeemed through the merchant api: when, where and by whom (migration 014). */
  redeemed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  redeemed_outlet: ColumnType<string | null, string | null | undefined, string | null>;
  redeemed_merchant_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Made void by a refund of its order (migration 014). */
  voided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A brand's merchant key (kept hashed) for the merchant api (migration 014). */
export interface MerchantTable {
  id: Generated<number>;
  brand_id: number;
  name: string;
  key_hash: string;
  created_at: CreatedAt;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A redemption under its merchant's idempotency key (migration 014). */
export interface MerchantRedemptionTable {
  merchant_id: number;
  idempotency_key: string;
  voucher_id: number;
  outlet: string;
  created_at: CreatedAt;
}

/** A brand's voucher code loaded into a product's pool (migration 013). */
export interface VoucherCodeTable {
  id: Generated<number>;
  product_id: number;
  code: string;
  code_type: string | null;
  /** YYYY-MM-DD, the code's last valid day; null: the product's validity from issue. */
  expiry_date: string | null;
  imported_at: CreatedAt;
  issued_order_id: number | null;
  issued_at: Timestamp | null;
}

export interface PaymentCheckoutTable {
  token_hash: string;
  order_id: number;
  provider: string;
  status: Generated<string>;
  created_at: CreatedAt;
  completed_at: Timestamp | null;
  /** The provider's own id of the payment (Stripe's payment intent), for refunds (migration 021). */
  payment_reference: ColumnType<string | null, string | null | undefined, string | null>;
  /** The payment page's address, given again while it is open (migration 022). */
  url: string | null;
  /** When the page stops taking payment (the provider's session expiry). */
  expires_at: Timestamp | null;
  /** What the page asks for: a page is given again only for the same amount and currency. */
  amount: Money | null;
  currency: string | null;
}

export interface UdollarCardTable {
  id: Generated<number>;
  member_id: number;
  order_id: number | null;
  currency_code: string;
  orig_balance: Money;
  balance: Money;
  expires_at: Timestamp;
  ordered_at: Timestamp;
}

export interface UdollarHistoryTable {
  id: Generated<number>;
  udollar_id: number;
  order_id: number | null;
  amount: Money;
  created_at: CreatedAt;
}

export interface FriendshipTable {
  id: Generated<number>;
  /** Who asked. */
  member_id: number;
  friend_id: number;
  status: string;
  created_at: CreatedAt;
}

export interface SocialFriendTable {
  /** The member whose social network lists this contact. */
  member_id: number;
  social_id: string;
  name: string;
  profile_picture: string;
}

export interface NotificationTable {
  id: Generated<number>;
  member_id: number;
  type: string;
  related_id: string;
  message: string;
  image: string;
  is_read: Generated<boolean>;
  created_at: CreatedAt;
}

export interface LinkTrackTable {
  id: Generated<number>;
  source: string;
  member_id: number;
  created_at: CreatedAt;
}

export interface RateLimitTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

export interface AppSecretTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

export interface UploadTable {
  /** The stored object's name (32 hex digits and the image's extension). */
  name: string;
  member_id: number | null;
  bytes: number;
  created_at: CreatedAt;
}

export interface PushSubscriptionTable {
  id: Generated<number>;
  member_id: number;
  /** The push service's URL for this browser (unique: it names the device). */
  endpoint: string;
  /** The browser's P-256 public key and auth secret, base64url. */
  p256dh: string;
  auth: string;
  created_at: CreatedAt;
  last_sent_at: Date | null;
  /** Sends that failed in a row, other than 404/410 (migration 023); 5 and it is deleted. */
  failures: Generated<number>;
}

export interface Database {
  countries: CountryTable;
  categories: CategoryTable;
  brands: BrandTable;
  interests: OptionTable;
  gift_intentions: OptionTable;
  products: ProductTable;
  giftcard_categories: GiftcardCategoryTable;
  giftcards: GiftcardTable;
  music: MusicTable;
  banners: BannerTable;
  popups: PopupTable;
  popup_dismissals: PopupDismissalTable;
  campaigns: CampaignTable;
  campaign_members: CampaignMemberTable;
  members: MemberTable;
  sessions: SessionTable;
  otps: OtpTable;
  sms_outbox: SmsOutboxTable;
  baskets: BasketTable;
  basket_products: BasketProductTable;
  orders: OrderTable;
  order_products: OrderProductTable;
  order_recipients: OrderRecipientTable;
  order_evouchers: OrderEvoucherTable;
  voucher_codes: VoucherCodeTable;
  merchants: MerchantTable;
  merchant_redemptions: MerchantRedemptionTable;
  udollar_cards: UdollarCardTable;
  udollar_history: UdollarHistoryTable;
  friendships: FriendshipTable;
  social_friends: SocialFriendTable;
  notifications: NotificationTable;
  link_tracks: LinkTrackTable;
  payment_checkouts: PaymentCheckoutTable;
  rate_limits: RateLimitTable;
  app_secrets: AppSecretTable;
  uploads: UploadTable;
  reminder_settings: ReminderSettingsTable;
  outbound_messages: OutboundMessageTable;
  push_subscriptions: PushSubscriptionTable;
  operator_audit: OperatorAuditTable;
}

/** One operator command run from `pnpm ops` or the operator api (migration 010). */
export interface OperatorAuditTable {
  id: Generated<string>;
  at: CreatedAt;
  via: 'cli' | 'api';
  /** Who ran it: the system user (cli) or the client address (api). */
  actor: string;
  command: string;
  /** The command's input without file contents (their names and sizes only). */
  input: Json<Record<string, unknown>>;
  outcome: 'ok' | 'failed' | 'refused';
  message: Generated<string>;
}

/** A member's reminder choices (migration 007); no row means every default. */
export interface ReminderSettingsTable {
  member_id: number;
  time_zone: string | null;
  unopened_gift: Generated<boolean>;
  voucher_expiry: Generated<boolean>;
  in_app: Generated<boolean>;
  sms: Generated<boolean>;
  push: Generated<boolean>;
}

/** An SMS or push message, once per member, key and channel, held until due_at. */
export interface OutboundMessageTable {
  id: Generated<number>;
  member_id: number;
  channel: string;
  key: string;
  title: string;
  body: string;
  url: Generated<string>;
  due_at: Date;
  sent_at: Date | null;
  created_at: CreatedAt;
}
