import { http } from 'msw';
import { anyOrigin, type SandboxAreaFactory } from '../context';

/** Game categories a winner record belongs to; `ALL` asks for every one (docs/endpoints.md, games-lobby). */
export const WINNER_CATEGORIES = ['LIVE', 'RNG', 'SPORTS', 'FISH', 'PVP', 'LOTT'] as const;
type WinnerCategory = (typeof WINNER_CATEGORIES)[number];

/** How the client formats a column: plain text, money (decimal string) or a time (epoch ms). */
export type WinnerColumnType = 'text' | 'money' | 'datetime';

/** A column the board shows, in order; `title` is in the request's `Language` header locale. */
export interface SandboxWinnerColumn {
  key: string;
  type: WinnerColumnType;
  title: string;
}

/** One record: `vo` holds `recordId` plus a value for each column key. */
export interface SandboxWinnerRecord {
  vo: { recordId: string } & Record<string, string | number>;
}

/** The locales the board answers in (the `Language` header: zh_CN for CN, ...). */
export const WINNER_LOCALES = ['zh_CN', 'zh_TW', 'th_TH', 'ja_JP', 'en_US', 'vi_VN'] as const;
type WinnerLocale = (typeof WINNER_LOCALES)[number];

/** Upper bound of `limitNum` (the site asks for 100, spec/products.md §9). */
const MAX_LIMIT = 200;
/** How many records the seed holds: more than a board of 100, so the limit shows. */
const SEEDED_RECORDS = 150;

const TITLES: Record<string, Record<WinnerLocale, string>> = {
  account: {
    zh_CN: '会员',
    zh_TW: '會員',
    th_TH: 'สมาชิก',
    ja_JP: '会員',
    en_US: 'Player',
    vi_VN: 'Người chơi',
  },
  gameName: {
    zh_CN: '游戏',
    zh_TW: '遊戲',
    th_TH: 'เกม',
    ja_JP: 'ゲーム',
    en_US: 'Game',
    vi_VN: 'Trò chơi',
  },
  winAmount: {
    zh_CN: '中奖金额',
    zh_TW: '中獎金額',
    th_TH: 'ยอดชนะ',
    ja_JP: '当選金額',
    en_US: 'Win',
    vi_VN: 'Tiền thắng',
  },
  winTime: {
    zh_CN: '时间',
    zh_TW: '時間',
    th_TH: 'เวลา',
    ja_JP: '時間',
    en_US: 'Time',
    vi_VN: 'Thời gian',
  },
};

/** The merchant's column configuration: which columns, in which order (a real back office edits it). */
const COLUMNS: { key: string; type: WinnerColumnType }[] = [
  { key: 'account', type: 'text' },
  { key: 'gameName', type: 'text' },
  { key: 'winAmount', type: 'money' },
  { key: 'winTime', type: 'datetime' },
];

/** Games per category: [English name, Chinese name]. */
const GAMES: Record<WinnerCategory, [string, string][]> = {
  LIVE: [
    ['Speed Baccarat A', '极速百家乐A'],
    ['Lightning Roulette', '闪电轮盘'],
    ['Dragon Tiger', '龙虎'],
  ],
  RNG: [
    ['Mahjong Ways', '麻将胡了'],
    ['Fortune Tiger', '招财虎'],
    ['Super Ace', '超级王牌'],
    ['Lucky Neko', '招财猫'],
  ],
  SPORTS: [
    ['SABA Sports', '沙巴体育'],
    ['IM Sports', 'IM体育'],
  ],
  FISH: [
    ['Dragon Fishing', '龙王捕鱼'],
    ['Fish Hunter', '捕鱼猎人'],
  ],
  PVP: [
    ['Niu Niu', '抢庄牛牛'],
    ["Texas Hold'em", '德州扑克'],
  ],
  LOTT: [
    ['Chongqing SSC', '重庆时时彩'],
    ['Lucky Airship', '幸运飞艇'],
  ],
};

interface SeededRecord {
  recordId: string;
  category: WinnerCategory;
  account: string;
  game: [string, string];
  /** Decimal string, 2 decimals. */
  winAmount: string;
  /** Minutes before the sandbox's now. */
  minutesAgo: number;
}

/** A deterministic pseudo-random sequence (mulberry32), so every run seeds the same board. */
function sequence(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Accounts are shown masked, as a public board must: first 3 and last 2 characters. */
const mask = (account: string): string => `${account.slice(0, 3)}***${account.slice(-2)}`;

function seed(): SeededRecord[] {
  const next = sequence(8);
  return Array.from({ length: SEEDED_RECORDS }, (_, i) => {
    const category = WINNER_CATEGORIES[Math.floor(next() * WINNER_CATEGORIES.length)]!;
    const games = GAMES[category];
    const cents = Math.floor(next() * 50_000_000) + 100_000; // 1,000.00 to 501,000.00
    return {
      recordId: `W${String(90001 + i)}`,
      category,
      account: mask(`player${String(Math.floor(next() * 9000) + 1000)}`),
      game: games[Math.floor(next() * games.length)]!,
      winAmount: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      minutesAgo: i * 7 + Math.floor(next() * 5),
    };
  });
}

const isLocale = (value: string | null): value is WinnerLocale =>
  value !== null && (WINNER_LOCALES as readonly string[]).includes(value);

/**
 * The winner board (spec/products.md §7 "winner board"): `GET /wps/winner/board?gameCategory=&language=&limitNum=` with
 * the headers `CustomerId` (when logged in) and `Language` in the server's locale form (zh_CN for CN). Answers the
 * merchant's columns and up to `limitNum` records, newest first.
 */
export const winnerBoardArea: SandboxAreaFactory = (ctx) => {
  let records = seed();
  return {
    handlers: [
      http.get(anyOrigin('/wps/winner/board'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        const locale = request.headers.get('Language');
        if (!isLocale(locale)) {
          return ctx.fail(
            'param.invalid',
            `Language header must be one of ${WINNER_LOCALES.join(', ')}`,
            400,
          );
        }
        // A CustomerId that is not the token's member is refused: the board never answers for someone else.
        const customerId = request.headers.get('CustomerId');
        if (customerId !== null) {
          const member = ctx.accountOf(request);
          if (!member || String(member.id) !== customerId) {
            return ctx.fail('customer.mismatch', 'CustomerId does not match the session', 400);
          }
        }
        const category = query.get('gameCategory') ?? 'ALL';
        if (category !== 'ALL' && !(WINNER_CATEGORIES as readonly string[]).includes(category)) {
          return ctx.fail('param.invalid', `Unknown gameCategory: ${category}`);
        }
        const limit = Number.parseInt(query.get('limitNum') ?? '', 10);
        if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
          return ctx.fail('param.invalid', `limitNum must be 1 to ${MAX_LIMIT}`);
        }
        const chinese = locale.startsWith('zh_');
        const now = ctx.now();
        const list: SandboxWinnerRecord[] = records
          .filter((r) => category === 'ALL' || r.category === category)
          .slice(0, limit)
          .map((r) => ({
            vo: {
              recordId: r.recordId,
              account: r.account,
              gameName: chinese ? r.game[1] : r.game[0],
              winAmount: r.winAmount,
              winTime: now - r.minutesAgo * 60_000,
            },
          }));
        const columns: SandboxWinnerColumn[] = COLUMNS.map((c) => ({
          ...c,
          title: TITLES[c.key]![locale],
        }));
        return ctx.ok({ columns, list });
      }),
    ],
    reset() {
      records = seed();
    },
  };
};
