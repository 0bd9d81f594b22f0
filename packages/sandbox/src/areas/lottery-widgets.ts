import { http, HttpResponse } from 'msw';
import { anyOrigin, type SandboxAreaFactory } from '../context';
import { MINI_GAME_JS } from './lottery-widgets-mini-game';

/** A game of a lottery menu group (GET /lgw/games/game_menus; the fields of spec/products.md §3, Lottery game). */
export interface SandboxMenuGame {
  gameId: number;
  gameCode: string;
  remark: string;
  defaultPlayType: string;
  webIconUrl: string;
  liveVideoSwitch: 0 | 1;
}

/** A group of the lottery menu widget. */
export interface SandboxMenuGroup {
  groupId: number;
  groupCode: string;
  groupName: string;
  games: SandboxMenuGame[];
}

type Names = { CN: string; TW: string; EN: string; TH?: string; JA?: string; VI?: string };

interface MenuGameDef {
  gameId: number;
  gameCode: string;
  names: Names;
  playType: string;
  live?: 1;
}

// The games of areas/lottery.ts (same ids, codes, names and play types; lottery-widgets.test.ts checks they match).
// prettier-ignore
const G: Record<string, MenuGameDef> = {
  CQSSC: { gameId: 1, gameCode: 'CQSSC', names: { CN: '重庆时时彩', TW: '重慶時時彩', EN: 'Chongqing SSC' }, playType: 'SSC_5X_ZX' },
  XJSSC: { gameId: 2, gameCode: 'XJSSC', names: { CN: '新疆时时彩', TW: '新疆時時彩', EN: 'Xinjiang SSC' }, playType: 'SSC_5X_ZX' },
  TJSSC: { gameId: 3, gameCode: 'TJSSC', names: { CN: '天津时时彩', TW: '天津時時彩', EN: 'Tianjin SSC' }, playType: 'SSC_5X_ZX' },
  YNSSC: { gameId: 4, gameCode: 'YNSSC', names: { CN: '云南时时彩', TW: '雲南時時彩', EN: 'Yunnan SSC' }, playType: 'SSC_5X_ZX' },
  HLJSSC: { gameId: 5, gameCode: 'HLJSSC', names: { CN: '黑龙江时时彩', TW: '黑龍江時時彩', EN: 'Heilongjiang SSC' }, playType: 'SSC_5X_ZX' },
  SD11X5: { gameId: 11, gameCode: 'SD11X5', names: { CN: '山东11选5', TW: '山東11選5', EN: 'Shandong 11x5' }, playType: '11X5_RX5' },
  GD11X5: { gameId: 12, gameCode: 'GD11X5', names: { CN: '广东11选5', TW: '廣東11選5', EN: 'Guangdong 11x5' }, playType: '11X5_RX5' },
  JX11X5: { gameId: 13, gameCode: 'JX11X5', names: { CN: '江西11选5', TW: '江西11選5', EN: 'Jiangxi 11x5' }, playType: '11X5_RX5' },
  SH11X5: { gameId: 14, gameCode: 'SH11X5', names: { CN: '上海11选5', TW: '上海11選5', EN: 'Shanghai 11x5' }, playType: '11X5_RX5' },
  BJPK10: { gameId: 21, gameCode: 'BJPK10', names: { CN: '北京赛车', TW: '北京賽車', EN: 'Beijing PK10' }, playType: 'PK10_GYH', live: 1 },
  XYFT: { gameId: 22, gameCode: 'XYFT', names: { CN: '幸运飞艇', TW: '幸運飛艇', EN: 'Lucky Airship' }, playType: 'PK10_GYH', live: 1 },
  TXFFC: { gameId: 31, gameCode: 'TXFFC', names: { CN: '腾讯分分彩', TW: '騰訊分分彩', EN: 'Tencent 1-Minute' }, playType: 'SSC_5X_ZX' },
  CASSC: { gameId: 32, gameCode: 'CASSC', names: { CN: '加拿大时时彩', TW: '加拿大時時彩', EN: 'Canada SSC' }, playType: 'SSC_5X_ZX' },
  JSSC: { gameId: 33, gameCode: 'JSSC', names: { CN: '极速赛车', TW: '極速賽車', EN: 'Speed Racing' }, playType: 'PK10_GYH', live: 1 },
  TXWFC: { gameId: 34, gameCode: 'TXWFC', names: { CN: '腾讯五分彩', TW: '騰訊五分彩', EN: 'Tencent 5-Minute' }, playType: 'SSC_5X_ZX' },
  THGOV: { gameId: 41, gameCode: 'THGOV', names: { CN: '泰国政府彩', TW: '泰國政府彩', EN: 'Thai Government Lottery', TH: 'หวยรัฐบาลไทย' }, playType: 'THAI_3D' },
  THHANOI: { gameId: 42, gameCode: 'THHANOI', names: { CN: '河内彩', TW: '河內彩', EN: 'Hanoi Lottery', TH: 'หวยฮานอย' }, playType: 'THAI_3D' },
  THLAO: { gameId: 43, gameCode: 'THLAO', names: { CN: '老挝彩', TW: '寮國彩', EN: 'Lao Lottery', TH: 'หวยลาว' }, playType: 'THAI_3D' },
};

interface MenuGroupDef {
  groupId: number;
  groupCode: string;
  names: Names;
  codes: string[];
}

/**
 * The menu's groups, in display order. The SSC group has 8 games (more than the widget's 5, so the cap and the fold
 * both show); the live-video group has 3.
 */
// prettier-ignore
const MENU: MenuGroupDef[] = [
  { groupId: 1, groupCode: 'SSC', names: { CN: '时时彩', TW: '時時彩', EN: 'SSC', TH: 'SSC', JA: '時時彩', VI: 'SSC' }, codes: ['CQSSC', 'TXFFC', 'CASSC', 'XJSSC', 'TJSSC', 'YNSSC', 'HLJSSC', 'TXWFC'] },
  { groupId: 2, groupCode: '11X5', names: { CN: '11选5', TW: '11選5', EN: '11x5', TH: '11x5', JA: '11選5', VI: '11x5' }, codes: ['SD11X5', 'GD11X5', 'JX11X5', 'SH11X5'] },
  { groupId: 3, groupCode: 'PK10', names: { CN: '视频彩', TW: '視頻彩', EN: 'Live video', TH: 'วิดีโอสด', JA: 'ライブ映像', VI: 'Video trực tiếp' }, codes: ['BJPK10', 'XYFT', 'JSSC'] },
  { groupId: 9, groupCode: 'THAI', names: { CN: '泰国彩', TW: '泰國彩', EN: 'Thai lotteries', TH: 'หวยไทย', JA: 'タイの宝くじ', VI: 'Xổ số Thái' }, codes: ['THGOV', 'THHANOI', 'THLAO'] },
];

/** The jackpot's currency (spec/products.md §7: "POST with merchant_code, currency THB"). */
export const JACKPOT_CURRENCY = 'THB';

/** Seeded jackpots per merchant (a decimal string, or null: not set, the site picks a random start). */
const JACKPOT_SEED: Record<string, string | null> = { demo: '23456789.12', lite: null, closed: null };

/** Where the sandbox serves the floating mini-game's script (spec/products.md §2: "a path under /mini-game/"). */
export const MINI_GAME_SCRIPT_PATH = '/mini-game/launcher.js';

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * The home page's lottery widgets (docs/endpoints.md, lottery): the menu groups, the jackpot and the floating
 * mini-game's script. Popular games, the games with their current issue and the issues themselves come from the
 * lottery area (areas/lottery.ts).
 */
export const lotteryWidgetsArea: SandboxAreaFactory = (ctx) => {
  let jackpots: Record<string, string | null> = { ...JACKPOT_SEED };
  const nameOf = (names: Names, language: string) =>
    (names as Record<string, string | undefined>)[language] ?? names.EN;

  return {
    handlers: [
      http.get(anyOrigin('/lgw/games/game_menus'), ({ request }) => {
        const language = request.headers.get('Language') ?? 'CN';
        const groups: SandboxMenuGroup[] = MENU.map((group) => ({
          groupId: group.groupId,
          groupCode: group.groupCode,
          groupName: nameOf(group.names, language),
          games: group.codes.map((code) => {
            const game = G[code]!;
            return {
              gameId: game.gameId,
              gameCode: game.gameCode,
              remark: nameOf(game.names, language),
              defaultPlayType: game.playType,
              webIconUrl: `/wps/res/img/lottery/${game.gameCode.toLowerCase()}.svg`,
              liveVideoSwitch: game.live ?? 0,
            };
          }),
        }));
        return ctx.ok(groups);
      }),
      http.post(anyOrigin('/lgw/jackpot'), async ({ request }) => {
        const merchant = ctx.merchantOf(request);
        const body = (await request.json().catch(() => null)) as {
          merchant_code?: unknown;
          currency?: unknown;
        } | null;
        if (!body || body.merchant_code !== merchant) {
          return ctx.fail('param.invalid', 'merchant_code must be the site merchant', 400);
        }
        if (body.currency !== JACKPOT_CURRENCY) {
          return ctx.fail('currency.unsupported', `No jackpot in ${String(body.currency)}`, 400);
        }
        return ctx.ok({ amount: jackpots[merchant] ?? null, currency: JACKPOT_CURRENCY });
      }),
      // Sandbox hook: set (or unset, null) a merchant's jackpot until the next reset.
      http.put(anyOrigin('/__sandbox/jackpot/:merchant'), async ({ request, params }) => {
        const merchant = String(params.merchant);
        if (!(merchant in jackpots)) return ctx.fail('merchant.not.found', `No merchant ${merchant}`, 404);
        const body = (await request.json().catch(() => null)) as { amount?: unknown } | null;
        const amount = body?.amount;
        if (amount !== null && !(typeof amount === 'string' && MONEY.test(amount))) {
          return ctx.fail('request.invalid', 'amount must be a decimal string or null', 400);
        }
        jackpots = { ...jackpots, [merchant]: amount };
        return ctx.ok({ amount, currency: JACKPOT_CURRENCY });
      }),
      http.get(
        anyOrigin(MINI_GAME_SCRIPT_PATH),
        () =>
          new HttpResponse(MINI_GAME_JS, {
            headers: {
              'Content-Type': 'application/javascript; charset=utf-8',
              'Cache-Control': 'no-cache',
            },
          }),
      ),
    ],
    reset() {
      jackpots = { ...JACKPOT_SEED };
    },
  };
};
