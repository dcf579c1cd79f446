import type { OperationName, ResponseOf } from '../contract';
import * as d from './data';

const ok = (message = 'Success') => ({ success: true as const, message });
const table = <T>(t: T, message = '') => ({ success: true as const, message, table: t });

/** Epoch seconds of 2030-01-01: fixture tokens stay valid under any test clock before then. */
const FIXTURE_TOKEN_EXPIRY = 1893456000;

/** The default success body of every operation, typed by the contract. */
export const fixtures: { [N in OperationName]: ResponseOf<N> } = {
  get_api_token: {
    ...ok(),
    api_token: 'mock-api-token-0123456789abcdef',
    api_token_expiry: FIXTURE_TOKEN_EXPIRY,
  },
  track_link: ok(),
  get_otp: { ...ok('OTP sent'), otp: '123456' },
  verify_otp: {
    ...ok('OTP verified'),
    otp_proof: 'mock-otp-proof-0123456789',
    otp_proof_expiry: FIXTURE_TOKEN_EXPIRY,
  },
  create_account: { ...ok('Account created'), member_id: d.MEMBER_ID },
  apply_referral_code: ok('Referral code applied'),
  login: {
    ...ok('Login successful'),
    data: {
      member_id: d.MEMBER_ID,
      country_id: '3',
      name: 'Mei Tan',
      phone_number: '6591234567',
      phone_prefix: '+65',
      profile_picture: d.profile.profile_picture,
    },
    migrate_member: false,
  },
  login_facebook: {
    ...ok('Login successful'),
    data: { member_id: d.MEMBER_ID, country_id: '3', name: 'Mei Tan' },
  },
  logout: ok('Logged out'),
  update_country: ok('Country updated'),
  set_market_country: ok('Country updated'),
  reset_password: ok('Password updated'),
  list_country: table(d.countries),
  detail_profile: table(d.profile),
  update_profile: ok('Profile updated'),
  update_facebook_id: ok('Facebook account linked'),
  facebook_member: table(d.socialContacts),
  list_friend: { ...table(d.friends), total: d.friends.length },
  list_facebook: table(d.socialContacts),
  list_friend_request: table(d.friendRequests),
  add_friend: ok('Friend request sent'),
  accept_friend: ok('Friend request accepted'),
  reject_friend: ok('Friend request rejected'),
  remove_friend: ok('Friend removed'),
  detail_campaign: table(d.inviteCampaign),
  redeem_campaign_reward: { ...ok('Reward redeemed! 5,000 points have been added.') },
  list_popup: table(d.popups),
  mark_not_show_again: ok(),
  list_banner: table(d.banners),
  list_giftcard: table(d.giftcardGroups),
  detail_giftcard: table({ ...d.giftcards[0]!, related_products: d.productSummaries.slice(0, 3) }),
  list_music: table(d.music),
  list_category: table(d.categories),
  list_brand: table(d.brands),
  list_product: table(d.productSummaries),
  list_interest: table(d.interests),
  list_gift_intention: table(d.giftIntentions),
  detail_product: table(d.products[0]!),
  detail_basket: table(d.basket),
  product_to_basket: ok('Cart updated'),
  giftcard_to_basket: ok('Cart updated'),
  update_order_status: ok(),
  remove_product: ok('Cart updated'),
  remove_giftcard: ok('Cart updated'),
  update_billing_address: ok('Billing address updated'),
  list_udollar_giftcards: table(d.udollars),
  apply_udollar_giftcard: ok('uDollar applied'),
  history_udollar_giftcards: table(d.udollarHistory),
  reserve_order: { ...ok('Order reserved'), order_id: d.orders.pending.id },
  pay_order: ok('Order paid'),
  get_cashier_url: { ...ok(), cashier_url: '/payment-status?id=900' },
  list_order: table(Object.values(d.orders)),
  list_filter_time: table(d.filterPeriods),
  detail_order: table(d.orders.pending),
  cancel_order: ok('Your order has been cancelled.'),
  send_order: ok('Your gift is on its way.'),
  change_schedule: ok('The delivery time was changed.'),
  cancel_schedule: ok('The scheduled delivery was cancelled.'),
  open_order: ok('Gift opened'),
  resend_gift: ok('The gift was sent again.'),
  redeem_order: ok('Gift redeemed'),
  list_notification: table(d.notifications),
  read_notification: ok(),
  get_reminder_settings: table(d.reminderSettings),
  update_reminder_settings: ok('Reminder settings saved'),
  push_key: {
    success: true,
    message: '',
    enabled: true,
    public_key:
      'BC672yFcB5N-_Tm6yH_dZKcn32zfZtK3jjuREQJYlneBXzDONoJvK9Jv_AbMssyEBIdO3j3e2nAWD1bxBxCbwCI',
  },
  subscribe_push: ok('Push notifications are on'),
  unsubscribe_push: ok('Push notifications are off'),
  list_evoucher: table(d.walletProducts),
  detail_evoucher: {
    ...table(Object.values(d.evouchers).slice(0, 2)),
    product_name: 'Kopi Corner Latte Set',
    terms_and_conditions: d.products[0]!.multiple_languages.en.terms_and_conditions,
    redeem_howto: d.products[0]!.multiple_languages.en.redeem_howto,
    applicable_outlets: d.outlets,
  },
  refresh_evoucher: ok('Vouchers refreshed'),
  mark_evoucher_used: ok('Voucher marked as used'),
};

/** The body of an operation with an empty list (or no basket). */
export function emptyFixture<N extends OperationName>(name: N): ResponseOf<N> {
  const body = fixtures[name] as Record<string, unknown>;
  if (!('table' in body)) return fixtures[name];
  const t = body.table;
  const empty = Array.isArray(t) ? [] : name === 'detail_basket' ? null : t;
  return { ...body, table: empty, ...('total' in body ? { total: 0 } : {}) } as ResponseOf<N>;
}
