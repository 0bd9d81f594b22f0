/**
 * The lottery constants of spec/products.md (§2, §4, §9), named as the spec names them.
 */

/** The countdown ticks each second (§9)... */
export const COUNTDOWN_TICK_MS = 1000;
/** ...and at zero requests a refresh, at most once per 5 seconds (§4, §9). */
export const COUNTDOWN_REFRESH_THROTTLE_MS = 5000;
/** A placeholder shows when the remaining time is under 1 s... (§4) */
export const COUNTDOWN_MIN_SECONDS = 1;
/** ...or over 1000 hours (§4). */
export const COUNTDOWN_MAX_HOURS = 1000;
/** What the countdown shows instead of a time. */
export const COUNTDOWN_PLACEHOLDER = '--:--:--';

/** The results panel shows 5 draws (§2). */
export const RESULTS_COUNT = 5;
/** The lottery menu shows 4 games of a group by default and folds the rest (§2). */
export const MENU_GAMES_PER_GROUP = 4;
/** The lottery menu widget shows up to 5 lottery and 5 live-video games (§2). */
export const MENU_MAX_LOTTERY_GAMES = 5;
export const MENU_MAX_LIVE_VIDEO_GAMES = 5;
/** The countdown panel shows up to 5 games, live-video games listed separately (§2). */
export const COUNTDOWN_PANEL_GAMES = 5;
/** Popular lottery count (§9). */
export const POPULAR_LOTTERY_COUNT = 4;
/** Quick-bet default games (§9); the countdown panel lists them first too. */
export const DEFAULT_GAME_CODES = ['CQSSC', 'TXFFC', 'SD11X5', 'GD11X5', 'CASSC'] as const;
/** liveVideoSwitch value of a live-video game. */
export const LIVE_VIDEO_ON = 1;
/** Lottery groups with these ids are treated as Thai (§4). */
export const THAI_GROUP_IDS: readonly number[] = [9, 10, 11];
/** The long-dragon bet uses this gameCode, with lottery mode 2 (§2, §4). */
export const LONG_DRAGON_GAME_CODE = 'long_dragon';
export const LONG_DRAGON_MODE: LotteryModeNumber = 2;
/** Lottery modes (§4): LOTT 1 Traditional, 2 Entertainment; ELOTT 1 Elott_Traditional, 2 Elott_Entertainment; SEA. */
export const LOTTERY_MODES = {
  LOTT: { 1: 'Traditional', 2: 'Entertainment' },
  ELOTT: { 1: 'Elott_Traditional', 2: 'Elott_Entertainment' },
  SEA: 'SEA_Tradition',
} as const;

/** The lottery product types (spec/products.md §1): LOTT traditional lotteries, ELOTT the entertainment lotteries. */
export type LotteryType = 'LOTT' | 'ELOTT';
export const LOTTERY_TYPES: readonly LotteryType[] = ['LOTT', 'ELOTT'];

/** Which games a lobby lists: every game, or the games of one type. */
export type LobbyMode = 'all' | 'traditional' | 'entertainment';

/** The game type each lobby mode lists (null: every game). */
export const MODE_GAME_TYPE: Record<LobbyMode, LotteryType | null> = {
  all: null,
  traditional: 'LOTT',
  entertainment: 'ELOTT',
};

/**
 * Which games each base path lists: /lottery every game; /lott (the home page's LOTT tile) the LOTT games; /elott
 * (the ELOTT tile) the ELOTT games, by each game's `gameType` (spec/products.md §1, §2).
 */
export const BASE_PATH_MODES: Record<string, LobbyMode> = {
  '/lottery': 'all',
  '/lott': 'traditional',
  '/elott': 'entertainment',
};

/** The mode of a base path; unknown paths list every game. */
export function modeOfBasePath(basePath: string): LobbyMode {
  const key = `/${basePath.split('/').filter(Boolean)[0] ?? ''}`.toLowerCase();
  return BASE_PATH_MODES[key] ?? 'all';
}

/** The Vietnam lottery page (spec/products.md §2, query gameCode). */
export const VN_LOTTERY_BASE_PATH = '/vnLottery';
/** The trend chart page under the lottery route (spec/products.md §2, query gameUrl). */
export const TREND_PATH = 'trend';
/** How many draws the trend chart shows. */
export const TREND_DRAW_COUNT = 30;
/** How many draws the Vietnam lottery page lists. */
export const VN_DRAW_COUNT = 5;

/** The query parameters of /lottery (spec/products.md §2). */
export const LOTTERY_QUERY = {
  gameCode: 'gameCode',
  gameId: 'gameId',
  playType: 'playType',
  betParam: 'bet_param',
  type: 'type',
  id: 'id',
  lMode: 'lMode',
  lottoGameGroup: 'lottoGameGroup',
} as const;

/** The lotto lobby launch mode (spec/products.md §3, §7). */
export const LOTTO_LAUNCH_MODE = 'LOTT';
/** The prize mode of the SEA (Thai) lotteries (spec/products.md §7). */
export const SEA_PRIZE_MODE = 'SEA';
/** The default lottery mode (1 Traditional) when the link names none. */
export const DEFAULT_LOTTERY_MODE = 1;

/** A lottery mode number (§4). */
export type LotteryModeNumber = 1 | 2;

/**
 * The lottoMode a bet opens the lotto lobby with (spec/products.md §4): a Thai (SEA) game SEA_Tradition; the
 * long-dragon bet mode 2 of its type; otherwise the link's mode (lMode, default 1) of the game's type.
 */
export function lottoModeOf(options: {
  gameType: LotteryType;
  mode?: number | null;
  thai?: boolean;
  longDragon?: boolean;
}): string {
  if (options.thai) return LOTTERY_MODES.SEA;
  const table = LOTTERY_MODES[options.gameType];
  const mode: LotteryModeNumber = options.longDragon
    ? LONG_DRAGON_MODE
    : options.mode === 2
      ? 2
      : DEFAULT_LOTTERY_MODE;
  return table[mode];
}

/** The lottery lobby route the home-page widgets link to. */
export const LOTTERY_ROUTE = '/lottery';
