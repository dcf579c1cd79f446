import * as v from 'valibot';

// Response shapes of spec section 3. Ids are strings ('0' carries meaning: no card, not sent),
// amounts, prices, stock and quantities are JSON numbers, dates are the spec's text formats.

const str = () => v.string();
/** DD/MM/YYYY HH:mm:ss */
const dateTimeSlash = () =>
  v.pipe(v.string(), v.regex(/^(\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2})?$/));
/** YYYY-MM-DD HH:mm:ss */
const dateTimeIso = () => v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/));
/** DD-MM-YYYY */
const dateDash = () => v.pipe(v.string(), v.regex(/^\d{2}-\d{2}-\d{4}$/));

/** English is always present; cn and jp may be missing or partial (English is used then). */
function languages<E extends v.ObjectEntries>(entries: E) {
  const text = v.object(entries);
  return v.object({ en: text, cn: v.optional(v.partial(text)), jp: v.optional(v.partial(text)) });
}

export const successBase = { success: v.literal(true), message: v.string() } as const;
/** The body of every failure: HTTP status other than 200, or success false. */
export const failureSchema = v.looseObject({ success: v.literal(false), message: v.string() });

export const countrySchema = v.object({
  id: str(),
  name: str(),
  image: str(),
  country_code: v.pipe(v.string(), v.regex(/^\+\d{1,4}$/)),
  currency_code: str(),
});

const LINKAGE_TYPES = [
  'linkage_url',
  'linkage_product',
  'linkage_video',
  'linkage_campaign',
] as const;
export const bannerSchema = v.object({
  id: str(),
  image: str(),
  linkage_type: v.picklist(LINKAGE_TYPES),
  linkage_detail: str(),
  linkage_info: v.object({ name: str(), description: str() }),
});

export const popupSchema = v.object({
  id: str(),
  image: str(),
  name: v.optional(str()),
  linkage_type: v.optional(v.picklist(LINKAGE_TYPES)),
  linkage_detail: v.optional(str()),
});

const productTextsSchema = languages({
  name: str(),
  description: str(),
  terms_and_conditions: str(),
  redeem_howto: str(),
});
const nameTextsSchema = languages({ name: str() });
export const productNameTextsSchema = languages({ product_name: str() });

export const outletSchema = v.object({
  outlet_name: str(),
  address: str(),
  outlet_telno: str(),
  email: str(),
});

const campaignInfoSchema = v.object({
  discount_mode: str(),
  discounted_price: v.number(),
  discount_message: str(),
  campaign_id: str(),
});

/**
 * A product as lists show it (names, prices, stock, campaign). Our extension: list rows carry only
 * the names; descriptions, terms and how-to texts come with detail_product.
 */
export const productSummarySchema = v.object({
  id: str(),
  image: str(),
  multiple_languages: nameTextsSchema,
  original_price: v.number(),
  discounted_price: v.number(),
  stock: v.number(),
  campaign_info: v.nullable(campaignInfoSchema),
  currency_code: v.optional(str()),
});

export const productDetailSchema = v.object({
  ...productSummarySchema.entries,
  multiple_languages: productTextsSchema,
  product_images: v.array(v.object({ image: str() })),
  applicable_outlets: v.array(outletSchema),
  giftcard_id: str(),
});

export const categorySchema = v.object({
  id: str(),
  image: str(),
  image_home: str(),
  name: str(),
  colour_code: str(),
  multiple_languages: nameTextsSchema,
  category_name: v.optional(str()),
});

export const optionItemSchema = v.object({ cf_content_label: str(), cf_content_value: str() });

export const giftcardSchema = v.object({
  id: str(),
  image: str(),
  image_thumbnail: str(),
  is_editable: v.picklist(['Yes', 'No']),
  /**
   * JSON text: a list of edit elements (spec section 3); text contents hex-encoded UTF-8. The
   * element model and its codec are @ugift/giftcard-renderer/model's.
   */
  edit_parameter: str(),
  multiple_languages: nameTextsSchema,
  category_name: str(),
  related_products: v.optional(v.array(productSummarySchema)),
});
export const giftcardGroupSchema = v.object({
  category_name: str(),
  giftcards: v.array(giftcardSchema),
});

export const musicSchema = v.object({ id: str(), name: str(), url: str() });

export const basketProductSchema = v.object({
  product_id: str(),
  image: str(),
  quantity: v.number(),
  amount: v.number(),
  currency_code: str(),
  multiple_languages: productNameTextsSchema,
  campaign_info: v.nullable(
    v.object({ discount_mode: v.nullable(str()), discount_message: str() }),
  ),
});
export const basketSchema = v.object({
  id: str(),
  products: v.array(basketProductSchema),
  giftcard_id: str(),
  giftcard_image: v.optional(str()),
  giftcard_edit_parameter: str(),
  billing_address: str(),
  sub_total: v.number(),
  total_discount: v.number(),
  points: v.number(),
  order_amount: v.number(),
  currency: str(),
  udollar_amount: v.number(),
  order_status: str(),
});

export const notificationSchema = v.object({
  id: str(),
  type: str(),
  related_id: str(),
  message: str(),
  image: str(),
  is_read: v.picklist(['0', '1']),
  created_date: dateTimeSlash(),
});

const PAYMENT_STATUSES = ['Pending', 'Paid', 'Campaign Redemption'] as const;
/**
 * The order_status of an order the support desk refunded (`pnpm ops orders refund`, issue 44):
 * paid, then its money given back and its vouchers voided. It is listed with the member's
 * purchases, never to pay.
 */
export const ORDER_REFUNDED = 'Refunded';
const orderProductSchema = v.object({
  product_id: v.optional(str()),
  image: str(),
  product_name: str(),
  quantity: v.number(),
  currency_code: str(),
  amount: v.optional(v.number()),
  multiple_languages: productNameTextsSchema,
});
/**
 * What happens to a gift, the one definition for every view (issue 45). The order status, received_date,
 * opened_date, redeemed_date, the share page and the sender's timeline all read these moments.
 *
 * - sent: the sender gave it away. To a friend: send_order (now, or for a scheduled time). By
 *   link: the sender copies the link outside Ugift, so nothing is recorded until it is claimed;
 *   the claim is then also its sent time.
 * - delivered: it reached its recipient, who sees it in Received and is notified; order_status
 *   becomes Gifted and received_date is set. To a friend: at send_order, or at the scheduled time.
 *   By link: when a member presses Redeem on /giftcard-share (redeem_order), which claims it.
 * - opened: the recipient first opened the closed card (open_order after its animation). Until
 *   then every screen of the recipient (order details, the share link) shows the card closed;
 *   afterwards it opens directly. By link the claimer opened the card to reach Redeem, so the
 *   claim also opens it.
 * - redeemed: the recipient first used one of its vouchers (mark_evoucher_used): the redeem date.
 *   A gift without vouchers is never redeemed.
 *
 * The share page shows the gift to its recipient as their own (closed card the first time, then
 * the message and their vouchers); to anyone else, once it is Gifted, that it was redeemed by its
 * recipient (it is theirs: nobody else can claim it).
 *
 * The sender's timeline of a gift (extension, issue 24) lists these moments as they happen, with
 * 'scheduled' between sent and delivered while a scheduled gift waits.
 *
 * A gift to many (reserve_order with recipients) gives each recipient an order of their own, whose
 * moments are these: sent at payment; delivered at payment or at its schedule for a friend, and
 * for a phone number when its text message with its own link went out (order_status 'Pending
 * Claim' until claimed); opened for a phone number by its claim (redeem_order by the member whose
 * verified phone is that number); redeemed at the first used voucher. The bought order lists them
 * as `recipients` (RECIPIENT_STATUSES), with 'failed' when the text message could not be sent.
 */
export const TIMELINE_EVENTS = ['sent', 'scheduled', 'delivered', 'opened', 'redeemed'] as const;
export type TimelineEventName = (typeof TIMELINE_EVENTS)[number];

/** A member's reminder choices (extension, issue 24: get/update_reminder_settings). */
export const reminderSettingsSchema = v.object({
  /** The member's IANA zone: their choice, or their country's (zone_chosen '0'). */
  time_zone: str(),
  zone_chosen: v.picklist(['0', '1']),
  unopened_gift: v.picklist(['0', '1']),
  voucher_expiry: v.picklist(['0', '1']),
  in_app: v.picklist(['0', '1']),
  sms: v.picklist(['0', '1']),
  push: v.picklist(['0', '1']),
  /** Quiet hours in time_zone (no SMS or push): '22:00' to '08:00'. */
  quiet_from: str(),
  quiet_until: str(),
});
export type ReminderSettings = v.InferOutput<typeof reminderSettingsSchema>;

/** Most recipients one order may name (issue 45: one gift to many). */
export const MAX_GIFT_RECIPIENTS = 50;

/**
 * One recipient of a multi-recipient order, as reserve_order's `recipients` JSON names them: a
 * friend (member_id) or a person who is not a member yet (phone, E.164 such as +6591234567, and
 * the name to put on their card), each delivered now or at schedule_date/time in schedule_zone
 * (by default the recipient's zone: a friend's own, a phone's country's).
 */
export const giftRecipientInputSchema = v.strictObject({
  member_id: v.optional(v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'must be a numeric id'))),
  phone: v.optional(v.pipe(v.string(), v.regex(/^\+\d{6,16}$/, 'must be E.164: + and digits'))),
  name: v.optional(v.pipe(v.string(), v.maxLength(60))),
  schedule_date: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
  schedule_time: v.optional(v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/))),
  schedule_zone: v.optional(v.pipe(v.string(), v.maxLength(64))),
});
export type GiftRecipientInput = v.InferOutput<typeof giftRecipientInputSchema>;
export const giftRecipientsInputSchema = v.pipe(
  v.array(giftRecipientInputSchema),
  v.minLength(1),
  v.maxLength(MAX_GIFT_RECIPIENTS),
);

/**
 * Where one recipient's gift stands, for its sender (issue 45): scheduled (waits for its time),
 * sending (paid, its text message not out yet), delivered (in their Received list, or their text
 * message sent), opened, redeemed (a voucher used), or failed (failed_reason says why; resend_gift
 * tries again).
 */
export const RECIPIENT_STATUSES = [
  'scheduled',
  'sending',
  'delivered',
  'opened',
  'redeemed',
  'failed',
] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const giftRecipientSchema = v.object({
  /** The recipient's own gift (an order id: their link /giftcard-share?id=). */
  order_id: str(),
  /** The friend's member id; for a phone recipient '0' until a member claims it, then theirs. */
  recipient_id: str(),
  recipient_name: str(),
  /** The phone number (E.164) of a recipient who was not a member; '' for a friend. */
  phone: str(),
  status: v.picklist(RECIPIENT_STATUSES),
  /** Why the delivery failed ('' unless failed). */
  failed_reason: str(),
  /** Whether resend_gift may send it again (failed, or delivered and not opened yet). */
  can_resend: v.boolean(),
  /** This gift's moments, times 'YYYY-MM-DD HH:mm' in the sender's zone (the timeline's). */
  events: v.array(v.object({ event: v.picklist(TIMELINE_EVENTS), date: str() })),
});
export type GiftRecipient = v.InferOutput<typeof giftRecipientSchema>;

export const orderSchema = v.object({
  id: str(),
  order_no: str(),
  created_date: dateTimeSlash(),
  paid_date: v.optional(dateTimeSlash()),
  /** When the gift was delivered to its recipient (see TIMELINE_EVENTS); '' before. */
  received_date: v.optional(dateTimeSlash()),
  /**
   * Extension (issue 45), for the sender and the recipient only: when the recipient first opened
   * the closed card ('' until then: the recipient's screens show the card closed).
   */
  opened_date: v.optional(dateTimeSlash()),
  /**
   * Extension (issue 45), for the sender and the recipient only: the redeem date, when the
   * recipient first used a voucher of the gift ('' until then: "Not redeemed yet").
   */
  redeemed_date: v.optional(dateTimeSlash()),
  payment_status: v.picklist(PAYMENT_STATUSES),
  /** Gifted, Self-Use, Refunded, or another status of the sender's choice (e.g. 'Pending Send'). */
  order_status: v.pipe(
    str(),
    v.description(
      `Pending (not paid yet), Pending Send, Self-Use, Scheduled, Gifted, Cancelled (see cancel_reason), or '${ORDER_REFUNDED}' (extension, issue 44: paid, then refunded by the support desk; payment_status stays Paid, its vouchers are void, refunded_date says when). Other values may come: show them as they are.`,
    ),
  ),
  /**
   * Extension (issue 44), for the member of a Refunded order: when it was refunded ('' or absent
   * otherwise).
   */
  refunded_date: v.optional(dateTimeSlash()),
  order_type: str(),
  giftcard_id: str(),
  giftcard_image: v.optional(str()),
  giftcard_edit_parameter: v.optional(str()),
  member_id: str(),
  member_name: str(),
  member_profile_picture: str(),
  recipient_id: str(),
  recipient_name: str(),
  phrase: str(),
  /** Price fields are left out for the recipient of a gifted order. */
  sub_total: v.optional(v.number()),
  total_discount: v.optional(v.number()),
  currency: str(),
  order_amount: v.optional(v.number()),
  products: v.array(orderProductSchema),
  /**
   * Extension: why a Cancelled order was cancelled, for its member: 'member' (they cancelled it)
   * or 'unpaid' (not paid in time: its stock and uDollar went back).
   */
  cancel_reason: v.optional(v.picklist(['member', 'unpaid'])),
  /**
   * Extension (issue 24), for the sender of a Scheduled order: the delivery time in the
   * recipient's zone (date_time, 'YYYY-MM-DD HH:mm', and time_zone, an IANA name) and the same
   * instant in the sender's zone.
   */
  schedule: v.optional(
    v.object({
      date_time: str(),
      time_zone: str(),
      sender_date_time: str(),
      sender_time_zone: str(),
    }),
  ),
  /**
   * Extension (issue 24), for the sender: what happened to the gift, oldest first, times
   * ('YYYY-MM-DD HH:mm') in time_zone, the sender's zone.
   */
  timeline: v.optional(
    v.object({
      time_zone: str(),
      events: v.array(
        v.object({
          event: v.picklist(TIMELINE_EVENTS),
          date: str(),
        }),
      ),
    }),
  ),
  /**
   * Extension (issue 45), for the sender of a multi-recipient order: one row per recipient, in
   * the order they were named. Each recipient's gift is an order of its own (order_id).
   */
  recipients: v.optional(v.array(giftRecipientSchema)),
});

export const filterPeriodSchema = v.object({ month: str(), year: str(), filter_name: str() });

export const EVOUCHER_CODE_TYPES = ['qrcode', 'barcode', 'alphanumeric', 'url'] as const;
export type EvoucherCodeType = (typeof EVOUCHER_CODE_TYPES)[number];
export const evoucherSchema = v.object({
  id: str(),
  name: str(),
  image: str(),
  status: str(),
  mark_used_date: str(),
  /** The outlet where a merchant redeemed it (issue 44); absent when the member marked it used. */
  used_outlet: v.optional(str()),
  expiry_date: dateDash(),
  evoucher_code: str(),
  evoucher_code_type: v.picklist(EVOUCHER_CODE_TYPES),
  evoucher_code_image: str(),
});
export const orderProductVouchersSchema = v.object({
  id: str(),
  product_name: str(),
  /**
   * The product's name in each language (extension, issue 45), as orders give it: product_name
   * is the English one, the fallback for a missing translation only.
   */
  multiple_languages: v.optional(productNameTextsSchema),
  image: str(),
  order_evouchers: v.array(evoucherSchema),
});

export const udollarGiftcardSchema = v.object({
  id: str(),
  udollar_balance: v.number(),
  udollar_orig_balance: v.number(),
  udollar_expire_date: dateTimeIso(),
  order_date: dateTimeIso(),
  currency_code: str(),
});
export const udollarHistorySchema = v.object({
  ordered_date: dateTimeSlash(),
  amount: v.number(),
  order_no: str(),
});

export const profileSchema = v.object({
  member_id: str(),
  name: str(),
  email: str(),
  gender: v.picklist(['Male', 'Female', '']),
  dob: str(),
  phone_number: str(),
  phone_prefix: str(),
  country: str(),
  country_id: str(),
  profile_picture: str(),
  referral_code: str(),
  fb_account_id: str(),
  billing_address: str(),
  billing_postcode: str(),
  billing_state: str(),
  billing_country_id: str(),
  shipping_address: str(),
  shipping_postcode: str(),
  shipping_state: str(),
  shipping_country_id: str(),
});

export const friendSchema = v.object({
  friend_id: str(),
  friend_name: str(),
  friend_profile_picture: str(),
  /**
   * The friend's own time zone (IANA; extension, issue 45): where a gift scheduled for "the
   * recipient's time zone" arrives, so the send dialog can name it.
   */
  time_zone: v.optional(str()),
});
const SOCIAL_STATUSES = ['', 'Pending', 'Pending Approval', 'Accepted'] as const;
export const socialContactSchema = v.object({
  id: str(),
  name: str(),
  profile_picture: str(),
  status: v.picklist(SOCIAL_STATUSES),
  /** The Ugift member behind this social contact, when known. */
  member_id: v.optional(str()),
});
export const friendRequestSchema = v.object({
  member_id: str(),
  friend_name: str(),
  friend_profile_picture: str(),
});

const REWARD_TYPES = ['product_free', 'product_discount', 'points'] as const;
const childCampaignSchema = v.object({
  name: str(),
  /** Percentage; 100 or more is complete. */
  campaign_progress: v.number(),
  is_redeemed: v.boolean(),
  is_redeemed_date: str(),
});
export const campaignSchema = v.object({
  id: str(),
  name: str(),
  image: str(),
  description: str(),
  terms_and_conditions: str(),
  campaign_type: str(),
  task_type: str(),
  reward_type: v.picklist(REWARD_TYPES),
  is_redeem: v.boolean(),
  is_redeemed: v.boolean(),
  campaign_progress: v.optional(
    v.object({ percentage: v.number(), campaign_progress_message: str() }),
  ),
  child_campaign: v.array(childCampaignSchema),
});

/** The logged-in user kept under authUser. */
export const authUserSchema = v.object({
  member_id: str(),
  country_id: str(),
  name: v.optional(str()),
  phone_number: v.optional(str()),
  phone_prefix: v.optional(str()),
  profile_picture: v.optional(str()),
});

export const apiTokenSchema = v.object({
  ...successBase,
  api_token: v.pipe(v.string(), v.minLength(16)),
  /** Epoch seconds. */
  api_token_expiry: v.pipe(v.number(), v.integer()),
});

export type Country = v.InferOutput<typeof countrySchema>;
export type Banner = v.InferOutput<typeof bannerSchema>;
export type Popup = v.InferOutput<typeof popupSchema>;
export type ProductSummary = v.InferOutput<typeof productSummarySchema>;
export type ProductDetail = v.InferOutput<typeof productDetailSchema>;
export type Category = v.InferOutput<typeof categorySchema>;
export type OptionItem = v.InferOutput<typeof optionItemSchema>;
export type Giftcard = v.InferOutput<typeof giftcardSchema>;
export type GiftcardGroup = v.InferOutput<typeof giftcardGroupSchema>;
export type Music = v.InferOutput<typeof musicSchema>;
export type Basket = v.InferOutput<typeof basketSchema>;
export type BasketProduct = v.InferOutput<typeof basketProductSchema>;
export type Notification = v.InferOutput<typeof notificationSchema>;
export type Order = v.InferOutput<typeof orderSchema>;
export type FilterPeriod = v.InferOutput<typeof filterPeriodSchema>;
export type Evoucher = v.InferOutput<typeof evoucherSchema>;
export type OrderProductVouchers = v.InferOutput<typeof orderProductVouchersSchema>;
export type UdollarGiftcard = v.InferOutput<typeof udollarGiftcardSchema>;
export type UdollarHistoryEntry = v.InferOutput<typeof udollarHistorySchema>;
export type Profile = v.InferOutput<typeof profileSchema>;
export type Friend = v.InferOutput<typeof friendSchema>;
export type SocialContact = v.InferOutput<typeof socialContactSchema>;
export type FriendRequest = v.InferOutput<typeof friendRequestSchema>;
export type Campaign = v.InferOutput<typeof campaignSchema>;
export type AuthUser = v.InferOutput<typeof authUserSchema>;
export type Outlet = v.InferOutput<typeof outletSchema>;
