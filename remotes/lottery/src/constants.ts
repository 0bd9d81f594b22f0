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
export const LONG_DRAGON_MODE = 2;
/** Lottery modes (§4): LOTT 1 Traditional, 2 Entertainment; ELOTT 1 Elott_Traditional, 2 Elott_Entertainment; SEA. */
export const LOTTERY_MODES = {
  LOTT: { 1: 'Traditional', 2: 'Entertainment' },
  ELOTT: { 1: 'Elott_Traditional', 2: 'Elott_Entertainment' },
  SEA: 'SEA_Tradition',
} as const;

/** Which games a lobby lists. */
export type LobbyMode = 'all' | 'traditional' | 'entertainment';

/**
 * Group codes of the entertainment lotteries: the house-drawn, high-frequency games (1 to 5 minute issues such as
 * TXFFC, CASSC and speed racing). Every other group is traditional: draws that follow an official lottery's schedule
 * (SSC, 11X5, PK10) and the Thai (SEA) lotteries. The spec does not say how groups split, so this is our choice, and
 * one place to change it.
 */
export const ENTERTAINMENT_GROUP_CODES: readonly string[] = ['FAST'];

/**
 * Which games each base path lists: /lottery every group; /lott (the home page's traditional-lottery tile) the
 * traditional groups; /elott (the entertainment tile) the entertainment groups.
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

/** The lottery lobby route the home-page widgets link to. */
export const LOTTERY_ROUTE = '/lottery';
