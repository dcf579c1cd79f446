import {
  ELEMENT_DEFAULTS as element,
  serializeEditParameter,
} from '@ugift/giftcard-renderer/model';

import type {
  Banner,
  Basket,
  Campaign,
  Category,
  Country,
  Evoucher,
  FilterPeriod,
  Friend,
  FriendRequest,
  Giftcard,
  GiftcardGroup,
  Music,
  Notification,
  OptionItem,
  Order,
  OrderProductVouchers,
  Outlet,
  Popup,
  ProductDetail,
  ProductSummary,
  Profile,
  ReminderSettings,
  SocialContact,
  UdollarGiftcard,
  UdollarHistoryEntry,
} from '../contract';
import { codeImage, flagImage, SILENT_WAV, svgImage } from './images';

// Realistic, deterministic fixture data (fixed dates, no randomness): Singapore is the default
// market (country id 3), the signed-in member is Mei Tan (member 12).

export const MEMBER_ID = '12';

export const countries: Country[] = [
  {
    id: '3',
    name: 'Singapore',
    image: flagImage('SG', '#ef3340', '#ffffff'),
    country_code: '+65',
    currency_code: 'SGD',
  },
  {
    id: '1',
    name: 'Malaysia',
    image: flagImage('MY', '#cc0001', '#010066'),
    country_code: '+60',
    currency_code: 'MYR',
  },
  {
    id: '5',
    name: 'Japan',
    image: flagImage('JP', '#ffffff', '#bc002d'),
    country_code: '+81',
    currency_code: 'JPY',
  },
  {
    id: '6',
    name: 'China',
    image: flagImage('CN', '#de2910', '#ffde00'),
    country_code: '+86',
    currency_code: 'CNY',
  },
];

const names = (en: string, cn: string, jp: string) => ({
  en: { name: en },
  cn: { name: cn },
  jp: { name: jp },
});

export const categories: Category[] = [
  {
    id: '1',
    name: 'Food & Drinks',
    image: svgImage('Food', '#e76f51'),
    image_home: svgImage('Food', '#e76f51', 160, 160),
    colour_code: '#e76f51',
    multiple_languages: names('Food & Drinks', '美食饮品', 'フード＆ドリンク'),
  },
  {
    id: '2',
    name: 'Beauty',
    image: svgImage('Beauty', '#d6336c'),
    image_home: svgImage('Beauty', '#d6336c', 160, 160),
    colour_code: '#d6336c',
    multiple_languages: names('Beauty', '美容', 'ビューティー'),
  },
  {
    id: '3',
    name: 'Lifestyle',
    image: svgImage('Lifestyle', '#2a9d8f'),
    image_home: svgImage('Lifestyle', '#2a9d8f', 160, 160),
    colour_code: '#2a9d8f',
    multiple_languages: names('Lifestyle', '生活', 'ライフスタイル'),
  },
  {
    id: '4',
    name: 'Experiences',
    image: svgImage('Fun', '#6d28d9'),
    image_home: svgImage('Fun', '#6d28d9', 160, 160),
    colour_code: '#6d28d9',
    multiple_languages: { en: { name: 'Experiences' }, cn: { name: '体验' } },
  },
];

export const brands: Category[] = [
  {
    id: '11',
    name: 'Kopi Corner',
    image: svgImage('Kopi', '#7c4a1e'),
    image_home: svgImage('Kopi', '#7c4a1e', 160, 160),
    colour_code: '#7c4a1e',
    multiple_languages: names('Kopi Corner', '咖啡角', 'コピコーナー'),
    category_name: 'Food & Drinks',
  },
  {
    id: '12',
    name: 'Sakura Spa',
    image: svgImage('Spa', '#f4a7b9'),
    image_home: svgImage('Spa', '#f4a7b9', 160, 160),
    colour_code: '#f4a7b9',
    multiple_languages: names('Sakura Spa', '樱花水疗', 'さくらスパ'),
    category_name: 'Beauty',
  },
  {
    id: '13',
    name: 'Lotus Tea House',
    image: svgImage('Tea', '#588157'),
    image_home: svgImage('Tea', '#588157', 160, 160),
    colour_code: '#588157',
    multiple_languages: names('Lotus Tea House', '莲花茶馆', '蓮茶館'),
    category_name: 'Food & Drinks',
  },
  {
    id: '14',
    name: 'Urban Cinema',
    image: svgImage('Cinema', '#1d3557'),
    image_home: svgImage('Cinema', '#1d3557', 160, 160),
    colour_code: '#1d3557',
    multiple_languages: { en: { name: 'Urban Cinema' } },
    category_name: 'Experiences',
  },
];

export const outlets: Outlet[] = [
  {
    outlet_name: 'Kopi Corner Raffles Place',
    address: '5 Raffles Place, #01-12, Singapore 048618',
    outlet_telno: '+65 6123 4567',
    email: 'raffles@kopicorner.test',
  },
  {
    outlet_name: 'Kopi Corner Tiong Bahru',
    address: '56 Eng Hoon Street, Singapore 160056',
    outlet_telno: '+65 6234 5678',
    email: 'tiongbahru@kopicorner.test',
  },
];

const texts = (en: [string, string], cn: [string, string] | null, jp: [string, string] | null) => {
  const t = (name: string, description: string) => ({
    name,
    description,
    terms_and_conditions:
      '<ul><li>Valid for 6 months from purchase.</li><li>Not exchangeable for cash.</li></ul>',
    redeem_howto:
      '<ol><li>Open the voucher in your wallet.</li><li>Show the code at the counter.</li></ol>',
  });
  return {
    en: t(...en),
    ...(cn ? { cn: t(...cn) } : {}),
    ...(jp ? { jp: t(...jp) } : {}),
  };
};

export const products: ProductDetail[] = [
  {
    id: '101',
    image: svgImage('Latte', '#7c4a1e'),
    multiple_languages: texts(
      ['Kopi Corner Latte Set', '<p>Two lattes and a slice of kaya cake.</p>'],
      ['咖啡角拿铁套餐', '<p>两杯拿铁和一块咖椰蛋糕。</p>'],
      ['コピコーナー ラテセット', '<p>ラテ2杯とカヤケーキ1切れ。</p>'],
    ),
    original_price: 18,
    discounted_price: 15.5,
    stock: 25,
    campaign_info: {
      discount_mode: 'percentage',
      discounted_price: 13.95,
      discount_message: '10% off with the Welcome campaign',
      campaign_id: '31',
    },
    currency_code: 'SGD',
    product_images: [
      { image: svgImage('Latte 1', '#7c4a1e') },
      { image: svgImage('Latte 2', '#9c6644') },
    ],
    applicable_outlets: outlets,
    giftcard_id: '7',
  },
  {
    id: '102',
    image: svgImage('Spa', '#f4a7b9'),
    multiple_languages: texts(
      ['Sakura Spa 60-minute Massage', '<p>A relaxing full-body massage.</p>'],
      ['樱花水疗60分钟按摩', '<p>放松的全身按摩。</p>'],
      ['さくらスパ 60分マッサージ', '<p>全身のリラックスマッサージ。</p>'],
    ),
    original_price: 120,
    discounted_price: 98,
    stock: 8,
    campaign_info: null,
    currency_code: 'SGD',
    product_images: [{ image: svgImage('Spa 1', '#f4a7b9') }],
    applicable_outlets: [
      {
        outlet_name: 'Sakura Spa Orchard',
        address: '391 Orchard Road, #05-01, Singapore 238872',
        outlet_telno: '+65 6345 6789',
        email: 'orchard@sakuraspa.test',
      },
    ],
    giftcard_id: '0',
  },
  {
    id: '103',
    image: svgImage('Tea', '#588157'),
    multiple_languages: texts(
      ['Lotus Tea House Afternoon Tea for Two', '<p>Dim sum and a pot of oolong.</p>'],
      ['莲花茶馆双人下午茶', '<p>点心和一壶乌龙茶。</p>'],
      null,
    ),
    original_price: 45,
    discounted_price: 45,
    stock: 40,
    campaign_info: null,
    currency_code: 'SGD',
    product_images: [{ image: svgImage('Tea', '#588157') }],
    applicable_outlets: [],
    giftcard_id: '0',
  },
  {
    id: '104',
    image: svgImage('Movie', '#1d3557'),
    multiple_languages: texts(
      ['Urban Cinema Movie Pass', '<p>One standard 2D screening, any day.</p>'],
      null,
      ['アーバンシネマ 映画パス', '<p>2D通常上映1回、曜日問わず。</p>'],
    ),
    original_price: 14.5,
    discounted_price: 12,
    stock: 0,
    campaign_info: null,
    currency_code: 'SGD',
    product_images: [{ image: svgImage('Movie', '#1d3557') }],
    applicable_outlets: [],
    giftcard_id: '0',
  },
  {
    id: '105',
    image: svgImage('Cake', '#e76f51'),
    multiple_languages: texts(
      [
        'Birthday Cake (1 kg) with a Very Long Name That Wraps onto Two Lines',
        '<p>Chocolate or vanilla, with a name piped on top.</p>',
      ],
      ['生日蛋糕（1公斤）', '<p>巧克力或香草口味。</p>'],
      ['バースデーケーキ（1kg）', '<p>チョコまたはバニラ。</p>'],
    ),
    original_price: 58,
    discounted_price: 52.2,
    stock: 3,
    campaign_info: {
      discount_mode: 'amount',
      discounted_price: 47.2,
      discount_message: 'SGD 5 off this week',
      campaign_id: '32',
    },
    currency_code: 'SGD',
    product_images: [{ image: svgImage('Cake', '#e76f51') }],
    applicable_outlets: outlets.slice(0, 1),
    giftcard_id: '8',
  },
];

/** List rows carry only the names (list_product, our extension); details keep every text. */
export const productSummaries: ProductSummary[] = products.map((p) => ({
  id: p.id,
  image: p.image,
  multiple_languages: {
    en: { name: p.multiple_languages.en.name },
    ...(p.multiple_languages.cn?.name ? { cn: { name: p.multiple_languages.cn.name } } : {}),
    ...(p.multiple_languages.jp?.name ? { jp: { name: p.multiple_languages.jp.name } } : {}),
  },
  original_price: p.original_price,
  discounted_price: p.discounted_price,
  stock: p.stock,
  campaign_info: p.campaign_info,
  currency_code: p.currency_code,
}));

export const banners: Banner[] = [
  {
    id: '1',
    image: svgImage('Give joy', '#264653', 960, 400),
    linkage_type: 'linkage_url',
    linkage_detail: 'https://ugift.test/about',
    linkage_info: { name: 'About Ugift', description: 'Gifts made personal' },
  },
  {
    id: '2',
    image: svgImage('Latte deal', '#7c4a1e', 960, 400),
    linkage_type: 'linkage_product',
    linkage_detail: '101',
    linkage_info: { name: 'Kopi Corner Latte Set', description: '10% off' },
  },
  {
    id: '3',
    image: svgImage('Watch', '#6d28d9', 960, 400),
    linkage_type: 'linkage_video',
    linkage_detail: SILENT_WAV,
    linkage_info: { name: 'How Ugift works', description: 'A one-minute tour' },
  },
  {
    id: '4',
    image: svgImage('Invite', '#2a9d8f', 960, 400),
    linkage_type: 'linkage_campaign',
    linkage_detail: '25',
    linkage_info: { name: 'Invite a friend', description: 'Earn 5,000 points' },
  },
];

export const popups: Popup[] = [
  {
    id: '1',
    image: svgImage('New year sale', '#c1121f', 600, 800),
    name: 'New year sale',
    linkage_type: 'linkage_product',
    linkage_detail: '105',
  },
  {
    id: '2',
    image: svgImage('Invite friends', '#2a9d8f', 600, 800),
    name: 'Invite friends',
    linkage_type: 'linkage_campaign',
    linkage_detail: '25',
  },
];

export const interests: OptionItem[] = [
  { cf_content_label: 'Food', cf_content_value: 'food' },
  { cf_content_label: 'Wellness', cf_content_value: 'wellness' },
  { cf_content_label: 'Movies', cf_content_value: 'movies' },
];
export const giftIntentions: OptionItem[] = [
  { cf_content_label: 'Birthday', cf_content_value: 'birthday' },
  { cf_content_label: 'Thank you', cf_content_value: 'thank_you' },
  { cf_content_label: 'Congratulations', cf_content_value: 'congratulations' },
];

export const music: Music[] = [
  { id: '1', name: 'Happy Birthday (piano)', url: SILENT_WAV },
  { id: '2', name: 'Warm Thanks', url: SILENT_WAV },
  { id: '3', name: 'Festive Bells', url: SILENT_WAV },
];

/** A card edit parameter as the server stores it (the renderer's codec hex-encodes the texts). */
export function editParameter(message: string, title: string, photo = '', musicId = '1'): string {
  return serializeEditParameter([
    {
      ...element,
      type: 'text',
      key: 'title',
      content: title,
      placeholder: 'Title',
      xpos: 0.08,
      ypos: 0.08,
      width: 0.6,
      height: 0.14,
      fontfamily: 'serif',
      fontcolor: '#ffffff',
      fontsize: 36,
    },
    {
      ...element,
      type: 'image',
      key: 'photo_1',
      content: photo,
      placeholder: 'Add a photo',
      xpos: 0.6,
      ypos: 0.3,
      width: 0.32,
      height: 0.5,
    },
    {
      ...element,
      type: 'custom_text',
      key: 'signature',
      content: 'Mei ❤',
      placeholder: 'From',
      xpos: 0.08,
      ypos: 0.8,
      width: 0.4,
      height: 0.1,
      fontcolor: '#ffffff',
      size: 's',
    },
    {
      ...element,
      type: 'sticker',
      key: 'sticker_1',
      content: svgImage('★', '#ffb703', 80, 80),
      xpos: 0.45,
      ypos: 0.05,
      width: 0.1,
      height: 0.15,
    },
    {
      ...element,
      type: 'message',
      key: 'message',
      content: message,
      placeholder: 'Write a message',
      xpos: 0,
      ypos: 0,
      width: 0,
      height: 0,
      size: 'm',
    },
    {
      ...element,
      type: 'music',
      key: 'music',
      content: musicId,
      xpos: 0,
      ypos: 0,
      width: 0,
      height: 0,
    },
  ]);
}

const card = (
  id: string,
  label: string,
  colour: string,
  category: string,
  editable: boolean,
  en: string,
  cn: string,
  jp: string,
): Giftcard => ({
  id,
  image: svgImage(label, colour, 686, 460),
  image_thumbnail: svgImage(label, colour, 240, 160),
  is_editable: editable ? 'Yes' : 'No',
  edit_parameter: editable ? editParameter('', en) : '[]',
  multiple_languages: names(en, cn, jp),
  category_name: category,
});

export const giftcards: Giftcard[] = [
  card(
    '7',
    'Happy Birthday',
    '#e76f51',
    'Birthday',
    true,
    'Happy Birthday',
    '生日快乐',
    'お誕生日おめでとう',
  ),
  card('8', 'Cake Day', '#f4a261', 'Birthday', false, 'Cake Day', '蛋糕日', 'ケーキの日'),
  card('9', 'Thank You', '#2a9d8f', 'Thank You', true, 'Thank You', '谢谢你', 'ありがとう'),
  card('10', 'Merci', '#264653', 'Thank You', false, 'Merci', '感谢', 'メルシー'),
  card(
    '11',
    'Season’s Greetings',
    '#c1121f',
    'Festive',
    true,
    'Season’s Greetings',
    '节日快乐',
    '季節のご挨拶',
  ),
];

export const giftcardGroups: GiftcardGroup[] = ['Birthday', 'Thank You', 'Festive'].map((name) => ({
  category_name: name,
  giftcards: giftcards.filter((g) => g.category_name === name),
}));

export const basket: Basket = {
  id: '500',
  products: [
    {
      product_id: '101',
      image: products[0]!.image,
      quantity: 2,
      amount: 31,
      currency_code: 'SGD',
      multiple_languages: {
        en: { product_name: 'Kopi Corner Latte Set' },
        cn: { product_name: '咖啡角拿铁套餐' },
        jp: { product_name: 'コピコーナー ラテセット' },
      },
      campaign_info: {
        discount_mode: 'percentage',
        discount_message: '10% off with the Welcome campaign',
      },
    },
    {
      product_id: '103',
      image: products[2]!.image,
      quantity: 1,
      amount: 45,
      currency_code: 'SGD',
      multiple_languages: {
        en: { product_name: 'Lotus Tea House Afternoon Tea for Two' },
        cn: { product_name: '莲花茶馆双人下午茶' },
      },
      campaign_info: null,
    },
  ],
  giftcard_id: '7',
  giftcard_image: giftcards[0]!.image,
  giftcard_edit_parameter: editParameter('Happy birthday, Aiko! 🎂', 'Happy Birthday'),
  billing_address: '1 Marina Way, #10-01, Singapore 018989',
  sub_total: 76,
  total_discount: 3.1,
  points: 0,
  order_amount: 72.9,
  currency: 'SGD',
  udollar_amount: 0,
  order_status: 'Self-Use',
};

const orderProducts = [
  {
    product_id: '101',
    image: products[0]!.image,
    product_name: 'Kopi Corner Latte Set',
    quantity: 2,
    currency_code: 'SGD',
    amount: 31,
    multiple_languages: {
      en: { product_name: 'Kopi Corner Latte Set' },
      cn: { product_name: '咖啡角拿铁套餐' },
      jp: { product_name: 'コピコーナー ラテセット' },
    },
  },
  {
    product_id: '102',
    image: products[1]!.image,
    product_name: 'Sakura Spa 60-minute Massage',
    quantity: 1,
    currency_code: 'SGD',
    amount: 98,
    multiple_languages: {
      en: { product_name: 'Sakura Spa 60-minute Massage' },
      jp: { product_name: 'さくらスパ 60分マッサージ' },
    },
  },
];

const baseOrder: Order = {
  id: '900',
  order_no: 'UG-2026-000900',
  created_date: '10/01/2026 14:32:05',
  payment_status: 'Pending',
  order_status: 'Pending',
  order_type: 'Order with Products',
  giftcard_id: '7',
  giftcard_image: giftcards[0]!.image,
  giftcard_edit_parameter: editParameter(
    'Happy birthday, Aiko! 🎂 Have a lovely day.',
    'Happy Birthday',
  ),
  member_id: MEMBER_ID,
  member_name: 'Mei Tan',
  member_profile_picture: svgImage('M', '#6d28d9', 96, 96),
  recipient_id: '0',
  recipient_name: '',
  phrase: 'A gift is a smile you can hold.',
  sub_total: 129,
  total_discount: 3.1,
  currency: 'SGD',
  order_amount: 125.9,
  products: orderProducts,
};

/** One order in each state the screens tell apart. */
export const orders = {
  pending: baseOrder,
  paidToSend: {
    ...baseOrder,
    id: '901',
    order_no: 'UG-2026-000901',
    payment_status: 'Paid',
    order_status: 'Pending Send',
    paid_date: '10/01/2026 14:40:11',
  },
  selfUse: {
    ...baseOrder,
    id: '902',
    order_no: 'UG-2026-000902',
    payment_status: 'Paid',
    order_status: 'Self-Use',
    giftcard_id: '0',
    giftcard_image: '',
    giftcard_edit_parameter: '',
    paid_date: '08/01/2026 09:12:45',
  },
  gifted: {
    ...baseOrder,
    id: '903',
    order_no: 'UG-2026-000903',
    payment_status: 'Paid',
    order_status: 'Gifted',
    paid_date: '02/01/2026 18:03:27',
    received_date: '03/01/2026 08:15:00',
    opened_date: '03/01/2026 08:15:00',
    redeemed_date: '03/01/2026 08:15:00',
    recipient_id: '14',
    recipient_name: 'Aiko Sato',
  },
  sentNotRedeemed: {
    ...baseOrder,
    id: '904',
    order_no: 'UG-2026-000904',
    payment_status: 'Paid',
    order_status: 'Sent',
    paid_date: '05/01/2026 10:00:00',
    recipient_id: '14',
    recipient_name: 'Aiko Sato',
  },
  campaign: {
    ...baseOrder,
    id: '905',
    order_no: 'UG-2026-000905',
    payment_status: 'Campaign Redemption',
    order_status: 'Self-Use',
    order_type: 'Campaign Redemption',
    giftcard_id: '0',
    giftcard_image: '',
    giftcard_edit_parameter: '',
    sub_total: 0,
    total_discount: 0,
    order_amount: 0,
    products: orderProducts.slice(0, 1),
  },
  /** Received by the member from a friend: price details hidden from the recipient. */
  received: {
    ...baseOrder,
    id: '906',
    order_no: 'UG-2026-000906',
    payment_status: 'Paid',
    order_status: 'Gifted',
    member_id: '15',
    member_name: 'Kenji Watanabe',
    member_profile_picture: '',
    recipient_id: MEMBER_ID,
    recipient_name: 'Mei Tan',
    paid_date: '20/12/2025 19:45:00',
    received_date: '21/12/2025 07:30:00',
    opened_date: '21/12/2025 07:30:00',
    redeemed_date: '',
    sub_total: undefined,
    total_discount: undefined,
    order_amount: undefined,
  },
  /** A card with no products: paid straight away. */
  cardOnly: {
    ...baseOrder,
    id: '907',
    order_no: 'UG-2026-000907',
    payment_status: 'Paid',
    order_status: 'Pending Send',
    order_type: 'Order with Giftcard',
    paid_date: '11/01/2026 12:00:00',
    sub_total: 0,
    total_discount: 0,
    order_amount: 0,
    products: [],
  },
} satisfies Record<string, Order>;

/** Issue 24: a member's reminder choices (the defaults, in Singapore's zone). */
export const reminderSettings: ReminderSettings = {
  time_zone: 'Asia/Singapore',
  zone_chosen: '0',
  unopened_gift: '1',
  voucher_expiry: '1',
  in_app: '1',
  sms: '1',
  push: '1',
  quiet_from: '22:00',
  quiet_until: '08:00',
};

export const filterPeriods: FilterPeriod[] = [
  { month: '1', year: '2026', filter_name: 'January 2026' },
  { month: '12', year: '2025', filter_name: 'December 2025' },
  { month: '11', year: '2025', filter_name: 'November 2025' },
];

const voucher = (
  id: string,
  name: string,
  type: Evoucher['evoucher_code_type'],
  code: string,
  extra: Partial<Evoucher> = {},
): Evoucher => ({
  id,
  name,
  image: svgImage(name.slice(0, 10), '#7c4a1e', 240, 160),
  status: 'Active',
  mark_used_date: '',
  expiry_date: '31-12-2026',
  evoucher_code: code,
  evoucher_code_type: type,
  evoucher_code_image: type === 'qrcode' || type === 'barcode' ? codeImage(type, code) : '',
  ...extra,
});

/** One voucher of each code type, plus a used one and an expired one. */
export const evouchers = {
  qrcode: voucher('88', 'Kopi Corner Latte', 'qrcode', 'KC-8F3A-21D9'),
  barcode: voucher('89', 'Kopi Corner Latte', 'barcode', '4006381333931'),
  alphanumeric: voucher('90', 'Sakura Spa Massage', 'alphanumeric', 'SAKURA-60-QX7P'),
  alphanumericUrl: voucher(
    '91',
    'Urban Cinema Pass',
    'alphanumeric',
    'https://cinema.test/redeem?code=UC-551',
  ),
  url: voucher('92', 'Lotus Tea House', 'url', 'https://lotus.test/redeem/LT-2042'),
  used: voucher('93', 'Kopi Corner Latte', 'qrcode', 'KC-USED-0001', {
    status: 'Used',
    mark_used_date: '05-01-2026',
  }),
  expired: voucher('94', 'Sakura Spa Massage', 'alphanumeric', 'SAKURA-OLD-1', {
    expiry_date: '31-12-2025',
  }),
} satisfies Record<string, Evoucher>;

export const walletProducts: OrderProductVouchers[] = [
  {
    id: '77',
    product_name: 'Kopi Corner Latte Set',
    image: products[0]!.image,
    order_evouchers: [evouchers.qrcode, evouchers.barcode],
  },
  {
    id: '78',
    product_name: 'Sakura Spa 60-minute Massage',
    image: products[1]!.image,
    order_evouchers: [evouchers.alphanumeric],
  },
  {
    id: '79',
    product_name: 'Urban Cinema Movie Pass',
    image: products[3]!.image,
    order_evouchers: [evouchers.alphanumericUrl],
  },
  {
    id: '80',
    product_name: 'Lotus Tea House Afternoon Tea for Two',
    image: products[2]!.image,
    order_evouchers: [evouchers.url],
  },
];
export const usedWalletProducts: OrderProductVouchers[] = [
  {
    id: '81',
    product_name: 'Kopi Corner Latte Set',
    image: products[0]!.image,
    order_evouchers: [evouchers.used],
  },
  {
    id: '82',
    product_name: 'Sakura Spa 60-minute Massage',
    image: products[1]!.image,
    order_evouchers: [evouchers.expired],
  },
];

export const udollars: UdollarGiftcard[] = [
  {
    id: '31',
    udollar_balance: 42.5,
    udollar_orig_balance: 100,
    udollar_expire_date: '2026-12-31 23:59:59',
    order_date: '2025-12-01 10:15:30',
    currency_code: 'SGD',
  },
  {
    id: '32',
    udollar_balance: 0,
    udollar_orig_balance: 50,
    udollar_expire_date: '2025-12-31 23:59:59',
    order_date: '2025-06-15 16:45:00',
    currency_code: 'SGD',
  },
];
export const udollarHistory: UdollarHistoryEntry[] = [
  { ordered_date: '05/01/2026 12:00:00', amount: 32.5, order_no: 'UG-2026-000880' },
  { ordered_date: '20/12/2025 18:30:00', amount: 25, order_no: 'UG-2025-000812' },
];

export const profile: Profile = {
  member_id: MEMBER_ID,
  name: 'Mei Tan',
  email: 'mei.tan@example.test',
  gender: 'Female',
  dob: '1994-05-17',
  phone_number: '6591234567',
  phone_prefix: '+65',
  country: 'Singapore',
  country_id: '3',
  profile_picture: svgImage('M', '#6d28d9', 96, 96),
  referral_code: 'MEI8842',
  fb_account_id: '',
  billing_address: '1 Marina Way, #10-01',
  billing_postcode: '018989',
  billing_state: 'Singapore',
  billing_country_id: '3',
  shipping_address: '1 Marina Way, #10-01',
  shipping_postcode: '018989',
  shipping_state: 'Singapore',
  shipping_country_id: '3',
};

export const friends: Friend[] = [
  {
    friend_id: '14',
    friend_name: 'Aiko Sato',
    friend_profile_picture: svgImage('A', '#e76f51', 96, 96),
    time_zone: 'Asia/Tokyo',
  },
  {
    friend_id: '15',
    friend_name: 'Kenji Watanabe',
    friend_profile_picture: '',
    time_zone: 'Asia/Tokyo',
  },
  {
    friend_id: '16',
    friend_name: '李小龙',
    friend_profile_picture: '',
    time_zone: 'Asia/Shanghai',
  },
];
export const socialContacts: SocialContact[] = [
  { id: '1001', name: 'Priya Nair', profile_picture: '', status: '', member_id: '17' },
  {
    id: '1002',
    name: 'Tom Lim',
    profile_picture: svgImage('T', '#264653', 96, 96),
    status: 'Pending',
    member_id: '18',
  },
  {
    id: '1003',
    name: 'Sara Lee',
    profile_picture: '',
    status: 'Pending Approval',
    member_id: '19',
  },
  {
    id: '1004',
    name: 'Aiko Sato',
    profile_picture: svgImage('A', '#e76f51', 96, 96),
    status: 'Accepted',
    member_id: '14',
  },
];
export const friendRequests: FriendRequest[] = [
  { member_id: '19', friend_name: 'Sara Lee', friend_profile_picture: '' },
  {
    member_id: '20',
    friend_name: 'Daniel Ong',
    friend_profile_picture: svgImage('D', '#2a9d8f', 96, 96),
  },
];

export const notifications: Notification[] = [
  {
    id: '55',
    type: 'send_order',
    related_id: '906',
    message: 'Kenji Watanabe sent you an e-gift card!',
    image: svgImage('Gift', '#e76f51', 96, 96),
    is_read: '0',
    created_date: '21/12/2025 07:30:00',
  },
  {
    id: '56',
    type: 'add_friend',
    related_id: '19',
    message: 'Sara Lee wants to be your friend.',
    image: '',
    is_read: '0',
    created_date: '10/01/2026 09:00:00',
  },
  {
    id: '57',
    type: 'redeem_order',
    related_id: '903',
    message: 'Aiko Sato redeemed your gift.',
    image: '',
    is_read: '1',
    created_date: '03/01/2026 08:15:00',
  },
  {
    id: '58',
    type: 'expired_evoucher',
    related_id: '82',
    message: 'Your Sakura Spa voucher has expired.',
    image: '',
    is_read: '1',
    created_date: '01/01/2026 00:00:00',
  },
  {
    id: '59',
    type: 'campaign',
    related_id: '25',
    message: 'Invite friends and earn 5,000 points.',
    image: '',
    is_read: '1',
    created_date: '28/12/2025 12:00:00',
  },
];

export const inviteCampaign: Campaign = {
  id: '25',
  name: 'Invite a friend',
  image: svgImage('Invite', '#2a9d8f', 960, 400),
  description:
    '<p>Invite friends to Ugift. When they sign up with your code, you both earn <strong>5,000 points</strong>.</p>',
  terms_and_conditions:
    '<ul><li>Points are credited within 7 days.</li><li>Limited to 10 referrals per member.</li></ul>',
  campaign_type: 'task_based',
  task_type: 'referral',
  reward_type: 'points',
  is_redeem: true,
  is_redeemed: false,
  campaign_progress: { percentage: 40, campaign_progress_message: '2 of 5 friends joined' },
  child_campaign: [
    {
      name: 'Invite 1 friend',
      campaign_progress: 100,
      is_redeemed: true,
      is_redeemed_date: '02/01/2026',
    },
    { name: 'Invite 3 friends', campaign_progress: 66, is_redeemed: false, is_redeemed_date: '' },
    { name: 'Invite 5 friends', campaign_progress: 40, is_redeemed: false, is_redeemed_date: '' },
  ],
};

export const productCampaign: Campaign = {
  ...inviteCampaign,
  id: '31',
  name: 'Welcome latte',
  image: svgImage('Welcome', '#7c4a1e', 960, 400),
  description: '<p>Your first Kopi Corner latte set is on us.</p>',
  campaign_type: 'one_time',
  task_type: 'first_purchase',
  reward_type: 'product_free',
  campaign_progress: undefined,
  child_campaign: [],
};
