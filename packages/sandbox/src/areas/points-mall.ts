import { http } from 'msw';
import { anyOrigin, type SandboxAreaFactory } from '../context';

/**
 * The points-mall area of the sandbox (owned by the points-mall team): each member's point balance, reward types and
 * rewards, seeded deterministically. Every endpoint needs a logged-in member (401 otherwise). Reward names follow the
 * request's Language header: Chinese for CN and TW, English otherwise.
 *
 * Endpoints (docs/endpoints.md, "points-mall"):
 * - `GET /wps/points/balance` → `{ availablePoint }`
 * - `GET /wps/points/reward-types` → `{ typeId, name, chineseName, i18nStr }[]`
 * - `GET /wps/points/rewards?page=1&size=1000&type=` → `{ content, totalPages, page }` (pages count from 1)
 */

/** Point balances by account; accounts not listed have 0. */
const BALANCES: Record<string, string> = {
  player01: '12800',
  agent01: '350',
  agent02: '0',
  secure01: '1200',
};

interface SeedRewardType {
  typeId: number;
  name: string;
  chineseName: string;
  /** Names per language code as a JSON string (how the back office stores translations). */
  i18nStr: string;
}

const REWARD_TYPES: SeedRewardType[] = [
  {
    typeId: 1,
    name: 'Electronics',
    chineseName: '数码产品',
    i18nStr: JSON.stringify({
      CN: '数码产品',
      TW: '數碼產品',
      EN: 'Electronics',
      TH: 'อุปกรณ์อิเล็กทรอนิกส์',
      JA: 'デジタル製品',
      VI: 'Đồ điện tử',
    }),
  },
  {
    typeId: 2,
    name: 'Gift cards',
    chineseName: '礼品卡',
    i18nStr: JSON.stringify({
      CN: '礼品卡',
      TW: '禮品卡',
      EN: 'Gift cards',
      TH: 'บัตรของขวัญ',
      JA: 'ギフトカード',
      VI: 'Thẻ quà tặng',
    }),
  },
  {
    typeId: 3,
    name: 'Home & living',
    chineseName: '居家生活',
    i18nStr: JSON.stringify({
      CN: '居家生活',
      TW: '居家生活',
      EN: 'Home & living',
      TH: 'ของใช้ในบ้าน',
      JA: '生活用品',
      VI: 'Gia dụng',
    }),
  },
  {
    typeId: 4,
    name: 'Bonus credit',
    chineseName: '彩金礼包',
    i18nStr: JSON.stringify({
      CN: '彩金礼包',
      TW: '彩金禮包',
      EN: 'Bonus credit',
      TH: 'เครดิตโบนัส',
      JA: 'ボーナスクレジット',
      VI: 'Tiền thưởng',
    }),
  },
];

interface SeedReward {
  id: number;
  name: { zh: string; en: string };
  type: number;
  price: string;
  /** Points part of a points-plus-money price (used when displayPointMoneyAmt is Y). */
  mpPointAmount: string | null;
  mpMoneyAmount: string | null;
  displayPointMoneyAmt: 'Y' | 'N';
  inventory: number;
  adjustedCount: number;
  description: { zh: string; en: string };
  /** Image file name under /wps/res/img/reward/. */
  image: string;
  /** Whether the reward also lists merchandise images (M main, S small); otherwise only imageLink. */
  gallery: boolean;
}

const REWARDS: SeedReward[] = [
  // Electronics: eight items, so both the 3-item and the 7-item group limits are exercised.
  {
    id: 501,
    name: { zh: 'Apple iPhone 17 256GB', en: 'Apple iPhone 17 256GB' },
    type: 1,
    price: '98000',
    mpPointAmount: '60000',
    mpMoneyAmount: '2999.00',
    displayPointMoneyAmt: 'Y',
    inventory: 5,
    adjustedCount: 0,
    description: { zh: '全新国行正品，顺丰包邮。', en: 'Brand new, official warranty, free shipping.' },
    image: 'iphone',
    gallery: true,
  },
  {
    id: 502,
    name: { zh: 'Apple AirPods Pro 3', en: 'Apple AirPods Pro 3' },
    type: 1,
    price: '18800',
    mpPointAmount: '9800',
    mpMoneyAmount: '799.50',
    displayPointMoneyAmt: 'Y',
    inventory: 12,
    adjustedCount: 0,
    description: { zh: '主动降噪，空间音频。', en: 'Active noise cancellation and spatial audio.' },
    image: 'airpods',
    gallery: true,
  },
  {
    id: 503,
    name: { zh: 'iPad Air 11 英寸', en: 'iPad Air 11-inch' },
    type: 1,
    price: '52000',
    mpPointAmount: null,
    mpMoneyAmount: null,
    displayPointMoneyAmt: 'N',
    inventory: 0,
    adjustedCount: 0,
    description: { zh: '轻薄强大，学习娱乐两相宜。', en: 'Light and powerful for work and play.' },
    image: 'ipad',
    gallery: true,
  },
  {
    id: 504,
    name: { zh: '任天堂 Switch 2', en: 'Nintendo Switch 2' },
    type: 1,
    price: '36000',
    mpPointAmount: null,
    mpMoneyAmount: null,
    displayPointMoneyAmt: 'N',
    inventory: 8,
    adjustedCount: 0,
    description: { zh: '含一款热门游戏。', en: 'Includes one popular game.' },
    image: 'switch',
    gallery: false,
  },
  {
    id: 505,
    name: { zh: 'Apple Watch Series 11', en: 'Apple Watch Series 11' },
    type: 1,
    price: '32000',
    mpPointAmount: '20000',
    mpMoneyAmount: '1200',
    displayPointMoneyAmt: 'Y',
    inventory: 6,
    adjustedCount: 1,
    description: { zh: '健康监测，运动伴侣。', en: 'Health tracking and a workout companion.' },
    image: 'watch',
    gallery: true,
  },
  {
    id: 506,
    name: { zh: 'JBL 蓝牙音箱', en: 'JBL Bluetooth speaker' },
    type: 1,
    price: '6800',
    mpPointAmount: null,
    mpMoneyAmount: null,
    displayPointMoneyAmt: 'N',
    inventory: 30,
    adjustedCount: 0,
    description: { zh: '防水设计，续航 12 小时。', en: 'Waterproof, 12-hour battery.' },
    image: 'speaker',
    gallery: false,
  },
  {
    id: 507,
    name: { zh: '索尼微单相机', en: 'Sony mirrorless camera' },
    type: 1,
    price: '88000',
    mpPointAmount: null,
    mpMoneyAmount: null,
    displayPointMoneyAmt: 'N',
    inventory: 2,
    adjustedCount: 0,
    description: { zh: '2400 万像素，4K 视频。', en: '24 MP and 4K video.' },
    image: 'camera',
    gallery: true,
  },
  {
    id: 508,
    name: { zh: '20000mAh 充电宝', en: '20,000 mAh power bank' },
    type: 1,
    price: '2600',
    mpPointAmount: null,
    mpMoneyAmount: null,
    displayPointMoneyAmt: 'N',
    inventory: 100,
    adjustedCount: 0,
    description: { zh: '双向快充。', en: 'Two-way fast charging.' },
    image: 'powerbank',
    gallery: false,
  },
  // Gift cards.
  {
    id: 521,
    name: { zh: '京东 E 卡 500 元', en: 'JD.com e-card 500' },
    type: 2,
    price: '5000',
    mpPointAmount: null,
    mpMoneyAmount: null,
    displayPointMoneyAmt: 'N',
    inventory: 50,
    adjustedCount: 0,
    description: { zh: '电子卡密，兑换后 24 小时内发放。', en: 'Digital code delivered within 24 hours.' },
    image: 'giftcard-jd',
    gallery: false,
  },
  {
    id: 522,
    name: { zh: '亚马逊礼品卡 $50', en: 'Amazon gift card $50' },
    type: 2,
    price: '3600',
    mpPointAmount: null,
    mpMoneyAmount: null,
    displayPointMoneyAmt: 'N',
    inventory: 40,
    adjustedCount: 0,
    description: { zh: '适用于美国站。', en: 'Valid on amazon.com.' },
    image: 'giftcard-amazon',
    gallery: false,
  },
  {
    id: 523,
    name: { zh: '星巴克咖啡券 5 张', en: 'Starbucks coffee vouchers ×5' },
    type: 2,
    price: '1500',
    mpPointAmount: null,
    mpMoneyAmount: null,
    displayPointMoneyAmt: 'N',
    inventory: 200,
    adjustedCount: 0,
    description: { zh: '中杯任意饮品。', en: 'Any tall drink.' },
    image: 'giftcard-starbucks',
    gallery: false,
  },
  // Home & living.
  {
    id: 541,
    name: { zh: '智能电饭煲', en: 'Smart rice cooker' },
    type: 3,
    price: '7800',
    mpPointAmount: '4800',
    mpMoneyAmount: '199',
    displayPointMoneyAmt: 'Y',
    inventory: 15,
    adjustedCount: 0,
    description: { zh: '预约定时，一键煮饭。', en: 'Timer and one-touch cooking.' },
    image: 'rice-cooker',
    gallery: true,
  },
  {
    id: 542,
    name: { zh: '20 寸登机箱', en: '20-inch carry-on suitcase' },
    type: 3,
    price: '9200',
    mpPointAmount: null,
    mpMoneyAmount: null,
    displayPointMoneyAmt: 'N',
    inventory: 10,
    adjustedCount: 0,
    description: { zh: 'PC 材质，静音万向轮。', en: 'Polycarbonate shell, silent spinner wheels.' },
    image: 'luggage',
    gallery: false,
  },
  // Bonus credit.
  {
    id: 561,
    name: { zh: '88 元彩金', en: '88 bonus credit' },
    type: 4,
    price: '880',
    mpPointAmount: null,
    mpMoneyAmount: null,
    displayPointMoneyAmt: 'N',
    inventory: 999,
    adjustedCount: 0,
    description: { zh: '兑换后即时到账，1 倍流水。', en: 'Credited instantly, 1× wagering.' },
    image: 'bonus-88',
    gallery: false,
  },
];

/** The reward request size the spec fixes (products.md §9); the sandbox allows at most this many per page. */
const MAX_PAGE_SIZE = 1000;

const isChinese = (request: Request) => {
  const language = (request.headers.get('Language') ?? 'CN').toUpperCase();
  return language === 'CN' || language === 'TW';
};

function toReward(r: SeedReward, request: Request) {
  const imageUrl = (size: string) => `/wps/res/img/reward/${r.image}${size}.svg`;
  return {
    id: r.id,
    name: isChinese(request) ? r.name.zh : r.name.en,
    type: r.type,
    price: r.price,
    mpPointAmount: r.mpPointAmount,
    mpMoneyAmount: r.mpMoneyAmount,
    displayPointMoneyAmt: r.displayPointMoneyAmt,
    inventory: r.inventory,
    adjustedCount: r.adjustedCount,
    description: isChinese(request) ? r.description.zh : r.description.en,
    imageLink: imageUrl(''),
    merchandiseImages: r.gallery
      ? [
          { type: 'S', imageUrl: imageUrl('') },
          { type: 'M', imageUrl: imageUrl('') },
        ]
      : [],
  };
}

export const pointsMallArea: SandboxAreaFactory = (ctx) => {
  let balances: Record<string, string> = {};
  let rewardTypes: SeedRewardType[] = [];
  let rewards: SeedReward[] = [];

  const reset = () => {
    balances = { ...BALANCES };
    rewardTypes = structuredClone(REWARD_TYPES);
    rewards = structuredClone(REWARDS);
  };
  reset();

  const handlers = [
    http.get(anyOrigin('/wps/points/balance'), ({ request }) => {
      const account = ctx.accountOf(request);
      if (!account) return ctx.unauthorized();
      return ctx.ok({ availablePoint: balances[account.account] ?? '0' });
    }),

    http.get(anyOrigin('/wps/points/reward-types'), ({ request }) => {
      if (!ctx.accountOf(request)) return ctx.unauthorized();
      return ctx.ok(rewardTypes);
    }),

    http.get(anyOrigin('/wps/points/rewards'), ({ request }) => {
      if (!ctx.accountOf(request)) return ctx.unauthorized();
      const query = new URL(request.url).searchParams;
      const page = Math.max(1, Number(query.get('page')) || 1);
      const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Number(query.get('size')) || MAX_PAGE_SIZE));
      const type = query.get('type') ? Number(query.get('type')) : null;
      const matching = type === null ? rewards : rewards.filter((r) => r.type === type);
      return ctx.ok({
        content: matching.slice((page - 1) * size, page * size).map((r) => toReward(r, request)),
        totalPages: Math.max(1, Math.ceil(matching.length / size)),
        page,
      });
    }),
  ];

  return { handlers, reset };
};
