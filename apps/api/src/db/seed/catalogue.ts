// The seeded catalogue, kept in code: the seed inserts it and the media route draws its pictures
// from the same definitions, so ids, names and images always agree.

import {
  EVOUCHER_CODE_TYPES,
  INVITE_CAMPAIGN_ID as CONTRACT_INVITE_CAMPAIGN_ID,
  type EvoucherCodeType,
} from '@ugift/api-client/contract';

import type { Languages, Outlet } from '../schema';

export const DEFAULT_COUNTRY_ID = 3;
/** The invite campaign the contract names (the web app links to it). */
export const INVITE_CAMPAIGN_ID = Number(CONTRACT_INVITE_CAMPAIGN_ID);

type Names = { en: string; cn: string; jp: string };

export const COUNTRIES = [
  { id: 1, name: 'Malaysia', flag: 'my', country_code: '+60', currency_code: 'MYR' },
  { id: 2, name: 'Indonesia', flag: 'id', country_code: '+62', currency_code: 'IDR' },
  { id: 3, name: 'Singapore', flag: 'sg', country_code: '+65', currency_code: 'SGD' },
  { id: 4, name: 'Japan', flag: 'jp', country_code: '+81', currency_code: 'JPY' },
  { id: 5, name: 'Thailand', flag: 'th', country_code: '+66', currency_code: 'THB' },
] as const;

export const CATEGORIES: { names: Names; colour: string }[] = [
  { names: { en: 'Food & Beverage', cn: '餐饮', jp: 'フード＆ドリンク' }, colour: '#FF6B6B' },
  { names: { en: 'Beauty & Wellness', cn: '美容健康', jp: 'ビューティー' }, colour: '#F15BB5' },
  { names: { en: 'Entertainment', cn: '娱乐', jp: 'エンタメ' }, colour: '#9B5DE5' },
  { names: { en: 'Shopping', cn: '购物', jp: 'ショッピング' }, colour: '#4D96FF' },
  { names: { en: 'Travel', cn: '旅行', jp: '旅行' }, colour: '#00BBF9' },
  { names: { en: 'Health', cn: '健康', jp: 'ヘルス' }, colour: '#6BCB77' },
  { names: { en: 'Electronics', cn: '电子产品', jp: '家電' }, colour: '#118AB2' },
  { names: { en: 'Kids', cn: '儿童', jp: 'キッズ' }, colour: '#FF924C' },
];

/** Each brand sells mainly in one category (index into CATEGORIES). */
export const BRANDS: { names: Names; colour: string; category: number }[] = [
  {
    names: { en: 'Brew Bros Coffee', cn: '兄弟咖啡', jp: 'ブリューブロス' },
    colour: '#8D5524',
    category: 0,
  },
  { names: { en: 'Sakura Spa', cn: '樱花水疗', jp: 'さくらスパ' }, colour: '#F15BB5', category: 1 },
  {
    names: { en: 'Cinema Star', cn: '星光影院', jp: 'シネマスター' },
    colour: '#9B5DE5',
    category: 2,
  },
  {
    names: { en: 'Urban Threads', cn: '都市衣坊', jp: 'アーバンスレッズ' },
    colour: '#4D96FF',
    category: 3,
  },
  {
    names: { en: 'Sky Travel', cn: '天空旅行', jp: 'スカイトラベル' },
    colour: '#00BBF9',
    category: 4,
  },
  {
    names: { en: 'Fresh Mart', cn: '新鲜超市', jp: 'フレッシュマート' },
    colour: '#6BCB77',
    category: 5,
  },
  {
    names: { en: 'Gadget Hub', cn: '数码中心', jp: 'ガジェットハブ' },
    colour: '#118AB2',
    category: 6,
  },
  { names: { en: 'Toy Town', cn: '玩具城', jp: 'トイタウン' }, colour: '#FF924C', category: 7 },
];

export const INTERESTS = [
  ['Food', 'food'],
  ['Fashion', 'fashion'],
  ['Sports', 'sports'],
  ['Technology', 'technology'],
  ['Music', 'music'],
  ['Travel', 'travel'],
] as const;

export const GIFT_INTENTIONS = [
  ['Birthday', 'birthday'],
  ['Thank You', 'thank_you'],
  ['Anniversary', 'anniversary'],
  ['Congratulations', 'congratulations'],
  ['Get Well Soon', 'get_well_soon'],
] as const;

const ITEMS: Names[] = [
  { en: 'Gift Voucher', cn: '礼券', jp: 'ギフト券' },
  { en: 'Gift Set', cn: '礼品套装', jp: 'ギフトセット' },
  { en: 'Experience Pass', cn: '体验通行证', jp: '体験パス' },
  { en: 'E-Card', cn: '电子卡', jp: 'eカード' },
  { en: 'Treat Bundle', cn: '优惠套餐', jp: 'お楽しみセット' },
  { en: 'Premium Voucher', cn: '高级礼券', jp: 'プレミアム券' },
];

const VALUES = [5, 10, 15, 20, 30, 45, 60, 80, 90, 120, 150, 8];

export interface SeedProduct {
  id: number;
  category: number;
  brand: number;
  countryId: number;
  names: Names;
  languages: Languages;
  originalPrice: number;
  discountedPrice: number;
  stock: number;
  promo: boolean;
  recommended: boolean;
  gender: string | null;
  ageMin: number;
  interest: string;
  giftIntention: string;
  popularity: number;
  ageDays: number;
  outlets: Outlet[];
  campaign: { id: number; mode: string; price: number; message: string } | null;
  codeType: EvoucherCodeType;
  giftcardId: number | null;
}

function countryFor(i: number): number {
  if (i % 6 === 5) return 1; // Malaysia
  if (i === 46) return 4; // Japan
  if (i === 47) return 5; // Thailand
  if (i === 40) return 2; // Indonesia
  return DEFAULT_COUNTRY_ID;
}

function html(names: Names, brand: Names, value: string) {
  const text = (lang: keyof Names) => ({
    name: `${brand[lang]} ${names[lang]} ${value}`,
    description:
      lang === 'en'
        ? `<p>Treat someone special to <strong>${brand.en}</strong>. This ${names.en.toLowerCase()} is worth ${value}.</p><ul><li>Delivered instantly as an e-voucher</li><li>Easy to redeem</li></ul>`
        : lang === 'cn'
          ? `<p>送给特别的人<strong>${brand.cn}</strong>。此${names.cn}价值 ${value}。</p><ul><li>即时发送电子礼券</li><li>兑换方便</li></ul>`
          : `<p>大切な人に<strong>${brand.jp}</strong>を。この${names.jp}は ${value} 分です。</p><ul><li>eバウチャーですぐに届きます</li><li>簡単に利用できます</li></ul>`,
    redeem_howto:
      lang === 'en'
        ? '<ol><li>Open the voucher in your Ugift wallet.</li><li>Show the code to the cashier or open the redeem link.</li><li>Mark it as used once redeemed.</li></ol>'
        : lang === 'cn'
          ? '<ol><li>在 Ugift 钱包中打开礼券。</li><li>向收银员出示代码或打开兑换链接。</li><li>兑换后标记为已使用。</li></ol>'
          : '<ol><li>Ugift ウォレットでバウチャーを開きます。</li><li>レジでコードを見せるか、リンクを開きます。</li><li>利用後は「使用済み」にします。</li></ol>',
    terms_and_conditions:
      lang === 'en'
        ? '<ul><li>Valid for 12 months from purchase.</li><li>Not exchangeable for cash.</li><li>One voucher per transaction.</li></ul>'
        : lang === 'cn'
          ? '<ul><li>自购买起12个月内有效。</li><li>不可兑换现金。</li><li>每笔交易限用一张。</li></ul>'
          : '<ul><li>購入から12か月有効です。</li><li>現金とは交換できません。</li><li>1回の会計につき1枚まで。</li></ul>',
  });
  return { en: text('en'), cn: text('cn'), jp: text('jp') };
}

export const PRODUCTS: SeedProduct[] = Array.from({ length: 48 }, (_, i) => {
  const brandIndex = i % BRANDS.length;
  const brand = BRANDS[brandIndex]!;
  const item = ITEMS[Math.floor(i / BRANDS.length) % ITEMS.length]!;
  const value = VALUES[i % VALUES.length]!;
  const countryId = countryFor(i);
  const currency = COUNTRIES.find((c) => c.id === countryId)!.currency_code;
  const scale = currency === 'JPY' ? 100 : currency === 'IDR' ? 10000 : currency === 'THB' ? 25 : 1;
  const originalPrice = value * scale;
  const promo = i % 4 === 0;
  const discountedPrice = promo ? Math.round(originalPrice * 0.8 * 100) / 100 : originalPrice;
  const languages = html(item, brand.names, `${currency} ${originalPrice}`);
  // A few products lack a Japanese text, so clients show the English fallback.
  if (i % 11 === 10) delete (languages as Partial<typeof languages>).jp;
  const outletCount = i % 10 === 7 ? 0 : 1 + (i % 3);
  return {
    id: i + 1,
    category: i % 13 === 12 ? (brand.category + 1) % CATEGORIES.length : brand.category,
    brand: brandIndex,
    countryId,
    names: { en: languages.en.name, cn: languages.cn.name, jp: languages.jp?.name ?? '' },
    languages,
    originalPrice,
    discountedPrice,
    stock: i % 9 === 4 ? 0 : 5 + ((i * 7) % 50),
    promo,
    recommended: i % 3 === 0,
    gender: i % 5 === 1 ? 'Male' : i % 5 === 2 ? 'Female' : null,
    ageMin: [0, 12, 18, 25, 35, 45][i % 6]!,
    interest: INTERESTS[i % INTERESTS.length]![1],
    giftIntention: GIFT_INTENTIONS[i % GIFT_INTENTIONS.length]![1],
    popularity: (i * 37) % 101,
    ageDays: i,
    outlets: Array.from({ length: outletCount }, (_, n) => ({
      outlet_name: `${brand.names.en} ${['Orchard', 'Marina Bay', 'Jurong'][n]}`,
      address: `${10 + n * 21} ${['Orchard Road', 'Bayfront Avenue', 'Jurong Gateway Road'][n]}, #0${n + 1}-1${i % 10}`,
      outlet_telno: `+65 6${String(100_0000 + i * 131 + n).slice(1)}`,
      email: `${brand.names.en.toLowerCase().replace(/[^a-z]/g, '')}${n + 1}@example.com`,
    })),
    campaign:
      i % 7 === 2
        ? {
            id: 1,
            mode: 'percentage',
            price: Math.round(discountedPrice * 0.9 * 100) / 100,
            message: 'Extra 10% off in the Year-End Sale',
          }
        : null,
    codeType: EVOUCHER_CODE_TYPES[i % EVOUCHER_CODE_TYPES.length]!,
    giftcardId: i % 8 === 0 ? ((i / 8) % 12) + 1 : null,
  };
});

export const GIFTCARD_CATEGORIES: Names[] = [
  { en: 'Birthday', cn: '生日', jp: '誕生日' },
  { en: 'Thank You', cn: '感谢', jp: 'ありがとう' },
  { en: 'Festive', cn: '节日', jp: 'お祝い' },
  { en: 'Love', cn: '爱情', jp: '愛' },
];

const CARD_TITLES: Names[] = [
  { en: 'Happy Birthday', cn: '生日快乐', jp: 'お誕生日おめでとう' },
  { en: 'Birthday Balloons', cn: '生日气球', jp: 'バースデーバルーン' },
  { en: 'Party Time', cn: '派对时间', jp: 'パーティータイム' },
  { en: 'Thank You So Much', cn: '非常感谢', jp: '本当にありがとう' },
  { en: 'With Gratitude', cn: '心怀感激', jp: '感謝をこめて' },
  { en: 'Thanks a Latte', cn: '谢谢你', jp: 'サンキュー' },
  { en: 'Season’s Greetings', cn: '节日问候', jp: '季節のご挨拶' },
  { en: 'Happy New Year', cn: '新年快乐', jp: '明けましておめでとう' },
  { en: 'Congratulations', cn: '恭喜', jp: 'おめでとう' },
  { en: 'Love You', cn: '爱你', jp: '愛してる' },
  { en: 'Happy Anniversary', cn: '周年快乐', jp: '記念日おめでとう' },
  { en: 'Thinking of You', cn: '想念你', jp: 'あなたを想って' },
];

export interface SeedGiftcard {
  id: number;
  category: number;
  names: Names;
  editable: boolean;
  countryId: number | null;
  related: number[];
}

export const GIFTCARDS: SeedGiftcard[] = CARD_TITLES.map((names, i) => ({
  id: i + 1,
  category: Math.floor(i / 3),
  names,
  editable: i % 3 !== 2,
  // One card is sold only in Malaysia; the rest everywhere.
  countryId: i === 11 ? 1 : null,
  related: [((i * 5) % 40) + 1, ((i * 5 + 7) % 40) + 1, ((i * 5 + 13) % 40) + 1],
}));

export const MUSIC = [
  {
    name: 'Birthday Chime',
    notes: ['C4', 'C4', 'D4', 'C4', 'F4', 'E4', 'R', 'C4', 'C4', 'D4', 'C4', 'G4', 'F4'],
  },
  {
    name: 'Thank You Melody',
    notes: ['E4', 'G4', 'C5', 'G4', 'E4', 'D4', 'C4', 'R', 'E4', 'G4', 'C5'],
  },
  {
    name: 'Festive Bells',
    notes: ['E5', 'E5', 'E5', 'R', 'E5', 'E5', 'E5', 'R', 'E5', 'G5', 'C5', 'D5', 'E5'],
  },
  { name: 'Love Song', notes: ['A4', 'C5', 'E5', 'D5', 'C5', 'A4', 'G4', 'A4', 'R', 'A4', 'C5'] },
  {
    name: 'Gentle Piano',
    notes: ['C4', 'E4', 'G4', 'C5', 'G4', 'E4', 'C4', 'R', 'D4', 'F4', 'A4'],
  },
  {
    name: 'Upbeat Pop',
    notes: ['G4', 'G4', 'A4', 'G4', 'C5', 'B4', 'R', 'G4', 'G4', 'A4', 'G4', 'D5', 'C5'],
  },
];

/** Card-only music: track 6 is offered only with card 1. */
export const MUSIC_GIFTCARD: Record<number, number> = { 6: 1 };

/** The stickers the seed's cards carry; /api/media/sticker/{name}.svg draws them. */
export const STICKERS = ['star', 'heart', 'balloon'] as const;
