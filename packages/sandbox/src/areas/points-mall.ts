import Decimal from 'decimal.js';
import { http } from 'msw';
// zod's whole classic API: the sandbox runs in Node, never in a bundle.
import { z } from 'zod/v4';
import { anyOrigin, type SandboxAccount, type SandboxAreaFactory } from '../context';
import { readJsonObject } from '../core/request-body';
import { paymentPasswordOf } from './payment-passwords';
import {
  DAY_MS,
  pageOf,
  POINTS_ACCOUNT_TYPE_ID,
  SEED_POINT_CONFIG,
  seedRecords,
  seedTransactions,
  transaction,
  TX_TYPE,
  type PointConfig,
  type PointsTransaction,
  type RedeemRecord,
} from './points-mall-ledger';

/**
 * The points-mall area of the sandbox (owned by the points-mall team): each member's point balance, reward types and
 * rewards, seeded deterministically. Every endpoint needs a logged-in member (401 otherwise). Reward names follow the
 * request's Language header: Chinese for CN and TW, English otherwise.
 *
 * Endpoints (docs/endpoints.md, "points-mall"):
 * - `GET /wps/points/balance` → `{ availablePoint }`
 * - `GET /wps/points/reward-types` → `{ typeId, name, chineseName, i18nStr }[]`
 * - `GET /wps/points/rewards?page=1&size=1000&type=` → `{ content, totalPages, page }` (pages count from 1)
 * - `POST /wps/points/balance/refresh` → `{ availablePoint }` (refreshPointBalance)
 * - `POST /wps/points/redeem` (encrypted) → `{ recordId }`; checks stock, password, points and money
 * - `GET /wps/points/redeem-records?startDate=&endDate=&page=&size=&status=` → a page of redemption records
 * - `GET /wps/points/transactions?startTime=&endTime=&accountTypeId=9&excludeTxTypeIds=9203&page=&size=` → a page
 * - `GET /wps/points/config` → the point config (rates in percent) and the redeem form's settings
 * - `POST /wps/points/convert` (encrypted) `{ amount, password }` → `{ availablePoint }`; credits the main wallet
 * - admin: `PATCH /__sandbox/points/:merchant/config` merges into the merchant's point config
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
  /** More small views beyond the first two images. */
  extraViews?: number;
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
    extraViews: 4,
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
          // More views of the reward (the site's carousel loops above 5 images).
          ...Array.from({ length: r.extraViews ?? 0 }, (_, i) => ({
            type: 'S',
            imageUrl: imageUrl(`-${i + 2}`),
          })),
        ]
      : [],
  };
}

/** The body of a redeem (spec §3 "Redeem form", sent with rewardId). */
const RedeemBody = z.object({
  rewardId: z.number().int(),
  quantity: z.number().int().min(1),
  redeemType: z.enum(['P', 'PM']),
  password: z.string().optional().default(''),
  province: z.string().optional().default(''),
  telphone: z.string().optional().default(''),
  address: z.string().optional().default(''),
  name: z.string().optional().default(''),
  line: z.string().nullish(),
  remarks: z.string().nullish(),
});

/** The body of a point conversion: whole points, at least 1, and the password. */
const ConvertBody = z.object({
  amount: z.union([z.number(), z.string()]).transform(String),
  password: z.string().optional().default(''),
});

/** The admin hook's body: any part of a merchant's point config. */
const ConfigPatch = z
  .object({
    pointExchangeRate: z.string(),
    liveBet: z.string(),
    lottoBet: z.string(),
    pvpBet: z.string(),
    rngBet: z.string(),
    sportBet: z.string(),
    deposit: z.string(),
    lineEnabled: z.boolean(),
    phoneMinLength: z.number().int().min(1),
    phoneMaxLength: z.number().int().min(1),
  })
  .partial()
  .strict();

/** The longest records or transactions range the server accepts: 30 days plus the end day's 86 399 000 ms. */
const MAX_RANGE_MS = 30 * DAY_MS + 86_399_000;

/** A query number, or null when absent or not a number. */
const numberParam = (query: URLSearchParams, name: string): number | null => {
  const raw = query.get(name);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
};

export const pointsMallArea: SandboxAreaFactory = (ctx) => {
  /** Balances by `merchant/account` once changed; the seed otherwise. */
  let balances = new Map<string, string>();
  let rewardTypes: SeedRewardType[] = [];
  let rewards: SeedReward[] = [];
  let records = new Map<string, RedeemRecord[]>();
  let transactions = new Map<string, PointsTransaction[]>();
  let configs = new Map<string, PointConfig>();
  let nextId = 1;

  const key = (merchant: string, account: string) => `${merchant}/${account}`;
  const balanceOf = (merchant: string, account: string) =>
    balances.get(key(merchant, account)) ?? BALANCES[account] ?? '0';
  const configOf = (merchant: string) => configs.get(merchant) ?? SEED_POINT_CONFIG;
  // Seeded lazily, relative to the sandbox clock when first read (tests move the clock before).
  const recordsOf = (merchant: string, account: string) => {
    let list = records.get(key(merchant, account));
    if (!list) {
      list = account === 'player01' ? seedRecords(ctx.now()) : [];
      records.set(key(merchant, account), list);
    }
    return list;
  };
  const transactionsOf = (merchant: string, account: string) => {
    let list = transactions.get(key(merchant, account));
    if (!list) {
      list = account === 'player01' ? seedTransactions(ctx.now(), balanceOf(merchant, account)) : [];
      transactions.set(key(merchant, account), list);
    }
    return list;
  };
  /** Move points and write the transaction, with its running balance. */
  const movePoints = (merchant: string, account: string, delta: Decimal, txTypeId: number) => {
    const list = transactionsOf(merchant, account);
    const next = new Decimal(balanceOf(merchant, account)).plus(delta).toFixed();
    balances.set(key(merchant, account), next);
    const row = transaction(nextId++, ctx.now(), delta.toFixed(), txTypeId);
    row.currentAvailBalance = next;
    list.push(row);
    return next;
  };
  const invalid = (error: z.ZodError) => {
    const issue = error.issues[0];
    return ctx.fail(
      'request.invalid',
      issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'bad body',
      400,
    );
  };
  /**
   * The password of a redeem or conversion: the payment password with PAYMENTPASS3 (the member must have set one),
   * else the login password. Answers the refusal, or null when it matches.
   */
  const refusePassword = (merchant: string, member: SandboxAccount, password: string): Response | null => {
    if (ctx.isFlagOn?.(merchant, 'PAYMENTPASS3') ?? true) {
      const stored = paymentPasswordOf(ctx, merchant, member.account);
      if (stored === null) return ctx.fail('payment.password.unset', '请先设置支付密码');
      if (!password) return ctx.fail('payment.password.required', '请输入支付密码');
      return password === stored ? null : ctx.fail('payment.password.incorrect', '支付密码错误');
    }
    if (!password) return ctx.fail('points.password.required', '请输入密码');
    return password === member.password ? null : ctx.fail('points.password.incorrect', '密码错误');
  };

  const reset = () => {
    balances = new Map();
    rewardTypes = structuredClone(REWARD_TYPES);
    rewards = structuredClone(REWARDS);
    records = new Map();
    transactions = new Map();
    configs = new Map();
    nextId = 1;
  };
  reset();

  const balance = ({ request }: { request: Request }) => {
    const account = ctx.accountOf(request);
    if (!account) return ctx.unauthorized();
    return ctx.ok({ availablePoint: balanceOf(ctx.merchantOf(request), account.account) });
  };

  const handlers = [
    http.get(anyOrigin('/wps/points/balance'), balance),
    http.post(anyOrigin('/wps/points/balance/refresh'), balance),

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

    http.get(anyOrigin('/wps/points/config'), ({ request }) => {
      if (!ctx.accountOf(request)) return ctx.unauthorized();
      return ctx.ok(configOf(ctx.merchantOf(request)));
    }),

    // Checks in this order, each failure with its own code: body, reward, redeem type, LINE and phone (as the
    // merchant configures them), stock, password, points, money.
    http.post(anyOrigin('/wps/points/redeem'), async ({ request }) => {
      const member = ctx.accountOf(request);
      if (!member) return ctx.unauthorized();
      const merchant = ctx.merchantOf(request);
      const body = RedeemBody.safeParse((await readJsonObject(request)) ?? {});
      if (!body.success) return invalid(body.error);
      const form = body.data;
      for (const field of ['name', 'address', 'telphone'] as const) {
        if (!form[field].trim()) return ctx.fail('request.invalid', `${field}: required`, 400);
      }
      const reward = rewards.find((r) => r.id === form.rewardId);
      if (!reward) return ctx.fail('points.reward.not_found', '商品不存在');
      if (form.redeemType === 'PM' && (reward.displayPointMoneyAmt !== 'Y' || !reward.mpMoneyAmount)) {
        return ctx.fail('points.redeem.type.invalid', '该商品不支持积分加现金兑换');
      }
      const config = configOf(merchant);
      if (config.lineEnabled && !form.line?.trim()) return ctx.fail('points.line.required', '请输入 LINE');
      const phone = form.telphone.trim();
      if (
        !/^\d+$/.test(phone) ||
        phone.length < config.phoneMinLength ||
        phone.length > config.phoneMaxLength
      ) {
        return ctx.fail('points.phone.invalid', '手机号码格式错误');
      }
      if (reward.inventory < form.quantity) return ctx.fail('points.stock.insufficient', '库存不足');
      const refused = refusePassword(merchant, member, form.password);
      if (refused) return refused;
      const mixed = form.redeemType === 'PM';
      const points = new Decimal(mixed ? reward.mpPointAmount! : reward.price).times(form.quantity);
      const money = mixed ? new Decimal(reward.mpMoneyAmount!).times(form.quantity) : new Decimal(0);
      if (points.greaterThan(balanceOf(merchant, member.account))) {
        return ctx.fail('points.balance.insufficient', '积分不足');
      }
      if (money.greaterThan(0)) {
        const paid = ctx.wallets?.adjust(merchant, member.id, money.negated().toFixed(2));
        if (paid === null) return ctx.fail('points.money.insufficient', '余额不足');
      }
      reward.inventory -= form.quantity;
      movePoints(merchant, member.account, points.negated(), TX_TYPE.REDEEM);
      const record: RedeemRecord = {
        id: nextId++,
        dateRequested: ctx.now(),
        type: form.redeemType,
        name: isChinese(request) ? reward.name.zh : reward.name.en,
        quantity: form.quantity,
        requiredPoint: points.toFixed(),
        requiredMoney: money.toFixed(2),
        status: 'P',
      };
      recordsOf(merchant, member.account).push(record);
      return ctx.ok({ recordId: record.id });
    }),

    http.get(anyOrigin('/wps/points/redeem-records'), ({ request }) => {
      const member = ctx.accountOf(request);
      if (!member) return ctx.unauthorized();
      const query = new URL(request.url).searchParams;
      const start = numberParam(query, 'startDate');
      const end = numberParam(query, 'endDate');
      if (start === null || end === null || end < start)
        return ctx.fail('request.invalid', 'startDate, endDate', 400);
      if (end - start > MAX_RANGE_MS) return ctx.fail('points.range.too_long', '查询区间不能超过 30 天', 400);
      const status = query.get('status') ?? 'all';
      const page = Math.max(1, numberParam(query, 'page') ?? 1);
      const size = Math.min(100, Math.max(1, numberParam(query, 'size') ?? 13));
      const rows = recordsOf(ctx.merchantOf(request), member.account)
        .filter((r) => r.dateRequested >= start && r.dateRequested <= end)
        .filter((r) => status === 'all' || r.status === status)
        .sort((a, b) => b.dateRequested - a.dateRequested || b.id - a.id);
      return ctx.ok(pageOf(rows, page, size));
    }),

    http.get(anyOrigin('/wps/points/transactions'), ({ request }) => {
      const member = ctx.accountOf(request);
      if (!member) return ctx.unauthorized();
      const query = new URL(request.url).searchParams;
      const start = numberParam(query, 'startTime');
      const end = numberParam(query, 'endTime');
      if (start === null || end === null || end < start)
        return ctx.fail('request.invalid', 'startTime, endTime', 400);
      if (end - start > MAX_RANGE_MS) return ctx.fail('points.range.too_long', '查询区间不能超过 30 天', 400);
      if (numberParam(query, 'accountTypeId') !== POINTS_ACCOUNT_TYPE_ID) {
        return ctx.fail('request.invalid', `accountTypeId: ${POINTS_ACCOUNT_TYPE_ID} expected`, 400);
      }
      const excluded = new Set(
        (query.get('excludeTxTypeIds') ?? '')
          .split(',')
          .map((id) => Number(id.trim()))
          .filter(Number.isFinite),
      );
      // subordinateName: an agent's downline; a member reads their own (empty or their own name).
      const subordinate = query.get('subordinateName')?.trim();
      const page = Math.max(1, numberParam(query, 'page') ?? 1);
      const size = Math.min(100, Math.max(1, numberParam(query, 'size') ?? 12));
      const rows =
        subordinate && subordinate !== member.account
          ? []
          : transactionsOf(ctx.merchantOf(request), member.account)
              .filter((r) => r.txTimeInTimestamp >= start && r.txTimeInTimestamp <= end)
              .filter((r) => !excluded.has(r.txTypeId))
              .sort((a, b) => b.txTimeInTimestamp - a.txTimeInTimestamp || b.txId - a.txId);
      return ctx.ok(pageOf(rows, page, size));
    }),

    // Whole points, at least 1 and at most the balance; the money (amount × pointExchangeRate %) goes to the main
    // wallet.
    http.post(anyOrigin('/wps/points/convert'), async ({ request }) => {
      const member = ctx.accountOf(request);
      if (!member) return ctx.unauthorized();
      const merchant = ctx.merchantOf(request);
      const body = ConvertBody.safeParse((await readJsonObject(request)) ?? {});
      if (!body.success) return invalid(body.error);
      let amount: Decimal;
      try {
        amount = new Decimal(body.data.amount);
      } catch {
        return ctx.fail('points.convert.amount.invalid', '转换积分须为不小于 1 的整数');
      }
      if (!amount.isInteger() || amount.lessThan(1)) {
        return ctx.fail('points.convert.amount.invalid', '转换积分须为不小于 1 的整数');
      }
      const refused = refusePassword(merchant, member, body.data.password);
      if (refused) return refused;
      if (amount.greaterThan(balanceOf(merchant, member.account))) {
        return ctx.fail('points.balance.insufficient', '积分不足');
      }
      const money = amount
        .times(configOf(merchant).pointExchangeRate)
        .dividedBy(100)
        .toDecimalPlaces(2, Decimal.ROUND_DOWN);
      if (money.greaterThan(0)) ctx.wallets?.adjust(merchant, member.id, money.toFixed(2));
      const availablePoint = movePoints(merchant, member.account, amount.negated(), TX_TYPE.CONVERT);
      return ctx.ok({ availablePoint });
    }),

    http.patch(anyOrigin('/__sandbox/points/:merchant/config'), async ({ request, params }) => {
      const merchant = String(params.merchant);
      const patch = ConfigPatch.safeParse((await readJsonObject(request)) ?? {});
      if (!patch.success) return invalid(patch.error);
      const next = { ...configOf(merchant), ...patch.data };
      configs.set(merchant, next);
      return ctx.ok(next);
    }),
  ];

  return { handlers, reset, encryptedEndpoints: ['POST /wps/points/redeem', 'POST /wps/points/convert'] };
};
