import { http } from 'msw';
import { anyOrigin, topics, type SandboxAreaFactory } from '../context';

/** GET /lgw/games item (docs/endpoints.md, lottery). */
export interface SandboxLotteryGame {
  gameId: number;
  gameCode: string;
  remark: string;
  defaultPlayType: string;
  webIconUrl: string;
  numero: string;
  /** Seconds until the current issue draws. */
  remainTime: number;
  /** Seconds until betting on the current issue closes. */
  lockTime: number;
  liveVideoSwitch: 0 | 1;
  gameGroupId: number;
  gameGroupCode: string;
  labelName: string | null;
  /** The game's product type (spec/products.md §1, LOTT or ELOTT): /lott and /elott list by it. */
  gameType: SandboxLotteryType;
  /** The lottery vendor (the games-entry tile tag: WLLOTT for LOTT games, ELOTT for ELOTT games). */
  vassalage: string;
}

/** GET /lgw/draw item. */
export interface SandboxDraw {
  gameCode: string;
  numero: string;
  winNo: string;
}

/** How a game's numbers are drawn. */
type DrawKind = 'ssc' | '11x5' | 'pk10' | 'thai' | 'vn';

/** The product type of a lottery game (spec/products.md §1): LOTT traditional, ELOTT the house's entertainment games. */
export type SandboxLotteryType = 'LOTT' | 'ELOTT';

interface GameDef {
  gameId: number;
  gameCode: string;
  names: { CN: string; TW: string; EN: string; TH?: string };
  group: [id: number, code: string];
  /** Issue length in seconds. */
  period: number;
  /** Draw time offset in seconds from 00:00 (UTC+8) for games drawn once a day or less often. */
  offset?: number;
  kind: DrawKind;
  live?: 1;
  playType: string;
  label?: 'hot' | 'new';
  /** ELOTT for the house's entertainment games; LOTT otherwise. */
  type?: SandboxLotteryType;
}

const SSC: [number, string] = [1, 'SSC'];
const X5: [number, string] = [2, '11X5'];
const PK10: [number, string] = [3, 'PK10'];
const FAST: [number, string] = [5, 'FAST'];
/** Thai groups are 9, 10 and 11 (spec/products.md §4): the government-style lotteries, Thai stocks and Yiki. */
const THAI: [number, string] = [9, 'THAI'];
const THAI_STOCK: [number, string] = [10, 'THAISTOCK'];
const YIKI: [number, string] = [11, 'YIKI'];
/** The Vietnam lottery (its own page, /vnLottery, reads the prize tiers). */
const VN: [number, string] = [12, 'VN'];
/** Group ids of the SEA prize mode (spec/products.md §4, §7: Thai groups 9, 10, 11 bet with prizeMode SEA). */
export const SANDBOX_SEA_GROUP_IDS: readonly number[] = [9, 10, 11];
/** Group id of the Vietnam lottery. */
export const SANDBOX_VN_GROUP_ID = 12;
const DAY = 86_400;

/** The seeded games, in the order /lgw/games lists them. Periods divide a day so issues restart at 0001 daily. */
// prettier-ignore
const GAMES: GameDef[] = [
  { gameId: 1, gameCode: 'CQSSC', names: { CN: '重庆时时彩', TW: '重慶時時彩', EN: 'Chongqing SSC' }, group: SSC, period: 300, kind: 'ssc', playType: 'SSC_5X_ZX', label: 'hot' },
  { gameId: 2, gameCode: 'XJSSC', names: { CN: '新疆时时彩', TW: '新疆時時彩', EN: 'Xinjiang SSC' }, group: SSC, period: 1200, kind: 'ssc', playType: 'SSC_5X_ZX' },
  { gameId: 3, gameCode: 'TJSSC', names: { CN: '天津时时彩', TW: '天津時時彩', EN: 'Tianjin SSC' }, group: SSC, period: 1200, kind: 'ssc', playType: 'SSC_5X_ZX' },
  { gameId: 4, gameCode: 'YNSSC', names: { CN: '云南时时彩', TW: '雲南時時彩', EN: 'Yunnan SSC' }, group: SSC, period: 1200, kind: 'ssc', playType: 'SSC_5X_ZX' },
  { gameId: 5, gameCode: 'HLJSSC', names: { CN: '黑龙江时时彩', TW: '黑龍江時時彩', EN: 'Heilongjiang SSC' }, group: SSC, period: 600, kind: 'ssc', playType: 'SSC_5X_ZX' },
  { gameId: 11, gameCode: 'SD11X5', names: { CN: '山东11选5', TW: '山東11選5', EN: 'Shandong 11x5' }, group: X5, period: 600, kind: '11x5', playType: '11X5_RX5', label: 'hot' },
  { gameId: 12, gameCode: 'GD11X5', names: { CN: '广东11选5', TW: '廣東11選5', EN: 'Guangdong 11x5' }, group: X5, period: 600, kind: '11x5', playType: '11X5_RX5' },
  { gameId: 13, gameCode: 'JX11X5', names: { CN: '江西11选5', TW: '江西11選5', EN: 'Jiangxi 11x5' }, group: X5, period: 600, kind: '11x5', playType: '11X5_RX5' },
  { gameId: 14, gameCode: 'SH11X5', names: { CN: '上海11选5', TW: '上海11選5', EN: 'Shanghai 11x5' }, group: X5, period: 600, kind: '11x5', playType: '11X5_RX5' },
  { gameId: 21, gameCode: 'BJPK10', names: { CN: '北京赛车', TW: '北京賽車', EN: 'Beijing PK10' }, group: PK10, period: 1200, kind: 'pk10', live: 1, playType: 'PK10_GYH' },
  { gameId: 22, gameCode: 'XYFT', names: { CN: '幸运飞艇', TW: '幸運飛艇', EN: 'Lucky Airship' }, group: PK10, period: 300, kind: 'pk10', live: 1, playType: 'PK10_GYH', label: 'hot' },
  { gameId: 31, gameCode: 'TXFFC', names: { CN: '腾讯分分彩', TW: '騰訊分分彩', EN: 'Tencent 1-Minute' }, group: FAST, period: 60, kind: 'ssc', playType: 'SSC_5X_ZX', label: 'hot' },
  { gameId: 32, gameCode: 'CASSC', names: { CN: '加拿大时时彩', TW: '加拿大時時彩', EN: 'Canada SSC' }, group: FAST, period: 180, kind: 'ssc', playType: 'SSC_5X_ZX' },
  { gameId: 33, gameCode: 'JSSC', names: { CN: '极速赛车', TW: '極速賽車', EN: 'Speed Racing' }, group: FAST, period: 75, kind: 'pk10', live: 1, playType: 'PK10_GYH', label: 'new' },
  { gameId: 34, gameCode: 'TXWFC', names: { CN: '腾讯五分彩', TW: '騰訊五分彩', EN: 'Tencent 5-Minute' }, group: FAST, period: 300, kind: 'ssc', playType: 'SSC_5X_ZX' },
  // Thai government lottery: about twice a month (every 16 days here), 15:30 Bangkok = 16:30 UTC+8.
  { gameId: 41, gameCode: 'THGOV', names: { CN: '泰国政府彩', TW: '泰國政府彩', EN: 'Thai Government Lottery', TH: 'หวยรัฐบาลไทย' }, group: THAI, period: 16 * DAY, offset: 16.5 * 3600, kind: 'thai', playType: 'THAI_3D' },
  { gameId: 42, gameCode: 'THHANOI', names: { CN: '河内彩', TW: '河內彩', EN: 'Hanoi Lottery', TH: 'หวยฮานอย' }, group: THAI, period: DAY, offset: 19.5 * 3600, kind: 'thai', playType: 'THAI_3D' },
  { gameId: 43, gameCode: 'THLAO', names: { CN: '老挝彩', TW: '寮國彩', EN: 'Lao Lottery', TH: 'หวยลาว' }, group: THAI, period: DAY, offset: 21.5 * 3600, kind: 'thai', playType: 'THAI_3D' },
  // Thai stock lottery: four draws a day, from the SET index closes.
  { gameId: 44, gameCode: 'THSTOCK', names: { CN: '泰国股票彩', TW: '泰國股票彩', EN: 'Thai Stock Lottery', TH: 'หวยหุ้นไทย' }, group: THAI_STOCK, period: 6 * 3600, kind: 'thai', playType: 'THAI_2D' },
  // Yiki: every 15 minutes.
  { gameId: 45, gameCode: 'THYIKI', names: { CN: '泰国Yiki', TW: '泰國Yiki', EN: 'Yiki Lottery', TH: 'หวยยี่กี' }, group: YIKI, period: 900, kind: 'thai', playType: 'THAI_3D', type: 'ELOTT' },
  // Vietnam: the southern (Ho Chi Minh City, 16:15 Vietnam = 17:15 UTC+8) and northern (18:15 Vietnam) daily draws.
  { gameId: 51, gameCode: 'VNHCM', names: { CN: '越南胡志明彩', TW: '越南胡志明彩', EN: 'Ho Chi Minh City Lottery', TH: 'หวยโฮจิมินห์' }, group: VN, period: DAY, offset: 17.25 * 3600, kind: 'vn', playType: 'VN_2D' },
  { gameId: 52, gameCode: 'VNHN', names: { CN: '越南河内彩', TW: '越南河內彩', EN: 'Hanoi Northern Lottery', TH: 'หวยเวียดนามเหนือ' }, group: VN, period: DAY, offset: 19.25 * 3600, kind: 'vn', playType: 'VN_2D' },
];

/** The product type of a seeded game: the FAST group (house-drawn) and games marked ELOTT are ELOTT. */
const typeOf = (game: GameDef): SandboxLotteryType => game.type ?? (game.group === FAST ? 'ELOTT' : 'LOTT');
/** The lottery vendor of each type (the games-entry LOTT and ELOTT tiles' first cards). */
const VENDOR_OF_TYPE: Record<SandboxLotteryType, string> = { LOTT: 'WLLOTT', ELOTT: 'ELOTT' };

const LABELS: Record<'hot' | 'new', Record<string, string>> = {
  hot: { CN: '热门', TW: '熱門', EN: 'Hot', TH: 'ยอดนิยม', JA: '人気', VI: 'Nổi bật' },
  new: { CN: '新', TW: '新', EN: 'New', TH: 'ใหม่', JA: '新着', VI: 'Mới' },
};

/** Issue days and numbers are counted in China time (UTC+8), as the draws' operators do. */
const TZ_OFFSET_MS = 8 * 3600_000;
const DAY_MS = DAY * 1000;
/** Schedules are anchored at 2026-01-01 00:00 UTC+8. */
const ANCHOR_MS = Date.UTC(2026, 0, 1) - TZ_OFFSET_MS;

/** Seconds before the draw when betting closes: a tenth of the issue, 5 s to 60 s; 30 minutes for daily draws. */
const lockSeconds = (period: number): number =>
  period >= DAY ? 1800 : Math.min(60, Math.max(5, Math.round(period / 10)));

/** One issue of a game: its index since the anchor, when it draws and its number (YYYYMMDD-NNNN). */
interface Issue {
  index: number;
  end: number;
  numero: string;
}

function issueAt(game: GameDef, index: number): Issue {
  const periodMs = game.period * 1000;
  const end = ANCHOR_MS + (game.offset ?? 0) * 1000 + (index + 1) * periodMs;
  // The issue belongs to the (UTC+8) day it draws in; one drawing at midnight closes the previous day.
  const day = Math.floor((end - 1 + TZ_OFFSET_MS) / DAY_MS);
  const sequence = Math.ceil((end - (day * DAY_MS - TZ_OFFSET_MS)) / periodMs);
  const date = new Date(day * DAY_MS).toISOString().slice(0, 10).replace(/-/g, '');
  return { index, end, numero: `${date}-${String(sequence).padStart(4, '0')}` };
}

/** The issue open for betting at `now` (the one that draws next). */
function currentIssue(game: GameDef, now: number): Issue {
  const start = ANCHOR_MS + (game.offset ?? 0) * 1000;
  return issueAt(game, Math.floor((now - start) / (game.period * 1000)));
}

/** FNV-1a hash, then mulberry32: the same (gameCode, numero) always draws the same numbers. */
function random(seedText: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seedText.length; i++) {
    h ^= seedText.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Distinct numbers 1..max in draw order (a Fisher-Yates prefix). */
function distinct(next: () => number, max: number, count: number): number[] {
  const pool = Array.from({ length: max }, (_, i) => i + 1);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(next() * (max - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/**
 * The winning numbers of an issue, comma separated: SSC 5 digits 0-9; 11X5 5 distinct numbers 01-11;
 * PK10 the finishing order of cars 01-10; Thai 6 digits 0-9 (the first prize).
 */
export function sandboxWinNo(gameCode: string, numero: string): string {
  const game = GAMES.find((g) => g.gameCode === gameCode);
  const next = random(`${gameCode}:${numero}`);
  const digits = (count: number) => Array.from({ length: count }, () => String(Math.floor(next() * 10)));
  switch (game?.kind ?? 'ssc') {
    case '11x5':
      return distinct(next, 11, 5).map(pad2).join(',');
    case 'pk10':
      return distinct(next, 10, 10).map(pad2).join(',');
    case 'thai':
    case 'vn':
      return digits(6).join(',');
    default:
      return digits(5).join(',');
  }
}

/** What other lottery modules of the sandbox (the lotto lobby, the Vietnam lottery) read of a seeded game. */
export interface SandboxLotteryInfo {
  gameId: number;
  gameCode: string;
  name: (language: string) => string;
  groupId: number;
  gameType: SandboxLotteryType;
  playType: string;
  kind: DrawKind;
}

/** A seeded game by code, or undefined. */
export function sandboxLotteryGame(gameCode: string | null | undefined): SandboxLotteryInfo | undefined {
  const game = GAMES.find((g) => g.gameCode === gameCode);
  if (!game) return undefined;
  return {
    gameId: game.gameId,
    gameCode: game.gameCode,
    name: (language) => (game.names as Record<string, string | undefined>)[language] ?? game.names.EN,
    groupId: game.group[0],
    gameType: typeOf(game),
    playType: game.playType,
    kind: game.kind,
  };
}

/** Every seeded game code, in list order. */
export const sandboxLotteryCodes = (): string[] => GAMES.map((g) => g.gameCode);

/** The open issue of a game at `now`: its numero, seconds to the draw and to the lock (0 once locked). */
export function sandboxOpenIssue(
  gameCode: string,
  now: number,
): { numero: string; remainTime: number; lockTime: number } | null {
  const game = GAMES.find((g) => g.gameCode === gameCode);
  if (!game) return null;
  const issue = currentIssue(game, now);
  const remainTime = Math.ceil((issue.end - now) / 1000);
  return { numero: issue.numero, remainTime, lockTime: Math.max(0, remainTime - lockSeconds(game.period)) };
}

/** The last `count` drawn issues of a game at `now`, newest first. */
export function sandboxDraws(gameCode: string, now: number, count: number): SandboxDraw[] {
  const game = GAMES.find((g) => g.gameCode === gameCode);
  if (!game) return [];
  const current = currentIssue(game, now).index;
  return Array.from({ length: count }, (_, i) => drawOf(game, issueAt(game, current - 1 - i)));
}

/** A seeded random source of the sandbox: the same seed text always gives the same sequence. */
export const sandboxRandom = (seedText: string): (() => number) => random(seedText);

const drawOf = (game: GameDef, issue: Issue): SandboxDraw => ({
  gameCode: game.gameCode,
  numero: issue.numero,
  winNo: sandboxWinNo(game.gameCode, issue.numero),
});

/** The most draws one /lgw/draw call returns. */
const MAX_DRAWS = 50;

/**
 * The lottery area of the sandbox: 18 games in five groups (SSC, 11X5, PK10, FAST, and THAI with group id 9) whose
 * issues follow the sandbox clock, so they really tick and draw; the numbers of an issue are a pure function of
 * (gameCode, numero). Every draw is broadcast on `/topic/draw_number/{gameCode}`.
 */
export const lotteryArea: SandboxAreaFactory = (ctx) => {
  // Draws happen when the sandbox clock passes an issue's end: broadcast the newest draw of each game that drew
  // between `from` and `to` (advancing an hour broadcasts one draw per game, not sixty).
  ctx.onClock?.((from, to) => {
    for (const game of GAMES) {
      const newest = currentIssue(game, to).index - 1;
      if (newest >= currentIssue(game, from).index) {
        ctx.broadcast(topics.drawNumber(game.gameCode), drawOf(game, issueAt(game, newest)));
      }
    }
  });

  const languageOf = (request: Request) => request.headers.get('Language') ?? 'CN';
  const nameOf = (game: GameDef, language: string) =>
    (game.names as Record<string, string | undefined>)[language] ?? game.names.EN;
  const findGame = (request: Request) => {
    const code = new URL(request.url).searchParams.get('gameCode');
    return GAMES.find((g) => g.gameCode === code);
  };
  const notFound = (request: Request) =>
    ctx.fail(
      'lottery.game.not.found',
      `No lottery game ${new URL(request.url).searchParams.get('gameCode') ?? ''}`,
    );

  return {
    handlers: [
      http.get(anyOrigin('/lgw/games'), ({ request }) => {
        const now = ctx.now();
        const language = languageOf(request);
        const games: SandboxLotteryGame[] = GAMES.map((game) => {
          const issue = currentIssue(game, now);
          const remainTime = Math.ceil((issue.end - now) / 1000);
          return {
            gameId: game.gameId,
            gameCode: game.gameCode,
            remark: nameOf(game, language),
            defaultPlayType: game.playType,
            webIconUrl: `/wps/res/img/lottery/${game.gameCode.toLowerCase()}.svg`,
            numero: issue.numero,
            remainTime,
            lockTime: Math.max(0, remainTime - lockSeconds(game.period)),
            liveVideoSwitch: game.live ?? 0,
            gameGroupId: game.group[0],
            gameGroupCode: game.group[1],
            labelName: game.label ? (LABELS[game.label][language] ?? LABELS[game.label].EN!) : null,
            gameType: typeOf(game),
            vassalage: VENDOR_OF_TYPE[typeOf(game)],
          };
        });
        return ctx.ok(games);
      }),
      // Popular games: the hot-labelled ones first, in list order; `prizeMode` and `playType` do not narrow the seed.
      http.get(anyOrigin('/lgw/games/popular'), ({ request }) => {
        const requested = Number.parseInt(new URL(request.url).searchParams.get('count') ?? '4', 10);
        const count = Math.min(GAMES.length, Math.max(1, Number.isNaN(requested) ? 4 : requested));
        const language = languageOf(request);
        const popular = [
          ...GAMES.filter((g) => g.label === 'hot'),
          ...GAMES.filter((g) => g.label !== 'hot'),
        ];
        return ctx.ok(
          popular.slice(0, count).map((game) => ({
            gameId: game.gameId,
            gameCode: game.gameCode,
            remark: nameOf(game, language),
            webIconUrl: `/wps/res/img/lottery/${game.gameCode.toLowerCase()}.svg`,
          })),
        );
      }),
      http.get(anyOrigin('/lgw/draw'), ({ request }) => {
        const game = findGame(request);
        if (!game) return notFound(request);
        const requested = Number.parseInt(new URL(request.url).searchParams.get('count') ?? '5', 10);
        const count = Math.min(MAX_DRAWS, Math.max(1, Number.isNaN(requested) ? 5 : requested));
        const current = currentIssue(game, ctx.now()).index;
        // Newest first: the issue just before the open one drew last.
        return ctx.ok(Array.from({ length: count }, (_, i) => drawOf(game, issueAt(game, current - 1 - i))));
      }),
      http.get(anyOrigin('/lgw/numeros/near'), ({ request }) => {
        const game = findGame(request);
        if (!game) return notFound(request);
        const now = ctx.now();
        const current = currentIssue(game, now);
        const remainTime = Math.ceil((current.end - now) / 1000);
        const lockTime = Math.max(0, remainTime - lockSeconds(game.period));
        const previous = issueAt(game, current.index - 1);
        return ctx.ok({
          currentNumero: { numero: current.numero, isSale: lockTime > 0, remainTime, lockTime },
          nextNumero: { numero: issueAt(game, current.index + 1).numero },
          previousNumero: { numero: previous.numero, winNo: sandboxWinNo(game.gameCode, previous.numero) },
        });
      }),
    ],
    // Issues and draws are pure functions of the clock: nothing to restore.
    reset() {},
  };
};
