/**
 * The games-lobby constants of spec/products.md (§2, §4, §9), named as the spec names them.
 */

/** Game types a lobby lists (docs/endpoints.md, games-lobby). */
export const GAME_TYPES = ['LIVE', 'RNG', 'FISH', 'SPORTS', 'PVP', 'LOTT', 'ELOTT', 'ESPORTS'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Slot lobby page size (§9). */
export const SLOT_LOBBY_PAGE_SIZE = 40;
/**
 * Game icons fetched at once, the first with high priority: the first screen of a lobby on a phone (two rows of two).
 * The largest of them is the page's largest paint (LCP); the rest of the page's icons load as they come near.
 */
export const EAGER_GAME_ICONS = 4;
/**
 * Cards the grid renders at once when a page of games arrives; the rest follow in a transition, which React renders
 * in short slices. Rendering all 40 in one go was the lobby's longest task (150-200 ms on a 4x slower CPU). Eight
 * covers a phone's first screen and a desktop's first row and a half.
 */
export const FIRST_RENDER_GAME_CARDS = 8;
/** Electron lobby default page size (§9). */
export const ELECTRON_LOBBY_PAGE_SIZE = 40;
/** Vendor popup page size (§9; the popup is not part of this slice). */
export const POPUP_PAGE_SIZE = 10;
/** The vendor strip scrolls in 150 px steps (§9)... */
export const VENDOR_STRIP_STEP = 150;
/** ...shows 8 vendors, and scrolls only when there are more than 8 (§2, §9). */
export const VENDOR_STRIP_VISIBLE = 8;
/** Each games-entry tile shows up to 3 vendors (§2). */
export const ENTRY_TILE_VENDORS = 3;
/** The games-entry tiles, in the order the home page shows them (§2); the lottery tile follows them. */
export const ENTRY_TILE_TYPES: readonly GameType[] = ['SPORTS', 'LIVE', 'FISH', 'PVP', 'RNG'];
/** The lanes whose vendors the lottery tile shows; a LOTT or ELOTT tile goes to the lottery route (§2). */
export const LOTTERY_TILE_TYPES: readonly GameType[] = ['LOTT', 'ELOTT'];
/** The game type naming the lottery tile (its more-games button goes to `/lott`, its lower-cased type). */
export const LOTTERY_TILE_TYPE: GameType = 'LOTT';
/** The lottery tile shows 1 popular lottery (§2), asked of `/lgw/games/popular` as `count`. */
export const ENTRY_POPULAR_LOTTERY_COUNT = 1;
/** The lottery lobby route and its query naming a tile's lottery group (§2). */
export const LOTTERY_ROUTE = '/lottery';
export const LOTTO_GAME_GROUP_QUERY = 'lottoGameGroup';
/** Whitelabel flag of the lottery area: off, the home page has no lottery tile. */
export const LOTTERY_FLAG = 'LOTTERY3';
/** `isGame` of a card (§3): VASSALAGE a vendor with a popup list of games, game a card launched directly. */
export const IS_GAME_VENDOR = 'VASSALAGE';
export const IS_GAME_DIRECT = 'game';

/** Winner board request (§5, §9): gameCategory default ALL, limitNum default 100. */
export const WINNER_BOARD_GAME_CATEGORY = 'ALL';
export const WINNER_BOARD_LIMIT = 100;
/** The winner board's `Language` header is a locale (§7: zh_CN for CN); the other switcher languages likewise. */
export const WINNER_BOARD_LOCALES: Record<string, string> = {
  CN: 'zh_CN',
  TW: 'zh_TW',
  TH: 'th_TH',
  JA: 'ja_JP',
  EN: 'en_US',
  VI: 'vi_VN',
  RU: 'ru_RU',
  PT: 'pt_BR',
  ES: 'es_ES',
  AR: 'ar_SA',
};
/** The desktop game platform and the client type sent with game-list queries (§3, §9). */
export const GAME_PLATFORM = 'html5-desktop';
export const CLIENT_TYPE = 3;
/** `supportPlay` 0 means a free trial exists (§3). */
export const SUPPORT_PLAY_TRIAL = 0;
/** The electronic-games lobby route; an RNG vendor goes to `/electron?page={vendor}` (§2). */
export const ELECTRON_ROUTE = '/electron';
/** Query parameter naming the vendor of a lobby (§2). */
export const VENDOR_QUERY = 'page';
/** Whitelabel flag of free play (spec/products.md §6); the trial button needs it. */
export const FREEPLAY_FLAG = 'FREEPLAY3';

/** The slot lobby's classification filter (§2): all, VP, TG, SC, AC, JP; ALL sends no filter. */
export const GAME_CLASSIFY_ALL = 'ALL';
export const GAME_CLASSIFIES = [GAME_CLASSIFY_ALL, 'VP', 'TG', 'SC', 'AC', 'JP'] as const;
export type GameClassify = (typeof GAME_CLASSIFIES)[number];
/** `page` values of the slot lobby that name a tab rather than a vendor (§2). */
export const LOBBY_PAGE_HOT = 'hot';
export const LOBBY_PAGE_RECENT = 'recentGameList';
export const LOBBY_PAGE_FAVOURITE = 'favGameList';
/** The slot lobby tabs (§2): vendor, hot, recent, favourite; recent and favourite need a login. */
export const LOBBY_TABS = ['vendor', 'hot', 'recent', 'favourite'] as const;
export type LobbyTab = (typeof LOBBY_TABS)[number];
export const LOGIN_TABS: readonly LobbyTab[] = ['recent', 'favourite'];
/** The platforms lobby lists ask for (§9: game platform filters flash and html5-desktop). */
export const LIST_PLATFORMS = `flash,${GAME_PLATFORM}`;

/**
 * The game type each of the remote's base paths lists. electron, rng and arcade are slots; live and casino the live
 * casino; pvp and table the card games.
 */
export const BASE_PATH_GAME_TYPES: Record<string, GameType> = {
  '/electron': 'RNG',
  '/rng': 'RNG',
  '/arcade': 'RNG',
  '/live': 'LIVE',
  '/casino': 'LIVE',
  '/fish': 'FISH',
  '/sports': 'SPORTS',
  '/pvp': 'PVP',
  '/table': 'PVP',
  '/esports': 'ESPORTS',
};

/** The game type of a base path (`/live`, `/live/`); unknown paths list slots. */
export function gameTypeOfBasePath(basePath: string): GameType {
  const key = `/${basePath.split('/').filter(Boolean)[0] ?? ''}`.toLowerCase();
  return BASE_PATH_GAME_TYPES[key] ?? 'RNG';
}

// ---- Game launch (spec/products.md §2-§4, §7-§9) ----

/** The in-page game views (§2): a real game on /seamless, a demo on /trial, both with the `gameType` query. */
export const SEAMLESS_ROUTE = '/seamless';
export const TRIAL_ROUTE = '/trial';
export const GAME_TYPE_QUERY = 'gameType';
/** appNewWindow values that open the game in a new window (§4)... */
export const NEW_WINDOW_VALUES: readonly number[] = [1, 2];
/** ...and the vendors that always do (§4: BBIN). */
export const ALWAYS_NEW_WINDOW_VENDORS: readonly string[] = ['BBIN'];
/** A demo exists when freeplay is 1 (§3). */
export const FREEPLAY_AVAILABLE = 1;
/** Launch platforms (§3): html5-desktop by default, flash or html5 for the vendors of the flash rule (§4). */
export const LAUNCH_PLATFORM = { desktop: 'html5-desktop', flash: 'flash', html5: 'html5' } as const;
export const FLASH_RULE_VENDORS: readonly string[] = ['PT', 'PTSS', 'DG', 'GPI'];
/** Vendors launched with language EN whatever the site's language (§4). */
export const ENGLISH_LANGUAGE_VENDORS: readonly string[] = ['JDB', 'AE', 'DG'];
export const ENGLISH_LANGUAGE = 'EN';
/** ALB's games open in its own player page (§4): the launch answer's game_url2. */
export const PLAYER_PAGE_VENDORS: readonly string[] = ['ALB'];
/** Sport ids 0 and 1 map to sport 1 (§4). */
export const SPORT_IDS_AS_ONE: readonly string[] = ['0', '1'];
export const SPORT_ID_ONE = '1';
/** accountType of a launch (§3): 0 demo, 1 real; confirmTrans is always 0. */
export const ACCOUNT_TYPE = { demo: 0, real: 1 } as const;
export const CONFIRM_TRANS = 0;
/** launchMode (§3): GLS for games, LOTT for the lottery. */
export const LAUNCH_MODE = { game: 'GLS', lottery: 'LOTT' } as const;
/** Game types launched in LOTT mode. */
export const LOTTERY_GAME_TYPES: readonly string[] = ['LOTT', 'ELOTT'];
/** Launch delay (§4): the launch call waits this long after the click (a double click launches once). */
export const LAUNCH_DELAY_MS = 300;
/** In-page frame reset (§4): the frame is emptied, rebuilt after 200 ms, then given the game URL 100 ms later. */
export const FRAME_RESET_MS = 200;
export const FRAME_LOAD_MS = 100;
/** The recommended hot games call asks for these platforms (§7), and the modal shows 12 games per slide (§9). */
export const RECOMMENDED_PLATFORMS = 'flash,html5-desktop';
export const RECOMMENDED_PER_SLIDE = 12;
/** resType 1 of a vendor_under_maintenance failure: recommend other games (§4). */
export const RES_TYPE_RECOMMEND = 1;
/** Failure codes of a launch (§8). */
export const VENDOR_UNDER_MAINTENANCE = 'vendor_under_maintenance';
export const BALANCE_NOT_ENOUGH = 'launch_game_balance_not_enough';
/** Maintenance times are shown as YYYY-MM-DD HH:mm:ss (§4). */
export const MAINTENANCE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** Where the in-page game is kept so a reload of /seamless or /trial shows it again (session storage). */
export const LAUNCHED_GAME_STORAGE_KEY = 'wl.games-lobby.launched';
