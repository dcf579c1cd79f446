import { PRODUCT_PAGE_MAX, type OperationName, type RequestOf, type ResponseOf } from '../contract';
import * as d from './data';
import { fixtures } from './fixtures';

/** A failure answer: HTTP status and body { success: false, message }. */
export class MockFailure {
  constructor(
    readonly message: string,
    readonly status = 200,
    readonly extra: Record<string, unknown> = {},
  ) {}
}

export type Resolver<N extends OperationName> = (
  fields: RequestOf<N>,
) => ResponseOf<N> | MockFailure;

/** Which brand and category each fixture product belongs to (not part of the product shape). */
const PRODUCT_BRAND: Record<string, string> = {
  '101': '11',
  '102': '12',
  '103': '13',
  '104': '14',
  '105': '11',
};
const PRODUCT_CATEGORY: Record<string, string> = {
  '101': '1',
  '102': '2',
  '103': '1',
  '104': '4',
  '105': '1',
};

const lang = (p: { multiple_languages: { en: { name: string } } }) => p.multiple_languages.en.name;

// Answers that depend on the request, so stories and route tests can navigate the fixture data.
export const defaultResolvers: { [N in OperationName]?: Resolver<N> } = {
  get_otp: (f) => ({
    ...fixtures.get_otp,
    message: f.action === 'register' ? 'OTP sent' : 'OTP sent for password reset',
  }),
  verify_otp: (f) => (f.otp === '123456' ? fixtures.verify_otp : new MockFailure('Invalid OTP')),
  login: (f) =>
    f.password === 'secret1' || f.password === 'password'
      ? fixtures.login
      : new MockFailure('Invalid phone number or password'),
  detail_product: (f) => {
    const product = d.products.find((p) => p.id === f.product_id);
    return product
      ? { ...fixtures.detail_product, table: product }
      : new MockFailure('Product not found', 404);
  },
  list_product: (f) => {
    let list = d.productSummaries;
    const q = f.filter_by_keywords?.toLowerCase();
    if (q) list = list.filter((p) => lang(p).toLowerCase().includes(q));
    if (f.filter_by_promo === 'true' || f.filter_by_promo === '1')
      list = list.filter((p) => p.campaign_info);
    if (f.filter_by_brands_id?.length)
      list = list.filter((p) => f.filter_by_brands_id!.includes(PRODUCT_BRAND[p.id] ?? ''));
    if (f.filter_by_categories_id?.length)
      list = list.filter((p) => f.filter_by_categories_id!.includes(PRODUCT_CATEGORY[p.id] ?? ''));
    if (f.filter_by_price_end)
      list = list.filter((p) => p.discounted_price <= Number(f.filter_by_price_end));
    const sorted = [...list];
    if (f.order_by === 'DESC' || f.order_by === 'desc')
      sorted.sort((a, b) => lang(b).localeCompare(lang(a)));
    else if (f.order_by === 'HIGH') sorted.sort((a, b) => b.discounted_price - a.discounted_price);
    else if (f.order_by === 'LOW') sorted.sort((a, b) => a.discounted_price - b.discounted_price);
    else if (f.order_by === 'ASC' || f.order_by === 'asc')
      sorted.sort((a, b) => lang(a).localeCompare(lang(b)));
    // Pages as the api gives them; the cursor here is simply the offset of the next page.
    const size = Math.min(Number(f.page_size ?? f.limit ?? PRODUCT_PAGE_MAX), PRODUCT_PAGE_MAX);
    const start = f.cursor ? Number(f.cursor) : 0;
    const end = start + size;
    return {
      ...fixtures.list_product,
      table: sorted.slice(start, end),
      ...(end < sorted.length ? { next_cursor: String(end) } : {}),
    };
  },
  list_category: (f) => ({
    ...fixtures.list_category,
    // With brand ids: only the categories those brands have products in.
    table: d.categories
      .filter(
        (c) =>
          !f.filter_by_brands_id?.length ||
          Object.keys(PRODUCT_CATEGORY).some(
            (p) =>
              PRODUCT_CATEGORY[p] === c.id && f.filter_by_brands_id!.includes(PRODUCT_BRAND[p]!),
          ),
      )
      .slice(0, f.limit ? Number(f.limit) : undefined),
  }),
  list_brand: (f) => ({
    ...fixtures.list_brand,
    // With category ids: only the brands with products in those categories.
    table: d.brands.filter(
      (b) =>
        !f.filter_by_categories_id?.length ||
        Object.keys(PRODUCT_BRAND).some(
          (p) =>
            PRODUCT_BRAND[p] === b.id && f.filter_by_categories_id!.includes(PRODUCT_CATEGORY[p]!),
        ),
    ),
  }),
  list_giftcard: (f) => {
    let cards = d.giftcards;
    if (f.filter_by_editable) cards = cards.filter((g) => g.is_editable === f.filter_by_editable);
    if (f.group_by_categories === 'true' || f.group_by_categories === '1') {
      const groups = [...new Set(cards.map((g) => g.category_name))].map((name) => ({
        category_name: name,
        giftcards: cards.filter((g) => g.category_name === name),
      }));
      return { ...fixtures.list_giftcard, table: groups };
    }
    return {
      ...fixtures.list_giftcard,
      table: cards.slice(0, f.limit ? Number(f.limit) : undefined),
    };
  },
  detail_giftcard: (f) => {
    const card = d.giftcards.find((g) => g.id === f.giftcard_id);
    return card
      ? {
          ...fixtures.detail_giftcard,
          table: { ...card, related_products: d.productSummaries.slice(0, 3) },
        }
      : new MockFailure('Gift card not found', 404);
  },
  detail_campaign: (f) =>
    f.campaign_id === d.inviteCampaign.id
      ? fixtures.detail_campaign
      : f.campaign_id === d.productCampaign.id
        ? { ...fixtures.detail_campaign, table: d.productCampaign }
        : new MockFailure('Campaign not found', 404),
  list_friend: (f) => {
    const q = f.filter_by_name?.toLowerCase() ?? '';
    const table = d.friends.filter((x) => x.friend_name.toLowerCase().includes(q));
    return { ...fixtures.list_friend, table, total: table.length };
  },
  list_order: (f) => {
    const o = d.orders;
    const byFilter = {
      pay: [o.pending],
      purchased: [o.paidToSend, o.selfUse, o.campaign, o.cardOnly],
      sent: [o.gifted, o.sentNotRedeemed],
      received: [o.received],
    } as const;
    return { ...fixtures.list_order, table: [...byFilter[f.filter_by]] };
  },
  detail_order: (f) => {
    const order = Object.values(d.orders).find((o) => o.id === f.order_id);
    return order
      ? { ...fixtures.detail_order, table: order }
      : new MockFailure('Order not found', 404);
  },
  list_evoucher: (f) => {
    let table = f.filter_by_status === 'used' ? d.usedWalletProducts : d.walletProducts;
    if (f.filter_by_status === 'received') table = d.walletProducts.slice(0, 1);
    const q = f.filter_by_keywords?.toLowerCase();
    if (q) table = table.filter((p) => p.product_name.toLowerCase().includes(q));
    return { ...fixtures.list_evoucher, table };
  },
  detail_evoucher: (f) => {
    const item = [...d.walletProducts, ...d.usedWalletProducts].find(
      (p) => p.id === f.order_product_id,
    );
    return item
      ? {
          ...fixtures.detail_evoucher,
          product_name: item.product_name,
          table: item.order_evouchers,
        }
      : new MockFailure('Voucher not found', 404);
  },
  history_udollar_giftcards: (f) =>
    d.udollars.some((u) => u.id === f.udollar_id)
      ? fixtures.history_udollar_giftcards
      : { ...fixtures.history_udollar_giftcards, table: [] },
  reserve_order: () => fixtures.reserve_order,
};
