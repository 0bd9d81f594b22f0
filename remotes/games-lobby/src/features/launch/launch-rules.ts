import type { LaunchGameParams } from '@wl/shell-contract';
import {
  ACCOUNT_TYPE,
  ALWAYS_NEW_WINDOW_VENDORS,
  CLIENT_TYPE,
  CONFIRM_TRANS,
  ENGLISH_LANGUAGE,
  ENGLISH_LANGUAGE_VENDORS,
  FLASH_RULE_VENDORS,
  FREEPLAY_AVAILABLE,
  GAME_TYPE_QUERY,
  LAUNCH_MODE,
  LAUNCH_PLATFORM,
  LOTTERY_GAME_TYPES,
  NEW_WINDOW_VALUES,
  PLAYER_PAGE_VENDORS,
  SEAMLESS_ROUTE,
  SPORT_ID_ONE,
  SPORT_IDS_AS_ONE,
  TRIAL_ROUTE,
} from '../../constants';
import type { LaunchAnswer, LaunchQuery } from './api/launch-game';
import type { TrialQuery } from './api/trial-launch';

/**
 * The launch rules of spec/products.md §3/§4 as pure functions: the launch store applies them, and one table-driven
 * test checks them vendor by vendor.
 */

/** Where a game opens: a new window, or the in-page route (/seamless or /trial). */
export type LaunchWindow = 'new' | 'page';

/** What a click on Play (or Trial) leads to. */
export type LaunchDecision =
  { kind: 'stay_tuned' } | { kind: 'launch'; demo: boolean; window: LaunchWindow; route: string };

const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** 1 or 2 opens a new window; BBIN always does (§4). */
export function opensNewWindow(vassalage: string, appNewWindow: number | null | undefined): boolean {
  return ALWAYS_NEW_WINDOW_VENDORS.includes(vassalage) || NEW_WINDOW_VALUES.includes(appNewWindow ?? 0);
}

/**
 * The launch platform (§3/§4): html5-desktop, except for the vendors of the flash rule (PT, PTSS, DG, GPI), which
 * launch their flash client, or html5 where the game is an html5 game.
 */
export function launchPlatform(vassalage: string, gamePlatform?: string | null): string {
  if (!FLASH_RULE_VENDORS.includes(vassalage)) return LAUNCH_PLATFORM.desktop;
  return gamePlatform === LAUNCH_PLATFORM.html5 ? LAUNCH_PLATFORM.html5 : LAUNCH_PLATFORM.flash;
}

/** The language sent (§4): JDB, AE and DG get EN; the others the site's language (CN while testing in cimode). */
export function launchLanguage(vassalage: string, siteLanguage: string): string {
  if (ENGLISH_LANGUAGE_VENDORS.includes(vassalage)) return ENGLISH_LANGUAGE;
  return siteLanguage === 'cimode' ? 'CN' : siteLanguage;
}

/** Sport ids 0 and 1 map to sport 1 (§4); other game ids are sent as they are. */
export function launchGameId(gameType: string | null | undefined, gameId: string): string {
  return gameType === 'SPORTS' && SPORT_IDS_AS_ONE.includes(gameId) ? SPORT_ID_ONE : gameId;
}

/** GLS, or LOTT for the lottery (§3); an explicit launchMode wins. */
export function launchModeOf(params: LaunchGameParams): string {
  if (params.launchMode) return params.launchMode;
  return LOTTERY_GAME_TYPES.includes(text(params.gameType)) ? LAUNCH_MODE.lottery : LAUNCH_MODE.game;
}

/** The game's URL in a launch answer: game_url, else game_url2; ALB's player page (game_url2) first (§4). */
export function gameUrlOf(vassalage: string, answer: LaunchAnswer): string | null {
  const urls = PLAYER_PAGE_VENDORS.includes(vassalage)
    ? [answer.game_url2, answer.game_url]
    : [answer.game_url, answer.game_url2];
  return urls.find((url) => !!url) ?? null;
}

/** The in-page route of a game: `/seamless?gameType=` for a real game, `/trial?gameType=` for a demo (§2). */
export function gameRoute(demo: boolean, gameType: string | null | undefined): string {
  const query = new URLSearchParams({ [GAME_TYPE_QUERY]: text(gameType) });
  return `${demo ? TRIAL_ROUTE : SEAMLESS_ROUTE}?${query}`;
}

/**
 * Decide a launch (§4; the login and real-account checks are the shell's): neither gameId nor roomId → in_stay_tuned;
 * a demo only when the game has one (freeplay 1) and the merchant allows free play; then the window rule.
 */
export function decideLaunch(params: LaunchGameParams, freePlayOn: boolean): LaunchDecision {
  if (!text(params.gameId) && !text(params.roomId)) return { kind: 'stay_tuned' };
  const demo = params.demo === true;
  if (demo && (!freePlayOn || params.freeplay !== FREEPLAY_AVAILABLE)) return { kind: 'stay_tuned' };
  return {
    kind: 'launch',
    demo,
    window: opensNewWindow(params.vassalage, params.appNewWindow) ? 'new' : 'page',
    route: gameRoute(demo, params.gameType),
  };
}

/** Who launches: the session's account, token and merchant, and the site's language. */
export interface Launcher {
  username: string;
  token: string;
  merchantCode: string;
  language: string;
}

/** Drop empty values: a parameter the game does not have is not sent. */
function compact<T extends object>(query: T): T {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as T;
}

/** The query of GET /wps/game/launchGame, exactly the parameters of §3. */
export function launchQuery(params: LaunchGameParams, launcher: Launcher): LaunchQuery {
  return compact<LaunchQuery>({
    gameId: launchGameId(params.gameType, text(params.gameId)),
    nodeId: text(params.nodeId),
    matchId: text(params.matchId),
    leagueId: text(params.leagueId),
    accountType: params.demo ? ACCOUNT_TYPE.demo : ACCOUNT_TYPE.real,
    confirmTrans: CONFIRM_TRANS,
    vassalage: params.vassalage,
    launchMode: launchModeOf(params),
    lottoMode: text(params.lottoMode),
    lottoGameCode: text(params.lottoGameCode),
    platform: launchPlatform(params.vassalage, params.platform),
    clientType: CLIENT_TYPE,
    username: launcher.username,
    token: launcher.token,
    language: launchLanguage(params.vassalage, launcher.language),
    merchantCode: launcher.merchantCode,
    sourceType: text(params.sourceType),
    marketingDetailId: text(params.marketingDetailId),
  });
}

/** The query of the trial launch (§7: nodeId, gameId, platform). */
export function trialQuery(params: LaunchGameParams): TrialQuery {
  return compact<TrialQuery>({
    nodeId: text(params.nodeId),
    gameId: launchGameId(params.gameType, text(params.gameId)),
    platform: launchPlatform(params.vassalage, params.platform),
  });
}

/**
 * A game URL the page may open: http(s) only, resolved against the site (a backend may answer a path). Anything
 * else (javascript:, data:) is refused.
 */
export function safeGameUrl(url: string, base: string): string | null {
  try {
    const resolved = new URL(url, base);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null;
  } catch {
    return null;
  }
}
